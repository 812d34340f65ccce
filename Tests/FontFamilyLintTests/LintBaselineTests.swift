import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyLint

/// A baseline knows findings by file, rule and name, not line: written from one lint and read back, it leaves only
/// what is new. On real files in a temporary directory, checked on real fontconfig over the fixture fonts.
@Suite struct LintBaselineTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    private static func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aBaselineWrittenThenReadLeavesOnlyNewFindings() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-baseline")
        defer { FixtureCatalog.remove(root) }
        let theme = root.appendingPathComponent("Theme.swift")
        let sheet = root.appendingPathComponent("site.css")
        try Self.write(
            """
            let a = UIFont(name: "GillSans-Bld", size: 12)
            let b = UIFont(name: name, size: 12)
            """, to: theme)
        try Self.write("h1 { font-family: \"Gil Sans\", serif; }\n", to: sheet)
        let before = try linter.lint(paths: [root.path])
        let written = LintBaseline(findings: before.findings).json
        #expect(
            written
                == GeneratedOutput.jsonDocument(
                    """
                    {
                      "baseline": "fontfamily-dump --lint",
                      "findings": [
                        {
                          "count": 1,
                          "name": null,
                          "path": "\(theme.path)",
                          "rule": "dynamic-name"
                        },
                        {
                          "count": 1,
                          "name": "GillSans-Bld",
                          "path": "\(theme.path)",
                          "rule": "unknown-name"
                        },
                        {
                          "count": 1,
                          "name": "Gil Sans",
                          "path": "\(sheet.path)",
                          "rule": "unknown-family"
                        }
                      ],
                      "version": 1
                    }

                    """))
        let file = root.appendingPathComponent("baseline.json")
        try Self.write(written, to: file)
        let baseline = try LintBaseline.read(from: file.path)
        #expect(baseline == LintBaseline(findings: before.findings))
        let same = baseline.filter(before)
        #expect(same.findings == [])
        #expect(same.baselinedCount == 3)
        #expect(same.summary == "no finding left in 2 files (3 names): 3 in the baseline")
        #expect(!same.fails(strict: true))

        // Lines added above move the known findings; a second copy of a known typo and a new one are new.
        try Self.write(
            """
            import UIKit

            let a = UIFont(name: "GillSans-Bld", size: 12)
            let b = UIFont(name: name, size: 12)
            let c = UIFont(name: "GillSans-Bld", size: 14)
            let d = UIFont(name: "GillSans-Semibld", size: 14)
            """, to: theme)
        let after = baseline.filter(try linter.lint(paths: [root.path]))
        #expect(
            after.findings.map { "\($0.line) \($0.rule.id) \($0.name ?? "-")" } == [
                "5 unknown-name GillSans-Bld", "6 unknown-name GillSans-Semibld",
            ])
        #expect(after.baselinedCount == 3)
        #expect(after.summary == "2 errors, 0 warnings and 0 notes in 2 files (5 names); 3 in the baseline")
        #expect(after.fails(strict: false))
    }

    /// Paths inside the current directory are kept relative to it, so that a baseline holds no machine's path.
    @Test func aPathIsKeptRelativeToTheCurrentDirectory() {
        let directory = FileManager.default.currentDirectoryPath
        #expect(LintBaseline.key(of: directory + "/Sources/App/Theme.swift") == "Sources/App/Theme.swift")
        #expect(LintBaseline.key(of: "./Sources/App/Theme.swift") == "Sources/App/Theme.swift")
        #expect(LintBaseline.key(of: "/elsewhere/Theme.swift") == "/elsewhere/Theme.swift")
        let finding = LintFinding(
            path: "./Theme.swift", line: 3, column: 1, severity: .error, rule: .unknownName, context: "x", name: "A",
            message: "m")
        let report = LintReport(findings: [finding], fileCount: 1, nameCount: 1)
        let baseline = LintBaseline(findings: [finding])
        #expect(
            baseline.entries == [LintBaseline.Entry(path: "Theme.swift", rule: "unknown-name", name: "A", count: 1)])
        #expect(baseline.filter(report).findings == [])
    }

    /// A file that is not a baseline is an error naming it and saying why; a rule this version does not know is
    /// kept, and matches nothing.
    @Test func aFileThatIsNotABaselineIsAnErrorNamingIt() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-baseline-errors")
        defer { FixtureCatalog.remove(root) }
        let missing = root.appendingPathComponent("none.json").path
        #expect(throws: LintError(path: missing, problem: .missingBaseline)) { try LintBaseline.read(from: missing) }
        #expect(
            LintError(path: "b.json", problem: .missingBaseline).description
                == "'b.json' does not exist; write the baseline first, with 'fontfamily-dump --lint PATH... "
                + "--write-baseline b.json'")
        let cases: [(String, String)] = [
            ("{\n  \"baseline\": ", "line 2, column 15: expected a value after ':'"),
            (
                "{\"findings\": []}",
                "it is not a baseline that 'fontfamily-dump --lint --write-baseline' wrote (no "
                    + "\"baseline\" and \"findings\" members)"
            ),
            (
                "{\"baseline\": \"fontfamily-dump --lint\", \"findings\": [], \"version\": 3}",
                "it is not of version 1 or 2 of the format"
            ),
            (
                "{\"baseline\": \"fontfamily-dump --lint\", \"version\": 1, \"findings\": [\n{\"path\": \"a\"}]}",
                "the finding at line 2 needs a \"path\", a \"rule\" and a positive \"count\""
            ),
        ]
        for (text, reason) in cases {
            #expect(throws: LintError(path: "b.json", problem: .notBaseline(reason: reason))) {
                try LintBaseline(json: text, path: "b.json")
            }
        }
        #expect(
            LintError(path: "b.json", problem: .notBaseline(reason: "it is not of version 1 of the format"))
                .description
                == "'b.json' is not a lint baseline: it is not of version 1 of the format; write it again with "
                + "'--write-baseline'")
        let renamed = try LintBaseline(
            json:
                #"{"baseline": "fontfamily-dump --lint", "version": 1, "findings": [{"path": "a", "rule": "old-rule", "name": "A", "count": 2}]}"#,
            path: "b.json")
        #expect(renamed.entries == [LintBaseline.Entry(path: "a", rule: "old-rule", name: "A", count: 2)])
    }

    /// An entry's rule reached the note about unknown rules raw, so a control character in the file broke its line
    /// (found by fuzz-baseline; the input is `Fixtures/Fuzz/fuzz-baseline/regression-control-in-rule.json`).
    @Test func aNoteEscapesTheRuleAsTheFileSpellsIt() throws {
        let path = PackagePaths.fixtures.appendingPathComponent("Fuzz/fuzz-baseline/regression-control-in-rule.json")
        let baseline = try LintBaseline(json: try String(contentsOf: path, encoding: .utf8), path: path.path)
        #expect(
            baseline.notes(for: LintReport(findings: [], fileCount: 0, nameCount: 0)) == [
                "the baseline has 1 entry of a rule the lint does not have: 'Sources/F5.swift' "
                    + #"unkno\u{7F}n-name\u{A}\u{202E} 'N1881' (write the baseline again to drop what is stale)"#
            ])
    }
}
