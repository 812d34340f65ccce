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
///
/// It and its ``Token`` and ``Kind`` are public, not package, and so is ``SwiftTokenList``, for one reason: the compiler
/// inlines a public `@inlinable` accessor into the module that calls it, never a package one, and the lint reads a
/// token's fields millions of times a file. The module is no product: nothing outside the package sees them.
public struct SwiftLexer {
    /// What a token is.
    public enum Kind: UInt8, Hashable, Sendable {
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
    ///
    /// Its offsets and counts are kept in 32 bits (a source file of 4 GiB or more, which no one lints, would have its
    /// offsets wrap); a ``SwiftTokenList`` keeps each in 8 bytes.
    public struct Token: Hashable, Sendable {
        /// What the token is.
        public var kind: Kind
        /// `true` when the byte before the token is not whitespace, a comment, `(`, `[`, `{`, `,`, `;` or `:` (as the
        /// compiler decides whether an operator is postfix).
        public var isLeftBound: Bool
        /// `true` for a multi-line string literal (`"""`).
        public var isMultiline = false
        /// `true` for a string literal with at least one interpolation `\(…)`.
        public var isInterpolated = false
        /// `false` for a string literal that the line or the text ends inside.
        public var isTerminated = true
        @usableFromInline var storedStart: UInt32
        @usableFromInline var storedEnd: UInt32
        @usableFromInline var storedDepth: UInt32
        @usableFromInline var storedEndTokenIndex: UInt32
        @usableFromInline var storedRawDelimiterCount: UInt32 = 0

        /// A token of `kind` over the bytes `start..<end`, inside `depth` interpolations, whose next token (after its
        /// interpolations' tokens) is at `endTokenIndex`.
        @inlinable public init(kind: Kind, start: Int, end: Int, depth: Int, isLeftBound: Bool, endTokenIndex: Int) {
            self.kind = kind
            self.isLeftBound = isLeftBound
            storedStart = UInt32(truncatingIfNeeded: start)
            storedEnd = UInt32(truncatingIfNeeded: end)
            storedDepth = UInt32(truncatingIfNeeded: depth)
            storedEndTokenIndex = UInt32(truncatingIfNeeded: endTokenIndex)
        }

        /// The offset of the token's first byte (the opening quote or first `#` of a string literal).
        @inlinable public var start: Int {
            get { Int(storedStart) }
            set { storedStart = UInt32(truncatingIfNeeded: newValue) }
        }
        /// The offset just past the token's last byte.
        @inlinable public var end: Int {
            get { Int(storedEnd) }
            set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
        }
        /// How many string interpolations the token is inside: 0 for code outside every literal.
        @inlinable public var depth: Int {
            get { Int(storedDepth) }
            set { storedDepth = UInt32(truncatingIfNeeded: newValue) }
        }
        /// The index of the first token after this one and, for a string literal, after its interpolations' tokens.
        @inlinable public var endTokenIndex: Int {
            get { Int(storedEndTokenIndex) }
            set { storedEndTokenIndex = UInt32(truncatingIfNeeded: newValue) }
        }
        /// The number of `#` around a raw string literal (0 for an ordinary one).
        @inlinable public var rawDelimiterCount: Int {
            get { Int(storedRawDelimiterCount) }
            set { storedRawDelimiterCount = UInt32(truncatingIfNeeded: newValue) }
        }
    }

    /// A string literal whose interpolation the lexer is inside.
    struct Frame {
        /// The index of the literal's token.
        let tokenIndex: Int
        /// How many `(` inside the interpolation are still open.
        var parenthesisDepth: Int
    }

    /// The source, which the caller holds while the lexer reads it.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    /// The tokens read so far.
    var tokens = SwiftTokenList()
    /// The string literals whose interpolations the lexer is inside, outermost first.
    var frames: [Frame] = []
    /// The comments read so far, each from its `//` or `/*` to its end (the line break is not part of a `//`
    /// comment).
    var comments: [Range<Int>] = []

    /// A lexer at the start of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Code has one token in four to eight bytes, nested brackets one in one or two: room for one in two is
        // reserved (pages no token reaches are never touched), so that the list is seldom copied as it grows.
        tokens.reserveCapacity(bytes.count / 2 + 1)
    }

    /// The tokens of `bytes`, in source order.
    package static func tokens(in bytes: [UInt8]) -> SwiftTokenList {
        bytes.withUnsafeBufferPointer { tokensAndComments(in: $0).tokens }
    }

    // MARK: - Reading the text

    /// The byte at `offset`, or 0 past the end.
    func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// The tokens of `bytes`, in source order, and its comments (`//` and `/* */`, a nested comment inside the one
    /// around it), in source order, from one pass: where the lint reads suppression comments. A `#!` line is not
    /// one.
    package static func tokensAndComments(
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> (tokens: SwiftTokenList, comments: [Range<Int>]) {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.comments)
    }

