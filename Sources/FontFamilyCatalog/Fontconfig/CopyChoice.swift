extension FontCatalog {
    /// Why ``FontCatalog/face(postScriptName:)`` gives the copy it does of a PostScript name that several faces
    /// carry (``FontCatalog/copyChoice(postScriptName:)``).
    public enum CopyChoice: String, Sendable, Hashable, CaseIterable {
        /// The copy is a font given to the catalog, which wins over the system's copies of the name (and over a
        /// ``PlatformFontList``'s face), or a listed face, which wins over a system font's.
        case given
        /// The copy is the one fontconfig renders for the name, as `fc-match :postscriptname=NAME` says (the higher
        /// `fontversion` of two versions, for one).
        case fontconfig
        /// The catalog's fixed order chose it: format, kind, slant, width nearest normal, weight nearest regular,
        /// path. So it is for a catalog of plain values, for a name fontconfig does not know (an instance this
        /// catalog named), and among the faces of platform font lists, which come in the order of the lists.
        case order
    }
}
