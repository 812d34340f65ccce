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
    /// The entries a directory walk passed over because they are neither regular files nor directories, though named
    /// like source files (`Sources/x.swift`, a named pipe), in the order walked.
    public let passedOver: [PassedOver]

    /// An entry a directory walk passed over: its path and what it is.
    public struct PassedOver: Hashable, Sendable {
        /// The path, below the given path as it was given.
        public let path: String
        /// What it is, with its article: `a named pipe`, `a socket`, `a character device`.
        public let kind: String

        /// An entry at `path` that is a `kind`.
        public init(path: String, kind: String) {
            self.path = path
            self.kind = kind
        }
    }

    /// A report with every property given.
    public init(findings: [LintFinding], fileCount: Int, nameCount: Int, passedOver: [PassedOver] = []) {
        self.findings = findings
        self.fileCount = fileCount
        self.nameCount = nameCount
        self.passedOver = passedOver
    }

    /// One line that names what the walk passed over, or `nil` when it passed over nothing:
    /// `passed over 1 entry that is not a regular file: 'Sources/x.swift' (a named pipe)`.
    public var passedOverNote: String? {
        guard !passedOver.isEmpty else { return nil }
        let entries = passedOver.map { DisplayText.quoted($0.path, limit: nil) + " (\($0.kind))" }
        return "passed over "
            + Notation.count(passedOver.count, "entry that is not a regular file", "entries that are not regular files")
            + ": " + DisplayText.list(entries)
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
