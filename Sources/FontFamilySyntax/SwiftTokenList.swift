/// The tokens of one Swift text, as ``SwiftLexer`` reads them, kept in 8 bytes each: a file holds a token every few
/// bytes, and its tokens are most of the memory a lint of it takes.
///
/// A token is packed into one 64-bit word: its start, kind and flags, whether it is inside an interpolation, whether a
/// line break lies between it and the token before (``startsLine(at:)``), and its length (for a bracket, the distance
/// to the bracket that closes it, once ``Builder/setCloser(of:to:)`` has paired them).
/// What does not fit is kept beside the words and read back when the token is: the interpolation depth, by runs of
/// tokens at one depth; and, by token index, a string literal's raw delimiters or interpolations, a token longer than
/// the length bits hold, and a bracket's far closer. Ordinary code has none of those, and takes 8 bytes a token.
/// A text whose tokens are a byte or two each (`x+x+…`) keeps them in about 2 bytes a token instead
/// (``CompactTokenWords``): its words are read back from those, more slowly.
public struct SwiftTokenList: RandomAccessCollection, Sendable {
    /// What a packed word cannot hold about one token, in 4 bytes: its length, how many tokens after it the next
    /// token after it is (an interpolated string literal's interpolations are tokens of their own, after it), and its
    /// raw delimiters (`#"…"#`). A token of a mebibyte or more, with 1,022 tokens or more inside it, or with more than
    /// 3 raw delimiters keeps its fields whole instead (``WideExtra``).
    @usableFromInline struct Extra: Sendable {
        /// The length in the low 20 bits, the distance in the next 10, the raw delimiters in the top 2; all bits
        /// set: kept whole.
        @usableFromInline var packed: UInt32

        /// The fields of a token `length` bytes long whose next token is `endDistance` tokens after it, with
        /// `rawDelimiterCount` raw delimiters; `nil` when they do not fit.
        @usableFromInline init?(length: Int, endDistance: Int, rawDelimiterCount: Int) {
            guard (0..<(1 << 20)).contains(length), (0..<(1 << 10) - 1).contains(endDistance),
                (0..<4).contains(rawDelimiterCount)
            else { return nil }
            packed = UInt32(rawDelimiterCount) << 30 | UInt32(endDistance) << 20 | UInt32(length)
        }

        /// The fields of a token kept whole, in ``SwiftTokenList/wideExtras``.
        @usableFromInline static var wide: Extra { Extra(packed: .max) }

        @usableFromInline init(packed: UInt32) {
            self.packed = packed
        }

        @inlinable var isWide: Bool { packed == .max }
        @inlinable var length: Int { Int(packed & 0xF_FFFF) }
        @inlinable var endDistance: Int { Int(packed >> 20 & 0x3FF) }
        @inlinable var rawDelimiterCount: Int { Int(packed >> 30) }
    }

    /// The end, end token and raw delimiters of a token whose ``Extra`` does not fit 4 bytes.
    @usableFromInline struct WideExtra: Sendable {
        @usableFromInline var storedEnd: UInt32
        @usableFromInline var storedEndTokenIndex: UInt32
        @usableFromInline var storedRawDelimiterCount: UInt32

        @usableFromInline init(end: Int, endTokenIndex: Int, rawDelimiterCount: Int) {
            storedEnd = UInt32(truncatingIfNeeded: end)
            storedEndTokenIndex = UInt32(truncatingIfNeeded: endTokenIndex)
            storedRawDelimiterCount = UInt32(truncatingIfNeeded: rawDelimiterCount)
        }

        @inlinable var end: Int { Int(storedEnd) }
        @inlinable var endTokenIndex: Int { Int(storedEndTokenIndex) }
        @inlinable var rawDelimiterCount: Int { Int(storedRawDelimiterCount) }
    }

