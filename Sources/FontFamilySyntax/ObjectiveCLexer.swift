import FontFamilyKit

/// Splits Objective-C (and C, Objective-C++) source into the tokens a scanner of call sites needs: identifiers,
/// string literals (`"…"`, and `@"…"` with its `@`), character literals, numbers and single punctuation bytes, with
/// comments (`//`, `/* */`) skipped and listed apart. A `"` inside a comment or a character literal (`'"'`) starts
/// no string, and `//` inside a string starts no comment. A block the preprocessor never compiles (`#if 0` up to its
/// `#else`, `#elif` or `#endif`) gives no tokens.
package enum ObjectiveCLexer {
    /// What a token is.
    package enum Kind: Hashable, Sendable {
        /// A name or keyword: `UIFont`, `fontWithName`, `CFSTR`, `__bridge`.
        case identifier
        /// A C string literal `"…"`.
        case string
        /// An Objective-C string literal `@"…"`; its range starts at the `@`.
        case objectiveCString
        /// A character literal `'…'`.
        case character
        /// A number.
        case number
        /// One byte of punctuation or an operator: `[`, `]`, `(`, `)`, `:`, `,`, `@`, `*`.
        case punctuation
    }

    /// One token: its kind and its byte range in the source.
    package struct Token: Hashable, Sendable {
        /// What it is.
        package let kind: Kind
        /// The offset of its first byte.
        package let start: Int
        /// The offset just past its last byte.
        package let end: Int
    }

    /// The tokens of `bytes` and the byte ranges of its comments, each in source order.
    package static func lex(_ bytes: [UInt8]) -> (tokens: [Token], comments: [Range<Int>]) {
        var tokens: [Token] = []
        var comments: [Range<Int>] = []
        var position = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8? { offset < count ? bytes[offset] : nil }
        while position < count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                var end = position + 2
                while end < count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                comments.append(position..<end)
                position = end
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                var end = position + 2
                while end < count, !(bytes[end] == UInt8(ascii: "*") && byte(end + 1) == UInt8(ascii: "/")) {
                    end += 1
                }
                end = min(end + 2, count)
                comments.append(position..<end)
                position = end
            case UInt8(ascii: "#") where disabledBlockEnd(bytes, directiveAt: position) != nil:
                position = disabledBlockEnd(bytes, directiveAt: position) ?? count
            case UInt8(ascii: "\""):
                let end = quotedEnd(bytes, from: position)
                tokens.append(Token(kind: .string, start: position, end: end))
                position = end
            case UInt8(ascii: "@") where byte(position + 1) == UInt8(ascii: "\""):
                let end = quotedEnd(bytes, from: position + 1)
                tokens.append(Token(kind: .objectiveCString, start: position, end: end))
                position = end
            case UInt8(ascii: "'"):
                let end = quotedEnd(bytes, from: position)
                tokens.append(Token(kind: .character, start: position, end: end))
                position = end
            case _ where isIdentifierStart(current):
                var end = position + 1
                while end < count, isIdentifierStart(bytes[end]) || ASCIIBytes.isDigit(bytes[end]) { end += 1 }
                tokens.append(Token(kind: .identifier, start: position, end: end))
                position = end
            case _ where ASCIIBytes.isDigit(current):
                var end = position + 1
                while end < count,
                    isIdentifierStart(bytes[end]) || ASCIIBytes.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".")
                {
                    end += 1
                }
                tokens.append(Token(kind: .number, start: position, end: end))
                position = end
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            default:
                tokens.append(Token(kind: .punctuation, start: position, end: position + 1))
                position += 1
            }
        }
        return (tokens, comments)
    }

    /// The text a string literal token stands for, its escapes decoded as C decodes a narrow literal's: the simple
    /// escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\e`, and any other character standing for
    /// itself), an octal or `\x` escape as one byte, `\u` and `\U` as the character's UTF-8 bytes, and a
    /// backslash-newline joining the lines; the bytes are then read as UTF-8. `nil` for a literal left open at the
    /// end of its line.
    package static func decodedText(of token: Token, in bytes: [UInt8]) -> String? {
        var start = token.start
        if token.kind == .objectiveCString { start += 1 }
        guard token.end - start >= 2, bytes[token.end - 1] == UInt8(ascii: "\"") else { return nil }
        var utf8: [UInt8] = []
        var position = start + 1
        let end = token.end - 1
        while position < end {
            let current = bytes[position]
            guard current == UInt8(ascii: "\\"), position + 1 < end else {
                utf8.append(current)
                position += 1
                continue
            }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case 0x0A:
                // A backslash-newline splices the lines, as C does before it reads the literal.
                break
            case 0x0D:
                if position < end, bytes[position] == 0x0A { position += 1 }
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "a"): utf8.append(0x07)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "v"): utf8.append(0x0B)
            case UInt8(ascii: "e"): utf8.append(0x1B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = escape - UInt8(ascii: "0")
                var digits = 1
                while digits < 3, position < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    value = value &* 8 &+ (bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                utf8.append(value)
            case UInt8(ascii: "x"):
                // Only the last two digits count: a longer value is out of a byte's range, which C rejects.
                var value: UInt8 = 0
                while position < end, let digit = ASCIIBytes.hexDigitValue(bytes[position]) {
                    value = value &* 16 &+ UInt8(digit)
                    position += 1
                }
                utf8.append(value)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let limit = escape == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < limit, position < end,
                    let digit = ASCIIBytes.hexDigitValue(bytes[position]).map(UInt32.init)
                {
                    value = value &* 16 &+ digit
                    position += 1
                    digits += 1
                }
                UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { utf8.append($0) }
            default:
                utf8.append(escape)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The offset just past the literal whose opening quote is at `offset`: after its closing quote, or at the end
    /// of its line when it is left open.
    private static func quotedEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        let quote = bytes[offset]
        var position = offset + 1
        while position < bytes.count {
            switch bytes[position] {
            case quote: return position + 1
            case UInt8(ascii: "\\"):
                // A backslash-newline (LF or CR LF) continues the literal on the next line.
                let isSplicedCRLF =
                    position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\r")
                    && bytes[position + 2] == UInt8(ascii: "\n")
                position += isSplicedCRLF ? 3 : 2
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return position
            default: position += 1
            }
        }
        return bytes.count
    }

    /// Where the block that a `#if 0` at `offset` disables ends, when the line holds one: the `#` of the `#else`,
    /// `#elif` or `#endif` that closes it at its depth (blocks nested in it skipped whole), or the end of `bytes`.
    private static func disabledBlockEnd(_ bytes: [UInt8], directiveAt offset: Int) -> Int? {
        guard isLineStart(bytes, offset), directive(bytes, at: offset) == "if" else { return nil }
        var cursor = offset + 1
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        guard cursor + 2 < bytes.count, bytes[cursor..<(cursor + 2)].elementsEqual("if".utf8) else { return nil }
        cursor += 2
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "0") else { return nil }
        cursor += 1
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        guard
            cursor == bytes.count || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r")
                || bytes[cursor] == UInt8(ascii: "/")
        else { return nil }
        var depth = 0
        while cursor < bytes.count {
            if bytes[cursor] == UInt8(ascii: "#"), isLineStart(bytes, cursor) {
                switch directive(bytes, at: cursor) {
                case "if", "ifdef", "ifndef": depth += 1
                case "else", "elif", "elifdef", "elifndef":
                    if depth == 0 { return cursor }
                case "endif":
                    if depth == 0 { return cursor }
                    depth -= 1
                default: break
                }
            }
            cursor += 1
        }
        return bytes.count
    }

    /// The name of the preprocessor directive whose `#` is at `offset`: `if`, `endif`.
    private static func directive(_ bytes: [UInt8], at offset: Int) -> String {
        var start = offset + 1
        while start < bytes.count, isBlank(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count, isIdentifierStart(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    private static func isLineStart(_ bytes: [UInt8], _ offset: Int) -> Bool {
        var cursor = offset - 1
        while cursor >= 0, isBlank(bytes[cursor]) { cursor -= 1 }
        return cursor < 0 || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r")
    }

    /// A space or a tab.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// A letter, `_`, `$` or a byte of a non-ASCII character.
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: "$"), 0x80...0xFF:
            true
        default: false
        }
    }
}
