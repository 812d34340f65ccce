import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// A finding and an occurrence are kept in 64 bytes each: a file of a finding a line holds both for every line until
/// the report. What a finding says is one object shared by the findings of one verdict, yet findings compare and hash
/// by their values.
@Suite struct LintFindingStorageTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// The Swift message for `GillSans-Bld`, with its typed value.
    private static let gillSansTypo = ExpectedMessages.gillSansTypo + " Nearest typed value: GillSans.bold."

    /// A finding is a path, a place, a context, a name and one reference; an occurrence a value, an expectation, a
    /// context, a place and one optional reference.
    @Test func aFindingAndAnOccurrenceTakeSixtyFourBytes() {
        #expect(MemoryLayout<LintFinding>.stride == 64)
        #expect(MemoryLayout<FontNameOccurrence>.stride == 64)
    }

    /// A finding made with the public initializer gives back every value it was given.
    @Test func aFindingRoundTripsEveryProperty() {
        let finding = LintFinding(
            path: "Sources/App/Theme.swift", line: 120_000, column: 33, severity: .warning, rule: .fullName,
            context: "UIFont(name:size:)", name: "Gill Sans Bold", message: "A full name.",
            replacement: "GillSans-Bold",
            typedValue: "GillSans.bold")
        #expect(finding.path == "Sources/App/Theme.swift")
        #expect(finding.line == 120_000)
        #expect(finding.column == 33)
        #expect(finding.severity == .warning)
        #expect(finding.rule == .fullName)
        #expect(finding.context == "UIFont(name:size:)")
        #expect(finding.name == "Gill Sans Bold")
        #expect(finding.message == "A full name.")
        #expect(finding.replacement == "GillSans-Bold")
        #expect(finding.typedValue == "GillSans.bold")
        #expect(finding.description == "Sources/App/Theme.swift:120000:33: warning: A full name. (full-name)")
        let note = LintFinding(
            path: "a.css", line: 1, column: 2, severity: .note, rule: .dynamicName, context: "font-family", name: nil,
            message: "Not checkable.")
        #expect(note.name == nil)
        #expect(note.replacement == nil)
        #expect(note.typedValue == nil)
    }

    /// Findings differ when any one value differs, what they say as much as where they are.
    @Test func findingsDifferByEveryValue() {
        func finding(
            path: String = "A.swift", line: Int = 1, column: Int = 1, severity: LintFinding.Severity = .error,
            rule: LintRule = .unknownName, context: String = "UIFont(name:size:)", name: String? = "X",
            message: String = "M.", replacement: String? = "Y", typedValue: String? = "T.y"
        ) -> LintFinding {
            LintFinding(
                path: path, line: line, column: column, severity: severity, rule: rule, context: context, name: name,
                message: message, replacement: replacement, typedValue: typedValue)
        }
        let base = finding()
        #expect(base == finding())
        #expect(base.hashValue == finding().hashValue)
        let others = [
            finding(path: "B.swift"), finding(line: 2), finding(column: 2), finding(severity: .warning),
            finding(rule: .wrongCase), finding(context: "Font.custom(_:size:)"), finding(name: nil),
            finding(message: "N."), finding(replacement: nil), finding(typedValue: nil),
        ]
        for other in others { #expect(base != other) }
        #expect(Set(others + [base, finding()]).count == 11)
    }

    /// The findings of one verdict share what they say, and equal (and hash as) findings made with the same values
    /// through the public initializer; for ``FontNameLinter/findings(in:language:path:)`` as for a lint of files.
    @Test func theFindingsOfOneVerdictShareWhatTheySay() throws {
        let source = """
            let a = UIFont(name: "GillSans-Bld", size: 12)
            let b = UIFont(name: "GillSans-Bld", size: 14)
            """
        let root = try FixtureCatalog.temporaryDirectory("lint-finding-storage")
        defer { FixtureCatalog.remove(root) }
        let file = root.appendingPathComponent("A.swift")
        try Data(source.utf8).write(to: file)
        for findings in [
            linter.findings(in: source, language: .swift, path: file.path),
            try linter.lint(paths: [file.path]).findings,
        ] {
            try #require(findings.count == 2)
            #expect(findings[0].judgement === findings[1].judgement)
            for (finding, line) in zip(findings, [1, 2]) {
                let made = LintFinding(
                    path: file.path, line: line, column: 22, severity: .error, rule: .unknownName,
                    context: "UIFont(name:size:)", name: "GillSans-Bld", message: Self.gillSansTypo,
                    replacement: "GillSans-Bold", typedValue: "GillSans.bold")
                #expect(made.judgement !== finding.judgement)
                #expect(made == finding)
                #expect(finding == made)
                #expect(made.hashValue == finding.hashValue)
            }
            #expect(findings[0] != findings[1])
        }
    }

    /// A finding whose message names its use keeps its own message beside the verdict's shared one: two constants of
    /// one misspelt name, each used once, and the name written at a call.
    @Test func aFindingThatNamesItsUseKeepsItsOwnMessage() throws {
        let source = """
            let first = "GillSans-Bld"
            let second = "GillSans-Bld"
            let a = UIFont(name: first, size: 12)
            let b = UIFont(name: second, size: 12)
            let c = UIFont(name: "GillSans-Bld", size: 12)
            let d = UIFont(name: "GillSans-Bld", size: 14)
            """
        let findings = linter.findings(in: source, language: .swift, path: "Sources/A.swift")
        #expect(
            findings.map(\.description) == [
                "Sources/A.swift:1:13: error: " + Self.gillSansTypo
                    + " Used as UIFont(name:size:) at A.swift:3:22. (unknown-name)",
                "Sources/A.swift:2:14: error: " + Self.gillSansTypo
                    + " Used as UIFont(name:size:) at A.swift:4:22. (unknown-name)",
                "Sources/A.swift:5:22: error: " + Self.gillSansTypo + " (unknown-name)",
                "Sources/A.swift:6:22: error: " + Self.gillSansTypo + " (unknown-name)",
            ])
        try #require(findings.count == 4)
        #expect(findings[0].judgement !== findings[1].judgement)
        #expect(findings[0].judgement !== findings[2].judgement)
        #expect(findings[2].judgement === findings[3].judgement)
        #expect(findings.map(\.typedValue) == Array(repeating: "GillSans.bold", count: 4))
    }

    /// A judgement of a message that starts with its name, quoted, keeps the words after it, and findings of any name
    /// say their own name; one whose message starts otherwise keeps it whole.
    @Test func aJudgementKeepsTheWordsAfterTheQuotedName() {
        let judgement = LintFinding.Judgement(
            severity: .error, rule: .unknownName, message: "'N1' is not installed.", replacement: nil, typedValue: nil,
            quoting: "N1")
        #expect(judgement.quotesName)
        #expect(judgement.text == " is not installed.")
        #expect(judgement.message(quoting: "N2\n") == "'N2\\u{A}' is not installed.")
        let other = LintFinding.Judgement(
            severity: .error, rule: .unknownName, message: "'N1' is not installed.", replacement: nil, typedValue: nil,
            quoting: "N")
        #expect(!other.quotesName)
        #expect(other.text == "'N1' is not installed.")
        #expect(other.message(quoting: "N2") == "'N1' is not installed.")
        #expect(judgement != other)
        let first = LintFinding(
            path: "A.swift", line: 1, column: 5, context: "UIFont(name:size:)", name: "N1", judgement: judgement)
        let second = LintFinding(
            path: "A.swift", line: 2, column: 5, context: "UIFont(name:size:)", name: "Ñ2", judgement: judgement)
        #expect(first.message == "'N1' is not installed.")
        #expect(second.description == "A.swift:2:5: error: 'Ñ2' is not installed. (unknown-name)")
        let made = LintFinding(
            path: "A.swift", line: 2, column: 5, severity: .error, rule: .unknownName, context: "UIFont(name:size:)",
            name: "Ñ2", message: "'Ñ2' is not installed.")
        #expect(made == second)
        #expect(second == made)
        #expect(made.hashValue == second.hashValue)
        let renamed = LintFinding(
            path: "A.swift", line: 2, column: 5, context: "UIFont(name:size:)", name: "N3", judgement: judgement)
        #expect(renamed != second)
    }

    /// A run's cache keeps the first ``FontNameLinter/VerdictCache/keptCount`` names' verdicts, and the others until
    /// it is told to forget them; it counts every name checked, and the verdicts of different names with the same
    /// words after their names share one judgement.
    @Test func theVerdictCacheKeepsTheFirstNamesAndForgetsTheOthers() {
        var cache = FontNameLinter.VerdictCache()
        func key(_ index: Int) -> FontNameLinter.VerdictKey {
            FontNameLinter.VerdictKey(name: "N\(index)", expectation: .postScriptName, language: .swift)
        }
        func verdict(_ index: Int) -> FontNameLinter.Verdict {
            let made = FontNameLinter.Verdict(
                severity: .error, rule: .unknownName, message: "'N\(index)' is not installed.", replacement: nil)
            return made.sharing(
                linter.judgement(of: made, language: .swift, quoting: "N\(index)"), name: "N\(index)")
        }
        let kept = FontNameLinter.VerdictCache.keptCount
        for index in 0..<kept { cache.remember(index == 3 ? nil : verdict(index), for: key(index)) }
        let passing = cache.remember(verdict(kept), for: key(kept))
        #expect(cache.checkedCount == kept + 1)
        #expect(passing?.message == "'N\(kept)' is not installed.")
        #expect(cache[key(3)].map { $0 == nil } == true)
        #expect(cache[key(kept)]??.judgement === cache[key(0)]??.judgement)
        #expect(cache[key(kept + 1)] == nil)
        cache.forgetPassing()
        #expect(cache[key(kept)] == nil)
        #expect(cache[key(kept - 1)]??.message == "'N\(kept - 1)' is not installed.")
        #expect(cache.checkedCount == kept + 1)
    }

    /// An occurrence gives back its fallbacks, use and path, kept apart, and none when it has none; occurrences
    /// compare and hash by those too.
    @Test func anOccurrenceRoundTripsItsRareValues() {
        let plain = FontNameOccurrence(
            value: .literal("GillSans"), expectation: .familyName, context: "font-family", line: 3, column: 14)
        #expect(plain.value == .literal("GillSans"))
        #expect(plain.expectation == .familyName)
        #expect(plain.context == "font-family")
        #expect(plain.line == 3)
        #expect(plain.column == 14)
        #expect(plain.fallbacks == [])
        #expect(plain.use == nil)
        #expect(plain.path == nil)
        func withRare(_ fallbacks: [String], _ use: FontNameOccurrence.UseSite?, _ path: String?) -> FontNameOccurrence
        {
            FontNameOccurrence(
                value: .literal("GillSans"), expectation: .familyName, context: "font-family", line: 3, column: 14,
                fallbacks: fallbacks, use: use, path: path)
        }
        let rare = withRare(["Inter", "Helvetica"], .init(line: 7, column: 9), "Fonts.m")
        #expect(rare.fallbacks == ["Inter", "Helvetica"])
        #expect(rare.use?.line == 7)
        #expect(rare.use?.column == 9)
        #expect(rare.path == "Fonts.m")
        let same = withRare(["Inter", "Helvetica"], .init(line: 7, column: 9), "Fonts.m")
        #expect(rare == same)
        #expect(rare.hashValue == same.hashValue)
        #expect(plain == withRare([], nil, nil))
        let others = [
            plain, withRare(["Inter"], .init(line: 7, column: 9), "Fonts.m"),
            withRare(["Inter", "Helvetica"], nil, "Fonts.m"),
            withRare(["Inter", "Helvetica"], .init(line: 7, column: 9), nil),
        ]
        for other in others { #expect(rare != other) }
        #expect(Set(others + [rare, same]).count == 5)
    }
}
