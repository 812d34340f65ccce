import FontFamilyKit
import Testing

/// Records one Swift Testing issue per glyph of an ``/FontFamilyKit/IconGlyphs`` enum that its font lacks, or one issue when the
/// catalog lacks the font itself, at the caller's source location.
///
/// ```swift
/// @Test func iconsAreInstalled() throws {
///     expectCovered(IconFont.self, in: try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts"))
/// }
/// ```
///
/// - Parameters:
///   - glyphs: The enum, such as `IconFont.self`.
///   - catalog: The catalog that should hold its font.
///   - sourceLocation: Where the issues are recorded; the caller's location unless given.
/// - Returns: The coverage report, or `nil` when the font is not installed.
@discardableResult
public func expectCovered<Glyphs: IconGlyphs>(
    _ glyphs: Glyphs.Type,
    in catalog: FontCatalog,
    sourceLocation: SourceLocation = #_sourceLocation
) -> IconCoverageReport? {
    guard let report = glyphs.coverage(in: catalog) else {
        let reason: String
        do {
            let face = try catalog.iconFont(named: glyphs.fontPostScriptName)
            reason =
                "no face has the PostScript name '\(glyphs.fontPostScriptName)'; its family's face is "
                + "'\(face.postScriptName)': use that as fontPostScriptName"
        } catch {
            reason = error.description
        }
        Issue.record(Comment(rawValue: "\(Glyphs.self): \(reason)"), sourceLocation: sourceLocation)
        return nil
    }
    for failure in report.failures {
        Issue.record(
            Comment(rawValue: "\(Glyphs.self): \(failure) in \(report.fontName)"), sourceLocation: sourceLocation)
    }
    return report
}
