/// The words of a ``SwiftTokenList`` kept in about 2 bytes a token, for a text whose tokens are a byte or two each
/// (`x+x+…`, lines of `g(x)`): 8 bytes a token would be 8 times such a text.
///
/// Each token keeps a 16-bit record of its kind, its flags and a small length (a bracket's: the distance to its
/// closer); its start is a bit in a map of the text's bytes, found from the start of its block of 32 tokens. A token
/// whose word does not fit a record (a long token) keeps its whole word in ``escapes``; a bracket 253 to 65,535
/// tokens from its closer keeps the distance in ``farDistances``, a farther one its word in ``escapes``; one whose
/// fields the list keeps beside its words (an interpolated string literal's end) says so in its record. Reading a
/// token costs a few dozen instructions more than reading its word: a list holds its words this way only when they
/// would take more than about 1.7 times the text (``SwiftTokenList/Builder/compactIfDense(read:of:)``).
///
/// A list holds it by one reference, so that copying a list retains one object more, not four. Only the builder of
/// the list changes it, before the list is read or shared: it is a value in all but name.
@usableFromInline final class CompactTokenWords: @unchecked Sendable {
    /// The kind bits of a record.
    @inlinable static var kindMask: UInt16 { 0x1F }
    @inlinable static var leftBoundBit: UInt16 { 1 << 5 }
    @inlinable static var nestedBit: UInt16 { 1 << 6 }
    @inlinable static var startsLineBit: UInt16 { 1 << 7 }
    /// A string literal's or regex's flags, above its 5-bit payload.
    @inlinable static var multilineBit: UInt16 { 1 << 8 }
    @inlinable static var interpolatedBit: UInt16 { 1 << 9 }
    @inlinable static var terminatedBit: UInt16 { 1 << 10 }
    /// How many tokens share a block start.
    @inlinable static var blockShift: Int { 5 }

    // Only the builder of the list writes these, before the list is read or shared: they are read without the
    // run-time exclusivity check a class's stored property otherwise costs at every access.
    /// Each token's record, in token order.
    @exclusivity(unchecked) @usableFromInline var records: [UInt16] = []
    /// One bit a byte of the text, set at each token's first byte.
    @exclusivity(unchecked) @usableFromInline var startBits: [UInt64] = []
    /// The start of every 32nd token (0, 32, 64, …).
    @exclusivity(unchecked) @usableFromInline var blockStarts: [UInt32] = []
    /// The whole words of the tokens whose record says they did not fit, by token index.
    @exclusivity(unchecked) @usableFromInline var escapes = TokenIndexedValues<UInt64>()
    /// The distances to their closers of the brackets whose record says they are far (``farPayload``), by token
    /// index: 4 bytes a bracket with its index, where its whole word took 10.
    @exclusivity(unchecked) @usableFromInline var farDistances = TokenIndexedValues<UInt16>()

    /// Storage for the tokens of a text of `byteCount` bytes, with room for `tokenCount` tokens reserved (only the
    /// pages tokens reach are touched).
    init(byteCount: Int, tokenCount: Int) {
        startBits = [UInt64](repeating: 0, count: byteCount / 64 + 1)
        records.reserveCapacity(tokenCount)
        blockStarts.reserveCapacity(tokenCount >> Self.blockShift + 1)
        // A far closer every few tokens (parentheses nested hundreds deep on every line) is as many as are met.
        farDistances.reserveCapacity(tokenCount / 4)
    }

    /// The number of tokens.
    @inlinable var count: Int { records.count }

    /// The kind of the token at `index`.
    @inlinable @inline(__always) func kind(at index: Int) -> SwiftLexer.Kind {
        SwiftTokenList.kind(ofRaw: UInt8(truncatingIfNeeded: records[index] & Self.kindMask))
    }

    /// Whether a line break lies before the token at `index`.
    @inlinable @inline(__always) func startsLine(at index: Int) -> Bool {
        records[index] & Self.startsLineBit != 0
    }

    /// Whether the token at `index` is inside an interpolation.
    @inlinable @inline(__always) func isNested(at index: Int) -> Bool {
        records[index] & Self.nestedBit != 0
    }

    /// Whether records of `kind` hold a string literal's flags (and a 5-bit payload).
    @inlinable @inline(__always) static func hasStringFlags(_ kind: UInt16) -> Bool {
        kind == UInt16(SwiftLexer.Kind.string.rawValue) || kind == UInt16(SwiftLexer.Kind.regex.rawValue)
    }

    /// The payload a record of `kind` holds when the token's word is in ``escapes``.
    @inlinable @inline(__always) static func escapePayload(_ kind: UInt16) -> UInt64 {
        hasStringFlags(kind) ? 31 : 255
    }

