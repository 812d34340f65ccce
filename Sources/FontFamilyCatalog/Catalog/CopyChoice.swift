import FontFamilyKit

extension FontCatalog {
    /// Why ``FontCatalog/face(postScriptName:)`` gives the copy it does of a PostScript name that several faces
    /// carry (``FontCatalog/copyChoice(postScriptName:)``).
    public enum CopyChoice: String, Sendable, Hashable, CaseIterable {
        /// The copy is a font given to the catalog, which wins over the system's copies of the name.
        case given
        /// The copy is the one fontconfig renders for the name, as `fc-match :postscriptname=NAME` says (the higher
        /// `fontversion` of two versions, for one).
        case fontconfig
        /// The catalog's fixed order chose it: format, kind, slant, width nearest normal, weight nearest regular,
        /// path. So it is for a catalog of plain values, and for a name fontconfig does not know (an instance this
        /// catalog named).
        case order
    }
}
