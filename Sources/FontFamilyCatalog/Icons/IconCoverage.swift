public import FontFamilyKit

/// Checks icon metadata against the code points a font covers, on plain values (``FontCatalog/codePoints(of:)``
/// reads them from the font file).
///
/// ```swift
/// let metadata = IconMetadata(
///     source: "iconfont.json",
///     glyphs: [IconGlyph(name: "home", unicode: "\u{E857}"), IconGlyph(name: "arrow-up", unicode: "\u{E6FF}")])
/// let report = IconCoverage.check(metadata, fontName: "iconfont", coveredCodePoints: [0xE857])
/// report.missing.map(\.name)  // ["arrow-up"]
/// report.failures  // ["missing glyph 'arrow-up' U+E6FF"]
/// ```
public enum IconCoverage {
    /// Compares `metadata` with `coveredCodePoints`, everything the font named `fontName` maps: every glyph the
    /// metadata lists must be covered; covered Private Use Area code points the metadata does not list are noted.
    public static func check(
        _ metadata: IconMetadata,
        fontName: String,
        coveredCodePoints: Set<UInt32>
    ) -> IconCoverageReport {
        let missing = metadata.glyphs.filter { !coveredCodePoints.contains($0.codePoint) }
        let listed = Set(metadata.glyphs.map(\.codePoint))
        let unlisted = coveredCodePoints.filter { isPrivateUse($0) && !listed.contains($0) }.sorted()
        return IconCoverageReport(
            source: metadata.source,
            fontName: fontName,
            glyphCount: metadata.glyphs.count,
            missing: missing,
            unlistedPrivateUse: unlisted
        )
    }

    /// Whether `codePoint` lies in one of Unicode's Private Use Areas (U+E000–U+F8FF, U+F0000–U+FFFFD,
    /// U+100000–U+10FFFD), where icon fonts put their glyphs.
    public static func isPrivateUse(_ codePoint: UInt32) -> Bool {
        (0xE000...0xF8FF).contains(codePoint) || (0xF_0000...0xF_FFFD).contains(codePoint)
            || (0x10_0000...0x10_FFFD).contains(codePoint)
    }
}
