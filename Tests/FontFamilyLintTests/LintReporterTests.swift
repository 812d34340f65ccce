import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// The reporters on plain values: each severity in each format, the escapes GitHub and SARIF need, and the choice
/// by identifier. Their exact output for the fixture project is in `DumpLintTests`.
@Suite struct LintReporterTests {
    private static let tool = LintTool(name: "fontfamily-dump", version: "0.1.0")

    /// An error, a warning and a note, one with every optional field and one with none.
    private static let report = LintReport(
        findings: [
            LintFinding(
                path: "A.swift", line: 2, column: 22, severity: .error, rule: .wrongCase,
                context: "UIFont(name:size:)", name: "GillSans-bold", message: "Write 'GillSans-Bold'.",
                replacement: "GillSans-Bold", typedValue: "GillSans.bold"),
            LintFinding(
                path: "Web/a b,c:d%.css", line: 1, column: 18, severity: .warning, rule: .familySpelling,
                context: "font-family", name: "SourceSansPro", message: "100% wrong,\r\nreally: yes."),
            LintFinding(
                path: "A.swift", line: 3, column: 22, severity: .note, rule: .dynamicName,
                context: "UIFont(name:size:)", name: nil, message: "Cannot be checked."),
        ], fileCount: 2, nameCount: 5, suppressedCount: 1, baselinedCount: 2)

    @Test func theReportersAreChosenByIdentifier() {
        #expect(LintReporters.all.map { $0.identifier } == ["xcode", "json", "sarif", "github-actions"])
        #expect(LintReporters.named("sarif").map(ObjectIdentifier.init) == ObjectIdentifier(SARIFReporter.self))
        #expect(LintReporters.named("junit") == nil)
    }

