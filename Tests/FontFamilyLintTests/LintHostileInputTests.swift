import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint
@testable import FontFamilySyntax

/// Input written to break the lint, generated here at a size that would exhaust the stack, the memory or the time of
/// the walks it once made (each deeper than any code is): every file is linted from disk, and gives its exact
/// findings.
@Suite struct LintHostileInputTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// The advice a `dynamic-name` note ends with.
    private static let notCheckable = ExpectedMessages.swiftNotCheckable

    /// The note at a bracket nested more than 256 deep.
    private static let unreadNesting =
        "note: Brackets nest more than 256 deep here: the lint does not read what is inside this bracket (up to the "
        + "one that closes it), so a font name there is not checked. Nest less deeply, or move the font call out of "
        + "the nesting. (dynamic-name)"

    /// Lints the files `files` (by name) written into a fresh directory: each finding's line with the directory left
    /// out.
    private func lint(_ files: [String: String]) throws -> [String] {
        try linter.findingLines(of: files, tag: "lint-hostile")
    }

    /// An empty string is no name: the fallback of `name ?? ""` and a call given `""` ask for no font, and give no
    /// `unknown-name` for `''`; the other branch is still checked.
    @Test func anEmptyStringIsNoName() throws {
        let source = """
            let a = Font.custom(sampleFontName ?? "", size: 12)
            let b = NSFont(name: name ?? "", size: 12)
            let c = UIFont(name: "", size: 12)
            let d = UIFont(name: wide ? "" : "GillSans-Bld", size: 12)
            let e = UIFont(name: "GillSans-Bold" + "", size: 12)

            """
        let found = try lint(["Empty.swift": source])
        #expect(
            found == [
                "Empty.swift:1:21: note: The font name cannot be checked: the name is the value of 'sampleFontName'."
                    + Self.notCheckable,
                "Empty.swift:2:22: note: The font name cannot be checked: the name is the value of 'name'."
                    + Self.notCheckable,
                "Empty.swift:4:34: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)",
            ])
    }

    /// 5,000 nested parentheses around a name, and 20,000 nested `("B" + …)`: once a stack overflow in the value
    /// following, now a note that the name nests too deep (for the `+`, that it joins a value the lint cannot know),
    /// and one that the lint does not read inside the bracket nested more than 256 deep.
    @Test func deeplyNestedParenthesesAreANote() throws {
        let depth = 5_000
        let parentheses =
            "let f = UIFont(name: " + String(repeating: "(", count: depth) + "\"GillSans-Bld\""
            + String(repeating: ")", count: depth) + ", size: 12)\n"
        var joined = "let g = UIFont(name: "
        for _ in 0..<20_000 { joined += "(\"B\" + " }
        joined += "\"B\"" + String(repeating: ")", count: 20_000) + ", size: 12)\n"
        let found = try lint(["Parentheses.swift": parentheses, "Joined.swift": joined])
        #expect(
            found == [
                "Joined.swift:1:22: note: The font name cannot be checked: the name joins a value computed at run time."
                    + Self.notCheckable,
                "Joined.swift:1:\(22 + 255 * 7): " + Self.unreadNesting,
                "Parentheses.swift:1:22: note: The font name cannot be checked: the name is nested more than 64 "
                    + "brackets or operators deep, which the lint does not follow." + Self.notCheckable,
                "Parentheses.swift:1:\(22 + 255): " + Self.unreadNesting,
            ])
    }

    /// Brackets nested more than 256 deep are read through to their closer, not token by token: one note at the
    /// first, while a call whose parenthesis is the 256th open bracket is still checked, and so is the code after the
    /// bracket read through (its closer found past a string and a comment that hold closers).
    @Test func bracketsNestedTooDeepAreOneNote() throws {
        let depth = SwiftLexer.maximumNestingDepth
        #expect(depth == 256)
        let call = "_ = UIFont(name: \"GillSans-Bld\", size: 12)"
        let source =
            "func f() " + String(repeating: "{ ", count: depth - 1) + call + "\n"
            + "{ _ = UIFont(name: \"GillSans-Bld\" + \")]}\" /* ) } */, size: 12) }\n" + call + "\n"
            + String(repeating: "}", count: depth - 1) + "\n"
        let found = try lint(["Deep.swift": source])
        let typo = "error: " + ExpectedMessages.gillSansTypo + " Nearest typed value: GillSans.bold. (unknown-name)"
        #expect(
            found == [
                "Deep.swift:1:\(9 + 2 * (depth - 1) + 18): " + typo,
                "Deep.swift:2:13: " + Self.unreadNesting,
                "Deep.swift:3:18: " + typo,
            ])
        let note = try #require(linter.findings(in: source, language: .swift, path: "Deep.swift").dropFirst().first)
        #expect(
            [note.path, "\(note.line)", "\(note.column)", note.rule.id, note.severity.rawValue]
                == ["Deep.swift", "2", "13", "dynamic-name", "note"])
    }

    /// A chain of 20,000 ternaries is one choice read link by link: once a recursion per link that copied the rest
    /// of the expression each time (quadratic memory, then a stack overflow).
    @Test func aLongTernaryChainIsReadLinkByLink() throws {
        var chain = "let f = UIFont(name: k == 0 ? \"GillSans-Bld\" : "
        for link in 1..<20_000 { chain += "k == \(link) ? \"GillSans-Bold\" : " }
        chain += "\"GillSans-Bold\", size: 12)\n"
        let found = try lint(["Chain.swift": chain])
        #expect(
            found == [
                "Chain.swift:1:31: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)"
            ])
    }

    /// 250 nested blocks (deeper ones are read through, not token by token): the names of the scopes around a token
    /// stop growing at 64 (a block deeper shares the name of the one around it), where each block once copied its
    /// whole enclosing scope (memory growing with the depth squared). A constant in the deepest block still reaches
    /// its use there.
    @Test func deeplyNestedBlocksKeepTheirScopesShort() throws {
        let depth = 250
        let source =
            "func f() " + String(repeating: "{ ", count: depth) + "let face = \"GillSans-Bld\"\n"
            + "_ = UIFont(name: face, size: 12)\n" + String(repeating: "}", count: depth) + "\n"
        let scan = SwiftFontNameScanner.scan(source, path: "Blocks.swift")
        let scopes = scan.symbols.symbols.map { scan.symbols.scopes[$0.scope].count }
        #expect(scopes == [64])
        let found = try lint(["Blocks.swift": source])
        #expect(
            found == [
                "Blocks.swift:1:\(9 + 2 * depth + 12): error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. Used as UIFont(name:size:) at Blocks.swift:2:18. "
                    + "(unknown-name)"
            ])
    }

    /// 50,000 parentheses around the name of an Objective-C call are taken off in one pass over them: once a pass
    /// per pair (quadratic time, seconds for 80 KB).
    @Test func deeplyNestedObjectiveCParenthesesAreReadInLinearTime() throws {
        let depth = 50_000
        let source =
            "UIFont *f = [UIFont fontWithName:" + String(repeating: "(", count: depth) + "@\"GillSans-Bld\""
            + String(repeating: ")", count: depth) + " size:12];\n"
        let clock = ContinuousClock()
        var findings: [String] = []
        let elapsed = try clock.measure { findings = try lint(["Deep.m": source]) }
        #expect(
            findings == [
                "Deep.m:1:\(34 + depth): error: " + ExpectedMessages.gillSansTypo + " (unknown-name)"
            ])
        #expect(elapsed < .seconds(5))
    }
}

