/// Turns a ``LintReport`` into the text of one output format, as SwiftLint's reporters do: one type per format,
/// chosen by its ``identifier`` (`fontfamily-dump --lint --reporter NAME`).
///
/// ```swift
/// let report = try FontNameLinter(catalog: catalog).lint(paths: ["Sources"])
/// let reporter = LintReporters.named("sarif")?.init(tool: LintTool(name: "fontfamily-dump", version: "0.1.0"))
/// print(reporter?.text(for: report) ?? "", terminator: "")
/// ```
public protocol LintReporter: Sendable {
    /// The name `--reporter` takes: `xcode`, `json`, `sarif`, `github-actions`.
    static var identifier: String { get }
    /// What the format is for, in one line.
    static var summary: String { get }
    /// A reporter for findings that `tool` made (which formats that name their tool, as SARIF does, name).
    init(tool: LintTool)
    /// The report in the format: every finding, in the report's order, and a newline at the end unless there is
    /// nothing to write.
    func text(for report: LintReport) -> String
    /// Gives ``text(for:)``'s text to `output` in pieces, in order: a format of one line per finding gives a line at a
    /// time, and the JSON formats up to 64 KiB at a time, a finding after another, so that a report of many findings
    /// is written out without its whole text in memory. By default, the text in one piece.
    func write(_ report: LintReport, to output: (String) -> Void)
}

extension LintReporter {
    /// Gives ``text(for:)``'s text to `output` in one piece.
    public func write(_ report: LintReport, to output: (String) -> Void) {
        output(text(for: report))
    }
}

/// The program that made a report, as a format that names it gives it.
public struct LintTool: Hashable, Sendable {
    /// The program's name: `fontfamily-dump`.
    public let name: String
    /// Its version: `0.1.0`.
    public let version: String

    /// A tool with every property given.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}

/// Every ``LintReporter``, by identifier.
public enum LintReporters {
    /// The reporters, the default (``XcodeReporter``) first.
    public static let all: [any LintReporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
    ]

    /// The reporter whose identifier is `identifier`, or `nil` when none has it.
    public static func named(_ identifier: String) -> (any LintReporter.Type)? {
        all.first { $0.identifier == identifier }
    }
}
