import Testing

@testable import FontFamilySyntax

@Suite struct PositionedJSONTests {
    private func value(_ content: PositionedJSON.Content, at offset: Int) -> PositionedJSON {
        PositionedJSON(content: content, offset: offset)
    }

    private func member(_ key: String, at keyOffset: Int, _ value: PositionedJSON) -> PositionedJSON.Member {
        PositionedJSON.Member(key: key, keyOffset: keyOffset, value: value)
    }

    /// The error `text` gives, or `nil` when it parses.
    private func syntaxError(_ text: String) -> PositionedJSON.SyntaxError? {
        #expect(throws: PositionedJSON.SyntaxError.self) { try PositionedJSON.parse(text) }
    }

    // MARK: - Values and offsets

    @Test func everyValueAndKeyKeepsItsOffset() throws {
        let json = try PositionedJSON.parse(#"{"a": [1, "b", true, false, null], "c": {}}"#)
        #expect(
            json
                == value(
                    .object([
                        member(
                            "a", at: 1,
                            value(
                                .array([
                                    value(.number("1"), at: 7), value(.string("b"), at: 10), value(.bool(true), at: 15),
                                    value(.bool(false), at: 21), value(.null, at: 28),
                                ]), at: 6)),
                        member("c", at: 35, value(.object([]), at: 40)),
                    ]), at: 0))
    }

    @Test func objectsKeepMemberOrderAndDuplicateKeys() throws {
        let json = try PositionedJSON.parse(#"{"z": 1, "a": 2, "z": 3}"#)
        #expect(json.members?.map(\.key) == ["z", "a", "z"])
        #expect(json.members?.map(\.keyOffset) == [1, 9, 17])
        #expect(json.member("z") == value(.number("3"), at: 22))
        #expect(json.member("missing") == nil)
        #expect(value(.null, at: 0).member("z") == nil)
    }

    @Test func numbersKeepTheirSourceText() throws {
        let json = try PositionedJSON.parse("[0, -0, 1.50, -12.5e+10, 3E-2, 600, 1e400]")
        guard case .array(let elements) = json.content else {
            Issue.record("not an array: \(json)")
            return
        }
        #expect(
            elements.map(\.content) == [
                .number("0"), .number("-0"), .number("1.50"), .number("-12.5e+10"), .number("3E-2"), .number("600"),
                .number("1e400"),
            ])
        #expect(elements.map(\.offset) == [1, 4, 8, 14, 25, 31, 36])
    }

    @Test func whiteSpaceAroundTheValueIsAllowed() throws {
        #expect(try PositionedJSON.parse(" \t\r\n\"x\" \n") == value(.string("x"), at: 4))
    }

    @Test func aByteOrderMarkIsSkippedButCounted() throws {
        #expect(try PositionedJSON.parse("\u{FEFF}[1]") == value(.array([value(.number("1"), at: 4)]), at: 3))
    }

    // MARK: - Strings

