import Testing

@testable import FontFamilySyntax

/// ``SwiftTokenList``: every token reads back as it was stored, whether it fits its 8-byte word or not.
@Suite struct SwiftTokenListTests {
    /// A word holds a token's start, kind, flags and length; the depth, a raw literal's delimiters, an interpolated
    /// literal's end token and a length past the word's 20 bits are kept beside it, and read back.
    @Test func everyFieldReadsBack() {
        var plain = SwiftLexer.Token(
            kind: .identifier, start: 7, end: 12, depth: 0, isLeftBound: true, endTokenIndex: 1)
        plain.isTerminated = true
        var raw = SwiftLexer.Token(
            kind: .string, start: 20, end: 20 + 3_000_000, depth: 2, isLeftBound: false, endTokenIndex: 9)
        raw.rawDelimiterCount = 70_000
        raw.isMultiline = true
        raw.isInterpolated = true
        raw.isTerminated = false
        let nested = SwiftLexer.Token(
            kind: .number, start: 1 << 31, end: (1 << 31) + 4, depth: 2, isLeftBound: false, endTokenIndex: 3)
        let after = SwiftLexer.Token(kind: .comma, start: 40, end: 41, depth: 0, isLeftBound: true, endTokenIndex: 4)
        var finished = raw
        finished.rawDelimiterCount = 0
        finished.endTokenIndex = 2
        finished.end = 26
        var written: [SwiftLexer.Token] = []
        let list = SwiftTokenList.build(capacity: 4) { builder in
            for token in [plain, raw, nested, after] { builder.append(token) }
            written = (0..<4).map { builder[$0] }
            // A literal finished without its extras (no interpolation after all) drops them.
            builder[1] = finished
        }
        #expect(written == [plain, raw, nested, after])
        // A token's bounds read from its word, or beside it when its length does not fit.
        #expect(
            list.indices.map { [list.bounds(at: $0).start, list.bounds(at: $0).end] }
                == [[7, 12], [20, 26], [1 << 31, (1 << 31) + 4], [40, 41]])
        #expect(Array(list) == [plain, finished, nested, after])
        #expect(list.extras.isEmpty)
    }

    /// A bracket's word holds the distance to its closer; one farther than the word holds is kept beside it, and a
    /// bracket never paired has none.
    @Test func closersReadBack() {
        let count = 2_100_000
        func write(_ builder: inout SwiftTokenList.Builder) {
            builder.append(
                SwiftLexer.Token(kind: .leftBrace, start: 0, end: 1, depth: 0, isLeftBound: false, endTokenIndex: 1))
            builder.append(
                SwiftLexer.Token(
                    kind: .leftParenthesis, start: 1, end: 2, depth: 0, isLeftBound: true, endTokenIndex: 2))
            for index in 2..<count {
                builder.append(
                    .identifier, start: index, end: index + 1, depth: 0, isLeftBound: true, startsLine: false)
            }
            builder.append(
                SwiftLexer.Token(
                    kind: .rightBrace, start: count, end: count + 1, depth: 0, isLeftBound: false,
                    endTokenIndex: count + 1))
            builder.setCloser(of: 0, to: count)
        }
        let list = SwiftTokenList.build(capacity: count + 1) { write(&$0) }
        #expect([list.closer(of: 0), list.closer(of: 1), list.closer(of: 2)] == [count, -1, -1])
        let paired = SwiftTokenList.build(capacity: count + 1) { builder in
            write(&builder)
            builder.setFirstCloser(of: 1, to: 5)
        }
        #expect([paired.closer(of: 0), paired.closer(of: 1)] == [count, 5])
        #expect(paired[0].end == 1 && paired[1].end == 2 && paired[count].kind == .rightBrace)
    }

    /// Far closers paired inside out, as nested brackets are, read back before and after they are sorted; a bracket
    /// paired again keeps only its new closer.
    @Test func farClosersReadBackInAnyOrder() {
        let count = 2_100_010
        func write(_ builder: inout SwiftTokenList.Builder) {
            for index in 0..<count {
                builder.append(
                    index < 5 ? .leftParenthesis : .identifier, start: index, end: index + 1, depth: 0,
                    isLeftBound: true, startsLine: false)
            }
            // Openers 4, 3, 1 and 0 far from their closers, 2 near its own.
            for (opener, closer) in [(4, count - 5), (3, count - 4), (2, 9), (1, count - 2), (0, count - 1)] {
                builder.setCloser(of: opener, to: closer)
            }
        }
        var list = SwiftTokenList.build(capacity: count) { write(&$0) }
        let expected = [count - 1, count - 2, 9, count - 4, count - 5]
        #expect((0..<5).map(list.closer(of:)) == expected)
        list.sortFarClosers()
        #expect((0..<5).map(list.closer(of:)) == expected)
        #expect(list.closer(of: 5) == -1)
        var repaired = SwiftTokenList.build(capacity: count) { builder in
            write(&builder)
            builder.setCloser(of: 3, to: count - 3)
            builder.setCloser(of: 1, to: 8)
        }
        repaired.sortFarClosers()
        #expect((0..<5).map(repaired.closer(of:)) == [count - 1, 8, 9, count - 3, count - 5])
    }
}
