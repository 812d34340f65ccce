import FontFamilyKit

/// A style sheet's bytes cut into tokens by the rules of CSS Syntax 3 (§4.3), with what the lint needs to read
/// them: each block's closing token, and the decoded text of identifiers and strings.
///
/// It reads UTF-8 bytes in one pass and never fails: an unterminated comment, string, `url(` or block ends at the
/// end of the text, as in a browser. A text of 4 GiB or more gives no tokens (offsets are kept in 32 bits).
package struct CSSTokenizer {
    /// The text, as UTF-8 bytes.
    package let bytes: [UInt8]
    /// Its tokens in order, without whitespace and comments.
    package private(set) var tokens: [CSSToken] = []
    /// Its comments in order, each from its `/*` to after its `*/` (or the end of the text): where the lint reads
    /// suppression comments.
    package private(set) var comments: [Range<Int>] = []

    /// Tokenizes `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        guard UInt64(bytes.count) < UInt64(UInt32.max) else { return }
        tokens.reserveCapacity(bytes.count / 8)
        tokenize()
        matchBlocks()
    }

    // MARK: Reading tokens

    /// The index of the token after token `index` and, when it opens a block, everything in the block.
    package func next(after index: Int) -> Int {
        guard index < tokens.count else { return tokens.count }
        let token = tokens[index]
        return token.opensBlock ? min(token.closer + 1, tokens.count) : index + 1
    }

    /// The decoded text of an identifier, function name (without `(`), at-keyword (without `@`), hash (without
    /// `#`) or string (without quotes); the token's bytes for any other token.
    package func value(of token: CSSToken) -> String {
        var output: [UInt8] = []
        switch token.kind {
        case .ident: decode(token.start..<token.end, inString: false, into: &output)
        case .function: decode(token.start..<max(token.start, token.end - 1), inString: false, into: &output)
        case .atKeyword, .hash: decode(min(token.start + 1, token.end)..<token.end, inString: false, into: &output)
        case .string, .badString:
            decode(min(token.start + 1, token.contentEnd)..<token.contentEnd, inString: true, into: &output)
        default: output = Array(bytes[token.start..<token.end])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the name of an identifier, function or at-keyword is `lowercased` when ASCII letters are compared
    /// without case (`FONT-Family`, `font\-family` and `font-family` all are `font-family`).
    package func name(of token: CSSToken, is lowercased: StaticString) -> Bool {
        switch token.kind {
        case .ident: return name(in: token.start..<token.end, is: lowercased)
        case .function: return name(in: token.start..<max(token.start, token.end - 1), is: lowercased)
        case .atKeyword: return name(in: min(token.start + 1, token.end)..<token.end, is: lowercased)
        default: return false
        }
    }

    /// Whether the identifier in `range` is `lowercased`, its escapes decoded and ASCII letters compared without
    /// case.
    func name(in range: Range<Int>, is lowercased: StaticString) -> Bool {
        lowercased.withUTF8Buffer { target in
            var offset = range.lowerBound
            var matched = 0
            while offset < range.upperBound {
                var value = UInt32(bytes[offset])
                if bytes[offset] == UInt8(ascii: "\\") {
                    let escape = Self.escape(in: bytes, at: offset)
                    if let hex = escape.hexValue {
                        value = hex
                    } else if escape.end > offset + 1 {
                        value = UInt32(bytes[offset + 1])
                    } else {
                        return false
                    }
                    offset = escape.end
                } else {
                    offset += 1
                }
                if (0x41...0x5A).contains(value) { value += 0x20 }
                guard matched < target.count, value == UInt32(target[matched]) else { return false }
                matched += 1
            }
            return matched == target.count
        }
    }

    /// Appends the decoded bytes of the identifier or string contents in `range` to `output`: escapes become the
    /// characters they stand for, an escaped line break in a string disappears, and a NUL or an escape of an
    /// invalid code point becomes U+FFFD.
    func decode(_ range: Range<Int>, inString: Bool, into output: inout [UInt8]) {
        output.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == 0 {
                Self.append(0xFFFD, to: &output)
                offset += 1
            } else if byte != UInt8(ascii: "\\") {
                output.append(byte)
                offset += 1
            } else if inString, offset + 1 >= range.upperBound {
                offset += 1
            } else if inString, Self.isNewline(bytes[offset + 1]) {
                offset = Self.lineBreakEnd(in: bytes, at: offset + 1)
            } else {
                let escape = Self.escape(in: bytes, at: offset)
                if let hex = escape.hexValue {
                    Self.append(hex, to: &output)
                } else if min(escape.end, range.upperBound) > offset + 1 {
                    output.append(contentsOf: bytes[(offset + 1)..<min(escape.end, range.upperBound)])
                } else {
                    Self.append(0xFFFD, to: &output)
                }
                offset = max(escape.end, offset + 1)
            }
        }
    }

    /// Appends the UTF-8 bytes of the code point `value`, or of U+FFFD when it is zero, a surrogate or too large.
    static func append(_ value: UInt32, to output: inout [UInt8]) {
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        UTF8.encode(scalar ?? "\u{FFFD}") { output.append($0) }
    }

    // MARK: Tokenizing

    /// Cuts `bytes` into ``tokens``.
    mutating func tokenize() {
        let count = bytes.count
        // A byte order mark is no part of the sheet (CSS Syntax 3, §3.2: decoding drops it).
        var offset = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while offset < count {
            let start = offset
            let current = bytes[offset]
            switch current {
            case _ where Self.isWhitespace(current):
                offset += 1
                while offset < count, Self.isWhitespace(bytes[offset]) { offset += 1 }
            case UInt8(ascii: "/") where byte(at: offset + 1) == UInt8(ascii: "*"):
                offset = commentEnd(from: offset + 2)
                comments.append(start..<offset)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                offset = string(from: start, quote: current)
            case UInt8(ascii: "#"):
                if Self.isIdentCharacter(byte(at: offset + 1)) || isValidEscape(at: offset + 1) {
                    offset = identSequenceEnd(from: offset + 1)
                    append(.hash, start, offset)
                } else {
                    offset += 1
                    append(.delim, start, offset)
                }
            case UInt8(ascii: "("): offset = single(.openParen, at: start)
            case UInt8(ascii: ")"): offset = single(.closeParen, at: start)
            case UInt8(ascii: "["): offset = single(.openSquare, at: start)
            case UInt8(ascii: "]"): offset = single(.closeSquare, at: start)
            case UInt8(ascii: "{"): offset = single(.openCurly, at: start)
            case UInt8(ascii: "}"): offset = single(.closeCurly, at: start)
            case UInt8(ascii: ","): offset = single(.comma, at: start)
            case UInt8(ascii: ":"): offset = single(.colon, at: start)
            case UInt8(ascii: ";"): offset = single(.semicolon, at: start)
            case UInt8(ascii: "+"), UInt8(ascii: "."):
                offset = startsNumber(at: start) ? numeric(from: start) : single(.delim, at: start)
            case UInt8(ascii: "-"):
                if startsNumber(at: start) {
                    offset = numeric(from: start)
                } else if byte(at: offset + 1) == UInt8(ascii: "-"),
                    byte(at: offset + 2) == UInt8(ascii: ">")
                {
                    offset += 3
                    append(.cdc, start, offset)
                } else if startsIdentSequence(at: start) {
                    offset = identLike(from: start)
                } else {
                    offset = single(.delim, at: start)
                }
            case UInt8(ascii: "<"):
                if byte(at: offset + 1) == UInt8(ascii: "!"), byte(at: offset + 2) == UInt8(ascii: "-"),
                    byte(at: offset + 3) == UInt8(ascii: "-")
                {
                    offset += 4
                    append(.cdo, start, offset)
                } else {
                    offset = single(.delim, at: start)
                }
            case UInt8(ascii: "@"):
                if startsIdentSequence(at: offset + 1) {
                    offset = identSequenceEnd(from: offset + 1)
                    append(.atKeyword, start, offset)
                } else {
                    offset = single(.delim, at: start)
                }
            case UInt8(ascii: "\\"):
                offset = isValidEscape(at: start) ? identLike(from: start) : single(.delim, at: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                offset = numeric(from: start)
            case _ where Self.isIdentStart(current):
                offset = identLike(from: start)
            default:
                offset = single(.delim, at: start)
            }
        }
    }

    /// Sets each block-opening token's ``CSSToken/closer``: a block closes at the first closing token of its own
    /// kind that no inner block takes (a `}` inside `(` is an ordinary token, as CSS Syntax 3 reads it).
    mutating func matchBlocks() {
        var open: [Int] = []
        for index in tokens.indices {
            let kind = tokens[index].kind
            if tokens[index].opensBlock {
                open.append(index)
                continue
            }
            guard kind == .closeParen || kind == .closeSquare || kind == .closeCurly, let last = open.last
            else {
                continue
            }
            let expected: CSSToken.Kind
            switch tokens[last].kind {
            case .openSquare: expected = .closeSquare
            case .openCurly: expected = .closeCurly
            default: expected = .closeParen
            }
            if kind == expected {
                tokens[last].closer = index
                open.removeLast()
            }
        }
        for index in open { tokens[index].closer = tokens.count }
    }

    /// Appends a token of `kind` over `start..<end`, its first part ending at `contentEnd` (by default `end`).
    mutating func append(
        _ kind: CSSToken.Kind, _ start: Int, _ end: Int, contentEnd: Int? = nil
    ) {
        tokens.append(
            CSSToken(
                kind: kind, start: start, end: end, contentEnd: contentEnd ?? end, closer: tokens.count))
    }

    /// Appends a one-byte token of `kind` at `offset` and returns the offset after it.
    mutating func single(_ kind: CSSToken.Kind, at offset: Int) -> Int {
        append(kind, offset, offset + 1)
        return offset + 1
    }

    /// The byte at `offset`, or `nil` past the end.
    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// The offset after the comment whose text starts at `offset` (after its `/*`): after its `*/`, or the end.
    func commentEnd(from offset: Int) -> Int {
        var offset = offset
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                return offset + 2
            }
            offset += 1
        }
        return bytes.count
    }

    /// Appends the string (or bad string) whose opening `quote` is at `start` and returns the offset after it.
    mutating func string(from start: Int, quote: UInt8) -> Int {
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                append(.string, start, offset + 1, contentEnd: offset)
                return offset + 1
            }
            if Self.isNewline(byte) {
                append(.badString, start, offset, contentEnd: offset)
                return offset
            }
            if byte == UInt8(ascii: "\\") {
                if offset + 1 >= bytes.count {
                    offset += 1
                } else if Self.isNewline(bytes[offset + 1]) {
                    offset = Self.lineBreakEnd(in: bytes, at: offset + 1)
                } else {
                    offset = Self.escape(in: bytes, at: offset).end
                }
            } else {
                offset += 1
            }
        }
        append(.string, start, bytes.count, contentEnd: bytes.count)
        return bytes.count
    }

    /// Appends the identifier, function or `url(…)` that starts at `start` and returns the offset after it.
    mutating func identLike(from start: Int) -> Int {
        let nameEnd = identSequenceEnd(from: start)
        guard byte(at: nameEnd) == UInt8(ascii: "(") else {
            append(.ident, start, nameEnd)
            return nameEnd
        }
        if name(in: start..<nameEnd, is: "url") {
            var offset = nameEnd + 1
            while offset < bytes.count, Self.isWhitespace(bytes[offset]) { offset += 1 }
            if let next = byte(at: offset), next != UInt8(ascii: "\""), next != UInt8(ascii: "'") {
                return url(from: start, contentsAt: offset)
            }
            if byte(at: offset) == nil { return url(from: start, contentsAt: offset) }
        }
        append(.function, start, nameEnd + 1)
        return nameEnd + 1
    }

    /// Appends the unquoted `url(` token at `start` whose contents begin at `offset`; returns the offset after it.
    mutating func url(from start: Int, contentsAt offset: Int) -> Int {
        var offset = offset
        var isBad = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ")") {
                offset += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                if isValidEscape(at: offset) {
                    offset = Self.escape(in: bytes, at: offset).end
                } else {
                    isBad = true
                    offset += 1
                }
            } else if !isBad, Self.isWhitespace(byte) {
                while offset < bytes.count, Self.isWhitespace(bytes[offset]) { offset += 1 }
                if offset < bytes.count, bytes[offset] != UInt8(ascii: ")") { isBad = true }
            } else {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "(")
                    || Self.isNonPrintable(byte)
                {
                    isBad = true
                }
                offset += 1
            }
        }
        append(isBad ? .badURL : .url, start, offset)
        return offset
    }

    /// Appends the number, percentage or dimension that starts at `start` and returns the offset after it.
    mutating func numeric(from start: Int) -> Int {
        var offset = start
        if byte(at: offset) == UInt8(ascii: "+") || byte(at: offset) == UInt8(ascii: "-") {
            offset += 1
        }
        offset = digitsEnd(from: offset)
        if byte(at: offset) == UInt8(ascii: "."), ASCIIBytes.isDigit(byte(at: offset + 1)) {
            offset = digitsEnd(from: offset + 1)
        }
        if byte(at: offset) == UInt8(ascii: "e") || byte(at: offset) == UInt8(ascii: "E") {
            if ASCIIBytes.isDigit(byte(at: offset + 1)) {
                offset = digitsEnd(from: offset + 1)
            } else if byte(at: offset + 1) == UInt8(ascii: "+")
                || byte(at: offset + 1) == UInt8(ascii: "-"),
                ASCIIBytes.isDigit(byte(at: offset + 2))
            {
                offset = digitsEnd(from: offset + 2)
            }
        }
        if startsIdentSequence(at: offset) {
            let end = identSequenceEnd(from: offset)
            append(.dimension, start, end, contentEnd: offset)
            return end
        }
        if byte(at: offset) == UInt8(ascii: "%") {
            append(.percentage, start, offset + 1, contentEnd: offset)
            return offset + 1
        }
        append(.number, start, offset)
        return offset
    }

    /// The offset after the ASCII digits from `offset`.
    func digitsEnd(from offset: Int) -> Int {
        var offset = offset
        while ASCIIBytes.isDigit(byte(at: offset)) { offset += 1 }
        return offset
    }

    /// The offset after the identifier characters and escapes from `offset`.
    func identSequenceEnd(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            if Self.isIdentCharacter(bytes[offset]) {
                offset += 1
            } else if isValidEscape(at: offset) {
                offset = Self.escape(in: bytes, at: offset).end
            } else {
                break
            }
        }
        return offset
    }

    /// Whether a `\` at `offset` starts an escape: one not followed by a line break.
    func isValidEscape(at offset: Int) -> Bool {
        guard byte(at: offset) == UInt8(ascii: "\\") else { return false }
        guard let next = byte(at: offset + 1) else { return true }
        return !Self.isNewline(next)
    }

    /// Whether an identifier starts at `offset`.
    func startsIdentSequence(at offset: Int) -> Bool {
        guard let first = byte(at: offset) else { return false }
        if first == UInt8(ascii: "-") {
            guard let second = byte(at: offset + 1) else { return false }
            return Self.isIdentStart(second) || second == UInt8(ascii: "-")
                || isValidEscape(at: offset + 1)
        }
        return Self.isIdentStart(first) || isValidEscape(at: offset)
    }

    /// Whether a number starts at `offset`.
    func startsNumber(at offset: Int) -> Bool {
        switch byte(at: offset) {
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            return ASCIIBytes.isDigit(byte(at: offset + 1))
                || (byte(at: offset + 1) == UInt8(ascii: ".") && ASCIIBytes.isDigit(byte(at: offset + 2)))
        case UInt8(ascii: "."):
            return ASCIIBytes.isDigit(byte(at: offset + 1))
        default:
            return ASCIIBytes.isDigit(byte(at: offset))
        }
    }
}
