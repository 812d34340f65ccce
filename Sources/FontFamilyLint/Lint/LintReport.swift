import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilySyntax

/// What a lint over files found: the findings in file and line order, and how much it read.
public struct LintReport: Hashable, Sendable {
    /// The findings, file by file in the order the lint read them (the paths as given, each directory in path
    /// order), each file's in line and column order.
    public let findings: [LintFinding]
    /// How many source files were read.
    public let fileCount: Int
    /// How many font names (and design-token weights) were found, checkable or not.
    public let nameCount: Int

    /// A report with every property given.
    public init(findings: [LintFinding], fileCount: Int, nameCount: Int) {
        self.findings = findings
        self.fileCount = fileCount
        self.nameCount = nameCount
    }

    /// `true` when every name resolves: no error and no warning.
    public var isClean: Bool { findings.isEmpty }

    /// How many findings are errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }

    /// One line that counts what was read and found: `3 errors and 1 warning in 12 files (40 names)`.
    public var summary: String {
        let read =
            Notation.count(fileCount, "file", "files") + " (" + Notation.count(nameCount, "name", "names") + ")"
        guard !isClean else { return "every name resolves in " + read }
        let errors = Notation.count(errorCount, "error", "errors")
        let warnings = Notation.count(findings.count - errorCount, "warning", "warnings")
        return "\(errors) and \(warnings) in \(read)"
    }

    /// The report as JSON: `files`, `names` and `findings`, each finding with its `path`, `line`, `column`,
    /// `severity`, `context`, `name`, `message`, `replacement` and `typedValue` (`null` where there is none).
    ///
    /// ```json
    /// {"files": 1, "names": 2, "findings": [{"path": "Theme.swift", "line": 4, "column": 33, "severity": "error",
    ///   "context": "UIFont(name:size:)", "name": "GillSans-Semibold", "message": "…",
    ///   "replacement": "GillSans-SemiBold", "typedValue": "GillSans.semiBold"}]}
    /// ```
    public var json: String {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let findings = findings.map { finding -> JSONValue in
            .object([
                "path": .string(finding.path), "line": .integer(finding.line), "column": .integer(finding.column),
                "severity": .string(finding.severity.rawValue), "context": .string(finding.context),
                "name": optional(finding.name), "message": .string(finding.message),
                "replacement": optional(finding.replacement), "typedValue": optional(finding.typedValue),
            ])
        }
        return JSONValue.object([
            "files": .integer(fileCount), "names": .integer(nameCount), "findings": .array(findings),
        ]).text
    }
}
