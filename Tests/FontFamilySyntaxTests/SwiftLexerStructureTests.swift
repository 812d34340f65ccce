import Testing

@testable import FontFamilySyntax

/// What ``SwiftLexer`` records about the tokens beside them, in the same pass: each bracket's closer, whether a line
/// break comes before a token, and brackets nested deeper than ``SwiftLexer/maximumNestingDepth``, read through as
/// one token.
@Suite struct SwiftLexerStructureTests {
    /// The closer of each bracket as a second pass over the tokens finds it: the closing bracket of its kind at its
    /// interpolation depth, with the open brackets deeper than a token dropped at that token.
    private static func referenceClosers(_ tokens: [SwiftLexer.Token]) -> [Int] {
        var closers = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for index in tokens.indices {
            let depth = tokens[index].depth
            while let last = open.last, tokens[last].depth > depth { open.removeLast() }
            let opening: SwiftLexer.Kind
            switch tokens[index].kind {
            case .leftParenthesis, .leftBracket, .leftBrace:
                open.append(index)
                continue
            case .rightParenthesis: opening = .leftParenthesis
            case .rightBracket: opening = .leftBracket
            case .rightBrace: opening = .leftBrace
            default: continue
            }
            if let last = open.last, tokens[last].kind == opening, tokens[last].depth == depth {
                closers[last] = index
                open.removeLast()
            }
        }
        return closers
    }

    /// Whether a line break lies in the bytes between the token before `index` and the token at `index`, read from
    /// the bytes.
    private static func referenceStartsLine(_ tokens: [SwiftLexer.Token], _ index: Int, in bytes: [UInt8]) -> Bool {
        guard index > 0 else { return true }
        let previousEnd = tokens[index - 1].end
        guard previousEnd < tokens[index].start else { return false }
        return bytes[previousEnd..<tokens[index].start].contains {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
    }

    /// Brackets are paired as they are read: across the interpolations of one literal, never with a bracket of
    /// another kind or one left open in an interpolation that ended.
    @Test func bracketsArePairedAsTheyAreRead() {
        let source = #"f(a[1], { x }) "\([)\(])" "\({)" } ( ]"#
        let tokens = SwiftLexer.tokens(in: Array(source.utf8))
        let texts = tokens.map { String(decoding: Array(source.utf8)[$0.start..<$0.end], as: UTF8.self) }
        let closers = tokens.indices.map { tokens.closer(of: $0) }
        let paired = tokens.indices.filter { closers[$0] >= 0 }.map {
            "\(texts[$0])\($0)-\(texts[closers[$0]])\(closers[$0])"
        }
        // `f(` 1 to `)` 10; `[` 3 to `]` 5; `{` 7 to `}` 9; the `[` and `]` of two interpolations of one literal
        // 12 to 13; the `{` left open in an interpolation is not closed by the `}` after it, nor the last `(` by `]`.
        #expect(paired == ["(1-)10", "[3-]5", "{7-}9", "[12-]13"])
        #expect(tokens.firstUnreadBracket == nil)
    }

    /// A long run of tokens that hold nothing a scanner reads — a generated table's numbers and commas — is folded
    /// into one `punctuation` token as it is read, so that such a file holds a run's worth of tokens at a time, not
    /// one a byte: the brackets around it pair as before, every byte of it is still covered in order, and what
    /// follows is read as before.
    @Test func aLongRunOfTokensWithoutANameIsFoldedIntoOne() {
        let table = String(repeating: "0,", count: 50_000)
        let source = "let t = [" + table + "]\nlet f = UIFont(name: \"A\", size: 12)\n"
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        let texts = tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        #expect(texts.prefix(4) == ["let", "t", "=", "["])
        let closer = tokens.closer(of: 3)
        #expect(closer > 3 && texts[closer] == "]")
        #expect(
            Array(texts[(closer + 1)...])
                == ["let", "f", "=", "UIFont", "(", "name", ":", "\"A\"", ",", "size", ":", "12", ")"])
        let inside = 4..<closer
        #expect(texts[inside].joined() == table)
        #expect(inside.count { tokens.kind(at: $0) == .punctuation } == 1)
        #expect(tokens.count <= SwiftLexer.foldInterval + 32)
    }