    /// The payload a record of `kind` holds when the token's word has no payload and its fields are kept beside the
    /// list's words (``SwiftTokenList/extraBit``): an interpolated string literal's, whose end the list keeps.
    @inlinable @inline(__always) static func besidePayload(_ kind: UInt16) -> UInt64 {
        escapePayload(kind) - 1
    }

    /// The payload a bracket's record holds when its closer is 253 to 65,535 tokens away: the distance is in
    /// ``farDistances``.
    @inlinable static var farPayload: UInt64 { 253 }

    /// How a word is kept.
    enum Fit {
        /// In its record alone.
        case record
        /// Whole, in ``escapes``.
        case escaped
        /// A bracket's, its closer's distance in ``farDistances``.
        case far(UInt16)
    }

    /// The payload `record` holds.
    @inlinable @inline(__always) static func payload(of record: UInt16) -> UInt64 {
        UInt64(hasStringFlags(record & kindMask) ? record >> 11 : record >> 8)
    }

    /// The word of the token at `index`, as a ``SwiftTokenList`` of words would hold it.
    @usableFromInline func word(at index: Int) -> UInt64 {
        let record = records[index]
        let kind = record & Self.kindMask
        var payload = Self.payload(of: record)
        if payload == Self.escapePayload(kind) { return escapes[index] ?? 0 }
        var word = UInt64(UInt32(truncatingIfNeeded: start(at: index))) | UInt64(kind) << SwiftTokenList.kindShift
        if payload == Self.besidePayload(kind) {
            word |= SwiftTokenList.extraBit
            payload = 0
        } else if payload == Self.farPayload && Self.isBracket(kind) {
            payload = UInt64(farDistances[index] ?? 0)
        }
        if record & Self.leftBoundBit != 0 { word |= SwiftTokenList.leftBoundBit }
        if record & Self.nestedBit != 0 { word |= SwiftTokenList.nestedBit }
        if record & Self.startsLineBit != 0 { word |= SwiftTokenList.startsLineBit }
        if Self.hasStringFlags(kind) {
            if record & Self.multilineBit != 0 { word |= SwiftTokenList.multilineBit }
            if record & Self.interpolatedBit != 0 { word |= SwiftTokenList.interpolatedBit }
            if record & Self.terminatedBit != 0 { word |= SwiftTokenList.terminatedBit }
        } else {
            word |= SwiftTokenList.terminatedBit
        }
        return word | payload << SwiftTokenList.payloadShift
    }

    /// Whether records of `kind` are a bracket's, whose payload is the distance to its closer.
    @inlinable @inline(__always) static func isBracket(_ kind: UInt16) -> Bool {
        SwiftTokenList.isBracket(SwiftTokenList.kind(ofRaw: UInt8(truncatingIfNeeded: kind)))
    }

    /// The record of `word`, and how the rest of it is kept.
    static func record(of word: UInt64) -> (record: UInt16, fit: Fit) {
        let kind = UInt16(truncatingIfNeeded: word >> SwiftTokenList.kindShift) & kindMask
        var record = kind
        if word & SwiftTokenList.leftBoundBit != 0 { record |= leftBoundBit }
        if word & SwiftTokenList.nestedBit != 0 { record |= nestedBit }
        if word & SwiftTokenList.startsLineBit != 0 { record |= startsLineBit }
        let payload = word >> SwiftTokenList.payloadShift
        // A word with fields beside it and no payload keeps its record, with a payload that says so.
        let isBeside = word & SwiftTokenList.extraBit != 0 && payload == 0
        var fits = word & SwiftTokenList.extraBit == 0 && payload < besidePayload(kind)
        if !hasStringFlags(kind) {
            let flags =
                word & (SwiftTokenList.multilineBit | SwiftTokenList.interpolatedBit | SwiftTokenList.terminatedBit)
            fits = (fits || isBeside) && flags == SwiftTokenList.terminatedBit
        } else {
            fits = fits || isBeside
            if word & SwiftTokenList.multilineBit != 0 { record |= multilineBit }
            if word & SwiftTokenList.interpolatedBit != 0 { record |= interpolatedBit }
            if word & SwiftTokenList.terminatedBit != 0 { record |= terminatedBit }
        }
        let isPlainBracket =
            isBracket(kind) && word & SwiftTokenList.extraBit == 0
            && word & (SwiftTokenList.multilineBit | SwiftTokenList.interpolatedBit | SwiftTokenList.terminatedBit)
                == SwiftTokenList.terminatedBit
        if isPlainBracket, payload >= farPayload, let distance = UInt16(exactly: payload) {
            record |= UInt16(truncatingIfNeeded: farPayload) << 8
            return (record, .far(distance))
        }
        let stored = !fits ? escapePayload(kind) : isBeside ? besidePayload(kind) : payload
        record |= UInt16(truncatingIfNeeded: stored) << (hasStringFlags(kind) ? 11 : 8)
        return (record, fits ? .record : .escaped)
    }

