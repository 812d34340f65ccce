import FontFamilyKit

/// Splits Swift source, given as its UTF-8 bytes, into tokens with byte offsets, the way the Swift compiler's lexer
/// does for everything a font-name scanner has to tell apart.
///
/// It knows `//` and nested `/* */` comments; ordinary, raw (`#"…"#`) and multi-line (`"""…"""`) string literals with
/// their interpolations `\(…)`, whose tokens it lexes too; backtick identifiers; `#if`-style pound identifiers;
/// numbers; operators; and extended regex literals (`#/…/#`), which it skips as one token. A bare `/…/` regex literal
/// is lexed as operators and identifiers: telling it from division needs the parser.
///
/// Tokens inside an interpolation follow their string literal's token and have a greater ``Token/depth``. Malformed
/// input never stops the lexer: an unterminated literal or comment ends at the end of its line or of the text.
package struct SwiftLexer {
    /// What a token is.
    package enum Kind: Hashable, Sendable {
        /// An identifier or a keyword: `UIFont`, `self`, `func`, `$0`.
        case identifier
        /// An identifier in backticks: `` `default` ``.
        case escapedIdentifier
        /// `#` and an identifier: `#if`, `#selector`, `#externalMacro`.
        case poundIdentifier
        /// An integer or floating-point literal.
        case number
        /// A string literal, with the properties ``Token/rawDelimiterCount`` … ``Token/isTerminated``.
        case string
        /// An extended regex literal, `#/…/#`.
        case regex
        /// An operator: `+`, `??`, `...`, a postfix `!` or `?`.
        case `operator`
        /// `(`
        case leftParenthesis
        /// `)`
        case rightParenthesis
        /// `[`
        case leftBracket
        /// `]`
        case rightBracket
        /// `{`
        case leftBrace
        /// `}`
        case rightBrace
        /// `,`
        case comma
        /// `:`
        case colon
        /// `;`
        case semicolon
        /// A `.` on its own (member access or an implicit member), not part of an operator like `...`.
        case period
        /// Any other character: `@`, `\`, a lone `#` or backtick, a stray byte.
        case punctuation
    }

    /// One token: what it is and where its text is.
    package struct Token: Hashable, Sendable {
        /// What the token is.
        package var kind: Kind
        /// The offset of the token's first byte (the opening quote or first `#` of a string literal).
        package var start: Int
        /// The offset just past the token's last byte.
        package var end: Int
        /// How many string interpolations the token is inside: 0 for code outside every literal.
        package var depth: Int
        /// `true` when the byte before the token is not whitespace, a comment, `(`, `[`, `{`, `,`, `;` or `:` (as the
        /// compiler decides whether an operator is postfix).
        package var isLeftBound: Bool
        /// The index of the first token after this one and, for a string literal, after its interpolations' tokens.
        package var endTokenIndex: Int
        /// The number of `#` around a raw string literal (0 for an ordinary one).
        var rawDelimiterCount = 0
        /// `true` for a multi-line string literal (`"""`).
        var isMultiline = false
        /// `true` for a string literal with at least one interpolation `\(…)`.
        package var isInterpolated = false
        /// `false` for a string literal that the line or the text ends inside.
        var isTerminated = true
    }

    /// A string literal whose interpolation the lexer is inside.
    private struct Frame {
        /// The index of the literal's token.
        let tokenIndex: Int
        /// How many `(` inside the interpolation are still open.
        var parenthesisDepth: Int
    }

    /// The source.
    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    private var position = 0
    /// The tokens read so far.
    private var tokens: [Token] = []
    /// The string literals whose interpolations the lexer is inside, outermost first.
    private var frames: [Frame] = []
    /// The comments read so far, each from its `//` or `/*` to its end (the line break is not part of a `//`
    /// comment).
    private var comments: [Range<Int>] = []

    /// A lexer at the start of `bytes`.
    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // Code has about one token in eight bytes; growing the array from empty copies it a dozen times.
        tokens.reserveCapacity(bytes.count / 8)
    }

    /// The tokens of `bytes`, in source order.
    package static func tokens(in bytes: [UInt8]) -> [Token] {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    // MARK: - Reading the text

    /// The byte at `offset`, or 0 past the end.
    private func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// The comments of `bytes` (`//` and `/* */`, a nested comment inside the one around it), in source order:
    /// where the lint reads suppression comments. A `#!` line is not one.
    package static func comments(in bytes: [UInt8]) -> [Range<Int>] {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return lexer.comments
    }

    /// Reads tokens to the end of the text.
    private mutating func run() {
        if byte(at: 0) == UInt8(ascii: "#") && byte(at: 1) == UInt8(ascii: "!") { skipLineComment() }
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                endSingleLineLiterals(at: position)
                position += 1
            case 0xC2 where byte(at: position + 1) == 0xA0:  // U+00A0 NO-BREAK SPACE
                position += 2
            case 0xEF where byte(at: position + 1) == 0xBB && byte(at: position + 2) == 0xBF:  // byte order mark
                position += 3
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                let start = position
                skipLineComment()
                comments.append(start..<position)
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                let start = position
                skipBlockComment()
                comments.append(start..<position)
            case UInt8(ascii: "\""):
                lexString(rawDelimiterCount: 0)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "`"):
                lexBacktick()
            case UInt8(ascii: "("):
                if !frames.isEmpty { frames[frames.count - 1].parenthesisDepth += 1 }
                append(.leftParenthesis, end: position + 1)
            case UInt8(ascii: ")"):
                closeParenthesis()
            case UInt8(ascii: "["): append(.leftBracket, end: position + 1)
            case UInt8(ascii: "]"): append(.rightBracket, end: position + 1)
            case UInt8(ascii: "{"): append(.leftBrace, end: position + 1)
            case UInt8(ascii: "}"): append(.rightBrace, end: position + 1)
            case UInt8(ascii: ","): append(.comma, end: position + 1)
            case UInt8(ascii: ":"): append(.colon, end: position + 1)
            case UInt8(ascii: ";"): append(.semicolon, end: position + 1)
            case UInt8(ascii: "."):
                lexPeriod()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            default:
                if Self.isIdentifierByte(current) {
                    lexIdentifier()
                } else if Self.isOperatorByte(current) {
                    lexOperator()
                } else {
                    append(.punctuation, end: position + 1)
                }
            }
        }
        while let frame = frames.popLast() {
            finishString(frame.tokenIndex, end: bytes.count, isTerminated: false)
        }
    }

    /// Appends a token of `kind` from the current position to `end` and moves past it.
    private mutating func append(_ kind: Kind, end: Int) {
        let start = position
        tokens.append(
            Token(
                kind: kind, start: start, end: end, depth: frames.count, isLeftBound: isLeftBound(start),
                endTokenIndex: tokens.count + 1))
        position = end
    }

    /// Whether the byte before `offset` binds a token at `offset` to what precedes it.
    private func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch byte(at: offset - 1) {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return byte(at: offset - 2) != UInt8(ascii: "*")
        case 0xA0:
            return byte(at: offset - 2) != 0xC2
        default:
            return true
        }
    }

    /// Ends the interpolations of single-line string literals at a line break: such a literal cannot span lines.
    private mutating func endSingleLineLiterals(at offset: Int) {
        while let frame = frames.last, !tokens[frame.tokenIndex].isMultiline {
            frames.removeLast()
            finishString(frame.tokenIndex, end: offset, isTerminated: false)
        }
    }

    // MARK: - Comments

    /// Skips a `//` comment (or a `#!` line) up to its line break.
    private mutating func skipLineComment() {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// Skips a `/* */` comment and the comments nested in it; an unterminated one runs to the end of the text.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            let next = byte(at: position + 1)
            if current == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    // MARK: - Identifiers, numbers, operators

    /// Whether `byte` can be part of an identifier (any non-ASCII byte counts, as most non-ASCII characters do).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` is one of the ASCII operator characters other than `.`.
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// The offset past the identifier characters from `offset` (stopping before a no-break space).
    private func identifierEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count && Self.isIdentifierByte(bytes[end])
            && !(bytes[end] == 0xC2 && byte(at: end + 1) == 0xA0)
        {
            end += 1
        }
        return end
    }

    /// Reads an identifier or keyword.
    private mutating func lexIdentifier() {
        append(.identifier, end: max(identifierEnd(from: position), position + 1))
    }

    /// Reads a backtick identifier, or a lone backtick when no closing one follows on the line.
    private mutating func lexBacktick() {
        var end = position + 1
        while end < bytes.count {
            let current = bytes[end]
            if current == UInt8(ascii: "`") || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            end += 1
        }
        if byte(at: end) == UInt8(ascii: "`") && end > position + 1 {
            append(.escapedIdentifier, end: end + 1)
        } else {
            append(.punctuation, end: position + 1)
        }
    }

    /// Reads a number: digits, letters and `_`, a fraction, and a signed exponent.
    private mutating func lexNumber() {
        let isHexadecimal = byte(at: position) == UInt8(ascii: "0") && byte(at: position + 1) == UInt8(ascii: "x")
        let followsPeriod = byte(at: position - 1) == UInt8(ascii: ".")  // `x.0.1` is tuple access
        var end = position
        while end < bytes.count {
            let current = bytes[end]
            if Self.isIdentifierByte(current) && current < 0x80 && current != UInt8(ascii: "$") {
                end += 1
            } else if current == UInt8(ascii: ".") && !followsPeriod
                && Self.isDigit(byte(at: end + 1), hexadecimal: isHexadecimal)
            {
                end += 1
            } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"),
                Self.isExponentMarker(byte(at: end - 1), hexadecimal: isHexadecimal),
                Self.isDigit(byte(at: end + 1), hexadecimal: false)
            {
                end += 1
            } else {
                break
            }
        }
        append(.number, end: end)
    }

    /// Whether `byte` is a decimal (or hexadecimal) digit.
    private static func isDigit(_ byte: UInt8, hexadecimal: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): return hexadecimal
        default: return false
        }
    }

    /// Whether `byte` starts a number's exponent: `e` in a decimal number, `p` in a hexadecimal one.
    private static func isExponentMarker(_ byte: UInt8, hexadecimal: Bool) -> Bool {
        hexadecimal
            ? byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
            : byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Reads an operator. A postfix `!` or `?` (one that follows its operand directly) is a token of its own, and an
    /// operator stops before a comment.
    private mutating func lexOperator() {
        let first = bytes[position]
        if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && isLeftBound(position) {
            append(.operator, end: position + 1)
            return
        }
        var end = position + 1
        while end < bytes.count && Self.isOperatorByte(bytes[end]) && !startsComment(at: end) {
            end += 1
        }
        append(.operator, end: end)
    }

    /// Reads a `.`, or an operator that starts with `.` (`...`, `..<`).
    private mutating func lexPeriod() {
        guard byte(at: position + 1) == UInt8(ascii: ".") else {
            append(.period, end: position + 1)
            return
        }
        var end = position + 1
        while end < bytes.count && (bytes[end] == UInt8(ascii: ".") || Self.isOperatorByte(bytes[end]))
            && !startsComment(at: end)
        {
            end += 1
        }
        append(.operator, end: end)
    }

    /// Whether a comment starts at `offset`.
    private func startsComment(at offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: "/")
            && (byte(at: offset + 1) == UInt8(ascii: "/") || byte(at: offset + 1) == UInt8(ascii: "*"))
    }

    /// Whether `count` `#` characters start at `offset`.
    private func hasPounds(at offset: Int, count: Int) -> Bool {
        var index = 0
        while index < count {
            if byte(at: offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Reads what starts with `#`: a raw string literal, an extended regex literal, a pound identifier, or a lone `#`.
    private mutating func lexPound() {
        var afterPounds = position
        while afterPounds < bytes.count && bytes[afterPounds] == UInt8(ascii: "#") { afterPounds += 1 }
        let count = afterPounds - position
        let next = byte(at: afterPounds)
        if next == UInt8(ascii: "\"") {
            lexString(rawDelimiterCount: count)
        } else if next == UInt8(ascii: "/") {
            lexRegex(rawDelimiterCount: count)
        } else if count == 1 && Self.isIdentifierByte(next) && !Self.isDigit(next, hexadecimal: false) {
            append(.poundIdentifier, end: identifierEnd(from: afterPounds))
        } else {
            append(.punctuation, end: position + 1)
        }
    }

    /// Skips an extended regex literal, `#/…/#`: to the end of its line, or, when `#/` ends its line, to the closing
    /// delimiter on a later line.
    private mutating func lexRegex(rawDelimiterCount count: Int) {
        var offset = position + count + 1
        let isMultiline = byte(at: offset) == UInt8(ascii: "\n") || byte(at: offset) == UInt8(ascii: "\r")
        var end = bytes.count
        while offset < bytes.count {
            let current = bytes[offset]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                if !isMultiline {
                    end = offset
                    break
                }
                offset += 1
            } else if current == UInt8(ascii: "\\") {
                let next = byte(at: offset + 1)
                offset += next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") ? 1 : 2
            } else if current == UInt8(ascii: "/") && hasPounds(at: offset + 1, count: count) {
                end = offset + 1 + count
                break
            } else {
                offset += 1
            }
        }
        append(.regex, end: min(end, bytes.count))
    }

    // MARK: - String literals

    /// Reads a string literal starting at the current position (its first `#`, or its quote when
    /// `rawDelimiterCount` is 0), and its interpolations' tokens up to the first one's end.
    private mutating func lexString(rawDelimiterCount count: Int) {
        let start = position
        let quote = start + count
        var isMultiline = false
        if byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"") {
            isMultiline = !(count > 0 && closesOnSameLine(from: quote + 3, rawDelimiterCount: count))
        }
        var token = Token(
            kind: .string, start: start, end: start, depth: frames.count, isLeftBound: isLeftBound(start),
            endTokenIndex: tokens.count + 1)
        token.rawDelimiterCount = count
        token.isMultiline = isMultiline
        tokens.append(token)
        scanStringContent(of: tokens.count - 1, from: quote + (isMultiline ? 3 : 1))
    }

    /// Whether a raw literal that opens with `#"""` closes on its own line (`#"""#` is a string holding one `"`).
    private func closesOnSameLine(from offset: Int, rawDelimiterCount count: Int) -> Bool {
        if hasPounds(at: offset, count: count) { return true }
        var index = offset
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\"") && hasPounds(at: index + 1, count: count) { return true }
            index += 1
        }
        return false
    }

    /// Reads the content of the string literal at `tokenIndex` from `offset`, up to its end, to the end of its line
    /// (single-line, unterminated) or to the start of an interpolation, whose tokens the main loop then reads.
    private mutating func scanStringContent(of tokenIndex: Int, from offset: Int) {
        let count = tokens[tokenIndex].rawDelimiterCount
        let isMultiline = tokens[tokenIndex].isMultiline
        var index = offset
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && hasPounds(at: index + 1, count: count) {
                let escaped = index + 1 + count
                let next = byte(at: escaped)
                if next == UInt8(ascii: "(") {
                    tokens[tokenIndex].isInterpolated = true
                    frames.append(Frame(tokenIndex: tokenIndex, parenthesisDepth: 0))
                    position = escaped + 1
                    return
                }
                let isLineBreak = next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
                index = isLineBreak && !isMultiline ? escaped : escaped + 1
            } else if current == UInt8(ascii: "\"") {
                let closes =
                    isMultiline
                    ? byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                        && hasPounds(at: index + 3, count: count)
                    : hasPounds(at: index + 1, count: count)
                if closes {
                    let end = index + (isMultiline ? 3 : 1) + count
                    finishString(tokenIndex, end: end, isTerminated: true)
                    position = end
                    return
                }
                index += 1
            } else if (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) && !isMultiline {
                finishString(tokenIndex, end: index, isTerminated: false)
                position = index
                return
            } else {
                index += 1
            }
        }
        finishString(tokenIndex, end: bytes.count, isTerminated: false)
        position = bytes.count
    }

    /// Records where the string literal at `tokenIndex` ends.
    private mutating func finishString(_ tokenIndex: Int, end: Int, isTerminated: Bool) {
        tokens[tokenIndex].end = end
        tokens[tokenIndex].isTerminated = isTerminated
        tokens[tokenIndex].endTokenIndex = tokens.count
    }

    /// Reads a `)`: the end of an interpolation (the literal's content goes on), or a token.
    private mutating func closeParenthesis() {
        guard let frame = frames.last else {
            append(.rightParenthesis, end: position + 1)
            return
        }
        if frame.parenthesisDepth > 0 {
            frames[frames.count - 1].parenthesisDepth -= 1
            append(.rightParenthesis, end: position + 1)
            return
        }
        frames.removeLast()
        scanStringContent(of: frame.tokenIndex, from: position + 1)
    }
}

