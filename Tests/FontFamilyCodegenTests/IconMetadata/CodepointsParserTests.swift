import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct CodepointsParserTests {
    @Test func readsNameHexLinesAndSkipsBlankLines() throws {
        let text = "10k e951\r\n\n3d_rotation e84d\n  \nclose\te5cd\nsupplementary 10fffd\n"
        #expect(IconMetadataFormat.detect(text) == .codepoints)
        let metadata = try IconMetadata(parsing: text, source: "codepoints")
        #expect(metadata.fontFamily == nil)
        #expect(
            metadata.glyphs == [
                IconGlyph(name: "10k", unicode: "\u{E951}"),
                IconGlyph(name: "3d_rotation", unicode: "\u{E84D}"),
                IconGlyph(name: "close", unicode: "\u{E5CD}"),
                IconGlyph(name: "supplementary", unicode: "\u{10FFFD}"),
            ]
        )
    }

    @Test func aMalformedLineIsAnErrorWithItsNumber() {
        let text = "10k e951\n\nclose e5cd extra\n"
        #expect(
            throws: IconMetadataError.malformedCodepointsLine(source: "codepoints", line: 3, text: "close e5cd extra")
        ) {
            try IconMetadata(parsing: text, source: "codepoints")
        }
        #expect(
            IconMetadataError.malformedCodepointsLine(source: "codepoints", line: 3, text: "close e5cd extra")
                .description
                == "line 3 of 'codepoints' is not \"name hex\": 'close e5cd extra'; write one glyph name and its hex "
                + "code point per line"
        )
        #expect(throws: IconMetadataError.malformedCodepointsLine(source: "codepoints", line: 2, text: "close xyz")) {
            try IconMetadata(parsing: "10k e951\nclose xyz", source: "codepoints")
        }
    }

    @Test func aCodePointBeyondUnicodeIsAnError() {
        #expect(throws: IconMetadataError.invalidCodePoint(source: "codepoints", glyph: "far", text: "1234567")) {
            try IconMetadata(parsing: "far 1234567\n", source: "codepoints")
        }
        #expect(throws: IconMetadataError.invalidCodePoint(source: "codepoints", glyph: "half", text: "dfff")) {
            try IconMetadata(parsing: "half dfff\n", source: "codepoints")
        }
    }

    @Test func readsTheMaterialIconsExcerpt() throws {
        let url = PackagePaths.fixtures.appendingPathComponent("Icons/MaterialIcons-codepoints")
        let metadata = try IconMetadata(contentsOf: url)
        #expect(metadata.source == "MaterialIcons-codepoints")
        #expect(metadata.glyphs.count == 42)
        #expect(metadata.glyphs.first == IconGlyph(name: "10k", unicode: "\u{E951}"))
        #expect(metadata.glyphs.first { $0.name == "class" }?.unicode == "\u{E86E}")
        #expect(metadata.glyphs.last == IconGlyph(name: "zoom_out_map", unicode: "\u{E56B}"))
    }
}