    @Test func xcodeLinesEndWithTheRule() {
        let report = LintReport(
            findings: [Self.report.findings[0], Self.report.findings[2]], fileCount: 1, nameCount: 2)
        #expect(
            XcodeReporter(tool: Self.tool).text(for: report) == """
                A.swift:2:22: error: Write 'GillSans-Bold'. (wrong-case)
                A.swift:3:22: note: Cannot be checked. (dynamic-name)

                """)
        #expect(XcodeReporter(tool: Self.tool).text(for: LintReport(findings: [], fileCount: 1, nameCount: 0)) == "")
    }

    /// The line formats give their text a finding at a time, so that `fontfamily-dump` writes a report of many
    /// findings out without holding its whole text; the JSON formats in pieces of up to 64 KiB, one for a short
    /// report. Either way the pieces are the text.
    @Test func lineFormatsAreWrittenAFindingAtATime() {
        var pieces: [String: [String]] = [:]
        for reporter in LintReporters.all {
            let made = reporter.init(tool: Self.tool)
            made.write(Self.report) { pieces[reporter.identifier, default: []].append($0) }
            #expect(pieces[reporter.identifier]?.joined() == made.text(for: Self.report))
        }
        #expect(
            pieces["xcode"] == [
                "A.swift:2:22: error: Write 'GillSans-Bold'. (wrong-case)\n",
                "Web/a b,c:d%.css:1:18: warning: 100% wrong,\r\nreally: yes. (family-spelling)\n",
                "A.swift:3:22: note: Cannot be checked. (dynamic-name)\n",
            ])
        #expect(pieces["github-actions"]?.count == 3)
        #expect(pieces["json"]?.count == 1)
        #expect(pieces["sarif"]?.count == 1)
    }

    /// A report of 3,000 findings, each message with a two-byte character and a long name: the JSON formats give it in
    /// pieces of at most 64 KiB, never split inside a character, which make the whole text; no tree of the report is
    /// built first.
    @Test(arguments: [JSONReporter.identifier, SARIFReporter.identifier])
    func theJSONFormatsGiveAManyFindingReportInPieces(identifier: String) throws {
        let findings = (1...3_000).map { line in
            LintFinding(
                path: "A.swift", line: line, column: 22, severity: .error, rule: .unknownName,
                context: "UIFont(name:size:)", name: "Caf\u{E9}-\(line)",
                message: "'Caf\u{E9}-\(line)' is not installed: no face has this PostScript name.")
        }
        let report = LintReport(findings: findings, fileCount: 1, nameCount: 3_000)
        let reporter = try #require(LintReporters.named(identifier)).init(tool: Self.tool)
        var pieces: [String] = []
        reporter.write(report) { pieces.append($0) }
        let text = reporter.text(for: report)
        #expect(pieces.joined() == text)
        #expect(pieces.count >= 4)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count <= 65_536 && $0.utf8.count > 65_000 })
        #expect(pieces.last.map { $0.utf8.count <= 65_536 } == true)
        #expect(!text.contains("\u{FFFD}"))
        #expect(text.components(separatedBy: "Caf\u{E9}-2999").count == 3)
    }

    @Test func jsonNamesEveryFieldAndNullWhereThereIsNone() {
        #expect(
            JSONReporter(tool: Self.tool).text(for: Self.report) == """
                {
                  "baselined": 2,
                  "files": 2,
                  "findings": [
                    {
                      "column": 22,
                      "context": "UIFont(name:size:)",
                      "line": 2,
                      "message": "Write 'GillSans-Bold'.",
                      "name": "GillSans-bold",
                      "path": "A.swift",
                      "replacement": "GillSans-Bold",
                      "rule": "wrong-case",
                      "severity": "error",
                      "typedValue": "GillSans.bold"
                    },
                    {
                      "column": 18,
                      "context": "font-family",
                      "line": 1,
                      "message": "100% wrong,\\r\\nreally: yes.",
                      "name": "SourceSansPro",
                      "path": "Web/a b,c:d%.css",
                      "replacement": null,
                      "rule": "family-spelling",
                      "severity": "warning",
                      "typedValue": null
                    },
                    {
                      "column": 22,
                      "context": "UIFont(name:size:)",
                      "line": 3,
                      "message": "Cannot be checked.",
                      "name": null,
                      "path": "A.swift",
                      "replacement": null,
                      "rule": "dynamic-name",
                      "severity": "note",
                      "typedValue": null
                    }
                  ],
                  "lists": [],
                  "names": 5,
                  "suppressed": 1
                }

                """)
    }

    /// `%`, carriage return and line feed are escaped everywhere, `:` and `,` in properties too; a note is a notice.
    @Test func githubActionsCommandsAreEscapedAsTheToolkitEscapesThem() {
        #expect(
            GitHubActionsReporter(tool: Self.tool).text(for: Self.report) == """
                ::error file=A.swift,line=2,col=22,title=wrong-case::Write 'GillSans-Bold'.
                ::warning file=Web/a b%2Cc%3Ad%25.css,line=1,col=18,title=family-spelling::100%25 wrong,%0D%0Areally: yes.
                ::notice file=A.swift,line=3,col=22,title=dynamic-name::Cannot be checked.

                """)
    }

    /// Levels, rule indices, percent-encoded URIs and the properties a finding has.
    @Test func sarifResultsPointIntoTheRules() throws {
        let text = SARIFReporter(tool: Self.tool).text(for: Self.report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "fontfamily-dump")
        #expect(driver["version"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == LintRule.allCases.map(\.id))
        #expect(rules[1]["name"] as? String == "WrongCase")
        #expect((rules[1]["shortDescription"] as? [String: Any])?["text"] as? String == LintRule.wrongCase.summary)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        #expect(results.map { $0["ruleId"] as? String } == ["wrong-case", "family-spelling", "dynamic-name"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [1, 8, 13])
        let uris = results.map { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["A.swift", "Web/a%20b%2Cc%3Ad%25.css", "A.swift"])
        #expect(
            results.map { $0["properties"] as? [String: String] } == [
                [
                    "context": "UIFont(name:size:)", "name": "GillSans-bold", "replacement": "GillSans-Bold",
                    "typedValue": "GillSans.bold",
                ],
                ["context": "font-family", "name": "SourceSansPro"], ["context": "UIFont(name:size:)"],
            ])
        #expect(SARIFReporter.uri(of: "/tmp/Café.swift") == "file:///tmp/Caf%C3%A9.swift")
    }

    /// SARIF counts columns in code points, the compiler's format in UTF-8 bytes: a line with `é` before the name
    /// gives one less.
    @Test func sarifColumnsCountCodePoints() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-sarif")
        defer { FixtureCatalog.remove(root) }
        let file = root.appendingPathComponent("A.swift")
        try "let é = 1\nlet café = UIFont(name: \"X\", size: 1)\n".write(to: file, atomically: true, encoding: .utf8)
        let finding = LintFinding(
            path: file.path, line: 2, column: 26, severity: .error, rule: .unknownName, context: "UIFont(name:size:)",
            name: "X", message: "m")
        let text = SARIFReporter(tool: Self.tool).text(
            for: LintReport(findings: [finding], fileCount: 1, nameCount: 1))
        #expect(text.contains("\"startColumn\": 25,"))
        #expect(text.contains("\"uri\": \"file://" + file.path + "\""))
    }

    /// Columns stay right however the findings of two files come: the lines of a file are found again when its
    /// findings go back up it or another file's come between.
    @Test func sarifColumnsAreRightInAnyOrderOfFilesAndLines() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-sarif-order")
        defer { FixtureCatalog.remove(root) }
        let first = root.appendingPathComponent("A.swift")
        let second = root.appendingPathComponent("B.swift")
        try "let é = UIFont(name: \"X\", size: 1)\nlet b = 1\nlet üü = UIFont(name: \"Y\", size: 1)\n".write(
            to: first, atomically: true, encoding: .utf8)
        try "let a = 1\nlet ø = UIFont(name: \"Z\", size: 1)\n".write(to: second, atomically: true, encoding: .utf8)
        func finding(_ file: URL, line: Int, column: Int) -> LintFinding {
            LintFinding(
                path: file.path, line: line, column: column, severity: .error, rule: .unknownName,
                context: "UIFont(name:size:)", name: "X", message: "m")
        }
        let findings = [
            finding(first, line: 3, column: 25), finding(second, line: 2, column: 23),
            finding(first, line: 1, column: 23), finding(first, line: 3, column: 25),
            finding(first, line: 9, column: 4),
        ]
        let text = SARIFReporter(tool: Self.tool).text(
            for: LintReport(findings: findings, fileCount: 2, nameCount: 5))
        let columns = text.split(separator: "\n").filter { $0.contains("\"startColumn\"") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            columns == [
                "\"startColumn\": 23,", "\"startColumn\": 22,", "\"startColumn\": 22,", "\"startColumn\": 23,",
                "\"startColumn\": 4,",
            ])
    }
}