extension SwiftLexer {
    /// The value of the string literal `token` (one of `bytes`' tokens) with its escapes decoded and, for a multi-line
    /// literal, its indentation stripped, its line breaks made `\n` and its escaped line breaks joined, as the compiler
    /// does; `nil` for an interpolated, unterminated or malformed literal, or a token that is not a string literal.
    package static func decodedText(of token: Token, in bytes: [UInt8]) -> String? {
        guard token.kind == .string, token.isTerminated, !token.isInterpolated, token.end <= bytes.count else {
            return nil
        }
        let count = token.rawDelimiterCount
        let quoteLength = token.isMultiline ? 3 : 1
        let contentStart = token.start + count + quoteLength
        let contentEnd = token.end - count - quoteLength
        guard contentStart <= contentEnd, contentStart >= 0 else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(contentEnd - contentStart)
        if token.isMultiline {
            guard decodeMultiline(bytes, from: contentStart, to: contentEnd, rawDelimiterCount: count, into: &decoded)
            else { return nil }
        } else {
            let ending = decodeLine(
                bytes[contentStart..<contentEnd], rawDelimiterCount: count, isMultiline: false, into: &decoded)
            guard ending == .lineBreak else { return nil }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Decodes a multi-line literal's content (from just after the opening `"""` to the closing one) into `decoded`;
    /// `false` when the content does not start on a new line or the closing delimiter does not start its line.
    private static func decodeMultiline(
        _ bytes: [UInt8], from contentStart: Int, to contentEnd: Int, rawDelimiterCount count: Int,
        into decoded: inout [UInt8]
    ) -> Bool {
        var first = contentStart
        guard let afterOpening = lineBreakEnd(in: bytes, at: first, limit: contentEnd) else { return false }
        first = afterOpening
        var closingLineStart = contentEnd
        while closingLineStart > first
            && (bytes[closingLineStart - 1] == UInt8(ascii: " ") || bytes[closingLineStart - 1] == UInt8(ascii: "\t"))
        {
            closingLineStart -= 1
        }
        if closingLineStart > first {
            let previous = bytes[closingLineStart - 1]
            guard previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r") else { return false }
        }
        let indentation = bytes[closingLineStart..<contentEnd]
        var lineStart = first
        var isFirstLine = true
        var joinsPrevious = false
        while lineStart < closingLineStart {
            var lineEnd = lineStart
            while lineEnd < closingLineStart && bytes[lineEnd] != UInt8(ascii: "\n")
                && bytes[lineEnd] != UInt8(ascii: "\r")
            {
                lineEnd += 1
            }
            if !isFirstLine && !joinsPrevious { decoded.append(UInt8(ascii: "\n")) }
            isFirstLine = false
            var textStart = lineStart
            for indent in indentation {
                guard textStart < lineEnd, bytes[textStart] == indent else { break }
                textStart += 1
            }
            guard
                let ending = decodeLine(
                    bytes[textStart..<lineEnd], rawDelimiterCount: count, isMultiline: true, into: &decoded)
            else { return false }
            joinsPrevious = ending == .escapedLineBreak
            lineStart = lineBreakEnd(in: bytes, at: lineEnd, limit: closingLineStart) ?? closingLineStart
        }
        return true
    }

    /// The offset after the line break (`\n`, `\r\n` or `\r`) at `offset`, or `nil` when there is none before `limit`.
    private static func lineBreakEnd(in bytes: [UInt8], at offset: Int, limit: Int) -> Int? {
        guard offset < limit, offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\n") { return offset + 1 }
        guard bytes[offset] == UInt8(ascii: "\r") else { return nil }
        return offset + 1 < limit && bytes[offset + 1] == UInt8(ascii: "\n") ? offset + 2 : offset + 1
    }

    /// How a decoded line of a literal ends.
    private enum LineEnding {
        /// With a line break, kept in a multi-line literal's value (or the literal's end).
        case lineBreak
        /// With `\` and only spaces after it: the line break is left out of a multi-line literal's value.
        case escapedLineBreak
    }

    /// Decodes the escapes of one line of a literal into `decoded`; `nil` for an invalid escape or an interpolation.
    private static func decodeLine(
        _ line: ArraySlice<UInt8>, rawDelimiterCount count: Int, isMultiline: Bool, into decoded: inout [UInt8]
    ) -> LineEnding? {
        var index = line.startIndex
        while index < line.endIndex {
            let current = line[index]
            guard current == UInt8(ascii: "\\"), hasPounds(line, at: index + 1, count: count) else {
                decoded.append(current)
                index += 1
                continue
            }
            let escaped = index + 1 + count
            guard escaped < line.endIndex else {
                return isMultiline ? .escapedLineBreak : nil
            }
            switch line[escaped] {
            case UInt8(ascii: "0"): decoded.append(0)
            case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
            case UInt8(ascii: "'"): decoded.append(UInt8(ascii: "'"))
            case UInt8(ascii: "u"):
                guard let (scalar, end) = unicodeEscape(line, from: escaped + 1) else { return nil }
                UTF8.encode(scalar) { decoded.append($0) }
                index = end
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                guard isMultiline, line[escaped...].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                else { return nil }
                return .escapedLineBreak
            default:
                return nil
            }
            index = escaped + 1
        }
        return .lineBreak
    }

    /// Whether `count` `#` characters start at `offset` in `line`.
    private static func hasPounds(_ line: ArraySlice<UInt8>, at offset: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard offset >= line.startIndex, offset <= line.endIndex - count else { return false }
        return line[offset..<(offset + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// The scalar of a `\u{…}` escape whose `{` is at `offset` (1 to 8 hexadecimal digits), and the offset after its
    /// `}`.
    private static func unicodeEscape(_ line: ArraySlice<UInt8>, from offset: Int) -> (Unicode.Scalar, Int)? {
        guard offset < line.endIndex, line[offset] == UInt8(ascii: "{") else { return nil }
        var index = offset + 1
        var value: UInt32 = 0
        var digits = 0
        while index < line.endIndex, digits < 9, let digit = hexadecimalValue(line[index]) {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            index += 1
        }
        guard (1...8).contains(digits), index < line.endIndex, line[index] == UInt8(ascii: "}"),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, index + 1)
    }

    /// The value of a hexadecimal digit.
    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
