/// One line per finding in the compiler's format, which Xcode, editors and SwiftPM's plugin diagnostics read, ending
/// with the finding's rule as SwiftLint's lines do (the default reporter):
///
/// ```text
/// Sources/App/Theme.swift:7:41: error: 'GillSans-Semibold' is not installed, but … (wrong-case)
/// ```
public struct XcodeReporter: LintReporter {
    /// The name `--reporter` takes.
    public static let identifier = "xcode"
    /// What the format is for, in one line.
    public static let summary = "One 'path:line:column: error: message (rule)' line per finding, as compilers print."

    /// A reporter; the tool is not named in this format.
    public init(tool: LintTool) {}

    /// The report in this format.
    public func text(for report: LintReport) -> String {
        var text = ""
        write(report) { text += $0 }
        return text
    }

    /// Gives the report's lines to `output`, one a finding.
    public func write(_ report: LintReport, to output: (String) -> Void) {
        for finding in report.findings { output(finding.description + "\n") }
    }
}
