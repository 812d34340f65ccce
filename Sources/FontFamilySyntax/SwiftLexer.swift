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
        /// The index of the literal's token (-1 for a literal inside brackets nested too deep, which has none).
        let tokenIndex: Int
        /// How many `(` inside the interpolation are still open.
        var parenthesisDepth: Int
        /// The number of `#` around the literal.
        let rawDelimiterCount: Int
        /// Whether the literal is a multi-line one.
        let isMultiline: Bool
    }

    /// How deep brackets (`(`, `[`, `{`, at any interpolation depth) nest before the lexer stops keeping what is
    /// inside them: a bracket opened inside this many open ones is read to its closer (strings, comments and
    /// interpolations inside still count, and the closer is the one that would pair with it) and kept, with
    /// everything inside, as one ``Kind/punctuation`` token; ``SwiftTokenList/firstUnreadBracket`` gives the offset
    /// of the first. A file of nested brackets has a token a byte, and no code nests this deep.
    public static let maximumNestingDepth = 256

    /// The source, which the caller holds while the lexer reads it.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    /// The tokens read so far.
    var tokens: SwiftTokenList.Builder
    /// The string literals whose interpolations the lexer is inside, outermost first.
    var frames: [Frame] = []
    /// The comments read so far, each from its `//` or `/*` to its end (the line break is not part of a `//`
    /// comment).
    var comments: [Range<Int>] = []
    /// The brackets still open, each as its token index, its interpolation depth above it and its kind above that
    /// (`kind << 56 | depth << 32 | index`), in the order they opened: their depths never go down, since the first
    /// token at a lower depth drops the deeper ones, which nothing closes. Room for ``maximumNestingDepth``, the most
    /// that are open at once, which the caller of ``run()`` allocates and frees.
    let openBrackets: UnsafeMutablePointer<UInt64>
    /// The class of each byte value (``identifierClass``, ``unboundClass``, ``checkClass``, ``stringStopClass``,
    /// ``numberClass``, ``operatorClass``, ``boundClass``), which the caller of ``run()`` allocates, fills with
    /// ``fillClasses(_:)`` and frees.
    let classes: UnsafePointer<UInt8>
    /// What ``run()`` does at each byte value, which the caller of ``run()`` allocates, fills with
    /// ``fillActions(_:)`` and frees.
    let actions: UnsafePointer<ByteAction>
    /// How many of ``openBrackets`` are open.
    var openCount = 0
    /// The interpolation depth of the last of ``openBrackets`` (0 when there is none).
    var openDepth = 0
    /// ``SwiftTokenList/startsLineBit`` when a line break lies between the end of the last token and the current
    /// position and the last token is no open string literal (``lastTokenIsOpenString``), else 0: the next token's
    /// line bit.
    var lineBreakBit: UInt64 = 0
    /// Whether the last token is a string literal whose interpolation the lexer is inside: it ends after the next
    /// token, which starts no line after it.
    var lastTokenIsOpenString = false
    /// Whether the lexer is outside every interpolation and every bracket nested too deep, and every open bracket is
    /// at depth 0 (``openDepth`` is 0): a token's word is then made and stored, and a
    /// bracket paired, without looking at any of them. Set `false` as soon as that may no longer hold, and `true`
    /// again by the next token appended once it holds.
    var isPlain = true
    /// The token count at which the lexer next looks for a run of tokens to fold (``foldInertTail()``).
    var foldPoint = foldInterval
    /// The offset of the bracket nested too deep that the lexer is reading through, -1 when it is reading tokens.
    var unreadStart = -1
    /// The interpolation depth of that bracket.
    var unreadDepth = 0
    /// Whether that bracket is left-bound.
    var unreadIsLeftBound = false
    /// Whether a line break lies before that bracket.
    var unreadStartsLine = false
    /// The kinds of the brackets open inside it at its interpolation depth, itself first (1 byte each).
    var unreadKinds: [Kind] = []

    /// A lexer at the start of `bytes`, writing its tokens with `tokens`, keeping the brackets open in
    /// `openBrackets`, room for ``maximumNestingDepth``, and reading bytes' classes from `classes` and what to do at
    /// each from `actions`.
    init(
        bytes: UnsafeBufferPointer<UInt8>, tokens: SwiftTokenList.Builder, openBrackets: UnsafeMutablePointer<UInt64>,
        classes: UnsafePointer<UInt8>, actions: UnsafePointer<ByteAction>
    ) {
        self.bytes = bytes
        self.tokens = tokens
        self.openBrackets = openBrackets
        self.classes = classes
        self.actions = actions
    }

    /// The tokens of `bytes`, in source order.
    package static func tokens(in bytes: [UInt8]) -> SwiftTokenList {
        bytes.withUnsafeBufferPointer { tokensAndComments(in: $0).tokens }
    }

    // MARK: - Reading the text

    /// The byte at `offset`, or 0 past the end.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// Whether `byte` is in the set whose ASCII members `low` (0 to 63) and `high` (64 to 127) hold as bits; no byte
    /// of 128 or more is.
    @inline(__always)
    static func isMember(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 0x80 && ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0
    }

    /// The tokens of `bytes`, in source order, and its comments (`//` and `/* */`, a nested comment inside the one
    /// around it), in source order, from one pass: where the lint reads suppression comments. A `#!` line is not
    /// one. Each opening bracket is paired with the one that closes it (``SwiftTokenList/closer(of:)``): the closing
    /// bracket of its kind at its interpolation depth, before any token at a lower depth; a bracket left open inside
    /// an interpolation, or closed by the wrong kind, stays unpaired.
    /// A text whose tokens are a byte or two each keeps them compact (``CompactTokenWords``), as `compaction` says.
    package static func tokensAndComments(
        in bytes: UnsafeBufferPointer<UInt8>, compaction: SwiftTokenList.Compaction = .whenDense
    ) -> (tokens: SwiftTokenList, comments: [Range<Int>]) {
        let openBrackets = UnsafeMutablePointer<UInt64>.allocate(capacity: maximumNestingDepth)
        defer { openBrackets.deallocate() }
        let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        defer { classes.deallocate() }
        fillClasses(classes)
        let actions = UnsafeMutablePointer<ByteAction>.allocate(capacity: 256)
        defer { actions.deallocate() }
        fillActions(actions)
        var comments: [Range<Int>] = []
        // Every token takes at least one byte: room for one a byte is reserved up front (pages no token reaches are
        // never touched), and the words are never copied to grow.
        var tokens = SwiftTokenList.build(capacity: bytes.count + 1) { builder in
            builder.compaction = compaction
            if compaction == .always { builder.compactIfDense(read: 0, of: bytes.count) }
            var lexer = SwiftLexer(
                bytes: bytes, tokens: builder, openBrackets: openBrackets, classes: classes,
                actions: actions)
            lexer.run()
            builder = lexer.tokens
            comments = lexer.comments
        }
        tokens.sortFarClosers()
        return (tokens, comments)
    }

    /// Reads tokens to the end of the text.
    mutating func run() {
        if byte(at: 0) == UInt8(ascii: "#") && byte(at: 1) == UInt8(ascii: "!") { skipLineComment() }
        let count = bytes.count
        // Kept in registers across the calls below, which could change neither.
        let bytes = self.bytes
        let actions = self.actions
        while position < count {
            if tokens.count >= foldPoint { foldInertTail() }
            var current = bytes[position]
            if current == UInt8(ascii: " ") {
                // A run of spaces (indentation, or one between tokens) at once, before the byte after it is looked up.
                repeat { position &+= 1 } while position < count && bytes[position] == UInt8(ascii: " ")
                guard position < count else { break }
                current = bytes[position]
            }
            switch actions[Int(current)] {
            case .space:
                position &+= 1
            case .lineBreak:
                if !frames.isEmpty { endSingleLineLiterals(at: position) }
                noteLineBreak()
                position += 1
            case .identifier:
                lexIdentifier()
            case .noBreakSpaceLead:
                if byte(at: position + 1) == 0xA0 { position += 2 } else { lexIdentifier() }
            case .byteOrderMarkLead:
                if byte(at: position + 1) == 0xBB && byte(at: position + 2) == 0xBF {
                    position += 3
                } else {
                    lexIdentifier()
                }
            case .slash:
                let next = byte(at: position + 1)
                if next == UInt8(ascii: "/") {
                    let start = position
                    skipLineComment()
                    comments.append(start..<position)
                } else if next == UInt8(ascii: "*") {
                    let start = position
                    skipBlockComment()
                    comments.append(start..<position)
                } else {
                    lexOperator()
                }
            case .quote:
                lexString(rawDelimiterCount: 0)
            case .pound:
                lexPound()
            case .backtick:
                lexBacktick()
            case .leftParenthesis:
                if !frames.isEmpty { frames[frames.count - 1].parenthesisDepth += 1 }
                openBracket(.leftParenthesis)
            case .rightParenthesis:
                closeParenthesis()
            case .leftBracket: openBracket(.leftBracket)
            case .rightBracket: closeBracket(.rightBracket, opening: .leftBracket)
            case .leftBrace: openBracket(.leftBrace)
            case .rightBrace: closeBracket(.rightBrace, opening: .leftBrace)
            case .comma: append(.comma, end: position + 1)
            case .colon: append(.colon, end: position + 1)
            case .semicolon: append(.semicolon, end: position + 1)
            case .period: lexPeriod()
            case .digit: lexNumber()
            case .operator: lexOperator()
            case .punctuation: append(.punctuation, end: position + 1)
            }
        }
        if unreadStart >= 0 {
            frames.removeLast(frames.count - unreadDepth)
            finishUnread(end: count)
        }
        while let frame = frames.popLast() {
            finishString(frame.tokenIndex, end: count, isTerminated: false)
        }
    }

    /// How many tokens the lexer appends between two looks for a run to fold.
    package static let foldInterval = 16_384
    /// The fewest tokens in a row that are folded into one: no code anyone writes has so many without an identifier
    /// or a literal; a generated table does.
    package static let foldMinimum = 4_096

    /// Folds the last tokens into one when they are a long run that holds nothing a scanner reads
    /// (``SwiftTokenList/Builder/foldInertTail(minimum:)``), outside interpolations and brackets read through; then
    /// keeps the tokens compact from now on if they are still dense (``SwiftTokenList/Builder/compactIfDense(read:of:)``).
    @inline(never)
    mutating func foldInertTail() {
        guard !isPlain || unreadStart >= 0 || tokens.foldInertTail(minimum: Self.foldMinimum) else {
            foldPoint = tokens.count + 1
            return
        }
        // After the fold: a generated table's run, folded into one token, makes its text no denser.
        tokens.compactIfDense(read: position, of: bytes.count)
        foldPoint = tokens.count + Self.foldInterval
    }

    /// Notes a line break after the last token.
    @inline(__always)
    mutating func noteLineBreak() {
        if !lastTokenIsOpenString { lineBreakBit = SwiftTokenList.startsLineBit }
    }

    /// Appends a token of `kind` from the current position to `end` and moves past it (inside brackets nested too
    /// deep, only moves past it).
    @inline(__always)
    mutating func append(_ kind: Kind, end: Int) {
        let start = position
        let length = end &- start
        guard isPlain && (length < SwiftTokenList.payloadLimit || SwiftTokenList.isBracket(kind)) else {
            appendAnywhere(kind, end: end)
            return
        }
        position = end
        tokens.appendPlain(kind, start: start, length: length, bits: leftBoundBit(start) | lineBreakBit)
        // The last token is no open string literal: one makes the lexer no longer plain.
        lineBreakBit = 0
    }

    /// ``append(_:end:)`` for a bracket of `kind` while the lexer ``isPlain``.
    @inline(__always)
    mutating func appendPlainBracket(_ kind: Kind) {
        let start = position
        position = start + 1
        tokens.appendPlainBracket(kind, start: start, bits: leftBoundBit(start) | lineBreakBit)
        lineBreakBit = 0
    }

    /// ``append(_:end:)`` inside an interpolation or a bracket nested too deep, after one, or for a token too long
    /// for its word.
    @inline(never)
    mutating func appendAnywhere(_ kind: Kind, end: Int) {
        let start = position
        position = end
        guard unreadStart < 0 else { return }
        let depth = frames.count
        if depth < openDepth { dropOpenBrackets(deeperThan: depth) }
        tokens.append(
            kind, start: start, end: end, depth: depth, isLeftBound: isLeftBound(start), startsLine: lineBreakBit != 0)
        lineBreakBit = 0
        lastTokenIsOpenString = false
        isPlain = frames.isEmpty && openDepth == 0
    }

    /// Appends `token`, which starts at the current position (a string literal, whose length is set once read).
    mutating func append(_ token: Token) {
        if token.depth < openDepth { dropOpenBrackets(deeperThan: token.depth) }
        tokens.append(token, startsLine: lineBreakBit != 0)
        lineBreakBit = 0
        lastTokenIsOpenString = false
    }

    /// Drops the open brackets deeper inside interpolations than `depth`: a token at `depth` follows them, and
    /// nothing closes them any more.
    mutating func dropOpenBrackets(deeperThan depth: Int) {
        while openCount > 0, Self.depth(ofOpen: openBrackets[openCount - 1]) > depth { openCount -= 1 }
        openDepth = openCount > 0 ? Self.depth(ofOpen: openBrackets[openCount - 1]) : 0
    }

    /// The interpolation depth of an entry of ``openBrackets``.
    @inline(__always)
    static func depth(ofOpen entry: UInt64) -> Int {
        Int(UInt32(truncatingIfNeeded: entry >> 32) & 0xFF_FFFF)
    }

    /// Reads an opening bracket of `kind`: a token kept open until its closer, or, inside
    /// ``maximumNestingDepth`` open ones, the start of what the lexer reads through.
    mutating func openBracket(_ kind: Kind) {
        if isPlain && openCount < Self.maximumNestingDepth {
            // At depth 0, as every bracket open is.
            openBrackets[openCount] = UInt64(kind.rawValue) << 56 | UInt64(UInt32(truncatingIfNeeded: tokens.count))
            openCount += 1
            appendPlainBracket(kind)
            return
        }
        if unreadStart >= 0 {
            if frames.count == unreadDepth { unreadKinds.append(kind) }
            position += 1
            return
        }
        let depth = frames.count
        if depth < openDepth { dropOpenBrackets(deeperThan: depth) }
        guard openCount < Self.maximumNestingDepth else {
            unreadStart = position
            isPlain = false
            unreadDepth = depth
            unreadIsLeftBound = isLeftBound(position)
            unreadStartsLine = lineBreakBit != 0
            unreadKinds = [kind]
            if tokens.list.firstUnreadBracket == nil { tokens.list.firstUnreadBracket = position }
            position += 1
            return
        }
        openBrackets[openCount] =
            UInt64(kind.rawValue) << 56 | UInt64(truncatingIfNeeded: depth & 0xFF_FFFF) << 32
            | UInt64(UInt32(truncatingIfNeeded: tokens.count))
        openCount += 1
        openDepth = depth
        append(kind, end: position + 1)
    }

    /// Reads a closing bracket of `kind`, which closes an `opening` one: pairs it with the last bracket still open
    /// when that is an `opening` one at its depth.
    mutating func closeBracket(_ kind: Kind, opening: Kind) {
        if isPlain {
            // At depth 0, as every bracket open is.
            let index = tokens.count
            appendPlainBracket(kind)
            guard openCount > 0 else { return }
            let last = openBrackets[openCount - 1]
            if last >> 56 == UInt64(opening.rawValue) {
                tokens.setFirstCloser(of: Int(UInt32(truncatingIfNeeded: last)), to: index)
                openCount -= 1
            }
            return
        }
        if unreadStart >= 0 {
            position += 1
            guard frames.count == unreadDepth, unreadKinds.last == opening else { return }
            unreadKinds.removeLast()
            if unreadKinds.isEmpty { finishUnread(end: position) }
            return
        }
        let index = tokens.count
        append(kind, end: position + 1)
        guard openCount > 0 else { return }
        let last = openBrackets[openCount - 1]
        if last >> 56 == UInt64(opening.rawValue) && Self.depth(ofOpen: last) == frames.count {
            tokens.setFirstCloser(of: Int(UInt32(truncatingIfNeeded: last)), to: index)
            openCount -= 1
            openDepth = openCount > 0 ? Self.depth(ofOpen: openBrackets[openCount - 1]) : 0
        }
    }

    /// Ends what the lexer read through at `end`: one ``Kind/punctuation`` token from the bracket nested too deep.
    mutating func finishUnread(end: Int) {
        let start = unreadStart
        unreadStart = -1
        unreadKinds = []
        if unreadDepth < openDepth { dropOpenBrackets(deeperThan: unreadDepth) }
        tokens.append(
            SwiftLexer.Token(
                kind: .punctuation, start: start, end: end, depth: unreadDepth, isLeftBound: unreadIsLeftBound,
                endTokenIndex: tokens.count + 1),
            startsLine: unreadStartsLine)
        lineBreakBit = 0
        lastTokenIsOpenString = false
    }

    /// The ASCII bytes before which a token is not left-bound (space, tab, `\n`, `\r`, `(`, `,`, `;`, `:`, NUL; `[`, `{`),
    /// as ``isMember(_:low:high:)`` masks.
    static var unboundLow: UInt64 { 0x0C00_1101_0000_2601 }
    static var unboundHigh: UInt64 { 0x0800_0000_0800_0000 }

    /// The class of a byte that can be part of an identifier: an ASCII one of ``identifierLow`` and
    /// ``identifierHigh``, or one of 128 or more but 0xC2, which starts a no-break space.
    static var identifierClass: UInt8 { 1 }
    /// The class of a byte before which a token is not left-bound (``unboundLow`` and ``unboundHigh``).
    static var unboundClass: UInt8 { 2 }
    /// The class of a byte before which a token's binding depends on the byte before it (`/`, 0xA0).
    static var checkClass: UInt8 { 4 }
    /// The class of a byte that ends a run of a string literal's plain content (``stringStopLow`` and
    /// ``stringStopHigh``: `\n`, `\r`, `"`, `\\`).
    static var stringStopClass: UInt8 { 8 }
    /// The class of a byte that goes on a number: an ASCII letter, digit or `_`.
    static var numberClass: UInt8 { 16 }
    /// The class of an ASCII operator character other than `.` (``operatorLow`` and ``operatorHigh``).
    static var operatorClass: UInt8 { 32 }
    /// The class of a byte before which a token is left-bound whatever precedes it: one of neither ``unboundClass``
    /// nor ``checkClass``.
    static var boundClass: UInt8 { 64 }

    /// Writes the class of each of the 256 byte values to `classes`.
    static func fillClasses(_ classes: UnsafeMutablePointer<UInt8>) {
        classes.initialize(repeating: 0, count: 0x80)
        forEachMember(low: identifierLow, high: identifierHigh) { classes[$0] |= identifierClass }
        forEachMember(low: unboundLow, high: unboundHigh) { classes[$0] |= unboundClass }
        classes[Int(UInt8(ascii: "/"))] |= checkClass
        forEachMember(low: stringStopLow, high: stringStopHigh) { classes[$0] |= stringStopClass }
        // Digits, letters and `_`: an identifier's ASCII bytes but `$`.
        forEachMember(low: identifierLow & ~(1 << UInt64(UInt8(ascii: "$"))), high: identifierHigh) {
            classes[$0] |= numberClass
        }
        forEachMember(low: operatorLow, high: operatorHigh) { classes[$0] |= operatorClass }
        for value in 0..<0x80 where classes[value] & (unboundClass | checkClass) == 0 { classes[value] |= boundClass }
        // Every byte of 128 or more is an identifier's but 0xC2, which starts a no-break space; 0xA0 ends one.
        (classes + 0x80).initialize(repeating: identifierClass | boundClass, count: 0x80)
        classes[0xC2] = boundClass
        classes[0xA0] = identifierClass | checkClass
    }

    /// Calls `body` with each ASCII byte in the set whose members `low` (0 to 63) and `high` (64 to 127) hold as
    /// bits, as ``isMember(_:low:high:)`` reads them.
    @inline(__always)
    static func forEachMember(low: UInt64, high: UInt64, _ body: (Int) -> Void) {
        var bits = low
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
        bits = high
        while bits != 0 {
            body(64 + bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
    }

    /// What ``run()`` does at a byte, by the byte's value: one load and one jump, where a switch over the bytes
    /// tested them one range after another.
    enum ByteAction: UInt8 {
        /// Skip white space: a tab, a vertical tab, a form feed or NUL (``run()`` skips a run of spaces before it
        /// looks a byte up).
        case space
        /// Skip a line break, `\n` or `\r`.
        case lineBreak
        /// Read an identifier: a letter, `_`, `$` or a byte of 128 or more but 0xC2 and 0xEF.
        case identifier
        /// 0xC2: skip a no-break space when 0xA0 follows, else read an identifier.
        case noBreakSpaceLead
        /// 0xEF: skip a byte order mark when 0xBB 0xBF follow, else read an identifier.
        case byteOrderMarkLead
        /// `/`: skip a comment, or read an operator.
        case slash
        /// `"`: read a string literal.
        case quote
        /// `#`: read what starts with it.
        case pound
        /// A backtick: read a backtick identifier.
        case backtick
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
        /// `.`: read a period or an operator that starts with it.
        case period
        /// A digit: read a number.
        case digit
        /// Another operator character: read an operator.
        case `operator`
        /// Any other byte: one punctuation token.
        case punctuation
    }

    /// Writes what ``run()`` does at each of the 256 byte values to `actions`.
    static func fillActions(_ actions: UnsafeMutablePointer<ByteAction>) {
        actions.initialize(repeating: .punctuation, count: 0x80)
        forEachMember(low: identifierLow, high: identifierHigh) { actions[$0] = .identifier }
        forEachMember(low: operatorLow, high: operatorHigh) { actions[$0] = .operator }
        for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { actions[Int(digit)] = .digit }
        let bytes: [(UInt8, ByteAction)] = [
            (UInt8(ascii: " "), .space), (UInt8(ascii: "\t"), .space), (0x0B, .space), (0x0C, .space), (0, .space),
            (UInt8(ascii: "\n"), .lineBreak), (UInt8(ascii: "\r"), .lineBreak), (UInt8(ascii: "/"), .slash),
            (UInt8(ascii: "\""), .quote), (UInt8(ascii: "#"), .pound), (UInt8(ascii: "`"), .backtick),
            (UInt8(ascii: "("), .leftParenthesis), (UInt8(ascii: ")"), .rightParenthesis),
            (UInt8(ascii: "["), .leftBracket), (UInt8(ascii: "]"), .rightBracket), (UInt8(ascii: "{"), .leftBrace),
            (UInt8(ascii: "}"), .rightBrace), (UInt8(ascii: ","), .comma), (UInt8(ascii: ":"), .colon),
            (UInt8(ascii: ";"), .semicolon), (UInt8(ascii: "."), .period),
        ]
        for (byte, action) in bytes { actions[Int(byte)] = action }
        (actions + 0x80).initialize(repeating: .identifier, count: 0x80)
        actions[0xC2] = .noBreakSpaceLead
        actions[0xEF] = .byteOrderMarkLead
    }

    /// ``SwiftTokenList/leftBoundBit`` when the byte before `offset` binds a token at `offset` to what precedes it,
    /// else 0.
    @inline(__always)
    func leftBoundBit(_ offset: Int) -> UInt64 {
        guard offset > 0 else { return 0 }
        let previousClass = classes[Int(bytes[offset - 1])]
        if previousClass & Self.checkClass != 0 { return isLeftBound(offset) ? SwiftTokenList.leftBoundBit : 0 }
        return UInt64(previousClass & Self.boundClass) &* (SwiftTokenList.leftBoundBit / UInt64(Self.boundClass))
    }

    /// Whether the byte before `offset` binds a token at `offset` to what precedes it.
    @inline(__always)
    func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        let previous = bytes[offset - 1]
        let previousClass = classes[Int(previous)]
        if previousClass & (Self.unboundClass | Self.checkClass) == 0 { return true }
        if previousClass & Self.unboundClass != 0 { return false }
        switch previous {
        case UInt8(ascii: "/"):
            return byte(at: offset - 2) != UInt8(ascii: "*")
        case 0xA0:
            return byte(at: offset - 2) != 0xC2
        default:
            return !Self.isMember(previous, low: Self.unboundLow, high: Self.unboundHigh)
        }
    }

    /// Ends the interpolations of single-line string literals at a line break: such a literal cannot span lines.
    mutating func endSingleLineLiterals(at offset: Int) {
        while let frame = frames.last, !frame.isMultiline {
            if unreadStart >= 0 && frames.count == unreadDepth { finishUnread(end: offset) }
            frames.removeLast()
            finishString(frame.tokenIndex, end: offset, isTerminated: false)
        }
    }

    // MARK: - Comments

    /// Skips a `//` comment (or a `#!` line) up to its line break.
    mutating func skipLineComment() {
        position = Self.lineBreak(in: bytes, from: position)
    }

    /// The offset of the first `\n` or `\r` in `bytes` from `offset`, or the end: eight bytes at a time past blocks
    /// in which no byte is as low as `\r`.
    static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        let count = bytes.count
        var offset = offset
        guard let base = bytes.baseAddress else { return count }
        let ones: UInt64 = 0x0101_0101_0101_0101
        while offset < count {
            while offset + 8 <= count {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if (block &- ones &* 0x0E) & ~block & (ones &* 0x80) != 0 { break }
                offset += 8
            }
            // A block with a byte as low as `\r`, or the last bytes, one at a time.
            let limit = min(offset + 8, count)
            while offset < limit {
                let current = bytes[offset]
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { return offset }
                offset += 1
            }
        }
        return count
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
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { noteLineBreak() }
                position += 1
            }
        }
    }

    // MARK: - Identifiers, numbers, operators

    /// The ASCII bytes of identifiers (`$`, digits; letters, `_`), as ``isMember(_:low:high:)`` masks.
    static var identifierLow: UInt64 { 0x03FF_0010_0000_0000 }
    static var identifierHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }
    /// The ASCII operator characters other than `.` (`!%&*+-/<=>?`; `^|~`), as ``isMember(_:low:high:)`` masks.
    static var operatorLow: UInt64 { 0xF000_AC62_0000_0000 }
    static var operatorHigh: UInt64 { 0x5000_0000_4000_0000 }

    /// Whether `byte` can be part of an identifier (any non-ASCII byte counts, as most non-ASCII characters do).
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isMember(byte, low: identifierLow, high: identifierHigh)
    }

    /// Whether `byte` is one of the ASCII operator characters other than `.`.
    @inline(__always)
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        isMember(byte, low: operatorLow, high: operatorHigh)
    }

    /// The offset past the identifier characters from `offset` (stopping before a no-break space).
    @inline(__always)
    func identifierEnd(from offset: Int) -> Int {
        let count = bytes.count
        var end = classRunEnd(from: offset, of: Self.identifierClass)
        // Only 0xC2 of the bytes outside the class is an identifier's, when no 0xA0 follows it.
        while end < count && bytes[end] == 0xC2 && (end + 1 >= count || bytes[end + 1] != 0xA0) {
            end = classRunEnd(from: end + 1, of: Self.identifierClass)
        }
        return end
    }

    /// The offset of the first byte from `offset` whose class has none of the bits of `mask`, or the end.
    @inline(__always)
    func classRunEnd(from offset: Int, of mask: UInt8) -> Int {
        guard let base = bytes.baseAddress else { return offset }
        let limit = base + bytes.count
        var pointer = base + offset
        while pointer < limit && classes[Int(pointer.pointee)] & mask != 0 { pointer += 1 }
        return pointer - base
    }

    /// Reads an identifier or keyword, whose first byte ``run()`` has told from a no-break space and a byte order
    /// mark.
    mutating func lexIdentifier() {
        append(.identifier, end: identifierEnd(from: position + 1))
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
        let count = bytes.count
        var end = position + 1
        while end < count && classes[Int(bytes[end])] & Self.numberClass != 0 { end &+= 1 }
        if end < count {
            // Only a `.` or a sign goes on a number past its digits, letters and `_`.
            let current = bytes[end]
            if current == UInt8(ascii: ".") || current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                end = Self.numberEnd(in: bytes, classes: classes, from: end, numberStart: position)
            }
        }
        append(.number, end: end)
    }

    /// The end of the number that starts at `start` in `bytes`, read on from `offset`, where a `.`, `+` or `-` is
    /// (out of line: few numbers have one).
    @inline(never)
    static func numberEnd(
        in bytes: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>, from offset: Int, numberStart start: Int
    ) -> Int {
        var end = offset
        while end < bytes.count {
            let current = bytes[end]
            guard
                classes[Int(current)] & numberClass != 0
                    || (current == UInt8(ascii: ".") || current == UInt8(ascii: "+") || current == UInt8(ascii: "-"))
                        && numberGoesOn(in: bytes, at: end, numberStart: start)
            else { break }
            end += 1
        }
        return end
    }

    /// Whether the `.`, `+` or `-` at `offset` in `bytes` goes on the number that starts at `start`: a fraction's
    /// point or an exponent's sign. (A static function: a method would have the lexer copied for its call.)
    static func numberGoesOn(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, numberStart start: Int) -> Bool {
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        let isHexadecimal =
            bytes[start] == UInt8(ascii: "0") && start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "x")
        guard bytes[offset] == UInt8(ascii: ".") else {
            return isExponentMarker(bytes[offset - 1], hexadecimal: isHexadecimal) && ASCIIBytes.isDigit(next)
        }
        // `x.0.1` is tuple access.
        guard start == 0 || bytes[start - 1] != UInt8(ascii: ".") else { return false }
        return isHexadecimal ? ASCIIBytes.hexDigitValue(next) != nil : ASCIIBytes.isDigit(next)
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
        while end < bytes.count {
            let current = bytes[end]
            guard classes[Int(current)] & Self.operatorClass != 0 else { break }
            if current == UInt8(ascii: "/") && startsComment(at: end) { break }
            end &+= 1
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