    /// Reads tokens to the end of the text.
    mutating func run() {
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
    mutating func append(_ kind: Kind, end: Int) {
        let start = position
        tokens.append(
            Token(
                kind: kind, start: start, end: end, depth: frames.count, isLeftBound: isLeftBound(start),
                endTokenIndex: tokens.count + 1))
        position = end
    }

    /// Whether the byte before `offset` binds a token at `offset` to what precedes it.
    func isLeftBound(_ offset: Int) -> Bool {
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
    mutating func endSingleLineLiterals(at offset: Int) {
        while let frame = frames.last, !tokens[frame.tokenIndex].isMultiline {
            frames.removeLast()
            finishString(frame.tokenIndex, end: offset, isTerminated: false)
        }
    }

    // MARK: - Comments

    /// Skips a `//` comment (or a `#!` line) up to its line break.
    mutating func skipLineComment() {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// Skips a `/* */` comment and the comments nested in it; an unterminated one runs to the end of the text.
    mutating func skipBlockComment() {
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
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` is one of the ASCII operator characters other than `.`.
    static func isOperatorByte(_ byte: UInt8) -> Bool {
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
    func identifierEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count && Self.isIdentifierByte(bytes[end])
            && !(bytes[end] == 0xC2 && byte(at: end + 1) == 0xA0)
        {
            end += 1
        }
        return end
    }

    /// Reads an identifier or keyword.
    mutating func lexIdentifier() {
        append(.identifier, end: max(identifierEnd(from: position), position + 1))
    }

    /// Reads a backtick identifier, or a lone backtick when no closing one follows on the line.
    mutating func lexBacktick() {
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
    mutating func lexNumber() {
        let isHexadecimal = byte(at: position) == UInt8(ascii: "0") && byte(at: position + 1) == UInt8(ascii: "x")
        let followsPeriod = byte(at: position - 1) == UInt8(ascii: ".")  // `x.0.1` is tuple access
        var end = position
        while end < bytes.count {
            let current = bytes[end]
            if Self.isIdentifierByte(current) && current < 0x80 && current != UInt8(ascii: "$") {
                end += 1
            } else if current == UInt8(ascii: ".") && !followsPeriod
                && (isHexadecimal
                    ? ASCIIBytes.hexDigitValue(byte(at: end + 1)) != nil : ASCIIBytes.isDigit(byte(at: end + 1)))
            {
                end += 1
            } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"),
                Self.isExponentMarker(byte(at: end - 1), hexadecimal: isHexadecimal),
                ASCIIBytes.isDigit(byte(at: end + 1))
            {
                end += 1
            } else {
                break
            }
        }
        append(.number, end: end)
    }

    /// Whether `byte` starts a number's exponent: `e` in a decimal number, `p` in a hexadecimal one.
    static func isExponentMarker(_ byte: UInt8, hexadecimal: Bool) -> Bool {
        hexadecimal
            ? byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
            : byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Reads an operator. A postfix `!` or `?` (one that follows its operand directly) is a token of its own, and an
    /// operator stops before a comment.
    mutating func lexOperator() {
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
    mutating func lexPeriod() {
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
    func startsComment(at offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: "/")
            && (byte(at: offset + 1) == UInt8(ascii: "/") || byte(at: offset + 1) == UInt8(ascii: "*"))
    }

    /// Whether `count` `#` characters start at `offset`.
    func hasPounds(at offset: Int, count: Int) -> Bool {
        var index = 0
        while index < count {
            if byte(at: offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Reads what starts with `#`: a raw string literal, an extended regex literal, a pound identifier, or a lone `#`.
    mutating func lexPound() {
        var afterPounds = position
        while afterPounds < bytes.count && bytes[afterPounds] == UInt8(ascii: "#") { afterPounds += 1 }
        let count = afterPounds - position
        let next = byte(at: afterPounds)
        if next == UInt8(ascii: "\"") {
            lexString(rawDelimiterCount: count)
        } else if next == UInt8(ascii: "/") {
            lexRegex(rawDelimiterCount: count)
        } else if count == 1 && Self.isIdentifierByte(next) && !ASCIIBytes.isDigit(next) {
            append(.poundIdentifier, end: identifierEnd(from: afterPounds))
        } else {
            append(.punctuation, end: position + 1)
        }
    }

    /// Skips an extended regex literal, `#/…/#`: to the end of its line, or, when `#/` ends its line, to the closing
    /// delimiter on a later line.
    mutating func lexRegex(rawDelimiterCount count: Int) {
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
}
