import TestSupport
import Testing

@testable import FontFamilyKit

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
    }

    @Test func literalsAndCommentsCompileAndKeepTheirValue() throws {
        let texts = [
            "", #"""""#, #"\(x)"#, "a\nb\r\tc\0", "*/ /* //", "a\u{202E}b", "zero\u{200B}width", "\u{2028}",
            "\u{301}", "“curly”", String(repeating: "long ", count: 100), "#\"raw\"#",
        ]
        var source = "let values: [String] = [\n"
        for text in texts {
            source += "    // \(SwiftLiteral.comment(text))\n    \(SwiftLiteral.string(text)),\n"
        }
        source += "]\n"
        source += "let expected: [[UInt32]] = [\n"
        for text in texts {
            source += "    [\(text.unicodeScalars.map { String($0.value) }.joined(separator: ", "))],\n"
        }
        source += "]\n"
        source += "func check() -> Bool { values.map { $0.unicodeScalars.map(\\.value) } == expected }\n"
        try SwiftTypechecker.typecheck(source)
    }
}
