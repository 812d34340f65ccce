import Foundation

/// What `fontfamily-dump --lint --reporter json` printed: the findings, each with its file, line, column, severity,
/// rule and message.
struct LintReport: Decodable {
    /// One finding.
    struct Finding: Decodable {
        var path: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
    }

    var findings: [Finding]

    /// The report in `json`.
    init(json: Data) throws {
        self = try JSONDecoder().decode(LintReport.self, from: json)
    }
}