    @inlinable static var kindShift: UInt64 { 32 }
    @inlinable static var leftBoundBit: UInt64 { 1 << 37 }
    @inlinable static var multilineBit: UInt64 { 1 << 38 }
    @inlinable static var interpolatedBit: UInt64 { 1 << 39 }
    @inlinable static var terminatedBit: UInt64 { 1 << 40 }
    @inlinable static var nestedBit: UInt64 { 1 << 41 }
    @inlinable static var extraBit: UInt64 { 1 << 42 }
    @inlinable static var startsLineBit: UInt64 { 1 << 43 }
    @inlinable static var payloadShift: UInt64 { 44 }
    /// The largest length or closer distance a word holds; this value itself says "kept beside".
    @inlinable static var payloadLimit: Int { (1 << 20) - 1 }

    /// The packed tokens, unless ``isCompact``.
    @usableFromInline var words: [UInt64] = []
    /// The tokens, kept compact instead of in ``words`` (`nil`: in ``words``).
    @usableFromInline var compact: CompactTokenWords?
    /// Whether the tokens are kept in ``compact`` rather than ``words``.
    @inlinable var isCompact: Bool { compact != nil }
    /// The interpolation depth of the tokens inside an interpolation from each run's first token on, in token order
    /// (before the first run: 1). A token outside every interpolation is never read by depth, and starts no run: a
    /// file of `"\(name)"` in a row has none.
    @usableFromInline var depthRuns: [(first: UInt32, depth: UInt32)] = []
    /// The fields of the tokens whose word has the extra bit set: 8 bytes a token with its index. A string literal
    /// has its entry from the moment it is appended, so that every entry is written in token order (an outer
    /// literal's fields are known only after its interpolations' tokens, which may have entries of their own).
    @usableFromInline var extras = TokenIndexedValues<Extra>()
    /// The fields of those whose ``Extra`` is ``Extra/wide``: few, each for a token of a thousand tokens or a
    /// mebibyte, or with many raw delimiters, written in any order.
    @usableFromInline var wideExtras: [Int: WideExtra] = [:]
    /// The brackets too far from their closer for the payload bits, each as its index above its closer's
    /// (`opener << 32 | closer`), 8 bytes a bracket (a dictionary took about 50): in the order they were paired, which
    /// ``sortFarClosers()`` makes the openers' order.
    @usableFromInline var farClosers: [UInt64] = []
    /// Whether ``farClosers`` is in the openers' order, for a binary search.
    @usableFromInline var farClosersAreSorted = true
    /// The offset of the first bracket nested more than ``SwiftLexer/maximumNestingDepth`` deep, whose text up to its
    /// closer the lexer kept as one ``SwiftLexer/Kind/punctuation`` token; `nil` when none is.
    public package(set) var firstUnreadBracket: Int?

    /// An empty list.
    package init() {}

    /// A list of the words `words` holds (unless `list` keeps its tokens compact), with the fields kept beside them
    /// in `list`.
    init(words: [UInt64], beside list: SwiftTokenList) {
        self = list
        if !list.isCompact { self.words = words }
    }

    /// The index of the first token: 0.
    @inlinable public var startIndex: Int { 0 }
    /// The index past the last token.
    @inlinable public var endIndex: Int { compact?.count ?? words.count }
    /// The number of tokens (without the generic `Collection` default, which measures a distance).
    @inlinable public var count: Int { endIndex }
    /// The tokens' indices.
    @inlinable public var indices: Range<Int> { 0..<endIndex }

    /// The kind of the token at `index`, read without the rest of it.
    @inlinable @inline(__always) public func kind(at index: Int) -> SwiftLexer.Kind {
        index < words.count ? Self.kind(of: words[index]) : Self.compactKind(at: index, in: compact)
    }

    /// The offsets of the first byte of the token at `index` and just past its last, read without the rest of it
    /// (from its word alone unless its length is kept beside it).
    @inlinable @inline(__always) public func bounds(at index: Int) -> (start: Int, end: Int) {
        let word = word(at: index)
        let start = Int(UInt32(truncatingIfNeeded: word))
        if word & Self.extraBit != 0 { return (start, self[index].end) }
        return (start, Self.isBracket(Self.kind(of: word)) ? start + 1 : start + Int(word >> Self.payloadShift))
    }

