import FontFamilyKit

/// One font name the lint could not prove: where it is, how serious it is, and what to write instead.
///
/// Its ``description`` is the line compilers print, which editors and CI annotate, ending with the ``rule`` as
/// SwiftLint ends its lines:
///
/// ```text
/// Sources/App/Theme.swift:12:26: error: 'GillSans-Semibold' is not installed, but … (wrong-case)
/// ```
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable {
        /// The name resolves to no installed font: the code gets `nil`, a crash or a substitute.
        case error
        /// The name resolves only through a fallback (a family or full name where a face's PostScript name goes,
        /// a weight the family lacks, a spelling only fontconfig accepts). A run fails on one only when it is
        /// strict.
        case warning
        /// The name cannot be checked from the source (it is built at run time): a run never fails on one.
        case note
    }

    /// The file, as the lint was given it (a directory's files below the directory's path as given).
    public let path: String
    /// The line of the name, counting from 1.
    public let line: Int
    /// The column of the name's first character, counting UTF-8 bytes from 1 as the Swift compiler does.
    public let column: Int
    /// How serious the finding is.
    public let severity: Severity
    /// The check that made the finding, which a suppression comment or a baseline names.
    public let rule: LintRule
    /// The API or property that takes the name: `UIFont(name:size:)`, `font-family`, `local()`, `fontWeight`.
    public let context: String
    /// The name as the source spells it, or `nil` for a name built at run time.
    public let name: String?
    /// What is wrong and what to write: the resolver's diagnosis, and the typed value where one exists.
    public let message: String
    /// The name to write instead, whenever the message names one: the installed face or family the diagnosis knows
    /// was meant, or, for a name nothing installed is close to in case, spacing or naming, the nearest installed
    /// name (the first the message lists).
    public let replacement: String?
    /// The typed value of ``replacement`` in the enums `fontfamily-dump --all` prints, as `GillSans.semiBold`
    /// (for names a Swift API takes).
    public let typedValue: String?

    /// A finding with every property given.
    public init(
        path: String, line: Int, column: Int, severity: Severity, rule: LintRule, context: String, name: String?,
        message: String, replacement: String? = nil, typedValue: String? = nil
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.context = context
        self.name = name
        self.message = message
        self.replacement = replacement
        self.typedValue = typedValue
    }

    /// The finding in the compiler's format, with its rule: `path:line:column: error: message (rule-id)`.
    public var description: String {
        "\(DisplayText.escaped(path, limit: nil)):\(line):\(column): \(severity.rawValue): \(message) (\(rule.id))"
    }
}
