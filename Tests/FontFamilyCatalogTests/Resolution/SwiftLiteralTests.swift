import TestSupport
import Testing

@testable import FontFamilyCatalog

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("", #""""#),
        ("Gill Sans", #""Gill Sans""#),
        (#"""""#, #""\"\"\"""#),
        (#"\(x)"#, #""\\(x)""#),
        ("a\nb\r\tc\0", #""a\nb\r\tc\0""#),
        ("*/ and //", #""*/ and //""#),
        ("a\u{202E}b\u{2066}c\u{200E}", #""a\u{202E}b\u{2066}c\u{200E}""#),
        ("zero\u{200B}\u{200D}\u{FEFF}", #""zero\u{200B}\u{200D}\u{FEFF}""#),
        ("\u{2028}\u{2029}\u{85}\u{7F}\u{1B}", #""\u{2028}\u{2029}\u{85}\u{7F}\u{1B}""#),
        ("no\u{A0}break\u{3000}", #""no\u{A0}break\u{3000}""#),
        ("\u{E001}\u{10FFFF}", #""\u{E001}\u{10FFFF}""#),
        ("e\u{301}", "\"e\u{301}\""),
        ("\u{301}e", #""\u{301}e""#),
        ("\"\u{301}", #""\"\u{301}""#),
        ("Café ゴシック 😀 👩‍💻", #""Café ゴシック 😀 👩\u{200D}💻""#),
    ])
    func stringLiteral(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
        #expect(SwiftLiteralDecoder.decode(literal) == text)
    }

    /// U+FFFE, U+FDD0, U+FDEF, U+1FFFF (Swift source cannot spell U+FDD0…U+FDEF as escapes).
    private let noncharacters = String(
        String.UnicodeScalarView([0xFFFE, 0xFDD0, 0xFDEF, 0x1FFFF].compactMap(Unicode.Scalar.init(_:)))
    )

    @Test func noncharactersAreEscapedWhereTheCompilerAllows() {
        let literal = SwiftLiteral.string(noncharacters)
        #expect(
            literal.unicodeScalars.map(\.value) == Array(#""\u{FFFE}"#.unicodeScalars.map(\.value)) + [0xFDD0, 0xFDEF]
                + Array(#"\u{1FFFF}""#.unicodeScalars.map(\.value)))
        #expect(SwiftLiteralDecoder.decode(literal) == noncharacters)
    }

    @Test(arguments: [
        ("Gill Sans, 9 faces", "Gill Sans, 9 faces"),
        ("line\nbreak\r\n", #"line\nbreak\r\n"#),
        ("end */ here", "end * / here"),
        ("open /* here", "open / * here"),
        ("*/*/", "* / * /"),
        ("// still one line", "// still one line"),
        ("a\u{202E}b\u{2029}c\u{200B}", #"a\u{202E}b\u{2029}c\u{200B}"#),
        (#"\(x) "q""#, #"\(x) "q""#),
    ])
    func commentText(text: String, comment: String) {
        #expect(SwiftLiteral.comment(text) == comment)
        #expect(!comment.unicodeScalars.contains(where: SwiftLiteralDecoder.isInvisible))
    }

    @Test func decoderRejectsWhatIsNotASafeLiteral() {
        #expect(SwiftLiteralDecoder.decode(#""a\u{41}\\\"""#) == #"aA\""#)
        #expect(SwiftLiteralDecoder.decode(#""a"b""#) == nil)
        #expect(SwiftLiteralDecoder.decode("\"a\u{202E}\"") == nil)
        #expect(SwiftLiteralDecoder.decode(#""\(x)""#) == nil)
        #expect(SwiftLiteralDecoder.decode(#""\u{D800}""#) == nil)
        #expect(SwiftLiteralDecoder.decode("abc") == nil)
    }

    @Test func literalsAndCommentsCompileAndKeepTheirValue() throws {
        let texts = [
            "", #"""""#, #"\(x)"#, "a\nb\r\tc\0", "*/ /* //", "a\u{202E}b", "zero\u{200B}width", "\u{2028}",
            "\u{301}", "“curly”", noncharacters, String(repeating: "long ", count: 100), "#\"raw\"#",
        ]
        var source = "let values: [String] = [\n"
        for text in texts {
            source += "    // \(SwiftLiteral.comment(text))\n    \(SwiftLiteral.string(text)),\n"
        }
        source += "]\n"
        try SwiftTypechecker.typecheck(source)
        for text in texts { #expect(SwiftLiteralDecoder.decode(SwiftLiteral.string(text)) == text) }
    }
}
