import FontFamilyCodegen
import FontFamilyKit
import FontFamilySyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The findings a code base already had when it adopted the lint, so that a run fails only on new ones.
///
/// A finding is known by its file, its rule and its name — not its line, which moves whenever code above it
/// changes — and a baseline counts how many findings of each it holds: a second copy of a known typo in the same file
/// is new. `fontfamily-dump --lint … --write-baseline FILE` writes one, `--baseline FILE` reads it:
///
/// ```json
/// {
///   "baseline": "fontfamily-dump --lint",
///   "findings": [
///     {
///       "count": 1,
///       "name": "GillSans-Bld",
///       "path": "Sources/App/Theme.swift",
///       "rule": "unknown-name"
///     }
///   ],
///   "version": 1
/// }
/// ```
///
/// A baseline written for a file (``init(findings:directory:)``, as `--write-baseline` does) keeps its paths relative to
/// the file's folder, `version` 2: it matches the same files whatever directory the lint runs from and whatever paths
/// it is given. One of version 1 (``init(findings:)``) keeps them as the lint reported them, below the current
/// directory when they are absolute paths inside it, and is read from the directory it was written in.
///
/// An entry that matches no finding of a run (the finding is gone) or names a rule the lint does not have is said in
/// ``notes(for:)``; it never fails a run.
public struct LintBaseline: Hashable, Sendable {
    /// The findings of one rule and name in one file.
    public struct Entry: Hashable, Sendable {
        /// The file, as the lint reports it (relative to the current directory when it lies inside it).
        public let path: String
        /// The rule's identifier (``LintRule/id``): kept as written, so that a baseline from another version of the
        /// lint still reads.
        public let rule: String
        /// The name as the source spells it, or `nil` for a name built at run time.
        public let name: String?
        /// How many such findings the file had.
        public let count: Int

        /// An entry with every property given.
        public init(path: String, rule: String, name: String?, count: Int) {
            self.path = path
            self.rule = rule
            self.name = name
            self.count = count
        }
    }

    /// What a finding is known by. The path is compared as bytes: two spellings of one accented name are two files.
    private struct Key: Hashable {
        let path: [UInt8]
        let rule: String
        let name: String?

        init(path: String, rule: String, name: String?) {
            self.path = Array(path.utf8)
            self.rule = rule
            self.name = name
        }
    }

    /// The entries, by path, rule and name.
    public let entries: [Entry]
    /// The absolute folder the entries' paths are relative to (version 2), or `nil` when they are as the lint
    /// reported them (version 1).
    let directory: String?

    /// The format's version with paths as the lint reported them, which a reader still takes.
    static let version = 1
    /// The format's version with paths relative to the baseline's folder.
    static let relativeVersion = 2

    /// The value of the first member, `baseline`, that marks a file as a lint baseline.
    static let marker = "fontfamily-dump --lint"

    /// The baseline of `findings`: every one of them is known, by its path as the lint reported it (version 1).
    public init(findings: [LintFinding]) {
        self.init(findings: findings, relativeTo: nil)
    }

    /// The baseline of `findings` to be written in the folder `directory`: every one of them is known, by its path
    /// relative to that folder (version 2), so that it matches from any working directory.
    public init(findings: [LintFinding], directory: String) {
        self.init(findings: findings, relativeTo: Self.absolute(directory))
    }

    /// The baseline of `findings` to be written at `path`, relative to its folder: what `--write-baseline` writes.
    public init(findings: [LintFinding], writtenAt path: String) {
        self.init(findings: findings, directory: Self.folder(of: path))
    }

    private init(findings: [LintFinding], relativeTo directory: String?) {
        self.directory = directory
        var counts: [Key: Int] = [:]
        for finding in findings {
            let path = Self.key(of: finding.path, directory: directory)
            counts[Key(path: path, rule: finding.rule.id, name: finding.name), default: 0] += 1
        }
        entries = counts.sorted { first, second in
            let (a, b) = (first.key, second.key)
            if a.path != b.path { return a.path.lexicographicallyPrecedes(b.path) }
            return (a.rule, a.name ?? "") < (b.rule, b.name ?? "")
        }
        .map {
            Entry(
                path: String(decoding: $0.key.path, as: UTF8.self), rule: $0.key.rule, name: $0.key.name,
                count: $0.value)
        }
    }

    /// The baseline in the JSON text `json` that ``json`` wrote, read from the file at `path` (which errors name, and
    /// whose folder the paths of a version 2 baseline are relative to).
    ///
    /// - Throws: ``LintError`` with ``LintError/Problem/notBaseline(reason:)`` when the text is not such a baseline.
    public init(json: String, path: String) throws(LintError) {
        func fail(_ reason: String) -> LintError { LintError(path: path, problem: .notBaseline(reason: reason)) }
        let document: PositionedJSON
        do {
            document = try PositionedJSON.parse(json)
        } catch {
            let position = SourceLocator(json).position(ofOffset: error.offset)
            throw fail("line \(position.line), column \(position.column): \(error.description)")
        }
        guard document.member("baseline")?.string == Self.marker,
            case .array(let elements)? = document.member("findings")?.content
        else {
            throw fail(
                "it is not a baseline that 'fontfamily-dump --lint --write-baseline' wrote (no \"baseline\" and "
                    + "\"findings\" members)")
        }
        guard case .number(let versionText)? = document.member("version")?.content, let version = Int(versionText),
            version == Self.version || version == Self.relativeVersion
        else {
            throw fail("it is not of version \(Self.version) or \(Self.relativeVersion) of the format")
        }
        directory = version == Self.relativeVersion ? Self.absolute(Self.folder(of: path)) : nil
        var entries: [Entry] = []
        for element in elements {
            guard let path = element.member("path")?.string, let rule = element.member("rule")?.string,
                case .number(let countText)? = element.member("count")?.content, let count = Int(countText),
                count > 0
            else {
                let position = SourceLocator(json).position(ofOffset: element.offset)
                throw fail(
                    "the finding at line \(position.line) needs a \"path\", a \"rule\" and a positive \"count\"")
            }
            entries.append(Entry(path: path, rule: rule, name: element.member("name")?.string, count: count))
        }
        self.entries = entries
    }

