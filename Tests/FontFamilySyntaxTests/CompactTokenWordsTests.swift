import CoreTestSupport
import Foundation
import Testing

@testable import FontFamilySyntax

/// ``CompactTokenWords``: a text whose tokens are a byte or two each keeps them in about 2 bytes a token, and reads
/// every one back exactly as a list of 8-byte words does.
@Suite struct CompactTokenWordsTests {
    /// The pieces random dense texts are made of: mostly one-byte tokens, with every kind of token a record cannot
    /// hold whole (long names, literals, interpolations, raw and multi-line literals, regexes, unterminated literals,
    /// comments, brackets left open or closed by the wrong kind).
    private static let pieces: [String] = [
        "x", "x", "x", "+", "+", "-", "(", ")", "(", ")", "[", "]", "{", "}", " ", " ", "\n", ",", ":", ";", ".",
        "g(x)",
        "1.5", "0xFF", "\"a\"", "\"\\(x)\"", "\"\\(\"\\(y)\")z\"", "#\"raw\\#(x)\"#", "\"\"\"\nml \\(x)\n\"\"\"",
        "\"open\n", "// note\n", "/* c /* d */ */", "let", "`x`", "#if", "@main", "#/re/#", "/re/",
        String(repeating: "n", count: 300), "\"" + String(repeating: "s", count: 40) + "\"",
        "(" + String(repeating: "x+", count: 200) + "x)",
    ]

    /// A random text of `count` pieces from `seed`, a space after each literal, regex or comment (so that none runs
    /// into the next piece and on to the end).
    private static func text(seed: UInt64, count: Int) -> [UInt8] {
        var random = RandomUnicodeText(seed: seed)
        var text = ""
        for _ in 0..<count {
            let piece = pieces[Int(random.next() % UInt64(pieces.count))]
            text += piece
            if piece.contains(where: { "\"/#".contains($0) }) { text += " " }
        }
        return Array(text.utf8)
    }

    /// The tokens and comments of `bytes`, kept compact when dense or not.
    private static func lexed(_ bytes: [UInt8], compacting: Bool) -> (tokens: SwiftTokenList, comments: [Range<Int>]) {
        lexed(bytes, compaction: compacting ? .whenDense : .never)
    }

    /// The tokens and comments of `bytes`, kept compact as `compaction` says.
    private static func lexed(
        _ bytes: [UInt8], compaction: SwiftTokenList.Compaction
    ) -> (tokens: SwiftTokenList, comments: [Range<Int>]) {
        bytes.withUnsafeBufferPointer { SwiftLexer.tokensAndComments(in: $0, compaction: compaction) }
    }

