import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// The fixture icon font, written the way `fontfamily-dump --icons` writes enums, with one glyph the font lacks.
enum FixtureIcons: String, IconGlyphs {
    static let fontPostScriptName = "iconfont"

    case close = "close"
    case gone = "gone"

    var unicode: Unicode.Scalar {
        switch self {
        case .close: return "\u{E609}"
        case .gone: return "\u{E6FF}"
        }
    }
}

/// An enum whose font no catalog has.
enum AbsentIcons: String, IconGlyphs {
    static let fontPostScriptName = "NoSuchIcons"

    case close = "close"

    var unicode: Unicode.Scalar { "\u{E609}" }
}

/// Icon fonts found in a real catalog and checked against their character maps.
@Suite struct IconFontCatalogTests {
    static let metadata = IconMetadata(
        source: "icons.json", fontFamily: "iconfont",
        glyphs: FixtureSet.icons.map { IconGlyph(name: $0.fontClass, unicode: Unicode.Scalar($0.codePoint) ?? " ") })

    @Test func theMetadatasFontFamilyFindsTheFont() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(try catalog.iconFont(named: nil, for: Self.metadata).isExact)
        #expect(try catalog.iconFont(named: nil, for: Self.metadata).face?.postScriptName == "iconfont")
    }

    @Test func aGivenNameWinsOverTheMetadatas() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(try catalog.iconFont(named: "Papyrus", for: Self.metadata).face?.postScriptName == "Papyrus")
    }

    /// A family name is answered with its regular face as a reported fallback, never silently.
    @Test func aFamilyNameGivesItsRegularFaceAsAReportedFallback() throws {
        let catalog = try FixtureCatalog.standard()
        let family = try catalog.iconFont(named: "Gill Sans")
        #expect(!family.isExact)
        #expect(family.face?.postScriptName == "GillSans")
        #expect(family.diagnosis == catalog.diagnose(postScriptName: "Gill Sans"))
        #expect(family.diagnosis?.description.hasPrefix("'Gill Sans' names the family Gill Sans, not one face") == true)
        #expect(
            try catalog.iconFont(named: "GillSans-Bold")
                == .exact(try #require(catalog.face(postScriptName: "GillSans-Bold"))))
    }

    @Test func metadataWithoutAFontNeedsAName() throws {
        let catalog = try FixtureCatalog.standard()
        let unnamed = IconMetadata(source: "codepoints", glyphs: Self.metadata.glyphs)
        #expect(throws: IconFontLookupError.unnamedFont(source: "codepoints")) {
            try catalog.iconFont(named: nil, for: unnamed)
        }
        #expect(
            IconFontLookupError.unnamedFont(source: "codepoints").description
                == "'codepoints' does not name its font; give the icon font's PostScript name")
    }

    @Test func anUnknownFontNamesTheClosestInstalledOnes() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(throws: IconFontLookupError.fontNotFound(name: "iconfnt", closest: ["iconfont"])) {
            try catalog.iconFont(named: "iconfnt")
        }
        #expect(
            throws: IconFontLookupError.fontNotFound(
                name: "gillsans-bld", closest: ["GillSans-Bold", "GillSans", "GillSans-Italic"])
        ) {
            try catalog.iconFont(named: "gillsans-bld")
        }
        #expect(throws: IconFontLookupError.fontNotFound(name: "Material Icons", closest: [])) {
            try catalog.iconFont(named: "Material Icons")
        }
        #expect(
            IconFontLookupError.fontNotFound(name: "iconfnt", closest: ["iconfont"]).description
                == "no font has the PostScript name or family name 'iconfnt'; closest installed: iconfont")
        #expect(
            IconFontLookupError.fontNotFound(name: "Material Icons", closest: []).description
                == "no font has the PostScript name or family name 'Material Icons'; list the installed ones with: "
                + "fc-list : postscriptname family")
    }

    @Test func coverageComesFromTheFontsCharacterSet() throws {
        let catalog = try FixtureCatalog.standard()
        let face = try #require(try catalog.iconFont(named: "iconfont").face)
        #expect(
            catalog.iconCoverage(of: Self.metadata, in: face).description
                == "iconfont has all 12 glyphs that 'icons.json' lists")
        var partial = Self.metadata
        partial.glyphs = Array(partial.glyphs.prefix(10)) + [IconGlyph(name: "gone", unicode: "\u{E6FF}")]
        let report = catalog.iconCoverage(of: partial, in: face)
        #expect(report.failures == ["missing glyph 'gone' U+E6FF"])
        #expect(
            report.note
                == "note: iconfont has 2 Private Use Area code points that 'icons.json' does not list: U+E60A, U+E60B")
    }

    @Test func iconMetadataOfAFontCarriesItsGlyphNames() throws {
        let catalog = try FixtureCatalog.standard()
        let face = try #require(try catalog.iconFont(named: "iconfont").face)
        #expect(
            catalog.iconMetadata(of: face)
                == IconMetadata(
                    source: "iconfont",
                    fontFamily: "iconfont",
                    glyphs: FixtureSet.icons.map {
                        IconGlyph(name: $0.fontClass, unicode: Unicode.Scalar($0.codePoint) ?? " ")
                    }
                ))
        let papyrus = try #require(try catalog.iconFont(named: "Papyrus").face)
        #expect(catalog.iconMetadata(of: papyrus).glyphs == [])
    }

    /// A font without glyph names (as Material Icons ships) gets the Adobe Glyph List's names, as fontTools gives
    /// them: `uni` and four hex digits in the Basic Multilingual Plane, `u` and five or six above it.
    @Test func glyphsWithoutPostNamesAreNamedByCodePoint() throws {
        let font = FixtureFont(
            family: "Bare Icons", style: "Regular", postScriptName: "BareIcons",
            codePoints: [0x41, 0xE000, 0xF_0001, 0x10_FFFD])
        let directory = try FixtureCatalog.directory(with: [font])
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let face = try #require(try catalog.iconFont(named: "BareIcons").face)
        #expect(
            catalog.iconMetadata(of: face).glyphs == [
                IconGlyph(name: "uniE000", unicode: "\u{E000}"), IconGlyph(name: "uF0001", unicode: "\u{F0001}"),
                IconGlyph(name: "u10FFFD", unicode: "\u{10FFFD}"),
            ])
    }

    @Test func iconEnumsAnswerWhetherTheirGlyphsAreCovered() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(FixtureIcons.face(in: catalog)?.postScriptName == "iconfont")
        #expect(FixtureIcons.close.isCovered(in: catalog))
        #expect(!FixtureIcons.gone.isCovered(in: catalog))
        let report = try #require(FixtureIcons.coverage(in: catalog))
        #expect(report.failures == ["missing glyph 'gone' U+E6FF"])
        #expect(report.glyphCount == 2)
    }

    @Test func anEnumWhoseFontIsMissingIsNotCovered() throws {
        let catalog = try FixtureCatalog.standard()
        #expect(AbsentIcons.face(in: catalog) == nil)
        #expect(!AbsentIcons.close.isCovered(in: catalog))
        #expect(AbsentIcons.coverage(in: catalog) == nil)
    }
}
