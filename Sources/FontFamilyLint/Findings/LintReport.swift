import FontFamilyKit

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
    /// How many findings a suppression comment hid (see ``LintRule``).
    public let suppressedCount: Int
    /// How many findings a baseline took out, as known before (see ``LintBaseline``).
    public let baselinedCount: Int

    /// Every family list of the style sheets and pages the lint read (a custom property's value once for each
    /// definition a list uses), with the entry a browser reaches on this machine: what `--reporter json` gives as
    /// `lists`, and what `.ci/stacks` compares with the font headless Chromium draws.
    public let familyLists: [FamilyList]

    /// One family list and the entry a browser reaches in it.
    public struct FamilyList: Hashable, Sendable {
        /// The file.
        public let path: String
        /// The line of the list's first entry.
        public let line: Int
        /// The column of the list's first entry.
        public let column: Int
        /// The property that holds the list: `font-family`, `font`, or a custom property (`--brand-font`).
        public let context: String
        /// The entries in list order, each a name and its kind: `family`, `generic`, `platformKeyword` (`-apple-system`), `webFont` (a family the
        /// project's `@font-face` rules declare) or `unknown`.
        public let entries: [Entry]
        /// The index in ``entries`` of the first entry that resolves on this machine, or `nil` when none does (the
        /// browser draws its default font).
        public let reached: Int?
        /// The installed family the reached entry names (its primary name), when it is a family; for a family a
        /// browser here draws as a face fontconfig's rules offer for it, that face's family (`Liberation Sans` for
        /// `Arial`).
        public let reachedFamily: String?

        /// One entry of a list.
        public struct Entry: Hashable, Sendable {
            /// The name as written, decoded.
            public let name: String
            /// `family`, `generic`, `platformKeyword`, `webFont` or `unknown`.
            public let kind: String

            /// An entry with every property given.
            public init(name: String, kind: String) {
                self.name = name
                self.kind = kind
            }
        }

        /// A list with every property given.
        public init(
            path: String, line: Int, column: Int, context: String, entries: [Entry], reached: Int?,
            reachedFamily: String?
        ) {
            self.path = path
            self.line = line
            self.column = column
            self.context = context
            self.entries = entries
            self.reached = reached
            self.reachedFamily = reachedFamily
        }
    }

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
    public init(
        findings: [LintFinding], fileCount: Int, nameCount: Int, passedOver: [PassedOver] = [],
        suppressedCount: Int = 0, baselinedCount: Int = 0, familyLists: [FamilyList] = []
    ) {
        self.familyLists = familyLists
        self.findings = findings
        self.fileCount = fileCount
        self.nameCount = nameCount
        self.passedOver = passedOver
        self.suppressedCount = suppressedCount
        self.baselinedCount = baselinedCount
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

    /// `true` when every name resolves: no error, warning or note.
    public var isClean: Bool { findings.isEmpty }

    /// How many findings are errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }

    /// How many findings are warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// How many findings are notes.
    public var noteCount: Int { findings.count { $0.severity == .note } }

    /// Whether the run fails, as SwiftLint and swift-format decide: on an error, or on a warning too when `strict`;
    /// never on a note. `fontfamily-dump --lint` exits 1 when it does.
    public func fails(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// One line that counts what was read and found, and what was hidden:
    /// `3 errors, 1 warning and 0 notes in 12 files (40 names); 2 suppressed, 5 in the baseline`.
    public var summary: String {
        let read =
            Notation.count(fileCount, "file", "files") + " (" + Notation.count(nameCount, "name", "names") + ")"
        var hidden: [String] = []
        if suppressedCount > 0 { hidden.append("\(suppressedCount) suppressed") }
        if baselinedCount > 0 { hidden.append("\(baselinedCount) in the baseline") }
        guard !isClean else {
            guard !hidden.isEmpty else { return "every name resolves in " + read }
            return "no finding left in \(read): " + hidden.joined(separator: ", ")
        }
        let counts =
            Notation.count(errorCount, "error", "errors") + ", " + Notation.count(warningCount, "warning", "warnings")
            + " and " + Notation.count(noteCount, "note", "notes")
        return "\(counts) in \(read)" + (hidden.isEmpty ? "" : "; " + hidden.joined(separator: ", "))
    }

    /// The report with `findings` in place of its own, counting `baselined` more findings as taken out by a
    /// baseline.
    func replacingFindings(_ findings: [LintFinding], baselined: Int) -> LintReport {
        LintReport(
            findings: findings, fileCount: fileCount, nameCount: nameCount, passedOver: passedOver,
            suppressedCount: suppressedCount, baselinedCount: baselinedCount + baselined, familyLists: familyLists)
    }
}