    /// Every token of `compact` reads back as in `wide`, through every way of reading one.
    private static func expectSame(_ compact: SwiftTokenList, _ wide: SwiftTokenList) {
        #expect(compact.count == wide.count)
        #expect(Array(compact) == Array(wide))
        #expect(compact.indices.map(compact.kind(at:)) == wide.indices.map(wide.kind(at:)))
        #expect(compact.indices.map { compact.bounds(at: $0).start } == wide.indices.map { wide.bounds(at: $0).start })
        #expect(compact.indices.map { compact.bounds(at: $0).end } == wide.indices.map { wide.bounds(at: $0).end })
        #expect(compact.indices.map(compact.closer(of:)) == wide.indices.map(wide.closer(of:)))
        #expect(compact.indices.map(compact.startsLine(at:)) == wide.indices.map(wide.startsLine(at:)))
        #expect(
            compact.indices.map(compact.interpolationDepth(at:)) == wide.indices.map(wide.interpolationDepth(at:)))
        #expect(compact.firstUnreadBracket == wide.firstUnreadBracket)
    }

    /// `x+x+…`: a token a byte, kept in 2 bytes each, none whole, and read back as words would be.
    @Test func aChainOfOneLetterNamesIsKeptInTwoBytesAToken() {
        let bytes = Array(
            ("let f = UIFont(name: \"A\", size: 12)\nlet g = " + String(repeating: "x+", count: 40_000) + "x\n").utf8)
        let compact = Self.lexed(bytes, compacting: true).tokens
        let wide = Self.lexed(bytes, compacting: false).tokens
        #expect(compact.isCompact)
        #expect(!wide.isCompact)
        #expect(compact.words.isEmpty)
        #expect(compact.count == 80_017)
        #expect(compact.compact?.records.count == 80_017)
        #expect(compact.compact?.escapes.isEmpty == true)
        Self.expectSame(compact, wide)
    }

    /// Ordinary code is not dense: its tokens keep their 8-byte words.
    @Test func ordinaryCodeKeepsItsWords() {
        let line = "        titleLabel.font = UIFont(name: \"GillSans-Bold\", size: 12) // the title\n"
        let tokens = Self.lexed(Array(String(repeating: line, count: 3_000).utf8), compacting: true).tokens
        #expect(!tokens.isCompact)
        #expect(tokens.count == 42_000)
        #expect(tokens.words.count == 42_000)
    }

    /// A ternary chain has a token every 4.5 bytes (`k == 1 ? "DejaVuSans" : `): kept compact, where 8-byte words
    /// would take 1.8 times it.
    @Test func aTernaryChainIsKeptCompact() {
        var text = "let f = UIFont(name: "
        for link in 0..<5_000 { text += "k == \(link % 10) ? \"DejaVuSans\" : " }
        let bytes = Array((text + "\"DejaVuSans\", size: 12)\n").utf8)
        let compact = Self.lexed(bytes, compacting: true).tokens
        #expect(compact.isCompact)
        #expect(compact.count == 30_013)
        Self.expectSame(compact, Self.lexed(bytes, compacting: false).tokens)
    }

    /// Random dense texts of every kind of token read back exactly as their words, comments too; a text turns
    /// compact at its first look past 16,384 tokens, with tokens before and after.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func randomDenseTextsReadBackAsWords(seed: UInt64) {
        let bytes = Self.text(seed: seed, count: 30_000)
        let compact = Self.lexed(bytes, compacting: true)
        let wide = Self.lexed(bytes, compacting: false)
        #expect(compact.tokens.isCompact)
        #expect(compact.tokens.count > SwiftLexer.foldInterval)
        #expect(compact.comments == wide.comments)
        Self.expectSame(compact.tokens, wide.tokens)
    }

    /// Every Swift file of the package, its tokens kept compact from the first, reads back as its words: every kind of
    /// literal, comment, interpolation and nesting the package writes.
    @Test func everySwiftFileOfThePackageReadsBackCompact() throws {
        var compared = 0
        for folder in ["Sources", "Tests", "Fixtures"] {
            let files = FileManager.default.enumerator(atPath: PackagePaths.root.appendingPathComponent(folder).path)
            while let file = files?.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let path = PackagePaths.root.appendingPathComponent(folder).appendingPathComponent(file).path
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                let compact = Self.lexed(bytes, compaction: .always)
                let wide = Self.lexed(bytes, compaction: .never)
                #expect(compact.tokens.isCompact)
                #expect(compact.comments == wide.comments)
                Self.expectSame(compact.tokens, wide.tokens)
                compared += 1
            }
        }
        #expect(compared > 300)
    }

    /// Short random texts of any scalars, kept compact from their first token, read back as their words.
    @Test func randomShortTextsReadBackCompact() {
        var random = RandomUnicodeText(seed: 46)
        for _ in 0..<2_000 {
            let bytes = Array(random.string(maximumLength: 200).utf8)
            let compact = Self.lexed(bytes, compaction: .always)
            let wide = Self.lexed(bytes, compaction: .never)
            #expect(compact.tokens.isCompact)
            Self.expectSame(compact.tokens, wide.tokens)
        }
    }

    /// A text that turns dense past its first looks: its ordinary start is kept compact with the rest.
    @Test func aTextThatTurnsDenseLaterIsKeptCompactWhole() {
        let line = "let title = UIFont(name: \"GillSans-Bold\", size: 12) // the title\n"
        let text = String(repeating: line, count: 2_000) + "let g = " + String(repeating: "(x)+", count: 60_000) + "x\n"
        let bytes = Array(text.utf8)
        let compact = Self.lexed(bytes, compacting: true).tokens
        let wide = Self.lexed(bytes, compacting: false).tokens
        #expect(compact.isCompact)
        Self.expectSame(compact, wide)
    }

    /// A generated table is folded before its density is looked at: its run, one token, keeps the list's words.
    @Test func aGeneratedTableIsFoldedNotKeptCompact() {
        let bytes = Array(("let t = [" + String(repeating: "0,", count: 40_000) + "0]\n").utf8)
        let tokens = Self.lexed(bytes, compacting: true).tokens
        #expect(!tokens.isCompact)
        #expect(tokens.count == tokens.words.count)
        #expect(tokens.count == 14_475)
        Self.expectSame(tokens, Self.lexed(bytes, compacting: false).tokens)
    }

    /// A run of inert tokens folded in a compact list is folded as in words: `[0,0,…]` after a dense start.
    @Test func aFoldInACompactListIsTheFoldInWords() {
        let text =
            "let g = " + String(repeating: "x+", count: 20_000) + "x\nlet t = ["
            + String(repeating: "0,", count: 40_000) + "0]\n"
        let bytes = Array(text.utf8)
        let compact = Self.lexed(bytes, compacting: true).tokens
        let wide = Self.lexed(bytes, compacting: false).tokens
        #expect(compact.isCompact)
        #expect(compact.count == 45_331)
        Self.expectSame(compact, wide)
    }

    /// The set bit found by rank, at every rank of a few bit patterns.
    /// Interpolated literals in a row (`x+"\(y)"+…`): each literal's end and next token take 8 bytes beside the
    /// tokens (its index and 4 bytes), a compact record says so without keeping the word whole, and a token inside
    /// an interpolation at depth 1 starts no depth run; a literal nested in one reads back at depth 2.
    @Test func interpolatedLiteralsInARowKeepLittleBeside() {
        let bytes = Array(("let g = " + String(repeating: "x+\"\\(y)\"+", count: 5_000) + "\"\\(\"\\(z)\")\"\n").utf8)
        let compact = Self.lexed(bytes, compaction: .always).tokens
        let wide = Self.lexed(bytes, compaction: .never).tokens
        #expect(compact.compact?.escapes.isEmpty == true)
        #expect(wide.extras.indices.count == 5_002)
        #expect(wide.wideExtras.isEmpty)
        #expect(wide.depthRuns.map { [$0.first, $0.depth] } == [[25_005, 2]])
        #expect(MemoryLayout<SwiftTokenList.Extra>.size == 4)
        let literal = wide[5]
        let fields: [Int] = [literal.start, literal.end, literal.endTokenIndex]
        #expect(fields == [10, 16, 7])
        #expect(wide.interpolationDepth(at: 6) == 1)
        #expect((25_003...25_005).map(wide.interpolationDepth(at:)) == [0, 1, 2])
        Self.expectSame(compact, wide)
    }

    /// Parentheses nested 200 deep on every line: a bracket 253 tokens or more from its closer (the outer 137 of each
    /// line: the one at depth `d` is 4 × (200 − `d`) tokens from its closer) keeps the distance in 4 bytes with its
    /// index, not its whole word in 10, and reads back as words would.
    @Test func farBracketsKeepOnlyTheirDistance() {
        let line = "let g = " + String(repeating: "(x+", count: 200) + "x" + String(repeating: ")", count: 200) + "\n"
        let bytes = Array(String(repeating: line, count: 20).utf8)
        let compact = Self.lexed(bytes, compaction: .always).tokens
        let wide = Self.lexed(bytes, compaction: .never).tokens
        #expect(compact.compact?.escapes.isEmpty == true)
        #expect(compact.compact?.farDistances.indices.count == 20 * 137)
        #expect(compact.closer(of: 3) == 803)
        Self.expectSame(compact, wide)
    }

    /// A bracket 65,536 tokens or more from its closer keeps its whole word (its distance does not fit 16 bits), one
    /// nearer its distance, in a list of more than 65,536 tokens (whose side tables keep indices by page), and each
    /// reads back as words would.
    @Test func aBracketTooFarForSixteenBitsKeepsItsWord() {
        let text =
            "let g = (" + String(repeating: "x+", count: 40_000) + "(" + String(repeating: "y+", count: 200) + "y)"
            + "+x)\nlet h = (" + String(repeating: "z+", count: 200) + "z)\n"
        let bytes = Array(text.utf8)
        let compact = Self.lexed(bytes, compaction: .always).tokens
        let wide = Self.lexed(bytes, compaction: .never).tokens
        #expect(compact.count == 80_816)
        #expect(compact.compact?.escapes.indices == [3])
        #expect(compact.compact?.farDistances.indices == [80_004, 80_413])
        #expect(compact.closer(of: 3) == 80_409)
        #expect(compact.closer(of: 80_004) == 80_406)
        #expect(compact.closer(of: 80_413) == 80_815)
        Self.expectSame(compact, wide)
    }

    /// A literal with 1,022 tokens or more inside its interpolation, a mebibyte long, or with more than 3 raw
    /// delimiters keeps its end, next token and delimiters whole, and reads back as exactly; one with up to 3 raw
    /// delimiters keeps them in its 4 bytes.
    @Test func aLiteralTooBigForFourBytesIsKeptWhole() {
        let long = "\"\\(" + String(repeating: "a+", count: 2_100) + "a)\" + "
        let huge = "\"\\(b)" + String(repeating: "c", count: 1 << 20) + "\" + "
        let raw = "###\"c\"### + ####\"d\"####\n"
        let bytes = Array((long + huge + raw).utf8)
        let compact = Self.lexed(bytes, compaction: .always).tokens
        let wide = Self.lexed(bytes, compaction: .never).tokens
        #expect(wide.wideExtras.keys.sorted() == [0, 4_203, 4_208])
        let first: [Int] = [wide[0].end, wide[0].endTokenIndex]
        #expect(first == [4_206, 4_202])
        let hugeEnd = 4_209 + 6 + (1 << 20)
        let second: [Int] = [wide[4_203].start, wide[4_203].end, wide[4_203].endTokenIndex]
        #expect(second == [4_209, hugeEnd, 4_205])
        let raws: [Int] = [4_206, 4_208].flatMap { [wide[$0].start, wide[$0].end, wide[$0].rawDelimiterCount] }
        #expect(raws == [hugeEnd + 3, hugeEnd + 12, 3, hugeEnd + 15, hugeEnd + 26, 4])
        Self.expectSame(compact, wide)
    }

    /// 100,000 interpolations nested in each other (`"\(“\(…`) are read in one pass: each literal's fields are kept
    /// in token order from the moment it starts (once an outer literal's were inserted before its interpolations',
    /// moving them all: quadratic, seconds for 300 KB).
    @Test func nestedInterpolationsAreReadInLinearTime() {
        let depth = 100_000
        let bytes = Array(
            (String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)).utf8)
        let clock = ContinuousClock()
        var tokens = SwiftTokenList()
        let elapsed = clock.measure { tokens = Self.lexed(bytes, compaction: .never).tokens }
        #expect(tokens.count == depth + 1)
        let outer: [Int] = [
            tokens[0].end, tokens[0].endTokenIndex, tokens[depth - 1].end, tokens[depth - 1].endTokenIndex,
        ]
        #expect(outer == [bytes.count, depth + 1, 3 * depth + 3, depth + 1])
        #expect(tokens.interpolationDepth(at: depth) == depth)
        #expect(elapsed < .seconds(5))
    }

    @Test func setBitsAreFoundByRank() {
        var random = RandomUnicodeText(seed: 7)
        let patterns: [UInt64] = (0..<2_000).map { _ in random.next() & random.next() | random.next() >> 40 }
        for bits: UInt64 in patterns + [
            1, 0x8000_0000_0000_0001, 0xFFFF_FFFF_FFFF_FFFF, 0xAAAA_5555_0F0F_F0F0, 0x0000_0001_0000_0000,
        ] {
            var offsets: [Int] = []
            for offset in 0..<64 where bits >> UInt64(offset) & 1 != 0 { offsets.append(offset) }
            #expect(offsets.indices.map { CompactTokenWords.offset(ofSetBit: $0, in: bits) } == offsets)
        }
    }
}
