import Testing

@testable import FontFamilySyntax

/// ``ObjectiveCLexer``'s string values: each as clang decodes the literal (`.ci/readers` checks them against clang's
/// own lexer).
@Suite struct ObjectiveCLexerTests {
    /// The value of the one string literal of `source`.
    private func decoded(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        let strings = ObjectiveCLexer.lex(bytes).tokens.filter { $0.kind == .string || $0.kind == .objectiveCString }
        guard strings.count == 1, let token = strings.first else { return "not one literal: \(strings)" }
        return ObjectiveCLexer.decodedText(of: token, in: bytes)
    }

    @Test(
        arguments: [
            (#"@"\a\b\f\v\e""#, "\u{07}\u{08}\u{0C}\u{0B}\u{1B}"),
            (#"@"\n\t\r\"\\\'\?""#, "\n\t\r\"\\'?"),
            (#""\101\0\7 \x41\x7e""#, "A\0\u{07} A~"),
            (#""\u00e9\U0001F600""#, "\u{E9}\u{1F600}"),
            (#""\xE9 \351""#, "\u{FFFD} \u{FFFD}"),
            (#""\xC3\xA9""#, "\u{E9}"),
            (#""\x141""#, "A"),
            ("@\"Gill\\\nSans\\\r\nBold\"", "GillSansBold"),
            ("@\"open\n", nil),
        ] as [(String, String?)])
    /// Simple escapes, octal and hexadecimal ones as bytes (read as UTF-8 once decoded), universal characters, and
    /// backslash-newlines; `nil` for a literal its line ends.
    func decodedText(literal: String, value: String?) {
        #expect(decoded(literal) == value)
    }
}