/// The hostile shapes' findings where a cap once cut a value short without a word.
extension LintHostileInputTests {
    /// Every link of a ternary chain is checked, however long: a typo at link 100 is an error (once only the first
    /// 64 links were, silently).
    @Test func everyLinkOfATernaryChainIsChecked() throws {
        var chain = "let f = UIFont(name: "
        for link in 0..<120 { chain += "k == \(link) ? \(link == 100 ? "\"GillSans-Bld\"" : "\"GillSans-Bold\"") : " }
        chain += "\"GillSans\", size: 12)\n"
        let typo = try #require(chain.range(of: "\"GillSans-Bld\""))
        let column = chain.utf8.distance(from: chain.startIndex, to: typo.lowerBound) + 1
        let found = try lint(["Chain.swift": chain])
        #expect(
            found == [
                "Chain.swift:1:\(column): error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)"
            ])
    }

    /// A constant that gives more than 64 names, and a `+` of choices that gives more than 64, are notes that say
    /// so: the lint neither checks nor drops some of them without a word.
    @Test func aValueOfMoreThan64NamesIsANote() throws {
        var constant = "let face = "
        for link in 0..<70 { constant += "k == \(link) ? \"GillSans-Bold\" : " }
        constant += "\"GillSans\"\n_ = UIFont(name: face, size: 12)\n"
        var choices = "(a ? \"Gill\" : "
        for link in 0..<8 { choices += "b == \(link) ? \"Gill\(link)\" : " }
        choices += "\"G\")"
        let joined = "_ = UIFont(name: \(choices) + \(choices), size: 12)\n"
        let found = try lint(["Constant.swift": constant, "Joined.swift": joined])
        #expect(
            found == [
                "Constant.swift:2:18: note: The font name cannot be checked: the name is the value of 'face', which "
                    + "gives more than 64 names that the lint does not check." + Self.notCheckable,
                "Joined.swift:1:18: note: The font name cannot be checked: the name joins choices that give more than "
                    + "64 names, which the lint does not check." + Self.notCheckable,
            ])
    }

    /// A `+` join or a `??` chain of more than 64 parts, and a choice of more than 64 constants, are one note each,
    /// read without keeping a part or a constant for each (a flat chain of 2 million `+` once took 97 × its size); a
    /// literal of the choice is still checked where it stands.
    @Test func aJoinOrChoiceOfMoreThan64PartsIsANote() throws {
        let join = "_ = UIFont(name: " + Array(repeating: "\"A\"", count: 65).joined(separator: " + ") + ", size: 12)\n"
        let coalesced =
            "_ = UIFont(name: " + Array(repeating: "x", count: 65).joined(separator: " ?? ") + ", size: 12)\n"
        var choice = "let a = \"GillSans-Bld\"\n_ = UIFont(name: "
        for link in 0..<70 { choice += "k == \(link) ? a : " }
        choice += "\"GillSans-Bol\", size: 12)\n"
        let withinLimit =
            "_ = UIFont(name: " + Array(repeating: "\"G\"", count: 64).joined(separator: " + ") + ", size: 12)\n"
        let found = try lint([
            "Join.swift": join, "Coalesced.swift": coalesced, "Choice.swift": choice, "Within.swift": withinLimit,
        ])
        #expect(
            found == [
                "Choice.swift:1:9: error: 'GillSans-Bld' is not installed: no face has this PostScript name. Nearest "
                    + "installed names: GillSans-Bold, GillSans, GillSans-Italic; use one of those or install the font. "
                    + "Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Bold). Nearest "
                    + "typed value: GillSans.bold. Used as UIFont(name:size:) at Choice.swift:2:18. (unknown-name)",
                "Choice.swift:2:18: note: The font name cannot be checked: the name is one of more than 64 constants "
                    + "or expressions, which the lint does not follow." + Self.notCheckable,
                "Choice.swift:2:988: error: 'GillSans-Bol' is not installed: no face has this PostScript name. "
                    + "Nearest installed names: GillSans-Bold, GillSans, GillSans-Italic; use one of those or install "
                    + "the font. Asked for this PostScript name, fontconfig would silently use Gill Sans "
                    + "(GillSans-Bold). Nearest typed value: GillSans.bold. (unknown-name)",
                "Coalesced.swift:1:18: note: The font name cannot be checked: the name chains more than 64 values with "
                    + "`??`, which the lint does not follow." + Self.notCheckable,
                "Join.swift:1:18: note: The font name cannot be checked: the name joins more than 64 parts, which the "
                    + "lint does not follow." + Self.notCheckable,
                "Within.swift:1:18: error: 'GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG' is not "
                    + "installed: no face has this PostScript name and none comes close. Install the font or check the "
                    + "name. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans). "
                    + "(unknown-name)",
            ])
    }

    /// A member chain of 20,000 links after a call: the call's name is checked once, in time linear in the chain.
    @Test func aLongMemberChainIsReadOnce() throws {
        let source =
            "let t = Text(\"x\").font(.custom(\"GillSans-Bld\", size: 12))"
            + String(repeating: "\n    .padding()", count: 20_000) + "\n"
        let found = try lint(["Chain.swift": source])
        #expect(
            found == [
                "Chain.swift:1:32: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)"
            ])
    }

    /// 250 nested blocks: the blocks past 64 keep only where they end, and share the scope around them, so a type
    /// declared that deep is no scope of its own (`E.face` is a note) while its constant is found by its name.
    @Test func blocksDeeperThan64KeepOnlyTheirEnd() throws {
        let depth = 250
        let use = "func g() { _ = UIFont(name: E.face, size: 12); _ = UIFont(name: face, size: 12) }\n"
        let source =
            "func f() " + String(repeating: "{ ", count: depth) + "enum E { static let face = \"GillSans-Bld\" }\n"
            + use + String(repeating: "}", count: depth) + "\n"
        let second = try #require(use.range(of: " face, size"))
        let found = try lint(["Blocks.swift": source])
        #expect(
            found == [
                "Blocks.swift:1:\(9 + 2 * depth + 28): error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. Used as UIFont(name:size:) at Blocks.swift:2:"
                    + "\(use.utf8.distance(from: use.startIndex, to: second.lowerBound) + 2). (unknown-name)",
                "Blocks.swift:2:29: note: The font name cannot be checked: the name is the value of 'E.face'."
                    + Self.notCheckable,
            ])
    }
}

