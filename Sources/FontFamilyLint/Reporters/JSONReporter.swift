import FontFamilyCodegen

/// The report as JSON, keys sorted: `files`, `names`, `suppressed` and `baselined` (counts), and `findings`, each
/// with its `path`, `line`, `column`, `severity`, `rule`, `context`, `name`, `message`, `replacement` and
/// `typedValue` (`null` where there is none); and `lists`, every family list of the style sheets and pages with its
/// `entries` (`name`, `kind`), the index of the entry a browser `reached` on this machine (`null` when none
/// resolves) and the installed family it names (`reachedFamily`).
///
/// ```json
/// {"baselined": 0, "files": 1, "findings": [{"column": 41, "context": "UIFont(name:size:)", "line": 7,
///   "message": "…", "name": "GillSans-Semibold", "path": "Theme.swift", "replacement": "GillSans-SemiBold",
///   "rule": "wrong-case", "severity": "error", "typedValue": "GillSans.semiBold"}], "names": 2, "suppressed": 0}
/// ```
public struct JSONReporter: LintReporter {
    /// The name `--reporter` takes.
    public static let identifier = "json"
    /// What the format is for, in one line.
    public static let summary = "The findings and counts as JSON, with each finding's fix and typed value."

    /// A reporter; the tool is not named in this format.
    public init(tool: LintTool) {}

    /// The report in this format.
    public func text(for report: LintReport) -> String {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                "path": .string(finding.path), "line": .integer(finding.line), "column": .integer(finding.column),
                "severity": .string(finding.severity.rawValue), "rule": .string(finding.rule.id),
                "context": .string(finding.context), "name": optional(finding.name),
                "message": .string(finding.message), "replacement": optional(finding.replacement),
                "typedValue": optional(finding.typedValue),
            ])
        }
        let lists = report.familyLists.map { list -> JSONValue in
            .object([
                "path": .string(list.path), "line": .integer(list.line), "column": .integer(list.column),
                "context": .string(list.context),
                "entries": .array(
                    list.entries.map { .object(["name": .string($0.name), "kind": .string($0.kind)]) }),
                "reached": list.reached.map(JSONValue.integer) ?? .null,
                "reachedFamily": optional(list.reachedFamily),
            ])
        }
        return JSONValue.object([
            "files": .integer(report.fileCount), "names": .integer(report.nameCount),
            "suppressed": .integer(report.suppressedCount), "baselined": .integer(report.baselinedCount),
            "findings": .array(findings), "lists": .array(lists),
        ]).text
    }
}
