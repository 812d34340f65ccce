import Testing

@testable import FontFamilySyntax

/// ``SwiftLexer``: which tokens it makes of Swift source, and the values it decodes from string literals.
@Suite struct SwiftLexerTests {
    /// A token as the tests compare it: its kind, its text and its interpolation depth.
    private struct Lexeme: Equatable, CustomStringConvertible {
        let kind: SwiftLexer.Kind
        let text: String
        let depth: Int

        /// A lexeme of `kind` with the text `text`.
        init(_ kind: SwiftLexer.Kind, _ text: String, depth: Int = 0) {
            self.kind = kind
            self.text = text
            self.depth = depth
        }

        /// The lexeme as a failed expectation prints it.
        var description: String { "\(kind) \(text.debugDescription) at depth \(depth)" }
    }

    /// The tokens of `source`, as lexemes.
    private func lexemes(_ source: String) -> [Lexeme] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokens(in: bytes).map {
            Lexeme($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), depth: $0.depth)
        }
    }

    /// The value of the string literal `source` starts with.
    private func decoded(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        guard let token = SwiftLexer.tokens(in: bytes).first, token.kind == .string else { return "not a literal" }
        return SwiftLexer.decodedText(of: token, in: bytes)
    }

    /// The locator passes over eight bytes at a time between line breaks: `\n`, `\r\n` and a lone `\r` each end a
    /// line wherever they stand in a block, and the byte just above `\r` does not.
    @Test func theLocatorFindsEveryLineBreakWhereverItStands() {
        for padding in 0..<17 {
            let lead = String(repeating: "x", count: padding)
            let text = lead + "a\nbc\r\nd\re\u{0E}f\r\r\n" + lead + "ghijklmnopq\r"
            let bytes = Array(text.utf8)
            // One byte at a time, as the compiler counts lines.
            var expected = [0]
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\n") {
                    expected.append(offset + 1)
                } else if byte == UInt8(ascii: "\r"),
                    offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")
                {
                    expected.append(offset + 1)
                }
            }
            #expect(bytes.withUnsafeBufferPointer(SourceLocator.lineStarts(in:)) == expected, "\(padding)")
            #expect(expected.count == 7)
            let locator = SourceLocator(text)
            #expect(locator.position(ofOffset: padding + 10) == (4, 3), "\(padding)")  // the `f` after `\u{0E}`
            #expect(locator.position(ofOffset: bytes.count - 2) == (6, padding + 11), "\(padding)")
        }
    }

    @Test func commentsAndIdentifiers() {
        let source = "#!/usr/bin/swift\na // b\n/* c /* d */ e */ `f` `with space` #if $0 _x é\u{A0}\u{FEFF}ü @main\n"
        #expect(
            lexemes(source) == [
                Lexeme(.identifier, "a"), Lexeme(.escapedIdentifier, "`f`"), Lexeme(.escapedIdentifier, "`with space`"),
                Lexeme(.poundIdentifier, "#if"), Lexeme(.identifier, "$0"), Lexeme(.identifier, "_x"),
                Lexeme(.identifier, "é"), Lexeme(.identifier, "ü"), Lexeme(.punctuation, "@"),
                Lexeme(.identifier, "main"),
            ])
    }

    @Test func numbersOperatorsAndPunctuation() {
        let source = "1.5e-3 0x1p-3 0x1e+2 x.0.1 1...2 a..<b x! y?.z ?? -1 a+/*c*/b f(a: [1], {});"
        #expect(
            lexemes(source) == [
                Lexeme(.number, "1.5e-3"), Lexeme(.number, "0x1p-3"), Lexeme(.number, "0x1e"), Lexeme(.operator, "+"),
                Lexeme(.number, "2"), Lexeme(.identifier, "x"), Lexeme(.period, "."), Lexeme(.number, "0"),
                Lexeme(.period, "."), Lexeme(.number, "1"), Lexeme(.number, "1"), Lexeme(.operator, "..."),
                Lexeme(.number, "2"), Lexeme(.identifier, "a"), Lexeme(.operator, "..<"), Lexeme(.identifier, "b"),
                Lexeme(.identifier, "x"), Lexeme(.operator, "!"), Lexeme(.identifier, "y"), Lexeme(.operator, "?"),
                Lexeme(.period, "."), Lexeme(.identifier, "z"), Lexeme(.operator, "??"), Lexeme(.operator, "-"),
                Lexeme(.number, "1"), Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.identifier, "b"),
                Lexeme(.identifier, "f"), Lexeme(.leftParenthesis, "("), Lexeme(.identifier, "a"), Lexeme(.colon, ":"),
                Lexeme(.leftBracket, "["), Lexeme(.number, "1"), Lexeme(.rightBracket, "]"), Lexeme(.comma, ","),
                Lexeme(.leftBrace, "{"), Lexeme(.rightBrace, "}"), Lexeme(.rightParenthesis, ")"),
                Lexeme(.semicolon, ";"),
            ])
    }

    @Test func leftBoundTokens() {
        let bytes = Array("a!b ! (c)/**/d".utf8)
        #expect(
            SwiftLexer.tokens(in: bytes).map(\.isLeftBound) == [false, true, true, false, false, false, true, false])
    }

    @Test func stringLiteralsAreOneTokenEach() {
        let source = ##"""
            "a\"b" #"c"d"# ##"e"#f"## #"""# """
              g
              """ "" "\\" h
            """##
        #expect(
            lexemes(source) == [
                Lexeme(.string, #""a\"b""#), Lexeme(.string, ##"#"c"d"#"##), Lexeme(.string, ###"##"e"#f"##"###),
                Lexeme(.string, ##"#"""#"##), Lexeme(.string, "\"\"\"\n  g\n  \"\"\""), Lexeme(.string, #""""#),
                Lexeme(.string, #""\\""#), Lexeme(.identifier, "h"),
            ])
        let tokens = SwiftLexer.tokens(in: Array(source.utf8))
        #expect(tokens.map(\.rawDelimiterCount) == [0, 1, 2, 1, 0, 0, 0, 0])
        #expect(tokens.map(\.isMultiline) == [false, false, false, false, true, false, false, false])
    }

    @Test func interpolationsAreLexedOneLevelDeeper() {
        let source = #""a\(f("b)", (1)))c" + d"#
        #expect(
            lexemes(source) == [
                Lexeme(.string, #""a\(f("b)", (1)))c""#), Lexeme(.identifier, "f", depth: 1),
                Lexeme(.leftParenthesis, "(", depth: 1), Lexeme(.string, #""b)""#, depth: 1),
                Lexeme(.comma, ",", depth: 1), Lexeme(.leftParenthesis, "(", depth: 1), Lexeme(.number, "1", depth: 1),
                Lexeme(.rightParenthesis, ")", depth: 1), Lexeme(.rightParenthesis, ")", depth: 1),
                Lexeme(.operator, "+"), Lexeme(.identifier, "d"),
            ])
        let tokens = SwiftLexer.tokens(in: Array(source.utf8))
        #expect(tokens.map(\.endTokenIndex) == [9, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(
            tokens.map(\.isInterpolated) == [
                true, false, false, false, false, false, false, false, false, false, false,
            ])
    }

    @Test func rawInterpolationNeedsItsPounds() {
        #expect(
            lexemes(##"#"\(a) \#(b)"#"##) == [
                Lexeme(.string, ##"#"\(a) \#(b)"#"##), Lexeme(.identifier, "b", depth: 1),
            ])
    }

    @Test func regexLiteralsAreSkipped() {
        #expect(
            lexemes("#/a\\/#\"b/# x ##/c/#d/## #/\n  e /#\n y") == [
                Lexeme(.regex, "#/a\\/#\"b/#"), Lexeme(.identifier, "x"), Lexeme(.regex, "##/c/#d/##"),
                Lexeme(.regex, "#/\n  e /#"), Lexeme(.identifier, "y"),
            ])
        #expect(
            lexemes("a / b / c") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "/"), Lexeme(.identifier, "b"), Lexeme(.operator, "/"),
                Lexeme(.identifier, "c"),
            ])
    }

    @Test func unterminatedInputEndsAtTheLineOrTheText() {
        #expect(lexemes("\"abc") == [Lexeme(.string, "\"abc")])
        #expect(lexemes("\"a\nb\"") == [Lexeme(.string, "\"a"), Lexeme(.identifier, "b"), Lexeme(.string, "\"")])
        #expect(lexemes("/* x /* y */ z") == [])
        #expect(
            lexemes("\"\\(x\ny") == [
                Lexeme(.string, "\"\\(x"), Lexeme(.identifier, "x", depth: 1), Lexeme(.identifier, "y"),
            ])
        #expect(lexemes("\"\"\"\n\\(a") == [Lexeme(.string, "\"\"\"\n\\(a"), Lexeme(.identifier, "a", depth: 1)])
        #expect(lexemes("#/ab\ncd") == [Lexeme(.regex, "#/ab"), Lexeme(.identifier, "cd")])
        #expect(lexemes("` x") == [Lexeme(.punctuation, "`"), Lexeme(.identifier, "x")])
        #expect(lexemes("## x") == [Lexeme(.punctuation, "#"), Lexeme(.punctuation, "#"), Lexeme(.identifier, "x")])
        let tokens = SwiftLexer.tokens(in: Array("\"abc\n\"d\"".utf8))
        #expect(tokens.map(\.isTerminated) == [false, true])
    }

    @Test(
        arguments: [
            (#""a\0b\\c\td\ne\rf\"g\'h""#, "a\0b\\c\td\ne\rf\"g'h"),
            (#""\u{1F600}\u{0041}\u{10FFFF}""#, "\u{1F600}A\u{10FFFF}"),
            (##"#"\n\#n\#u{41}"#"##, "\\n\nA"),
            (###"##"\#n\##t"##"###, "\\#n\t"),
            ("\"\"\"\n    a\n      b\n\n    c\n    \"\"\"", "a\n  b\n\nc"),
            ("\"\"\"\r\n  a\r\n  b \\\r\n  c\r\n\r\n  \"\"\"", "a\nb c\n"),
            ("\"\"\"\r  a\r  b\r  \"\"\"", "a\nb"),
            ("\"\"\"\n  a \\   \n  b\n  \"\"\"", "a b"),
            ("\"\"\"\n\t\ttab\n\t\t\"\"\"", "tab"),
            ("\"\"\"\n  \"\"\"", ""),
            ("\"\"\"\n\"\"\"", ""),
            ("\"\"\"\n    deep\n  short\n    \"\"\"", nil),
            ("\"\"\"\n    a\n  \n    b\n    \"\"\"", nil),
            ("\"\"\"\n    a\n\tb\n    \"\"\"", nil),
            ("\"\"\"\n    a\n        \n    b\n    \"\"\"", "a\n    \nb"),
            ("#\"\"\"\n  raw \\n \\#n \\#\n  joined\n  \"\"\"#", "raw \\n \n joined"),
            (#""\q""#, nil),
            (#""\u{D800}""#, nil),
            (#""\u{}""#, nil),
            (#""\u{123456789}""#, nil),
            (#""\u0041""#, nil),
            ("\"\"\"abc\n\"\"\"", nil),
            ("\"\"\"\nabc\"\"\"", nil),
            (#""\(x)""#, nil),
            ("\"abc", nil),
        ] as [(String, String?)])
    /// Escapes, raw delimiters, multi-line indentation, line breaks of every kind and escaped line breaks; `nil` for
    /// what the compiler rejects.
    func decodedText(literal: String, value: String?) {
        #expect(decoded(literal) == value)
    }

    @Test func decodedTextIsOnlyForStrings() {
        let bytes = Array("name".utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        #expect(tokens.count == 1)
        #expect(tokens.first.flatMap { SwiftLexer.decodedText(of: $0, in: bytes) } == nil)
    }
}