    /// The interpolation depth of the token at `index`, read without the rest of it.
    @inlinable @inline(__always) public func interpolationDepth(at index: Int) -> Int {
        guard index < words.count ? words[index] & Self.nestedBit != 0 : Self.compactIsNested(at: index, in: compact)
        else { return 0 }
        return depth(at: index)
    }

    /// Whether a line break (`\n` or `\r`, in white space, a comment or the rest of a string literal) lies between the
    /// end of the token before `index` and the start of the token at `index`; `true` for the first token. One read of
    /// the token's word, never of the bytes between.
    @inlinable @inline(__always) public func startsLine(at index: Int) -> Bool {
        index == 0
            || (index < words.count
                ? words[index] & Self.startsLineBit != 0 : Self.compactStartsLine(at: index, in: compact))
    }

    /// The word of the token at `index`.
    @inlinable @inline(__always) func word(at index: Int) -> UInt64 {
        index < words.count ? words[index] : Self.compactWord(at: index, in: compact)
    }

    /// The kind of the token at `index` of the compact list `compact`: a call away from the words' inline path,
    /// given only the storage, not the list. An index past the words of a list that is not compact is out of range.
    @usableFromInline @inline(never) static func compactKind(
        at index: Int, in compact: CompactTokenWords?
    ) -> SwiftLexer.Kind {
        guard let compact else { preconditionFailure("Token index out of range.") }
        return compact.kind(at: index)
    }

    /// Whether the token at `index` of the compact list `compact` is inside an interpolation.
    @usableFromInline @inline(never) static func compactIsNested(at index: Int, in compact: CompactTokenWords?) -> Bool
    {
        guard let compact else { preconditionFailure("Token index out of range.") }
        return compact.isNested(at: index)
    }

    /// Whether a line break lies before the token at `index` of the compact list `compact`.
    @usableFromInline @inline(never) static func compactStartsLine(at index: Int, in compact: CompactTokenWords?)
        -> Bool
    {
        guard let compact else { preconditionFailure("Token index out of range.") }
        return compact.startsLine(at: index)
    }

    /// The word of the token at `index` of the compact list `compact`.
    @usableFromInline @inline(never) static func compactWord(at index: Int, in compact: CompactTokenWords?) -> UInt64 {
        guard let compact else { preconditionFailure("Token index out of range.") }
        return compact.word(at: index)
    }

    /// The kind a word holds.
    @inlinable @inline(__always) static func kind(of word: UInt64) -> SwiftLexer.Kind {
        kind(ofRaw: UInt8(truncatingIfNeeded: word >> kindShift) & 0x1F)
    }

    /// The kind whose raw value is `raw` (``SwiftLexer/Kind/punctuation`` past the last).
    @inlinable @inline(__always) static func kind(ofRaw raw: UInt8) -> SwiftLexer.Kind {
        // The kinds' raw values are their cases' indices, 0 to 17, which is how an enum without payloads is laid out.
        raw <= SwiftLexer.Kind.punctuation.rawValue ? unsafeBitCast(raw, to: SwiftLexer.Kind.self) : .punctuation
    }

    /// The token at `index`.
    public subscript(index: Int) -> SwiftLexer.Token {
        @inlinable @inline(__always) get {
            let word = word(at: index)
            // Most tokens are read from their word alone, inline; one inside an interpolation or with fields kept
            // beside its word is read by a call.
            guard word & (Self.nestedBit | Self.extraBit) == 0 else { return token(at: index, word: word) }
            let kind = Self.kind(of: word)
            let start = Int(UInt32(truncatingIfNeeded: word))
            var token = SwiftLexer.Token(
                kind: kind, start: start,
                end: Self.isBracket(kind) ? start + 1 : start + Int(word >> Self.payloadShift), depth: 0,
                isLeftBound: word & Self.leftBoundBit != 0, endTokenIndex: index + 1)
            token.isMultiline = word & Self.multilineBit != 0
            token.isInterpolated = word & Self.interpolatedBit != 0
            token.isTerminated = word & Self.terminatedBit != 0
            return token
        }
    }

