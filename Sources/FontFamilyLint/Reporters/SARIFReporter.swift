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
        var text = ""
        write(report) { text += $0 }
        return text
    }

    /// Gives the log to `output` in pieces of about 64 KiB, a result at a time: no tree of the whole log is built.
    public func write(_ report: LintReport, to output: (String) -> Void) {
        var lines = LineCache()
        JSONWriter.write(to: output) { json in
            json.object { json in
                json.member("$schema", .string(Self.schema))
                json.member("runs") { json in
                    json.array(CollectionOfOne(report)) { json, report in
                        json.object { json in
                            json.member("columnKind", .string("unicodeCodePoints"))
                            json.member("results") { json in
                                json.array(report.findings) { json, finding in
                                    Self.write(finding, column: lines.scalarColumn(of: finding), to: &json)
                                }
                            }
                            json.member("tool") { json in
                                json.object { json in
                                    json.member("driver") { json in writeDriver(to: &json) }
                                }
                            }
                        }
                    }
                }
                json.member("version", .string("2.1.0"))
            }
        }
    }

    /// The log's tool driver: the tool's name and version and every rule.
    private func writeDriver(to json: inout JSONWriter) {
        json.object { json in
            json.member("name", .string(tool.name))
            json.member("rules") { json in
                json.array(LintRule.allCases) { json, rule in
                    json.object { json in
                        json.member("id", .string(rule.id))
                        json.member("name", .string(Self.name(of: rule)))
                        json.member("shortDescription", .object(["text": .string(rule.summary)]))
                    }
                }
            }
            json.member("version", .string(tool.version))
        }
    }

    /// One result: the finding's rule, level, message and location, and its context, name, replacement and typed
    /// value as properties.
    private static func write(_ finding: LintFinding, column: Int, to json: inout JSONWriter) {
        let level: String
        switch finding.severity {
        case .error: level = "error"
        case .warning: level = "warning"
        case .note: level = "note"
        }
        json.object { json in
            json.member("level", .string(level))
            json.member("locations") { json in
                json.array(CollectionOfOne(finding)) { json, finding in
                    json.object { json in
                        json.member("physicalLocation") { json in
                            json.object { json in
                                json.member("artifactLocation", .object(["uri": .string(uri(of: finding.path))]))
                                json.member("region") { json in
                                    json.object { json in
                                        json.member("startColumn", .integer(column))
                                        json.member("startLine", .integer(finding.line))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            json.member("message", .object(["text": .string(finding.message)]))
            json.member("properties") { json in
                json.object { json in
                    json.member("context", .string(finding.context))
                    if let name = finding.name { json.member("name", .string(name)) }
                    if let replacement = finding.replacement { json.member("replacement", .string(replacement)) }
                    if let typedValue = finding.typedValue { json.member("typedValue", .string(typedValue)) }
                }
            }
            json.member("ruleId", .string(finding.rule.id))
            json.member("ruleIndex", .integer(LintRule.allCases.firstIndex(of: finding.rule) ?? 0))
        }
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

    /// The file of the findings being written, read once for its run of findings, to turn a column of UTF-8 bytes
    /// into one of code points: only one file is held, and its lines are found by walking on from the last finding's
    /// (a file's findings come in line order).
    private struct LineCache {
        /// The path of the file read last.
        private var path: String?
        /// Its bytes, or `nil` when it cannot be read.
        private var bytes: [UInt8]?
        /// A line of it and where that line starts.
        private var line = 1
        private var lineStart = 0

        /// The column of `finding` in Unicode code points: its UTF-8 column, unless its line holds bytes beyond
        /// ASCII before it.
        mutating func scalarColumn(of finding: LintFinding) -> Int {
            if finding.path != path {
                path = finding.path
                bytes = FileManager.default.contents(atPath: finding.path).map { Array($0) }
                (line, lineStart) = (1, 0)
            }
            guard let bytes, finding.line >= 1 else { return finding.column }
            if finding.line < line { (line, lineStart) = (1, 0) }
            while line < finding.line {
                guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else {
                    return finding.column
                }
                (line, lineStart) = (line + 1, newline + 1)
            }
            let end = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let before = bytes[lineStart..<end].prefix(finding.column - 1)
            // Every byte that does not continue a UTF-8 sequence starts a code point.
            return before.count { $0 & 0xC0 != 0x80 } + 1
        }
    }
}
