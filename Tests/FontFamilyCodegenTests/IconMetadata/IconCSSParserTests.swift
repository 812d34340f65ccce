import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct IconCSSParserTests {
    @Test func readsGlyphRulesAndStripsTheSharedPrefix() throws {
        let css = """
            @font-face { font-family: "Demo Icons"; src: url(demo.ttf); }
            .icon { font-family: "Demo Icons"; }
            .icon-arrow-left:before { content: "\\e6fe"; }
            .icon-close::before{content:'\\E857'}
            .icon-emoji:before { content: "\\F0001" !important; }
            """
        #expect(IconMetadataFormat.detect(css) == .css)
        let metadata = try IconMetadata(parsing: css, source: "demo.css")
        #expect(metadata.fontFamily == "Demo Icons")
        #expect(
            metadata.glyphs == [
                IconGlyph(name: "arrow-left", unicode: "\u{E6FE}"),
                IconGlyph(name: "close", unicode: "\u{E857}"),
                IconGlyph(name: "emoji", unicode: "\u{F0001}"),
            ]
        )
    }

    @Test func everySelectorOfARuleIsAnAlias() throws {
        let css = ".fa-remove:before, .fa-close:before,\n.fa-times:before { content: \"\\f00d\"; }\n"
        let metadata = try IconMetadata(parsing: css, source: "fa.css")
        #expect(metadata.glyphs == [IconGlyph(name: "remove", unicode: "\u{F00D}", aliases: ["close", "times"])])
        #expect(metadata.nameCount == 3)
    }

    @Test func ignoresRulesThatAreNotGlyphRules() throws {
        let css = """
            @charset "UTF-8";
            /* .fake:before { content: "\\e000"; } */
            .clearfix:before { content: " "; display: table; }
            .required:after { content: "*"; }
            .breadcrumb li:before { content: "\\203a"; }
            .quote:before { content: "\\201c" "\\201d"; }
            .counter:before { content: counter(item); }
            @keyframes spin { 0% { content: "\\e001"; } }
            .x-a:before, nav a:before { content: "\\e002"; }
            .x-b:before { content: "\\e003"; }
            @media print { .x-c:before { content: "\\e004"; } }
            """
        let metadata = try IconMetadata(parsing: css, source: "x.css")
        #expect(
            metadata.glyphs == [
                IconGlyph(name: "a", unicode: "\u{E002}"),
                IconGlyph(name: "b", unicode: "\u{E003}"),
                IconGlyph(name: "c", unicode: "\u{E004}"),
            ]
        )
    }

    @Test func keepsNamesWhenNoPrefixIsShared() throws {
        let css = ".ic.home:before{content:\"\\e001\"}.ic.arrow-up:before{content:\"\\e002\"}"
        let metadata = try IconMetadata(parsing: css, source: "x.css")
        #expect(metadata.glyphs.map(\.name) == ["home", "arrow-up"])
    }

    @Test func undoesTheUnderscoreBeforeALeadingDigit() throws {
        let css =
            ".material-icons._10k:before { content: \"\\e951\"; }\n.material-icons.ac_unit:before { content: \"\\eb3b\"; }\n"
        let metadata = try IconMetadata(parsing: css, source: "m.css")
        #expect(metadata.glyphs.map(\.name) == ["10k", "ac_unit"])
    }

    @Test func decodesEscapedClassNamesAndLiteralGlyphs() throws {
        let css = ".i-\\31 0k:before { content: \"\u{E951}\"; }\n.i-x:before { content: \"\\\n\\e000\"; }\n"
        let metadata = try IconMetadata(parsing: css, source: "e.css")
        #expect(
            metadata.glyphs == [IconGlyph(name: "10k", unicode: "\u{E951}"), IconGlyph(name: "x", unicode: "\u{E000}")])
    }

    /// The icon parser reads CSS through the lint's tokenizer: a hex escape ends at one whitespace, and CSS Syntax 3
    /// counts `\r\n` and form feed as one (the parser's own scanner used to take them as part of the name).
    @Test func anEscapeEndsAtACarriageReturnLineFeedOrAFormFeed() throws {
        let css = ".i-\\31\r\n0k:before { content: \"\\e951\"; }\n.i-\\31\u{0C}1k:before { content: \"\\e952\"; }\n"
        let metadata = try IconMetadata(parsing: css, source: "e.css")
        #expect(
            metadata.glyphs == [
                IconGlyph(name: "10k", unicode: "\u{E951}"), IconGlyph(name: "11k", unicode: "\u{E952}"),
            ])
    }

    @Test func anEscapeThatIsNoScalarIsAnError() {
        let css = ".fa-bad:before { content: \"\\d800\"; }"
        #expect(throws: IconMetadataError.invalidCodePoint(source: "x.css", glyph: "bad", text: "d800")) {
            try IconMetadata(parsing: css, source: "x.css")
        }
    }

    @Test func readsTheFontAwesomeExcerpt() throws {
        let metadata = try IconMetadata(contentsOf: Self.fixture("font-awesome-excerpt.css"))
        try Self.expectFontAwesomeExcerpt(metadata, glyphCount: 67, nameCount: 75)
        #expect(metadata.glyphs.first { $0.name == "rotate-right" }?.aliases == ["repeat"])
        #expect(metadata.glyphs.last == IconGlyph(name: "ravelry", unicode: "\u{F2D9}"))
    }

    @Test func readsTheMinifiedFontAwesomeExcerpt() throws {
        let metadata = try IconMetadata(contentsOf: Self.fixture("font-awesome-excerpt.min.css"))
        try Self.expectFontAwesomeExcerpt(metadata, glyphCount: 23, nameCount: 26)
        #expect(metadata.glyphs.last == IconGlyph(name: "500px", unicode: "\u{F26E}"))
    }

    @Test func readsTheMaterialIconsExcerpt() throws {
        let metadata = try IconMetadata(contentsOf: Self.fixture("material-icons-excerpt.css"))
        #expect(metadata.fontFamily == "Material Icons")
        #expect(metadata.glyphs.count == 42)
        #expect(metadata.nameCount == 42)
        #expect(metadata.glyphs.first == IconGlyph(name: "10k", unicode: "\u{E951}"))
        #expect(metadata.glyphs.first { $0.name == "try" }?.unicode == "\u{F07C}")
        let codepoints = try IconMetadata(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Icons/MaterialIcons-codepoints")
        )
        #expect(metadata.glyphs == codepoints.glyphs)
    }

    static func fixture(_ name: String) -> URL {
        PackagePaths.fixtures.appendingPathComponent("Icons").appendingPathComponent(name)
    }

    static func expectFontAwesomeExcerpt(_ metadata: IconMetadata, glyphCount: Int, nameCount: Int) throws {
        #expect(metadata.fontFamily == "FontAwesome")
        #expect(metadata.glyphs.count == glyphCount)
        #expect(metadata.nameCount == nameCount)
        #expect(metadata.glyphs.first == IconGlyph(name: "glass", unicode: "\u{F000}"))
        #expect(metadata.glyphs.contains(IconGlyph(name: "remove", unicode: "\u{F00D}", aliases: ["close", "times"])))
        #expect(metadata.glyphs.contains(IconGlyph(name: "gear", unicode: "\u{F013}", aliases: ["cog"])))
        #expect(metadata.glyphs.contains(IconGlyph(name: "500px", unicode: "\u{F26E}")))
    }
}
