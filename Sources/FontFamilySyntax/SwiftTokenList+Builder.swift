extension SwiftTokenList {
    /// When a list keeps its tokens compact.
    package enum Compaction: Sendable {
        /// Once it holds a token for every 4.75 bytes read or fewer (``SwiftTokenList/Builder/compactIfDense(read:of:)``):
        /// what the lint uses.
        case whenDense
        /// Never: the 8-byte words throughout, a reference to compare with.
        case never
        /// From the first token, whatever the text: every token of a short text read the compact way, for tests
        /// and fuzzing.
        case always
    }

    /// Writes a ``SwiftTokenList`` as ``SwiftLexer`` reads its tokens: each token's word stored straight into room
    /// reserved up front for as many tokens as the text can hold, never grown and never checked for sharing, and
    /// the fields a word cannot hold kept beside.
    package struct Builder {
        /// The room for the words, which ``SwiftTokenList/build(capacity:_:)`` owns.
        let words: UnsafeMutablePointer<UInt64>
        /// How many words there is room for: 0 once the tokens are kept compact (``compactIfDense(read:of:)``), so
        /// that the one comparison that guards a word's room also tells where a token goes.
        private(set) var capacity: Int
        /// How many tokens are written.
        package private(set) var count = 0
        /// The fields kept beside the words (its own words stay empty until the list is built).
        package var list = SwiftTokenList()
        /// The interpolation depth of the last run in ``SwiftTokenList/depthRuns`` (1 before the first).
        private var runDepth = 1
        /// When the tokens are kept compact.
        package var compaction = Compaction.whenDense

        /// A builder writing into `capacity` words at `words`.
        init(words: UnsafeMutablePointer<UInt64>, capacity: Int) {
            self.words = words
            self.capacity = capacity
        }

        /// Stores `word` as the next token's, inside `depth` interpolations.
        @inline(__always)
        private mutating func push(_ word: UInt64, depth: Int) {
            if depth != 0 && depth != runDepth {
                // A token's depth never changes once written: a run starts where the depth of a token inside an
                // interpolation does (one outside is never read by depth).
                list.depthRuns.append((UInt32(truncatingIfNeeded: count), UInt32(truncatingIfNeeded: depth)))
                runDepth = depth
            }
            push(word)
        }

        /// Stores `word` as the next token's, at the depth of the last run.
        @inline(__always)
        private mutating func push(_ word: UInt64) {
            guard count < capacity else { return pushCompact(word) }
            words[count] = word
            count += 1
        }

        /// Stores `word` as the next token's in the compact tokens.
        @inline(never)
        private mutating func pushCompact(_ word: UInt64) {
            guard let compact = list.compact else {
                preconditionFailure("A token list was given too little room for its tokens.")
            }
            compact.append(word)
            count += 1
        }

        /// The word of the token at `index`.
        @inline(__always)
        private func word(at index: Int) -> UInt64 {
            index < capacity ? words[index] : SwiftTokenList.compactWord(at: index, in: list.compact)
        }

        /// Makes `word`, which starts where the token's does, the word of the token at `index`.
        @inline(__always)
        private mutating func setWord(_ word: UInt64, at index: Int) {
            if index < capacity { words[index] = word } else { list.compact?.replace(at: index, with: word) }
        }

        /// Keeps the tokens in about 2 bytes each (``CompactTokenWords``) from now on when there is a token for every
        /// 4.75 bytes or fewer of the `read` bytes read so far of a text of `byteCount` — their words would take more
        /// than 1.7 times those bytes (a ternary chain's `k == 1 ? "A" : ` has one every 4.5; ordinary code one every 5
        /// to 6, which keeps its words) — or at once under ``Compaction/always``. Called every few thousand tokens, so
        /// the words of a text never take much more than 1.7 times it.
        package mutating func compactIfDense(read: Int, of byteCount: Int) {
            guard compaction != .never, !list.isCompact, count * 19 > read * 4 || compaction == .always else { return }
            let compact = CompactTokenWords(byteCount: byteCount, tokenCount: count + byteCount - read + 1)
            for index in 0..<count { compact.append(words[index]) }
            list.compact = compact
            capacity = 0
        }

        /// Adds `token` at the end; `startsLine` says whether a line break lies between it and the token before.
        package mutating func append(_ token: SwiftLexer.Token, startsLine: Bool = false) {
            let index = count
            let (word, needsExtra) = SwiftTokenList.packed(token, at: index, old: startsLine ? startsLineBit : 0)
            if needsExtra {
                keepBeside(token, at: index)
            } else if token.kind == .string {
                // Its entry, in token order, for when its interpolations make it need one.
                list.extras[index] = Extra(packed: 0)
            }
            push(word, depth: token.depth)
        }

        /// Adds a token of `kind` over `start..<end` that ends where it starts its next token (no string literal),
        /// inside `depth` interpolations: its word made directly, without a ``SwiftLexer/Token``.
        @inline(__always)
        package mutating func append(
            _ kind: SwiftLexer.Kind, start: Int, end: Int, depth: Int, isLeftBound: Bool, startsLine: Bool
        ) {
            let length = end - start
            guard length < payloadLimit || isBracket(kind) else {
                append(
                    SwiftLexer.Token(
                        kind: kind, start: start, end: end, depth: depth, isLeftBound: isLeftBound,
                        endTokenIndex: count + 1),
                    startsLine: startsLine)
                return
            }
            var word = UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(kind.rawValue) << kindShift | terminatedBit
            if !isBracket(kind) { word |= UInt64(length) << payloadShift }
            word |= (isLeftBound ? leftBoundBit : 0) | (startsLine ? startsLineBit : 0) | (depth != 0 ? nestedBit : 0)
            push(word, depth: depth)
        }

        /// Adds a token of `kind` over `length` bytes from `start`, less than ``SwiftTokenList/payloadLimit`` (no
        /// string literal but one with its length), outside every interpolation; `bits` holds its
        /// ``SwiftTokenList/leftBoundBit`` and ``SwiftTokenList/startsLineBit``.
        @inline(__always)
        mutating func appendPlain(_ kind: SwiftLexer.Kind, start: Int, length: Int, bits: UInt64) {
            var word = UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(kind.rawValue) << kindShift | terminatedBit
            if !isBracket(kind) { word |= UInt64(length) << payloadShift }
            push(word | bits)
        }

        /// Adds a bracket of `kind` at `start`, unpaired, as ``appendPlain(_:start:length:bits:)`` does.
        @inline(__always)
        mutating func appendPlainBracket(_ kind: SwiftLexer.Kind, start: Int, bits: UInt64) {
            push(UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(kind.rawValue) << kindShift | terminatedBit | bits)
        }

        /// Folds the last tokens into one ``SwiftLexer/Kind/punctuation`` token over their bytes when at least `minimum`
        /// of them in a row hold nothing a scanner reads: no identifier (so no call, declaration or name), no literal,
        /// no `#`, nothing inside an interpolation, and every bracket among them paired with another among them —
        /// the numbers, commas and operators of a generated table (`[0, 0, 0, …]`), a run of `;` or of `()`. A run
        /// folded before (a `punctuation` token longer than a byte) is folded in again, and nothing before it is read:
        /// a file of such tokens holds a run's worth of words at a time, not one a byte. The brackets still open are
        /// all before the run (an unpaired opener ends it), so nothing outside refers to an index inside it.
        ///
        /// Returns `false` when a bracket still open among the last 16 tokens ended the run: the caller looks again
        /// after the next token (in `()()…` every other token is one), each look reading back 16 tokens at most.
        @discardableResult
        package mutating func foldInertTail(minimum: Int) -> Bool {
            var start = count
            var pending = 0
            var index = count - 1
            walk: while index >= 0 {
                let word = word(at: index)
                guard word & (nestedBit | extraBit) == 0 else { break }
                let kind = SwiftTokenList.kind(of: word)
                switch kind {
                case .identifier, .escapedIdentifier, .poundIdentifier, .string, .regex:
                    break walk
                case .rightParenthesis, .rightBracket, .rightBrace:
                    pending += 1
                case .leftParenthesis, .leftBracket, .leftBrace:
                    // Paired with a closer after it in the run, which was counted.
                    let distance = Int(word >> payloadShift)
                    guard distance > 0, distance < payloadLimit, index + distance < count, pending > 0 else {
                        // A bracket opened among the last few tokens: the run may pass it once it is closed.
                        if index >= count - 16 { return false }
                        break walk
                    }
                    pending -= 1
                default:
                    break
                }
                if pending == 0 { start = index }
                if kind == .punctuation && word >> payloadShift > 1 { break }
                index -= 1
            }
            guard count - start >= minimum else { return true }
            let first = word(at: start)
            let last = word(at: count - 1)
            let lastStart = Int(UInt32(truncatingIfNeeded: last))
            let end =
                SwiftTokenList.isBracket(SwiftTokenList.kind(of: last))
                ? lastStart + 1 : lastStart + Int(last >> payloadShift)
            list.compact?.removeTokens(from: start)
            count = start
            append(
                SwiftLexer.Token(
                    kind: .punctuation, start: Int(UInt32(truncatingIfNeeded: first)), end: end, depth: 0,
                    isLeftBound: first & leftBoundBit != 0, endTokenIndex: start + 1),
                startsLine: first & startsLineBit != 0)
            return true
        }

        /// The token at `index`, as the list built will read it.
        package subscript(index: Int) -> SwiftLexer.Token {
            get { list.token(at: index, word: word(at: index)) }
            set { store(newValue, at: index) }
        }

        /// Marks the string literal at `index` as a multi-line one.
        package mutating func setMultiline(at index: Int) {
            setWord(word(at: index) | multilineBit, at: index)
        }

        /// Marks the string literal at `index` as interpolated.
        package mutating func setInterpolated(at index: Int) {
            setWord(word(at: index) | interpolatedBit, at: index)
        }

        /// Ends the string literal at `index`, appended with a length of 0 and no raw delimiters: its text runs to
        /// `end`, `isTerminated` says whether its closing delimiter does, and the next token after its
        /// interpolations is at `endTokenIndex`. Its word is rewritten in place when it holds the literal.
        package mutating func finishString(at index: Int, end: Int, isTerminated: Bool, endTokenIndex: Int) {
            let word = word(at: index)
            let length = end - Int(UInt32(truncatingIfNeeded: word))
            guard word & extraBit == 0, endTokenIndex == index + 1, length >= 0, length < payloadLimit else {
                var token = self[index]
                token.end = end
                token.isTerminated = isTerminated
                token.endTokenIndex = endTokenIndex
                self[index] = token
                return
            }
            var updated = (word & ~(UInt64.max << payloadShift) & ~terminatedBit)
            updated |= UInt64(length) << payloadShift
            if isTerminated { updated |= terminatedBit }
            setWord(updated, at: index)
            // No token came after it: the entry it was appended with is the last, and needed no more.
            list.extras.removeLast(at: index)
        }

        /// Packs `token` into the word at `index`, keeping its closer (a bracket's), whether it starts a line, and
        /// what does not fit beside it. A token replaced keeps the interpolation depth it was appended with.
        private mutating func store(_ token: SwiftLexer.Token, at index: Int) {
            let old = word(at: index)
            let (word, needsExtra) = SwiftTokenList.packed(token, at: index, old: old)
            if needsExtra {
                keepBeside(token, at: index)
            } else if old & extraBit != 0 {
                list.extras[index] = nil
                list.wideExtras[index] = nil
            }
            setWord(word, at: index)
        }

        /// Keeps the fields of `token`, the token at `index`, that its word cannot hold beside the words.
        private mutating func keepBeside(_ token: SwiftLexer.Token, at index: Int) {
            if let extra = Extra(
                length: token.end - token.start, endDistance: token.endTokenIndex - index,
                rawDelimiterCount: token.rawDelimiterCount)
            {
                list.extras[index] = extra
                if !list.wideExtras.isEmpty { list.wideExtras[index] = nil }
            } else {
                list.extras[index] = .wide
                list.wideExtras[index] = WideExtra(
                    end: token.end, endTokenIndex: token.endTokenIndex, rawDelimiterCount: token.rawDelimiterCount)
            }
        }

        /// Pairs the bracket at `index`, never paired before, with the one at `closer`, which closes it.
        @inline(__always)
        package mutating func setFirstCloser(of index: Int, to closer: Int) {
            let distance = closer - index
            guard distance > 0 && distance < payloadLimit else {
                setCloser(of: index, to: closer)
                return
            }
            if index < capacity {
                words[index] |= UInt64(distance) << payloadShift
            } else {
                setWord(word(at: index) | UInt64(distance) << payloadShift, at: index)
            }
        }

        /// Pairs the bracket at `index` with the one at `closer`, which closes it.
        package mutating func setCloser(of index: Int, to closer: Int) {
            let distance = closer - index
            let payload = distance > 0 && distance < payloadLimit ? distance : payloadLimit
            let opener = UInt64(UInt32(truncatingIfNeeded: index))
            let old = word(at: index)
            if Int(old >> payloadShift) == payloadLimit {
                // A bracket paired again (never, in a lexer's pairing) drops its far closer.
                list.farClosers.removeAll { $0 >> 32 == opener }
            }
            if payload == payloadLimit {
                let entry = opener << 32 | UInt64(UInt32(truncatingIfNeeded: closer))
                if let last = list.farClosers.last, last > entry { list.farClosersAreSorted = false }
                list.farClosers.append(entry)
            }
            setWord((old & ~(UInt64.max << payloadShift)) | (UInt64(payload) << payloadShift), at: index)
        }
    }

    /// The list `write` writes with a ``Builder`` into room for `capacity` tokens, reserved up front: pages of it no
    /// token reaches are never touched, and it is never copied to grow.
    package static func build(capacity: Int, _ write: (inout Builder) -> Void) -> SwiftTokenList {
        var list = SwiftTokenList()
        let words = [UInt64](unsafeUninitializedCapacity: Swift.max(capacity, 1)) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            var builder = Builder(words: base, capacity: buffer.count)
            // An interpolated string literal, the commonest token with fields beside its word, takes 6 bytes or more.
            builder.list.extras.reserveCapacity(capacity / 6)
            write(&builder)
            initializedCount = builder.list.isCompact ? 0 : builder.count
            list = builder.list
        }
        return SwiftTokenList(words: words, beside: list)
    }

    /// The word of `token` at `index` (a bracket keeps the closer `old` holds, and every token the line bit `old`
    /// holds), and whether fields of it must be kept beside the word.
    @inline(__always)
    static func packed(_ token: SwiftLexer.Token, at index: Int, old: UInt64) -> (UInt64, Bool) {
        let isBracket = isBracket(token.kind)
        let length = token.end - token.start
        let needsExtra =
            token.endTokenIndex != index + 1 || token.rawDelimiterCount != 0 || (isBracket && length != 1)
            || (!isBracket && (length < 0 || length >= payloadLimit))
        var word = UInt64(UInt32(truncatingIfNeeded: token.start)) | UInt64(token.kind.rawValue) << kindShift
        word |= old & startsLineBit
        if token.isLeftBound { word |= leftBoundBit }
        if token.isMultiline { word |= multilineBit }
        if token.isInterpolated { word |= interpolatedBit }
        if token.isTerminated { word |= terminatedBit }
        if token.depth != 0 { word |= nestedBit }
        if isBracket {
            // The closer, if one was set, stays.
            word |= (old >> payloadShift) << payloadShift
        } else if !needsExtra {
            word |= UInt64(length) << payloadShift
        }
        if needsExtra { word |= extraBit }
        return (word, needsExtra)
    }
}