/// The hostile shapes read without holding more of them than their findings need.
extension LintHostileInputTests {
    /// A constant's ternary chain of 1,000 literals keeps 65 of them (each gives one name: more than 64 is the note
    /// its use gets) and every branch that names a constant; a chain joined to something is kept whole, since a
    /// value computed at run time past the 65th decides what the join says.
    @Test func aDeclaredChoiceKeepsNoMoreThanItsNoteNeeds() throws {
        var face = "let face = "
        for link in 0..<1_000 { face += "k == \(link) ? \(link == 500 ? "Theme.bold" : "\"GillSans-Bold\"") : " }
        face += "\"GillSans\"\n"
        var joined = "let joined = ("
        for link in 0..<70 { joined += "k == \(link) ? \"GillSans-Bold\" : " }
        joined += "makeName()) + \"-Italic\"\n"
        let source = face + joined + "_ = UIFont(name: face, size: 12)\n_ = UIFont(name: joined, size: 12)\n"
        let scan = SwiftFontNameScanner.scan(source, path: "Chain.swift")
        let branches = scan.symbols.symbols.compactMap { symbol -> [SwiftValue]? in
            guard symbol.name == "face", case .constant(.choice(let branches)) = symbol.symbol else { return nil }
            return branches
        }
        #expect(branches.map(\.count) == [66])
        #expect(branches.first?.last == .reference(path: ["Theme", "bold"], rawValue: false, spelled: "Theme.bold"))
        #expect(
            try lint(["Chain.swift": source]) == [
                "Chain.swift:3:18: note: The font name cannot be checked: the name is the value of 'face', which "
                    + "gives more than 64 names that the lint does not check." + Self.notCheckable,
                "Chain.swift:4:18: note: The font name cannot be checked: the name is the value of 'joined', which "
                    + "is computed at run time." + Self.notCheckable,
            ])
    }

    /// 1,000 blocks without a declaration (an `if`'s, a closure's) make no name: only the function's body (for its
    /// parameter) and the block that declares a constant are named, and the constant is found from inside that block
    /// and not from the function around it.
    @Test func blocksAreNamedOnlyWhenSomethingIsDeclaredInThem() throws {
        let source =
            "func f(k: Int) {\n" + String(repeating: "    if k > 0 { print(k) }\n", count: 1_000)
            + "    if k > 1 { let face = \"GillSans-Bld\"; _ = UIFont(name: face, size: 12) }\n"
            + "    _ = UIFont(name: face, size: 12)\n}\n"
        let scan = SwiftFontNameScanner.scan(source, path: "Blocks.swift")
        #expect(scan.symbols.scopes.count == 3)
        #expect(scan.symbols.symbols.map { scan.symbols.scopes[$0.scope].count } == [1, 2])
        #expect(
            try lint(["Blocks.swift": source]) == [
                "Blocks.swift:1002:27: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. Used as UIFont(name:size:) at Blocks.swift:1002:60. "
                    + "(unknown-name)",
                "Blocks.swift:1003:22: note: The font name cannot be checked: the name is the value of 'face'."
                    + Self.notCheckable,
            ])
    }

    /// A declaration in a function body is seen only from inside that body: it is read once a call there follows a
    /// name, with every declaration before it, and not at all in a body whose calls pass literals (most of a file
    /// of code). A type declared in a body keeps its constants, which an implicit member may name.
    @Test func aFunctionBodysDeclarationsAreReadOnceANameIsFollowedThere() throws {
        let source = """
            func literals() {
                let unused = "GillSans-Bld"
                let width = measure(unused)
                _ = UIFont(name: "GillSans-Bold", size: 12)
            }
            func followed() {
                let early = "GillSans-Bld"
                _ = UIFont(name: early, size: 12)
                let late = "GillSans-Itlic"
                _ = UIFont(name: late, size: 12)
                if ready { let inner = "GillSans-Lite"; _ = UIFont(name: inner, size: 12) }
            }
            func local() {
                enum Local { static let face = "GillSans-Bld" }
                let skipped = "GillSans-Bld"
                _ = UIFont(name: "GillSans", size: 12)
            }

            """
        let scan = SwiftFontNameScanner.scan(source, path: "Bodies.swift")
        #expect(scan.symbols.symbols.map(\.name) == ["early", "late", "inner", "face"])
        func typo(_ name: String, nearest: String, silently face: String) -> String {
            "error: '\(name)' is not installed: no face has this PostScript name. Nearest installed names: \(nearest); "
                + "use one of those or install the font. Asked for this PostScript name, fontconfig would silently "
                + "use Gill Sans (\(face))."
        }
        #expect(
            try lint(["Bodies.swift": source]) == [
                "Bodies.swift:7:17: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. Used as UIFont(name:size:) at Bodies.swift:8:22. "
                    + "(unknown-name)",
                "Bodies.swift:9:16: "
                    + typo(
                        "GillSans-Itlic", nearest: "GillSans-Italic, GillSans-Bold, GillSans-BoldItalic",
                        silently: "GillSans-Italic")
                    + " Nearest typed value: GillSans.italic. Used as UIFont(name:size:) at Bodies.swift:10:22. "
                    + "(unknown-name)",
                "Bodies.swift:11:28: "
                    + typo(
                        "GillSans-Lite", nearest: "GillSans-Light, GillSans-Bold, GillSans", silently: "GillSans-Light")
                    + " Nearest typed value: GillSans.light. Used as UIFont(name:size:) at Bodies.swift:11:62. "
                    + "(unknown-name)",
            ])
    }

    /// A generated table of 200,000 numbers is folded into a few tokens as it is read (it held a token a byte): the
    /// calls and constants around it are read as before, at their lines and columns.
    @Test func aGeneratedTableIsReadAroundAsBefore() throws {
        let source =
            "let face = \"GillSans-Bld\"\nlet table: [UInt8] = [" + String(repeating: "0,", count: 200_000) + "]\n"
            + "let font = UIFont(name: face, size: 12)\nlet other = UIFont(name: \"GillSans-Bld\", size: 12)\n"
        #expect(
            try lint(["Table.swift": source]) == [
                "Table.swift:1:12: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. Used as UIFont(name:size:) at Table.swift:3:25. "
                    + "(unknown-name)",
                "Table.swift:4:26: error: " + ExpectedMessages.gillSansTypo + " Nearest typed value: GillSans.bold. "
                    + "(unknown-name)",
            ])
    }

    /// A literal of a value is kept inline in 32 bytes: a choice written at a call (a ternary chain of 100,000
    /// links) holds every one of its literals until they are checked.
    @Test func aLiteralIsKeptInThirtyTwoBytes() {
        #expect(MemoryLayout<SwiftValue>.stride == 32)
    }

    /// A join is kept no larger than the names it gives (3,000 lines of `(x+(x+…))` 200 deep once kept a tree 64
    /// levels deep a line, 23 times the file): nested past 64 inside a join, or joined to a value computed at run
    /// time with one part before it, a constant's value is computed at run time and kept without a value; literals
    /// joined in nested parentheses are one literal at the join's place. The findings are those the whole tree gave.
    @Test func aJoinKeepsNoMoreThanItsNamesNeed() throws {
        let deep = "let deep = " + String(repeating: "(x+", count: 80) + "x" + String(repeating: ")", count: 80)
        let source = [
            deep, "let late = x + makeName()", "let literal = (\"Gill\" + (\"Sans\" + (\"-\" + \"Bolt\")))",
            "_ = UIFont(name: deep, size: 12)", "_ = UIFont(name: late, size: 12)",
            "_ = UIFont(name: literal, size: 12)", "_ = UIFont(name: (\"Gill\" + (\"Sans\" + late)), size: 12)",
        ].joined(separator: "\n")
        let scan = SwiftFontNameScanner.scan(source, path: "Join.swift")
        #expect(
            scan.symbols.symbols.map { "\($0.name) \($0.symbol)" } == [
                "deep computedAtRunTime", "late computedAtRunTime",
                "literal constant(FontFamilyLint.SwiftValue.concatenation([FontFamilyLint.SwiftValue.literal("
                    + "\"GillSans-Bolt\", line: 3, column: 16)], line: 3, column: 16, reason: \"the name joins a "
                    + "value computed at run time\"))",
            ])
        let findings = try lint(["Join.swift": source + "\n"])
        #expect(
            findings == [
                "Join.swift:3:16: error: 'GillSans-Bolt' is not installed: no face has this PostScript name. Nearest "
                    + "installed names: GillSans-Bold, GillSans-Light, GillSans; use one of those or install the font. "
                    + "Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Bold). Nearest "
                    + "typed value: GillSans.bold. Used as UIFont(name:size:) at Join.swift:6:18. (unknown-name)",
                "Join.swift:4:18: note: The font name cannot be checked: the name is the value of 'deep', which is "
                    + "computed at run time." + Self.notCheckable,
                "Join.swift:5:18: note: The font name cannot be checked: the name is the value of 'late', which is "
                    + "computed at run time." + Self.notCheckable,
                "Join.swift:7:18: note: The font name cannot be checked: the name joins a value computed at run "
                    + "time." + Self.notCheckable,
            ])
    }

    /// A join's value is what following it would give: a value computed at run time once one is met with at most
    /// one part, or only literals, before it; the join whole when two parts that may give many names come first (their
    /// names may be more than a join is followed through, which its note says instead).
    @Test func aJoinIsAsSmallAsWhatFollowingItGives() {
        let reason = "the name joins a value computed at run time"
        let runtime = SwiftValue.runtime(reason: "the name is computed at run time")
        let first = SwiftValue.reference(path: ["first"], rawValue: false, spelled: "first")
        let second = SwiftValue.reference(path: ["second"], rawValue: false, spelled: "second")
        let literal = SwiftValue.literal("A", line: 1, column: 5)
        #expect(SwiftValue.joining([first, runtime], line: 1, column: 1, reason: reason) == .runtime(reason: reason))
        #expect(
            SwiftValue.joining([literal, literal, runtime, first], line: 1, column: 1, reason: reason)
                == .runtime(reason: reason))
        #expect(
            SwiftValue.joining([first, second, runtime], line: 1, column: 1, reason: reason)
                == .concatenation([first, second, runtime], line: 1, column: 1, reason: reason))
        #expect(
            SwiftValue.joining(
                [literal, .concatenation([.literal("B", line: 2, column: 3)], line: 2, column: 3, reason: reason)],
                line: 1, column: 1, reason: reason)
                == .concatenation([.literal("AB", line: 1, column: 1)], line: 1, column: 1, reason: reason))
        #expect(
            SwiftValue.joining([literal, first], line: 1, column: 1, reason: reason)
                == .concatenation([literal, first], line: 1, column: 1, reason: reason))
    }

    /// A file of a different unknown name on every line asks fontconfig for a substitute (an `FcFontMatch`) for the
    /// first 1,000 different names only: each after them is diagnosed in full but for the substitute, which its
    /// message says it does not name. A name repeated is one name: its second line gives the first's message.
    @Test func fontconfigsSubstituteIsNamedForTheFirstThousandNames() throws {
        let count = FontNameLinter.substitutedNameCount
        #expect(count == 1_000)
        let names = (0...count).map { "Qz\($0)" }
        let lines = [names[0]] + names
        let source = lines.map { "_ = UIFont(name: \"\($0)\", size: 1)\n" }.joined()
        let found = try lint(["Names.swift": source])
        func finding(line: Int, name: String, substitute: String) -> String {
            "Names.swift:\(line):18: error: '\(name)' is not installed: no face has this PostScript name and none "
                + "comes close. Install the font or check the name. \(substitute) (unknown-name)"
        }
        let named = "Asked for this PostScript name, fontconfig would silently use Damascus (Damascus)."
        let unnamed =
            "The face fontconfig would silently use is not named past the first 1,000 different names a run checks."
        #expect(found.count == count + 2)
        #expect(
            Array(found.prefix(3)) == [
                finding(line: 1, name: "Qz0", substitute: named), finding(line: 2, name: "Qz0", substitute: named),
                finding(line: 3, name: "Qz1", substitute: named),
            ])
        #expect(
            Array(found.suffix(2)) == [
                finding(line: count + 1, name: "Qz999", substitute: named),
                finding(line: count + 2, name: "Qz1000", substitute: unnamed),
            ])
        #expect(found.filter { $0.hasSuffix(unnamed + " (unknown-name)") }.count == 1)
    }

    /// Past the first ``FontNameLinter/VerdictCache/keptCount`` different names a run keeps a name's verdict only until
    /// the next batch of names is checked ahead, and checks a name again after that: a name first written past them
    /// and again a batch later gives the same finding twice, as a run that kept everything did. Every name past the
    /// first 1,000 not close to an installed one shares one judgement: their findings hold only their names.
    @Test func namesPastTheKeptOnesAreForgottenAndCheckedAgainTheSame() throws {
        let kept = FontNameLinter.VerdictCache.keptCount
        let batch = FontNameLinter.verdictBatchSize
        #expect(kept == 4_096)
        #expect(batch == 4_096)
        // Past the kept names, the name of line kept + 11 again a batch and more later, then a kept one again.
        let names = (0..<(kept + 20)).map { "Qz\($0)" } + (0..<batch).map { "Qy\($0 % 7)" } + ["Qz\(kept + 10)", "Qz5"]
        let source = names.map { "_ = UIFont(name: \"\($0)\", size: 1)\n" }.joined()
        let root = try FixtureCatalog.temporaryDirectory("lint-forgotten")
        defer { FixtureCatalog.remove(root) }
        let file = root.appendingPathComponent("Names.swift")
        try Data(source.utf8).write(to: file)
        let run = try linter.lint(paths: [root.path]).findings
        #expect(run.count == names.count)
        #expect(
            run.map(\.description) == linter.findings(in: source, language: .swift, path: file.path).map(\.description))
        let unnamed =
            "The face fontconfig would silently use is not named past the first 1,000 different names a run checks."
        let again = try #require(run.last(where: { $0.name == "Qz\(kept + 10)" }))
        #expect(
            again.description
                == file.path + ":\(names.count - 1):18: error: 'Qz\(kept + 10)' is not installed: no face has this "
                + "PostScript name and none comes close. Install the font or check the name. \(unnamed) (unknown-name)")
        #expect(again.message == run[kept + 10].message)
        #expect(again.judgement === run[kept + 10].judgement)
        #expect(run[1_500].judgement === run[kept + 10].judgement)
        #expect(run[1_500].judgement.quotesName)
        #expect(run[5].message.hasSuffix("would silently use Damascus (Damascus)."))
        #expect(run[5].judgement !== run[1_500].judgement)
        #expect(run.last?.message == run[5].message)
    }

    /// A run of many different names checks them ahead on every core: its findings are those of the same text judged
    /// one name at a time (``FontNameLinter/findings(in:language:path:)``) — near misses, a name repeated, one
    /// followed through a constant, names a SwiftUI call expects as PostScript names and an empty one.
    @Test func namesCheckedAheadOnEveryCoreAreJudgedAsOneByOne() throws {
        let lines = (0..<150).map { index in
            switch index % 5 {
            case 0: "_ = UIFont(name: \"Qz\(index)\", size: 1)\n"
            case 1: "_ = UIFont(name: \"GillSans-Bld\(index % 3)\", size: 1)\n"
            case 2: "_ = Font.custom(\"Qz\(index - 2)\", size: 1)\n"
            case 3: "let k\(index) = \"Qy\(index)\"\n_ = UIFont(name: k\(index), size: 1)\n"
            default: "_ = UIFont(name: \"\", size: 1)\n"
            }
        }
        let source = lines.joined()
        let root = try FixtureCatalog.temporaryDirectory("lint-ahead")
        defer { FixtureCatalog.remove(root) }
        let file = root.appendingPathComponent("Names.swift")
        try Data(source.utf8).write(to: file)
        let run = try linter.lint(paths: [root.path]).findings
        let oneByOne = linter.findings(in: source, language: .swift, path: file.path)
        #expect(run.count == 120)
        #expect(run.map(\.description) == oneByOne.map(\.description))
        #expect(Set(run.map(\.rule)) == [.unknownName])
        #expect(
            run[1].description
                == file.path + ":2:18: error: 'GillSans-Bld1' is not installed: no face has this PostScript name. "
                + "Nearest installed names: GillSans-Bold, GillSans, GillSans-Italic; use one of those or install the "
                + "font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Bold). "
                + "Nearest typed value: GillSans.bold. (unknown-name)")
    }
}
