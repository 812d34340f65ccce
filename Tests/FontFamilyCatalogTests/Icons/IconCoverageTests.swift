import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

@Suite struct IconCoverageTests {
    static let metadata = IconMetadata(
        source: "iconfont.json",
        fontFamily: "iconfont",
        glyphs: [
            IconGlyph(name: "close", unicode: "\u{E857}"),
            IconGlyph(name: "arrow-up", unicode: "\u{E6FF}"),
            IconGlyph(name: "remove", unicode: "\u{F00D}", aliases: ["close-x", "times"]),
            IconGlyph(name: "smile", unicode: "\u{F0001}"),
        ]
    )

    @Test func reportsMissingGlyphsByNameAndCodePoint() {
        let report = IconCoverage.check(
            Self.metadata, fontName: "iconfont", coveredCodePoints: [0x20, 0xE857, 0xF_0001])
        #expect(!report.isComplete)
        #expect(report.missing.map(\.name) == ["arrow-up", "remove"])
        #expect(
            report.failures == [
                "missing glyph 'arrow-up' U+E6FF",
                "missing glyph 'remove' U+F00D (also 'close-x', 'times')",
            ]
        )
        #expect(report.note == nil)
        #expect(
            report.description == """
                iconfont lacks 2 of the 4 glyphs that 'iconfont.json' lists; use the font the metadata was made for, \
                or remove the glyphs from the metadata
                missing glyph 'arrow-up' U+E6FF
                missing glyph 'remove' U+F00D (also 'close-x', 'times')
                """
        )
    }

    @Test func notesPrivateUseCodePointsTheMetadataDoesNotList() {
        let covered: Set<UInt32> = [0x41, 0xE000, 0xE6FF, 0xE857, 0xF00D, 0xF8FF, 0xF_0001, 0x10_FFFD, 0x10_FFFF]
        let report = IconCoverage.check(Self.metadata, fontName: "iconfont", coveredCodePoints: covered)
        #expect(report.isComplete)
        #expect(report.failures.isEmpty)
        #expect(report.unlistedPrivateUse == [0xE000, 0xF8FF, 0x10_FFFD])
        #expect(
            report.note
                == "note: iconfont has 3 Private Use Area code points that 'iconfont.json' does not list: U+E000, "
                + "U+F8FF, U+10FFFD"
        )
        #expect(
            report.description == """
                iconfont has all 4 glyphs that 'iconfont.json' lists
                note: iconfont has 3 Private Use Area code points that 'iconfont.json' does not list: U+E000, \
                U+F8FF, U+10FFFD
                """
        )
    }

    @Test func oneUnlistedCodePointIsSingular() {
        let covered: Set<UInt32> = [0xE6FF, 0xE857, 0xF00D, 0xF_0001, 0xF_0002]
        let report = IconCoverage.check(Self.metadata, fontName: "iconfont", coveredCodePoints: covered)
        #expect(
            report.note
                == "note: iconfont has 1 Private Use Area code point that 'iconfont.json' does not list: U+F0002"
        )
        #expect(report.description == "iconfont has all 4 glyphs that 'iconfont.json' lists\n" + (report.note ?? ""))
    }

    @Test func privateUseAreas() {
        #expect(!IconCoverage.isPrivateUse(0xDFFF))
        #expect(IconCoverage.isPrivateUse(0xE000))
        #expect(IconCoverage.isPrivateUse(0xF8FF))
        #expect(!IconCoverage.isPrivateUse(0xF900))
        #expect(!IconCoverage.isPrivateUse(0xE_FFFF))
        #expect(IconCoverage.isPrivateUse(0xF_0000))
        #expect(!IconCoverage.isPrivateUse(0xF_FFFE))
        #expect(IconCoverage.isPrivateUse(0x10_0000))
        #expect(!IconCoverage.isPrivateUse(0x10_FFFE))
    }

    @Test func checksAGeneratedEnumThroughItsMetadata() {
        let report = IconCoverage.check(DemoIcons.metadata, fontName: "demo", coveredCodePoints: [0xE857])
        #expect(report.source == "DemoIcons")
        #expect(report.failures == ["missing glyph 'arrow-left' U+E6FE", "missing glyph 'smile' U+F0001"])
    }
}