    /// The offset of the first byte of the token at `index`: the start of its block, then as many set bits on.
    @usableFromInline func start(at index: Int) -> Int {
        let position = Int(blockStarts[index >> Self.blockShift])
        var remaining = index & (1 << Self.blockShift - 1)
        guard remaining > 0 else { return position }
        var wordIndex = position >> 6
        // The bits after the block's first token.
        var bits = startBits[wordIndex] & (UInt64.max << UInt64(position & 63)) & ~(1 << UInt64(position & 63))
        var found = bits.nonzeroBitCount
        while found < remaining {
            remaining -= found
            wordIndex += 1
            bits = startBits[wordIndex]
            found = bits.nonzeroBitCount
        }
        return wordIndex << 6 + Self.offset(ofSetBit: remaining - 1, in: bits)
    }

    /// The position of the set bit of `bits` that has `rank` set bits below it (`rank` less than the bits set): the
    /// byte that holds it from the bytes' running counts, compared all at once, then the bit in that byte.
    @inlinable static func offset(ofSetBit rank: Int, in bits: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var counts = bits &- ((bits & 0xAAAA_AAAA_AAAA_AAAA) >> 1)
        counts = (counts & 0x3333_3333_3333_3333) &+ ((counts >> 2) & 0x3333_3333_3333_3333)
        // Byte i: the bits set in bytes 0 through i (at most 64, so no byte's high bit is set).
        counts = ((counts &+ (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F) &* ones
        let target = UInt64(rank) &* ones
        // The high bit of each byte whose running count is at most `rank`: the bytes wholly before the bit.
        let atMost = (((target | highs) &- counts) ^ counts ^ target) & highs
        let byteOffset = Int(((atMost >> 7) &* ones) >> 53) & ~7
        var byte = (bits >> UInt64(byteOffset)) & 0xFF
        var rest = rank - Int(((counts << 8) >> UInt64(byteOffset)) & 0xFF)
        while rest > 0 {
            byte &= byte - 1
            rest -= 1
        }
        return byteOffset + byte.trailingZeroBitCount
    }

    /// Appends the token whose word is `word`, which starts after every token before it.
    func append(_ word: UInt64) {
        let index = records.count
        let start = Int(UInt32(truncatingIfNeeded: word))
        if index & (1 << Self.blockShift - 1) == 0 { blockStarts.append(UInt32(truncatingIfNeeded: start)) }
        if start >> 6 >= startBits.count {
            startBits.append(contentsOf: repeatElement(0, count: start >> 6 - startBits.count + 1))
        }
        startBits[start >> 6] |= 1 << UInt64(start & 63)
        let (record, fit) = Self.record(of: word)
        records.append(record)
        keep(fit, of: word, at: index)
    }

    /// Keeps what the record of the token at `index`, whose word is `word`, does not hold, as `fit` says.
    private func keep(_ fit: Fit, of word: UInt64, at index: Int) {
        switch fit {
        case .record: break
        case .escaped: escapes[index] = word
        case .far(let distance): farDistances[index] = distance
        }
    }

    /// Replaces the word of the token at `index` with `word`, which starts where it does.
    func replace(at index: Int, with word: UInt64) {
        let (record, fit) = Self.record(of: word)
        let old = records[index]
        let oldPayload = Self.payload(of: old)
        if oldPayload == Self.escapePayload(old & Self.kindMask) {
            escapes[index] = nil
        } else if oldPayload == Self.farPayload && Self.isBracket(old & Self.kindMask) {
            farDistances[index] = nil
        }
        records[index] = record
        keep(fit, of: word, at: index)
    }

    /// Removes the tokens from `index` on.
    func removeTokens(from index: Int) {
        guard index < records.count else { return }
        let start = self.start(at: index)
        let lastWordIndex = self.start(at: records.count - 1) >> 6
        // Every token from `index` on starts at `start` or after it, and no other does.
        let wordIndex = start >> 6
        startBits[wordIndex] &= ~(UInt64.max << UInt64(start & 63))
        if lastWordIndex > wordIndex {
            for clear in (wordIndex + 1)...lastWordIndex { startBits[clear] = 0 }
        }
        records.removeLast(records.count - index)
        blockStarts.removeLast(blockStarts.count - ((index + (1 << Self.blockShift) - 1) >> Self.blockShift))
        escapes.removeAll(from: index)
        farDistances.removeAll(from: index)
    }
}