    /// The token at `index`, whose word is `word`, with its depth and the fields kept beside its word.
    @usableFromInline func token(at index: Int, word: UInt64) -> SwiftLexer.Token {
        let kind = Self.kind(of: word)
        let start = Int(UInt32(truncatingIfNeeded: word))
        let payload = Int(word >> Self.payloadShift)
        var token = SwiftLexer.Token(
            kind: kind, start: start, end: Self.isBracket(kind) ? start + 1 : start + payload,
            depth: word & Self.nestedBit == 0 ? 0 : depth(at: index), isLeftBound: word & Self.leftBoundBit != 0,
            endTokenIndex: index + 1)
        token.isMultiline = word & Self.multilineBit != 0
        token.isInterpolated = word & Self.interpolatedBit != 0
        token.isTerminated = word & Self.terminatedBit != 0
        if word & Self.extraBit != 0, let extra = extras[index] {
            if !extra.isWide {
                token.end = start + extra.length
                token.endTokenIndex = index + extra.endDistance
                token.rawDelimiterCount = extra.rawDelimiterCount
            } else if let wide = wideExtras[index] {
                token.end = wide.end
                token.endTokenIndex = wide.endTokenIndex
                token.rawDelimiterCount = wide.rawDelimiterCount
            }
        }
        return token
    }

    /// The interpolation depth of the token at `index`, inside an interpolation, from the run it is in.
    @inlinable func depth(at index: Int) -> Int {
        var low = 0
        var high = depthRuns.count
        while low < high {
            let middle = (low + high) / 2
            if Int(depthRuns[middle].first) <= index { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 1 : Int(depthRuns[low - 1].depth)
    }

    /// The index of the token that closes the bracket at `index`, -1 when it is unclosed or no bracket.
    @inlinable public func closer(of index: Int) -> Int {
        let word = word(at: index)
        let kind = Self.kind(of: word)
        guard Self.isBracket(kind) else { return -1 }
        let payload = Int(word >> Self.payloadShift)
        if payload == 0 { return -1 }
        if payload == Self.payloadLimit { return farCloser(of: index) }
        return index + payload
    }

    /// The closer kept beside the words for the bracket at `index`, -1 when there is none: found by a binary search
    /// once the list is sorted, by a search from the last one paired before.
    @usableFromInline func farCloser(of index: Int) -> Int {
        let opener = UInt64(UInt32(truncatingIfNeeded: index))
        guard farClosersAreSorted else {
            return farClosers.last(where: { $0 >> 32 == opener }).map { Int(UInt32(truncatingIfNeeded: $0)) } ?? -1
        }
        var low = 0
        var high = farClosers.count
        while low < high {
            let middle = (low + high) / 2
            if farClosers[middle] >> 32 < opener { low = middle + 1 } else { high = middle }
        }
        guard low < farClosers.count, farClosers[low] >> 32 == opener else { return -1 }
        return Int(UInt32(truncatingIfNeeded: farClosers[low]))
    }

    /// Puts the far closers in the openers' order, so that reading one is a binary search: call it once the
    /// brackets are paired. (Nested brackets are paired inside out, so their openers come in descending order.)
    package mutating func sortFarClosers() {
        guard !farClosersAreSorted else { return }
        farClosers.sort()
        farClosersAreSorted = true
    }

    /// Whether `kind` is a bracket, whose word holds a closer rather than a length (a bracket is one byte long).
    @inlinable @inline(__always) static func isBracket(_ kind: SwiftLexer.Kind) -> Bool {
        switch kind {
        case .leftParenthesis, .rightParenthesis, .leftBracket, .rightBracket, .leftBrace, .rightBrace: true
        default: false
        }
    }
}
