extension FontFace {
    /// Where the face is, for a message: its absolute file path, escaped but never shortened, then its index within a
    /// collection when it is not 0 and its named instance when it is one, so that two faces of one file differ:
    ///
    /// ```swift
    /// face.location  // "/fonts/NotoSansCJK.ttc (face 2)", "/fonts/VarySans[wght].ttf (named instance 4)"
    /// ```
    public var location: String {
        let parts = [index == 0 ? nil : "face \(index)", namedInstance.map { "named instance \($0)" }].compactMap { $0 }
        return Notation.path(file) + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }
}
