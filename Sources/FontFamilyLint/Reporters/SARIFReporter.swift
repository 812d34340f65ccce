import FontFamilyCodegen
import FontFamilyKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The report as a SARIF 2.1.0 log, which GitHub code scanning and other SARIF viewers read: one run whose tool
/// driver names the tool, its version and every ``LintRule`` (id, name and short description), and one result per
/// finding with its `ruleId`, `ruleIndex`, `level` (`error`, `warning` or `note`), `message.text` and location
/// (`artifactLocation.uri`, `region.startLine` and `startColumn`). A finding's context, name, replacement and
/// typed value are in the result's `properties`.
///
/// A relative path becomes a relative URI reference (to the directory the lint ran in), an absolute one a `file:`
/// URI, each byte outside RFC 3986's unreserved characters and `/` percent-encoded. Columns count Unicode code
/// points (the run's `columnKind` is `unicodeCodePoints`): where a finding's line holds other than ASCII before the
/// name, its file is read again to count them.
public struct SARIFReporter: LintReporter {
    /// The name `--reporter` takes.
    public static let identifier = "sarif"
    /// What the format is for, in one line.
    public static let summary = "A SARIF 2.1.0 log, for GitHub code scanning and other SARIF viewers."

    /// The program the log names as its tool's driver.
    let tool: LintTool

    /// A reporter whose logs name `tool` as their driver.
    public init(tool: LintTool) {
        self.tool = tool
    }

    /// The schema the log names.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The report in this format.
    public func text(for report: LintReport) -> String {
        let rules = LintRule.allCases.map { rule -> JSONValue in
            .object([
                "id": .string(rule.id), "name": .string(Self.name(of: rule)),
                "shortDescription": .object(["text": .string(rule.summary)]),
            ])
        }
        var lines = LineCache()
        let results = report.findings.map { finding -> JSONValue in
            let level: String
            switch finding.severity {
            case .error: level = "error"
            case .warning: level = "warning"
            case .note: level = "note"
            }
            var properties: JSONObject = ["context": .string(finding.context)]
            if let name = finding.name { properties["name"] = .string(name) }
            if let replacement = finding.replacement { properties["replacement"] = .string(replacement) }
            if let typedValue = finding.typedValue { properties["typedValue"] = .string(typedValue) }
            let region: JSONObject = [
                "startLine": .integer(finding.line),
                "startColumn": .integer(lines.scalarColumn(of: finding)),
            ]
            let location: JSONObject = [
                "physicalLocation": .object([
                    "artifactLocation": .object(["uri": .string(Self.uri(of: finding.path))]),
                    "region": .object(region),
                ])
            ]
            return .object([
                "ruleId": .string(finding.rule.id),
                "ruleIndex": .integer(LintRule.allCases.firstIndex(of: finding.rule) ?? 0),
                "level": .string(level), "message": .object(["text": .string(finding.message)]),
                "locations": .array([.object(location)]), "properties": .object(properties),
            ])
        }
        let driver: JSONObject = [
            "name": .string(tool.name), "version": .string(tool.version), "rules": .array(rules),
        ]
        let run: JSONObject = [
            "tool": .object(["driver": .object(driver)]), "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ]
        return JSONValue.object([
            "$schema": .string(Self.schema), "version": .string("2.1.0"), "runs": .array([.object(run)]),
        ]).text
    }

    /// The rule's identifier in UpperCamelCase, as SARIF names rules: `UnknownName`.
    static func name(of rule: LintRule) -> String {
        rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The URI reference of the file at `path`: relative for a relative path, `file://` for an absolute one.
    static func uri(of path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + Notation.hex(UInt32(byte), minimumDigits: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// The lines of the files findings are in, read once each, to turn a column of UTF-8 bytes into one of code
    /// points.
    private struct LineCache {
        /// Each file's lines as UTF-8 bytes, or `nil` when it cannot be read.
        private var files: [String: [ArraySlice<UInt8>]?] = [:]

        /// The column of `finding` in Unicode code points: its UTF-8 column, unless its line holds bytes beyond
        /// ASCII before it.
        mutating func scalarColumn(of finding: LintFinding) -> Int {
            if files[finding.path] == nil {
                files[finding.path] = FileManager.default.contents(atPath: finding.path).map { data in
                    Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                }
            }
            guard let lines = files[finding.path] ?? nil, finding.line - 1 < lines.count else {
                return finding.column
            }
            let before = lines[finding.line - 1].prefix(finding.column - 1)
            // Every byte that does not continue a UTF-8 sequence starts a code point.
            return before.count { $0 & 0xC0 != 0x80 } + 1
        }
    }
}
