/// One GitHub Actions workflow command per finding, which a workflow run shows as an annotation on the file and
/// line: `::error file=…,line=…,col=…,title=RULE::message` (`::warning`, and `::notice` for a note).
///
/// The message and the properties are escaped as the Actions toolkit escapes them: `%`, carriage return and line
/// feed everywhere, and `:` and `,` in a property too.
public struct GitHubActionsReporter: LintReporter {
    /// The name `--reporter` takes.
    public static let identifier = "github-actions"
    /// What the format is for, in one line.
    public static let summary = "GitHub Actions workflow commands: one annotation per finding."

    /// A reporter; the tool is not named in this format.
    public init(tool: LintTool) {}

    /// The report in this format.
    public func text(for report: LintReport) -> String {
        var text = ""
        write(report) { text += $0 }
        return text
    }

    /// Gives the report's commands to `output`, one a finding.
    public func write(_ report: LintReport, to output: (String) -> Void) {
        for finding in report.findings {
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=" + Self.escapedProperty(finding.path), "line=\(finding.line)", "col=\(finding.column)",
                "title=" + Self.escapedProperty(finding.rule.id),
            ]
            output("::\(command) \(properties.joined(separator: ","))::\(Self.escapedData(finding.message))\n")
        }
    }

    /// A command's message, escaped: `%`, `\r` and `\n`.
    static func escapedData(_ text: String) -> String {
        escaped(text, also: [:])
    }

    /// A command's property value, escaped: `%`, `\r`, `\n`, `:` and `,`.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, also: [":": "%3A", ",": "%2C"])
    }

    private static func escaped(_ text: String, also extra: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if let replacement = extra[scalar] {
                    result += replacement
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
