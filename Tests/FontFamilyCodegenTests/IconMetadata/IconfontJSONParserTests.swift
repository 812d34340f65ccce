import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct IconfontJSONParserTests {
    static let sample = """
        {
          "id": "4242",
          "name": "demo",
          "font_family": "iconfont",
          "css_prefix_text": "icon-",
          "description": "",
          "glyphs": [
            {"icon_id": "1", "name": "关闭", "font_class": "close", "unicode": "e857", "unicode_decimal": 59479},
            {"icon_id": "2", "name": "arrow-left", "font_class": "arrow-left", "unicode": "e6fe", "unicode_decimal": 59134},
            {"icon_id": "3", "name": "emoji", "font_class": "smile", "unicode": "F0001", "unicode_decimal": 983041}
          ]
        }
        """

    @Test func readsFontClassCodePointAndLabel() throws {
        let metadata = try IconMetadata(parsing: Self.sample, source: "iconfont.json")
        #expect(metadata.source == "iconfont.json")
        #expect(metadata.fontFamily == "iconfont")
        #expect(
            metadata.glyphs == [
                IconGlyph(name: "close", unicode: "\u{E857}", label: "关闭"),
                IconGlyph(name: "arrow-left", unicode: "\u{E6FE}"),
                IconGlyph(name: "smile", unicode: "\u{F0001}", label: "emoji"),
            ]
        )
        #expect(metadata.glyphs[2].codePoint == 0xF_0001)
        #expect(metadata.glyphs[2].codePointLabel == "U+F0001")
        #expect(metadata.glyphs[1].codePointLabel == "U+E6FE")
    }

    @Test func detectsTheFormatFromContent() {
        #expect(IconMetadataFormat.detect(Self.sample) == .iconfontJSON)
        #expect(IconMetadataFormat.detect("\u{FEFF}  \n" + Self.sample) == .iconfontJSON)
    }

    @Test func unicodeAndDecimalMustAgree() {
        let json = """
            {"font_family": "iconfont", "glyphs": [
              {"name": "up", "font_class": "arrow-up", "unicode": "e6ff", "unicode_decimal": 59135},
              {"name": "down", "font_class": "arrow-down", "unicode": "e700", "unicode_decimal": 59137}
            ]}
            """
        #expect(
            throws: IconMetadataError.unicodeMismatch(
                source: "a.json", glyph: "arrow-down", unicode: "e700", decimal: "59137")
        ) {
            try IconMetadata(parsing: json, source: "a.json")
        }
        let error = IconMetadataError.unicodeMismatch(
            source: "a.json", glyph: "arrow-down", unicode: "e700", decimal: "59137")
        #expect(
            error.description
                == "'a.json' gives 'arrow-down' unicode \"e700\" but unicode_decimal 59137 (U+E701); download the file "
                + "again from iconfont.cn"
        )
    }

    @Test func aDecimalThatIsNotANumberIsAMismatch() {
        let json = #"{"glyphs": [{"font_class": "x", "unicode": "e600", "unicode_decimal": "many"}]}"#
        #expect(
            throws: IconMetadataError.unicodeMismatch(source: "a.json", glyph: "x", unicode: "e600", decimal: "many")
        ) {
            try IconMetadata(parsing: json, source: "a.json")
        }
        #expect(
            IconMetadataError.unicodeMismatch(source: "a.json", glyph: "x", unicode: "e600", decimal: "many")
                .description
                == "'a.json' gives 'x' unicode \"e600\" but unicode_decimal many; download the file again from iconfont.cn"
        )
    }

    @Test func aMissingDecimalIsAccepted() throws {
        let json = #"{"glyphs": [{"font_class": "x", "unicode": "e600"}]}"#
        let metadata = try IconMetadata(parsing: json, source: "a.json")
        #expect(metadata.glyphs == [IconGlyph(name: "x", unicode: "\u{E600}")])
        #expect(metadata.fontFamily == nil)
    }

    @Test func missingFieldsNameTheGlyph() {
        let noClass = #"{"glyphs": [{"font_class": "a", "unicode": "e600"}, {"name": "b", "unicode": "e601"}]}"#
        #expect(throws: IconMetadataError.missingField(source: "a.json", index: 2, field: "font_class")) {
            try IconMetadata(parsing: noClass, source: "a.json")
        }
        #expect(
            IconMetadataError.missingField(source: "a.json", index: 2, field: "font_class").description
                == "glyph 2 of 'a.json' has no \"font_class\"; download the file again from iconfont.cn"
        )
        let noUnicode = #"{"glyphs": [{"font_class": "a"}]}"#
        #expect(throws: IconMetadataError.missingField(source: "a.json", index: 1, field: "unicode")) {
            try IconMetadata(parsing: noUnicode, source: "a.json")
        }
    }

    @Test func codePointsMustBeScalars() {
        let surrogate = #"{"glyphs": [{"font_class": "bad", "unicode": "d800", "unicode_decimal": 55296}]}"#
        #expect(throws: IconMetadataError.invalidCodePoint(source: "a.json", glyph: "bad", text: "d800")) {
            try IconMetadata(parsing: surrogate, source: "a.json")
        }
        #expect(
            IconMetadataError.invalidCodePoint(source: "a.json", glyph: "bad", text: "d800").description
                == "'a.json' gives 'bad' the code point 'd800', which is not a Unicode scalar value; use a hex code "
                + "point up to 10FFFF outside D800-DFFF"
        )
        let tooLarge = #"{"glyphs": [{"font_class": "big", "unicode": "110000"}]}"#
        #expect(throws: IconMetadataError.invalidCodePoint(source: "a.json", glyph: "big", text: "110000")) {
            try IconMetadata(parsing: tooLarge, source: "a.json")
        }
    }

    @Test func emptyGlyphListIsAnError() {
        #expect(throws: IconMetadataError.noGlyphs(source: "a.json")) {
            try IconMetadata(parsing: #"{"font_family": "x", "glyphs": []}"#, source: "a.json")
        }
        #expect(
            IconMetadataError.noGlyphs(source: "a.json").description
                == "'a.json' lists no glyphs; add at least one icon to it"
        )
    }

    @Test func aNameWithTwoCodePointsIsAnError() {
        let json = #"{"glyphs": [{"font_class": "a", "unicode": "e600"}, {"font_class": "a", "unicode": "e601"}]}"#
        #expect(
            throws: IconMetadataError.conflictingCodePoints(source: "a.json", glyph: "a", first: 0xE600, second: 0xE601)
        ) {
            try IconMetadata(parsing: json, source: "a.json")
        }
        #expect(
            IconMetadataError.conflictingCodePoints(source: "a.json", glyph: "a", first: 0xE600, second: 0xE601)
                .description == "'a.json' lists the glyph 'a' twice, as U+E600 and U+E601; rename one of them"
        )
    }

    @Test func aNameRepeatedForOneCodePointIsKeptOnce() throws {
        let json = #"{"glyphs": [{"font_class": "a", "unicode": "e600"}, {"font_class": "a", "unicode": "E600"}]}"#
        #expect(try IconMetadata(parsing: json, source: "a.json").glyphs == [IconGlyph(name: "a", unicode: "\u{E600}")])
    }
}