    /// Runs of `;`, of `()` and of numbers and operators are folded alike; a run with a name in it (`x+x+…`: any
    /// identifier may be a call's name or a constant's) and a run shorter than ``SwiftLexer/foldMinimum`` never are.
    @Test func onlyLongRunsWithoutANameAreFolded() {
        for unit in [";", "()", "0 + 1 - ", "[1: 2], "] {
            let source = String(repeating: unit, count: 40_000) + "\nUIFont(name: \"A\", size: 12)"
            let bytes = Array(source.utf8)
            let tokens = SwiftLexer.tokens(in: bytes)
            let texts = tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
            #expect(tokens.count <= SwiftLexer.foldInterval + 64, "\(unit)")
            #expect(
                texts.suffix(10) == ["UIFont", "(", "name", ":", "\"A\"", ",", "size", ":", "12", ")"], "\(unit)")
        }
        let names = String(repeating: "x+", count: 20_000) + "x"
        #expect(SwiftLexer.tokens(in: Array(names.utf8)).count == 40_001)
        // A run of `inert` numbers and commas that ends where the lexer first looks for one, after names.
        func tokenCount(inert: Int) -> Int {
            let source =
                String(repeating: "a ", count: SwiftLexer.foldInterval - inert)
                + String(repeating: "0,", count: inert / 2) + (inert % 2 == 1 ? "0" : "") + " b b b"
            return SwiftLexer.tokens(in: Array(source.utf8)).count
        }
        #expect(tokenCount(inert: SwiftLexer.foldMinimum - 1) == SwiftLexer.foldInterval + 3)
        #expect(tokenCount(inert: SwiftLexer.foldMinimum) == SwiftLexer.foldInterval + 3 - (SwiftLexer.foldMinimum - 1))
    }

    /// A token starts a line when a line break lies between it and the token before, in white space, a comment or
    /// the rest of a multi-line literal; not a token inside an interpolation of the literal before it.
    @Test func aTokenStartsALineAfterALineBreak() {
        let source = "a b\nc /* \n */ d // e\nf \"\"\"\n\\(g\nh)\n\"\"\"\ni"
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        let starting = tokens.indices.filter { tokens.startsLine(at: $0) }.map {
            String(decoding: bytes[tokens[$0].start..<tokens[$0].end], as: UTF8.self)
        }
        #expect(starting == ["a", "c", "d", "f", "h", "i"])
    }

    /// On thousands of generated texts of Swift's delimiters, the closers and line starts the lexer records are those
    /// a second pass over its tokens and bytes finds.
    @Test func closersAndLineStartsAgreeWithASecondPass() {
        let pieces = [
            "(", ")", "[", "]", "{", "}", "\"", "\"\"\"", "\\(", "#\"", "\"#", "\\#(", "/*", "*/", "//", "\n", "\r\n",
            " ", "a", "1", "+", "`", "#/", "/#", "\\",
        ]
        var seed: UInt64 = 0x5EED
        var disagreements: [String] = []
        for _ in 0..<4_000 {
            var source = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(seed >> 58) + 4 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                source += pieces[Int(seed >> 33) % pieces.count]
            }
            let bytes = Array(source.utf8)
            let list = SwiftLexer.tokens(in: bytes)
            let tokens = Array(list)
            let closers = Self.referenceClosers(tokens)
            for index in tokens.indices
            where list.closer(of: index) != closers[index]
                || list.startsLine(at: index) != Self.referenceStartsLine(tokens, index, in: bytes)
            {
                disagreements.append("\(source.debugDescription) token \(index)")
            }
        }
        #expect(disagreements == [])
    }

    /// Brackets nested deeper than the limit are read through to their closer as one punctuation token: a bracket,
    /// a string or a comment inside does not end it, and the tokens after it are read as before.
    @Test func bracketsNestedTooDeepAreOneToken() {
        let depth = SwiftLexer.maximumNestingDepth
        let inner = #"(f(x, ")]}") /* ) */ [1] { })"#
        let source = String(repeating: "(", count: depth) + inner + String(repeating: ")", count: depth) + " z"
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        #expect(tokens.count == 2 * depth + 2)
        let unread = tokens[depth]
        #expect(unread.kind == .punctuation && unread.start == depth && unread.end == depth + inner.utf8.count)
        #expect(tokens.firstUnreadBracket == depth)
        #expect((0..<depth).map { tokens.closer(of: $0) } == (0..<depth).map { 2 * depth - $0 })
        #expect(tokens[2 * depth + 1].kind == .identifier && tokens[2 * depth + 1].start == bytes.count - 1)
    }

    /// A token after brackets read through starts a line when a line break comes before it, even when they were the
    /// first thing in an interpolation (whose literal ends after them); every closer and line start of such texts is
    /// the one a second pass finds.
    @Test func tokensAfterBracketsReadThroughStartTheirLines() {
        let open = String(repeating: "(", count: SwiftLexer.maximumNestingDepth)
        for source in [
            open + "\"\"\"\n\\((x)\ny)\n\"\"\"\nz",
            open + "(a\n\"b\")\nc)",
            "{" + open + "[x]\n}\n" + String(repeating: ")", count: SwiftLexer.maximumNestingDepth) + "\nd",
        ] {
            let bytes = Array(source.utf8)
            let list = SwiftLexer.tokens(in: bytes)
            let tokens = Array(list)
            let closers = Self.referenceClosers(tokens)
            #expect(tokens.indices.map { list.closer(of: $0) } == closers, "\(source.suffix(12).debugDescription)")
            #expect(
                tokens.indices.map { list.startsLine(at: $0) }
                    == tokens.indices.map { Self.referenceStartsLine(tokens, $0, in: bytes) },
                "\(source.suffix(12).debugDescription)")
            #expect(list.firstUnreadBracket != nil)
        }
    }

    /// What is read through ends where its bracket's interpolation ends, at the line break that ends a single-line
    /// literal, or at the end of the text, and the lexer goes on from there.
    @Test func bracketsNestedTooDeepEndWithTheirInterpolation() {
        let depth = SwiftLexer.maximumNestingDepth
        let open = String(repeating: "[", count: depth)
        for (source, unreadStart, unreadEnd, last) in [
            ("\"\\(" + open + "[x" + ")\" y", 3 + depth, 3 + depth + 2, SwiftLexer.Kind.identifier),
            ("\"\\(" + open + "[x\ny", 3 + depth, 3 + depth + 2, .identifier),
            (open + "[x\ny", depth, depth + 4, .punctuation),
        ] {
            let tokens = SwiftLexer.tokens(in: Array(source.utf8))
            let unread = tokens.filter { $0.kind == .punctuation }
            #expect(unread.map { [$0.start, $0.end] } == [[unreadStart, unreadEnd]], "\(source.prefix(5))")
            #expect(tokens.last?.kind == last)
            #expect(tokens.firstUnreadBracket == unreadStart)
        }
    }
}
