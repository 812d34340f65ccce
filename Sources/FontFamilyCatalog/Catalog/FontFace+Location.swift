extension FontFace {
    /// Where the face is, for a message: its absolute file path, escaped but never shortened, then its index within a
    /// collection when it is not 0 and its named instance when it is one, so that two faces of one file differ:
    ///
    /// ```swift
    /// face.location  // "/fonts/NotoSansCJK.ttc (face 2)", "/fonts/VarySans[wght].ttf (named instance 4)"
    /// ```
    ///
    /// A face of a ``PlatformFontList`` has no file here: its location names its platform, `iOS 18.2's font list
    /// (no file here)`.
    public var location: String {
        if let platform { return DisplayText.escaped(platform) + "'s font list (no file here)" }
        let path = Notation.path(file)
        switch (index, namedInstance) {
        case (0, nil): return path
        case (0, let instance?): return path + " (named instance \(instance))"
        case (let index, nil): return path + " (face \(index))"
        case (let index, let instance?): return path + " (face \(index), named instance \(instance))"
        }
    }
}
