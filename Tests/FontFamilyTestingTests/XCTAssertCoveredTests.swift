import FontFamilyTesting
import TestSupport
import XCTest

/// `XCTAssertCovered` on the fixture icon font: the same failures, with the same messages, as `expectCovered`.
final class XCTAssertCoveredTests: CapturingTestCase {
    func testEveryGlyphInTheFontFailsNothing() throws {
        let catalog = try FixtureCatalog.standard()
        var report: IconCoverageReport?
        let failures = capture { report = XCTAssertCovered(FixtureIcons.self, in: catalog) }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(report?.isComplete, true)
    }

    func testAMissingGlyphFailsWithItsNameAndCodePointAtTheCallersLine() throws {
        let catalog = try FixtureCatalog.standard()
        let line = #line + 1
        let failures = capture { XCTAssertCovered(FixtureIconsWithAMissingGlyph.self, in: catalog) }
        XCTAssertEqual(
            failures,
            [
                Failure(
                    description: "failed - FixtureIconsWithAMissingGlyph: missing glyph 'arrow-up' U+E6FF in iconfont",
                    file: #filePath, line: line)
            ])
    }

    func testAMissingFontFailsOnceNamingTheClosestFont() throws {
        let catalog = try FixtureCatalog.standard()
        var report: IconCoverageReport?
        let failures = capture { report = XCTAssertCovered(IconsOfAMissingFont.self, in: catalog) }
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - IconsOfAMissingFont: no font has the PostScript name or family name 'iconfnt'; closest "
                    + "installed: iconfont"
            ])
        XCTAssertNil(report)
    }

    func testAFamilyNameInsteadOfAPostScriptNameSaysWhichNameToUse() throws {
        let catalog = try FixtureCatalog.standard()
        let failures = capture { XCTAssertCovered(IconsNamedByFamily.self, in: catalog) }
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - IconsNamedByFamily: no face has the PostScript name 'Gill Sans'; its family's face is "
                    + "'GillSans': use that as fontPostScriptName"
            ])
    }
}
