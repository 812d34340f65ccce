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
        var text = ""
        write(report) { text += $0 }
        return text
    }

    /// Gives the report's JSON to `output` in pieces of about 64 KiB, a finding at a time: no tree of the whole
    /// report is built.
    public func write(_ report: LintReport, to output: (String) -> Void) {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        JSONWriter.write(to: output) { json in
            json.object { json in
                json.member("baselined", .integer(report.baselinedCount))
                json.member("files", .integer(report.fileCount))
                json.member("findings") { json in
                    json.array(report.findings) { json, finding in
                        json.object { json in
                            json.member("column", .integer(finding.column))
                            json.member("context", .string(finding.context))
                            json.member("line", .integer(finding.line))
                            json.member("message", .string(finding.message))
                            json.member("name", optional(finding.name))
                            json.member("path", .string(finding.path))
                            json.member("replacement", optional(finding.replacement))
                            json.member("rule", .string(finding.rule.id))
                            json.member("severity", .string(finding.severity.rawValue))
                            json.member("typedValue", optional(finding.typedValue))
                        }
                    }
                }
                json.member("lists") { json in
                    json.array(report.familyLists) { json, list in
                        json.object { json in
                            json.member("column", .integer(list.column))
                            json.member("context", .string(list.context))
                            json.member("entries") { json in
                                json.array(list.entries) { json, entry in
                                    json.object { json in
                                        json.member("kind", .string(entry.kind))
                                        json.member("name", .string(entry.name))
                                    }
                                }
                            }
                            json.member("line", .integer(list.line))
                            json.member("path", .string(list.path))
                            json.member("reached", list.reached.map(JSONValue.integer) ?? .null)
                            json.member("reachedFamily", optional(list.reachedFamily))
                        }
                    }
                }
                json.member("names", .integer(report.nameCount))
                json.member("suppressed", .integer(report.suppressedCount))
            }
        }
    }
}
