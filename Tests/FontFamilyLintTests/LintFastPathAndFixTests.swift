import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// The lint's fast path (a Swift file without a trigger word is never lexed) gives the findings of the full path, and
/// `LintFix` rewrites only the bytes of a name that stands where its finding says.
@Suite struct LintFastPathAndFixTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// Texts with the trigger words in code, in a comment, in a string, in other identifiers, and without any.
    private static let texts: [String] = [
        "let x = compute(1, \"label\")  // nothing here\n",
        "// UIFont(name: \"GillSans-bold\", size: 1)\nlet x = 1\n",
        "let s = \"UIFont(name: \\\"GillSans-bold\\\", size: 1)\"\n",
        "let f = UIFont(name: \"GillSans-bold\", size: 1)\n",
        "let f = \"\\(UIFont(name: \"GilSans\", size: 1)!)\"\n",
        "let f: Font = .custom(\"Papyrus-Condensd\", size: 17)\n",
        "let c = catalog.face(postScriptName: \"Nope-Font\")\n",
        "let c = catalog.faces(postScriptName: \"Nope\")\n",
        "let c = catalog.resolve(postScriptName: \"Nope\", fallback: nil)\n",
        "let c = catalog.family(named: \"Gil Sans\")\n",
        "let c = catalog.iconFont(named: \"Nope\")\n",
        "let d = CTFontCreateWithName(\"Nope\" as CFString, 12, nil)\n",
        "let d = NSFontDescriptor(name: \"Nope\", size: 12)\n",
        "let surface = interface.familyTree  // `face`, `family` in other words\n",
        "// fontfamily:disable:next no-such-rule\nlet x = 1\n",
        "let x = name  // fontfamily:disable:this wrong-case\n",
        "",
    ]

    @Test(arguments: texts)
    func theFastPathGivesTheFindingsOfTheFullPath(_ text: String) {
        let fast = linter.findings(in: text, language: .swift, path: "A.swift", fastPath: true)
        let full = linter.findings(in: text, language: .swift, path: "A.swift", fastPath: false)
        #expect(fast == full)
        // A text the fast path skips has no findings on the full path either.
        if !SwiftFontNameScanner.mayHoldNames(text) { #expect(full.isEmpty) }
    }

    @Test func theFixtureProjectsSwiftFilesGiveTheSameFindingsOnBothPaths() throws {
        let project = PackagePaths.fixtures.appendingPathComponent("Lint")
        let files = try #require(FileManager.default.enumerator(atPath: project.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: project.appendingPathComponent(file), encoding: .utf8)
            let fast = linter.findings(in: text, language: .swift, path: file, fastPath: true)
            #expect(fast == linter.findings(in: text, language: .swift, path: file, fastPath: false), "\(file)")
        }
    }

    @Test func aTextWithoutATriggerWordIsSkippedAndOneWithAnyIsNot() {
        #expect(!SwiftFontNameScanner.mayHoldNames("let x = compute(1)\n"))
        #expect(!SwiftFontNameScanner.mayHoldNames("let font = 1; let FONT = 2\n"))
        // The one-pass search looks further only at the bytes that start a word.
        #expect(SwiftFontNameScanner.triggerWords.allSatisfy { "Fcfr".utf8.contains($0[0]) })
        for word in ["Font", "custom", "face", "resolve", "family"] {
            #expect(SwiftFontNameScanner.mayHoldNames("// " + word + "\n"), "\(word)")
            // The search reads eight bytes at a time: a word is found at every place in a block, across two blocks
            // and in the bytes after the last whole block; a word cut short is found nowhere.
            for padding in 0..<33 {
                let before = String(repeating: "x", count: padding)
                #expect(SwiftFontNameScanner.mayHoldNames(before + word), "\(padding) \(word)")
                #expect(
                    SwiftFontNameScanner.mayHoldNames(before + word + String(repeating: "y", count: 16)), "\(padding)")
                #expect(!SwiftFontNameScanner.mayHoldNames(before + word.dropLast()), "\(padding) \(word)")
                #expect(
                    !SwiftFontNameScanner.mayHoldNames(
                        before + word.dropLast() + " " + String(repeating: "y", count: 16)))
            }
        }
        // Bytes the block test lets through (`C` and `R` look like `c` and `r` to it) start nothing, in a block or
        // after the last one.
        #expect(!SwiftFontNameScanner.mayHoldNames("FFFFffffccccrrrrCCCCRRRR FONT fonT Custom Resolve"))
        // Nor do the first two bytes of a word (`Fo`, `cu`, `fa`, `re`) the block test looks for, in every place.
        for padding in 0..<17 {
            let text = String(repeating: "x", count: padding) + "Fon Foo cust cus fac fam faml reso resolv xyzzyxyzzy"
            #expect(!SwiftFontNameScanner.mayHoldNames(text), "\(padding)")
        }
        // The fixture project's files all hold one, and their findings come through the fast path.
        #expect(
            linter.findings(in: "let f = UIFont(name: \"GillSans-bold\", size: 1)\n", language: .swift, path: "A.swift")
                .map(\.rule) == [.wrongCase])
    }

    private func fixes(_ text: String, language: SourceLanguage) -> [LintFix] {
        LintFix.fixes(
            for: linter.findings(in: text, language: language, path: "A"), catalog: linter.catalog)
    }

    @Test func aFixReplacesOnlyTheNameWhereItStands() {
        let swift =
            "let a = [UIFont(name: #\"GillSans-bold\"#, size: 1), UIFont(name: \"Papyrus-Condensd\", size: 2)]\n"
        let (fixed, applied) = LintFix.apply(fixes(swift, language: .swift), to: Array(swift.utf8))
        #expect(
            String(decoding: fixed, as: UTF8.self)
                == "let a = [UIFont(name: #\"GillSans-Bold\"#, size: 1), UIFont(name: \"Papyrus-Condensed\", size: 2)]\n"
        )
        #expect(applied.map(\.replacement) == ["GillSans-Bold", "Papyrus-Condensed"])
    }

    @Test func aTypoTwoNamesAreOneEditFromIsNotFixed() {
        // SourceSansPro-Black and SourceSansPro-BlackIt are both one edit away.
        #expect(fixes("let f = UIFont(name: \"SourceSansPro-BlackI\", size: 1)\n", language: .swift).isEmpty)
        #expect(
            fixes("let f = UIFont(name: \"GillSans-Bld\", size: 1)\n", language: .swift).map(\.replacement) == [
                "GillSans-Bold"
            ])
    }

    @Test func aNameSpelledWithAnEscapeOrInAFileThatIsNotUTF8IsLeftAlone() {
        let escaped = "let f = UIFont(name: \"GillSans-\\u{62}old\", size: 1)\n"
        let found = fixes(escaped, language: .swift)
        #expect(found.count == 1)
        #expect(LintFix.apply(found, to: Array(escaped.utf8)).applied.isEmpty)
        let plain = "let f = UIFont(name: \"GillSans-bold\", size: 1)\n"
        #expect(LintFix.apply(fixes(plain, language: .swift), to: Array(plain.utf8) + [0xFF]).applied.isEmpty)
    }
}
