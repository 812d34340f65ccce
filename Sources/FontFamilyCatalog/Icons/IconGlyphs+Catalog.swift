public import FontFamilyKit

extension IconGlyphs {
    /// The face of ``/FontFamilyKit/IconGlyphs/fontPostScriptName`` in `catalog`, or `nil` when the catalog lacks it.
    public static func face(in catalog: FontCatalog) -> FontFace? {
        catalog.face(postScriptName: fontPostScriptName)
    }

    /// Whether `catalog` has the enum's font and the font has a glyph at this case's code point.
    ///
    /// ```swift
    /// IconFont.close.isCovered(in: try .system())  // true once the icon font is installed
    /// ```
    public func isCovered(in catalog: FontCatalog) -> Bool {
        guard let face = Self.face(in: catalog) else { return false }
        return catalog.codePoints(of: face).contains(codePoint)
    }

    /// Every case checked against the enum's font in `catalog` (see ``FontCatalog/iconCoverage(of:in:)``), or `nil`
    /// when the catalog lacks the font.
    public static func coverage(in catalog: FontCatalog) -> IconCoverageReport? {
        face(in: catalog).map { catalog.iconCoverage(of: metadata, in: $0) }
    }
}
