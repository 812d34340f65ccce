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
    /// ``line`` and ``column`` in 4 bytes each, as a file's occurrences keep them.
    private let storedLine: Int32
    private let storedColumn: Int32
    /// The API or property that takes the name: `UIFont(name:size:)`, `font-family`, `local()`, `fontWeight`.
    public let context: String
    /// The name as the source spells it, or `nil` for a name built at run time.
    public let name: String?
    /// What the finding says, apart from where: one for every finding of a name's cached verdict, and for the findings
    /// of names that only their names tell apart, so that a file of a finding a line holds about 64 bytes a finding.
    let judgement: Judgement

    /// The line of the name, counting from 1.
    public var line: Int { Int(storedLine) }
    /// The column of the name's first character, counting UTF-8 bytes from 1 as the Swift compiler does.
    public var column: Int { Int(storedColumn) }
    /// How serious the finding is.
    public var severity: Severity { judgement.severity }
    /// The check that made the finding, which a suppression comment or a baseline names.
    public var rule: LintRule { judgement.rule }
    /// What is wrong and what to write: the resolver's diagnosis, and the typed value where one exists.
    public var message: String { judgement.message(quoting: name) }
    /// The name to write instead, whenever the message names one: the installed face or family the diagnosis knows
    /// was meant, or, for a name nothing installed is close to in case, spacing or naming, the nearest installed
    /// name (the first the message lists).
    public var replacement: String? { judgement.replacement }
    /// The typed value of ``replacement`` in the enums `fontfamily-dump --all` prints, as `GillSans.semiBold`
    /// (for names a Swift API takes).
    public var typedValue: String? { judgement.typedValue }

    /// A finding with every property given.
    public init(
        path: String, line: Int, column: Int, severity: Severity, rule: LintRule, context: String, name: String?,
        message: String, replacement: String? = nil, typedValue: String? = nil
    ) {
        self.init(
            path: path, line: line, column: column, context: context, name: name,
            judgement: Judgement(
                severity: severity, rule: rule, message: message, replacement: replacement, typedValue: typedValue))
    }

    /// A finding at `line` and `column` of `path` that says what `judgement` says (a line or column is kept in 32
    /// bits, as a file's occurrences keep them).
    init(path: String, line: Int, column: Int, context: String, name: String?, judgement: Judgement) {
        self.path = path
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
        self.context = context
        self.name = name
        self.judgement = judgement
    }

    /// Whether two findings have the same values: findings that share a judgement are compared by place and name,
    /// others by what they say as well.
    public static func == (lhs: LintFinding, rhs: LintFinding) -> Bool {
        guard
            lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && lhs.path == rhs.path
                && lhs.context == rhs.context && lhs.name == rhs.name
        else { return false }
        let (left, right) = (lhs.judgement, rhs.judgement)
        return left === right
            || (left.severity == right.severity && left.rule == right.rule && left.replacement == right.replacement
                && left.typedValue == right.typedValue && lhs.message == rhs.message)
    }

    /// Hashes every value of the finding, so that equal findings hash equally whether or not they share a judgement.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
        hasher.combine(context)
        hasher.combine(name)
        hasher.combine(severity)
        hasher.combine(rule)
        hasher.combine(message)
        hasher.combine(replacement)
        hasher.combine(typedValue)
    }

    /// The finding in the compiler's format, with its rule: `path:line:column: error: message (rule-id)`.
    public var description: String {
        "\(DisplayText.escaped(path, limit: nil)):\(line):\(column): \(severity.rawValue): \(message) (\(rule.id))"
    }
}
