extension FontFace {
    /// Where the face is, for a message: its file, escaped but never shortened, then its index within a
    /// collection when it is not 0 and its named instance when it is one, so that two faces of one file differ:
    ///
    /// ```swift
    /// face.location()                       // "/fonts/NotoSansCJK.ttc (face 2)"
    /// face.location(relativeTo: "/fonts")  // "VarySans[wght].ttf (named instance 4)"
    /// ```
    ///
    /// - Parameter directory: A directory (such as the current one) that a file inside it is shown relative to;
    ///   `nil` for the absolute path.
    public func location(relativeTo directory: String? = nil) -> String {
        let parts = [index == 0 ? nil : "face \(index)", namedInstance.map { "named instance \($0)" }].compactMap { $0 }
        return Notation.path(file, relativeTo: directory)
            + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }
}
