import CoreTestSupport
import Testing

@testable import FontFamilyKit

@Suite struct IconGlyphsTests {
    @Test func casesGiveTheirGlyph() {
        #expect(DemoIcons.close.character == "\u{E857}")
        #expect(DemoIcons.close.string == "\u{E857}")
        #expect(DemoIcons.close.codePoint == 0xE857)
        #expect(DemoIcons.smile.character == "\u{F0001}")
        #expect(DemoIcons.smile.codePoint == 0xF_0001)
        #expect(DemoIcons.smile.string.utf16.count == 2)
        #expect(DemoIcons.arrowLeft.glyphName == "arrow-left")
        #expect(DemoIcons.fontPostScriptName == "demo")
    }

    @Test func lookupByOriginalName() {
        #expect(DemoIcons(rawValue: "arrow-left") == .arrowLeft)
        #expect(DemoIcons(rawValue: "arrowLeft") == nil)
    }

    @Test func metadataListsEveryCase() {
        #expect(
            DemoIcons.metadata
                == IconMetadata(
                    source: "DemoIcons",
                    glyphs: [
                        IconGlyph(name: "arrow-left", unicode: "\u{E6FE}"),
                        IconGlyph(name: "close", unicode: "\u{E857}"),
                        IconGlyph(name: "smile", unicode: "\u{F0001}"),
                    ]
                )
        )
    }
}
