public import FontFamilyKit
public import Testing

/// Records one Swift Testing issue per glyph of an ``/FontFamilyKit/IconGlyphs`` enum that its font lacks, or one issue
/// when the catalog lacks the font itself, at the caller's source location.
///
/// ```swift
/// @Test func iconsAreInstalled() throws {
///     expectCovered(IconFont.self, in: try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts"))
/// }
/// ```
///
/// `XCTAssertCovered(_:in:file:line:)` is the same for XCTest.
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
    let failures = CoverageFailures(glyphs, in: catalog)
    for message in failures.messages {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return failures.report
}
