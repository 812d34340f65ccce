import FontFamilyTesting
import Foundation
import TestSupport
import Testing

/// The fixture icon font's glyphs, as `fontfamily-dump --icons Fixtures/iconfont.json` names them (an excerpt).
enum FixtureIcons: String, IconGlyphs {
    case arrowLeft = "arrow-left"
    case home

    static let fontPostScriptName = "iconfont"

    var unicode: Unicode.Scalar {
        switch self {
        case .arrowLeft: "\u{E600}"
        case .home: "\u{E602}"
        }
    }
}

/// An enum listing a glyph the fixture icon font does not have.
enum FixtureIconsWithAMissingGlyph: String, IconGlyphs {
    case home
    case arrowUp = "arrow-up"

    static let fontPostScriptName = "iconfont"

    var unicode: Unicode.Scalar {
        switch self {
        case .home: "\u{E602}"
        case .arrowUp: "\u{E6FF}"
        }
    }
}

/// An enum whose font is not installed.
enum IconsOfAMissingFont: String, IconGlyphs {
    case home

    static let fontPostScriptName = "iconfnt"

    var unicode: Unicode.Scalar { "\u{E602}" }
}

/// An enum that names its font by family name, not PostScript name.
enum IconsNamedByFamily: String, IconGlyphs {
    case letterA = "a"

    static let fontPostScriptName = "Gill Sans"

    var unicode: Unicode.Scalar { "A" }
}

@Suite struct ExpectCoveredTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func everyGlyphInTheFontRecordsNoIssue() {
        #expect(expectCovered(FixtureIcons.self, in: catalog)?.isComplete == true)
    }

    @Test func aMissingGlyphFailsWithItsNameAndCodePointAtTheCallersLine() {
        let recorded = RecordedIssues()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectCovered(FixtureIconsWithAMissingGlyph.self, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.comments == [["FixtureIconsWithAMissingGlyph: missing glyph 'arrow-up' U+E6FF in iconfont"]])
        #expect(recorded.lines == [line])
    }

    @Test func aMissingFontFailsOnceNamingTheClosestFont() {
        let recorded = RecordedIssues()
        withKnownIssue {
            expectCovered(IconsOfAMissingFont.self, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(
            recorded.comments == [
                [
                    "IconsOfAMissingFont: no font has the PostScript name or family name 'iconfnt'; closest "
                        + "installed: iconfont"
                ]
            ])
    }

    @Test func aFamilyNameInsteadOfAPostScriptNameSaysWhichNameToUse() {
        let recorded = RecordedIssues()
        withKnownIssue {
            expectCovered(IconsNamedByFamily.self, in: catalog)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(
            recorded.comments == [
                [
                    "IconsNamedByFamily: no face has the PostScript name 'Gill Sans'; its family's face is "
                        + "'GillSans': use that as fontPostScriptName"
                ]
            ])
    }
}