    /// The baseline in the file at `path`.
    ///
    /// - Throws: ``LintError`` when the file does not exist, cannot be read or holds no baseline.
    public static func read(from path: String) throws(LintError) -> LintBaseline {
        guard FileManager.default.fileExists(atPath: path) else {
            throw LintError(path: path, problem: .missingBaseline)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintError(path: path, problem: .unreadable)
        }
        return try LintBaseline(json: String(decoding: data, as: UTF8.self), path: path)
    }

    /// The baseline as JSON: `baseline` (`"fontfamily-dump --lint"`, what marks the file as one), `findings` (each
    /// with its `path`, `rule`, `name` and `count`) and `version`, keys sorted, one member a line.
    public var json: String {
        let findings = entries.map { entry -> JSONValue in
            .object([
                "path": .string(entry.path), "rule": .string(entry.rule),
                "name": entry.name.map(JSONValue.string) ?? .null, "count": .integer(entry.count),
            ])
        }
        let object = JSONValue.object([
            "baseline": .string(Self.marker), "findings": .array(findings),
            "version": .integer(directory == nil ? Self.version : Self.relativeVersion),
        ])
        return GeneratedOutput.jsonDocument(object.text)
    }

    /// `report` without the findings the baseline knows, which it counts in ``LintReport/baselinedCount``: of each
    /// file, rule and name, as many as the baseline counts, the first in the report's order.
    public func filter(_ report: LintReport) -> LintReport {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[Key(path: entry.path, rule: entry.rule, name: entry.name), default: 0] += entry.count
        }
        var kept: [LintFinding] = []
        for finding in report.findings {
            let key = Key(
                path: Self.key(of: finding.path, directory: directory), rule: finding.rule.id, name: finding.name)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                kept.append(finding)
            }
        }
        return report.replacingFindings(kept, baselined: report.findings.count - kept.count)
    }

    /// What the baseline says of `report` beyond its findings, one line each (none when every entry is of a rule
    /// the lint has and matches a finding): the entries that name an unknown rule, and those that match no finding
    /// (the finding is gone, so the entry can go).
    public func notes(for report: LintReport) -> [String] {
        var found: Set<Key> = []
        for finding in report.findings {
            found.insert(
                Key(path: Self.key(of: finding.path, directory: directory), rule: finding.rule.id, name: finding.name))
        }
        func described(_ entry: Entry) -> String {
            // The rule as the file spells it, which for an unknown rule may be anything.
            DisplayText.quoted(entry.path, limit: nil) + " " + DisplayText.escaped(entry.rule)
                + (entry.name.map { " " + DisplayText.quoted($0) } ?? "")
        }
        let unknown = entries.filter { LintRule(id: $0.rule) == nil }
        let stale = entries.filter {
            LintRule(id: $0.rule) != nil && !found.contains(Key(path: $0.path, rule: $0.rule, name: $0.name))
        }
        let advice = " (write the baseline again to drop what is stale)"
        var notes: [String] = []
        if !unknown.isEmpty {
            notes.append(
                "the baseline has " + Notation.count(unknown.count, "entry", "entries")
                    + " of a rule the lint does not have: " + DisplayText.list(unknown.map(described)) + advice)
        }
        if !stale.isEmpty {
            notes.append(
                "the baseline has " + Notation.count(stale.count, "entry", "entries")
                    + " matching no finding (fixed, or the file moved): " + DisplayText.list(stale.map(described))
                    + advice)
        }
        return notes
    }

    /// The path a baseline knows a file by: relative to `directory` (an absolute folder) when there is one, the
    /// path made absolute from the current directory and both normalised; as ``key(of:)`` gives it otherwise.
    static func key(of path: String, directory: String?) -> String {
        guard let directory else { return key(of: path) }
        let target = SourceTree.components(of: absolute(path))
        let base = SourceTree.components(of: directory)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = [Substring](repeating: "..", count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }

    /// `path` made absolute from the current directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The folder of the file at `path`: `.` for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path a baseline of version 1 knows a file by: relative to the current directory when it is an absolute
    /// path inside it, without a leading `./`.
    static func key(of path: String) -> String {
        var path = Substring(path)
        if path.hasPrefix("/") {
            let directory = FileManager.default.currentDirectoryPath
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) { path = path.dropFirst(prefix.count) }
        }
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