    @Test func escapesAreDecoded() throws {
        let json = try PositionedJSON.parse(#"["\"\\\/\b\f\n\r\t", "Gill\u0020Sans", "caf\u00e9", "\u6587"]"#)
        guard case .array(let elements) = json.content else {
            Issue.record("not an array: \(json)")
            return
        }
        #expect(elements.map(\.string) == ["\"\\/\u{8}\u{C}\n\r\t", "Gill Sans", "café", "文"])
    }

    @Test func surrogatePairsBecomeOneScalar() throws {
        #expect(try PositionedJSON.parse(#""a\uD83D\uDE00b""#).string == "a😀b")
        #expect(try PositionedJSON.parse(#""\ud83d\ude00""#).string == "😀")
    }

    @Test func nonASCIITextIsKeptAndOffsetsCountBytes() throws {
        let json = try PositionedJSON.parse(#"{"é": "Noto Sans 日本", "x": 1}"#)
        #expect(json.members?.map(\.keyOffset) == [1, 27])
        #expect(json.member("é") == value(.string("Noto Sans 日本"), at: 7))
        #expect(json.member("x")?.offset == 32)
    }

    @Test func anEscapedNULIsKept() throws {
        #expect(try PositionedJSON.parse(#""a\u0000b""#).string == "a\u{0}b")
    }

    // MARK: - Errors

    @Test func malformedTextSaysWhatWasExpectedAndWhere() {
        let cases: [(text: String, offset: Int, description: String)] = [
            ("", 0, "expected a JSON value"),
            ("   ", 3, "expected a JSON value"),
            ("{\"a\": 1,}", 8, "expected another member after ',' (JSON allows no trailing comma)"),
            ("[1, 2,]", 6, "expected another element after ',' (JSON allows no trailing comma)"),
            ("[1, 2,", 6, "expected a value after ','"),
            ("{\"a\" 1}", 5, "expected ':' after an object key"),
            ("{\"a\": 1 \"b\": 2}", 8, "expected ',' or '}' after an object member"),
            ("{\"a\": 1", 7, "expected ',' or '}' after an object member"),
            ("[1 2]", 3, "expected ',' or ']' after an array element"),
            ("[", 1, "expected a value or ']'"),
            ("{", 1, "expected a key in double quotes or '}'"),
            ("{a: 1}", 1, "expected a key in double quotes or '}'"),
            ("{\"a\": 1, b: 2}", 9, "expected a key in double quotes after ','"),
            ("{\"a\": }", 6, "expected a value after ':'"),
            ("{'a': 1}", 1, "expected a key in double quotes or '}'"),
            ("['a']", 1, "expected a value or ']'"),
            ("{\"a\": // note\n1}", 6, "expected a value after ':', not a comment (JSON has none)"),
            ("1 2", 2, "expected the end of the file after the JSON value"),
            ("{} x", 3, "expected the end of the file after the JSON value"),
            ("tru", 0, "expected 'true'"),
            ("[nul]", 1, "expected 'null'"),
            ("falsy", 0, "expected 'false'"),
            ("falsey", 5, "expected the end of the file after the JSON value"),
            ("fals", 0, "expected 'false'"),
            ("True", 0, "expected a JSON value"),
            ("NaN", 0, "expected a JSON value"),
            ("+1", 0, "expected a JSON value"),
            (".5", 0, "expected a JSON value"),
            ("-", 1, "expected a digit after '-'"),
            ("-x", 1, "expected a digit after '-'"),
            ("01", 1, "expected a number without leading zeros"),
            ("1.", 2, "expected a digit after '.' in a number"),
            ("1.e5", 2, "expected a digit after '.' in a number"),
            ("1e", 2, "expected a digit in the exponent of a number"),
            ("1e+", 3, "expected a digit in the exponent of a number"),
            ("\"abc", 0, "expected '\"' to close the string before the end of the file"),
            ("[\"abc\\", 1, "expected '\"' to close the string before the end of the file"),
            ("[\"abc\n\"]", 1, "expected '\"' to close the string before the end of the line"),
            ("[\"abc\r\"]", 1, "expected '\"' to close the string before the end of the line"),
            ("\"a\tb\"", 2, "expected the escape '\\u0009' instead of a control character in a string"),
            ("\"a\u{1F}b\"", 2, "expected the escape '\\u001F' instead of a control character in a string"),
            ("\"a\\x\"", 2, "expected '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after a backslash in a string"),
            ("\"a\\'\"", 2, "expected '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after a backslash in a string"),
            ("\"\\u12\"", 1, "expected four hexadecimal digits after '\\u'"),
            ("\"\\u12G4\"", 1, "expected four hexadecimal digits after '\\u'"),
            ("\"\\u", 1, "expected four hexadecimal digits after '\\u'"),
            (
                "\"x\\uD83D\"", 2,
                "expected a low surrogate escape ('\\uDC00' to '\\uDFFF') after the high surrogate '\\uD83D'"
            ),
            (
                "\"x\\uD83D\\u0041\"", 2,
                "expected a low surrogate escape ('\\uDC00' to '\\uDFFF') after the high surrogate '\\uD83D'"
            ),
            ("\"x\\uDE00\"", 2, "expected a high surrogate escape before the low surrogate '\\uDE00'"),
            ("\u{A0}1", 0, "expected a JSON value"),
            ("\u{FEFF}\u{FEFF}1", 3, "expected a JSON value"),
        ]
        for (text, offset, description) in cases {
            let error = syntaxError(text)
            #expect(
                error == PositionedJSON.SyntaxError(offset: offset, description: description),
                "\(text.debugDescription)")
        }
    }

    @Test func nestingIsLimited() throws {
        let limit = PositionedJSON.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var json = try PositionedJSON.parse(deepest)
        var depth = 1
        while case .array(let elements) = json.content, let inner = elements.first {
            json = inner
            depth += 1
        }
        #expect(depth == limit)
        #expect(json.offset == limit - 1)

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(
            syntaxError(tooDeep)
                == PositionedJSON.SyntaxError(
                    offset: limit, description: "expected no more than 256 levels of nested arrays and objects"))
        // A hostile nesting far past the limit fails at the same place, without recursion.
        #expect(syntaxError(String(repeating: "{\"a\":", count: 100_000))?.offset == 5 * limit)
    }
}
