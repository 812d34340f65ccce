import FontFamilyLint
import FontFamilySyntax
import Foundation
import FuzzSupport

/// Any bytes as a small project: split at each NUL byte into the files of `layout` (an empty part is left out) (Swift, Objective-C, Interface
/// Builder, `Info.plist`, CSS, HTML, design tokens), written to a folder and linted whole, as `--lint` does, so that
/// names are followed across files, token aliases and CSS custom properties reach other files and an `Info.plist`
/// is checked against the fonts the code names. The lint reports or fails with one line; every finding is in one of
/// the files, at a line it has, printed as one line; and every reporter's output reads back: valid UTF-8, the JSON
/// and SARIF logs parse and hold each finding with its message as it is, and the Xcode and GitHub Actions formats
/// give one line per finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintTree(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = FuzzInput(data, size).bytes.split(
        separator: 0, maxSplits: layout.count - 1, omittingEmptySubsequences: false)
    directory.reset()
    var lineCounts: [String: Int] = [:]
    // An empty part is no file: an empty `Info.plist` is no property list, and the lint would stop at it.
    for (part, name) in zip(parts, layout) where !part.isEmpty {
        let path = directory.write(Array(part), to: name)
        lineCounts[path] = FuzzLines.count(of: Array(part))
    }
    let report: LintReport
    do {
        report = try linter.lint(paths: [directory.path])
    } catch {
        FuzzText.expectOneLine(error.description, "the error of a lint")
        return 0
    }
    var utf8: [String: Bool] = [:]
    for finding in report.findings {
        FuzzText.expectOneLine(finding.description, "a finding")
        // A file in another encoding than UTF-8 is decoded first; its lines are counted in the bytes only for UTF-8.
        guard let lines = lineCounts[finding.path] else { FuzzProperty.fail("a finding in no file: \(finding)") }
        FuzzProperty.expect(finding.line >= 1 && finding.column >= 1, "a finding before its file's start: \(finding)")
        let readsAsUTF8 = utf8[finding.path] ?? isUTF8(finding.path)
        utf8[finding.path] = readsAsUTF8
        if readsAsUTF8 {
            FuzzProperty.expect(finding.line <= lines, "a finding past line \(lines): \(finding)")
        }
    }
    checkReporters(report)
    return 0
}

/// The files a project is split into, in the order of the input's parts.
private let layout = [
    "App/Theme.swift", "App/Fonts.swift", "App/Legacy.m", "App/Base.lproj/Main.storyboard", "App/Info.plist",
    "Web/site.css", "Web/index.html", "Tokens/brand.tokens.json", "App/Screens.swift",
]

/// The folder the project is written to.
private let directory = FuzzDirectory("lint-tree")

/// The linter, over the small catalog of the fuzz targets, loaded once.
private let linter = FontNameLinter(catalog: FuzzCatalog.catalog)

/// Whether the file at `path` is valid UTF-8 without a byte order mark, so that the lint's lines are its bytes'.
private func isUTF8(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    let bytes = [UInt8](data)
    return !bytes.starts(with: [0xEF, 0xBB, 0xBF]) && !bytes.starts(with: [0xFE, 0xFF])
        && !bytes.starts(with: [0xFF, 0xFE]) && Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
}

/// Runs every reporter on `report` and reads each output back.
private func checkReporters(_ report: LintReport) {
    let tool = LintTool(name: "fontfamily-dump", version: "0.0.0")
    for reporter in LintReporters.all {
        let text = reporter.init(tool: tool).text(for: report)
        let data = Data(text.utf8)
        FuzzProperty.expect(
            String(data: data, encoding: .utf8) == text, "\(reporter.identifier): output is not valid UTF-8")
        switch reporter.identifier {
        case JSONReporter.identifier:
            let findings = (parsed(data, reporter.identifier) as? [String: Any])?["findings"] as? [[String: Any]]
            FuzzProperty.expect(
                findings?.count == report.findings.count, "json: \(report.findings.count) findings lost")
            for (read, finding) in zip(findings ?? [], report.findings) {
                FuzzProperty.expect(
                    read["message"] as? String == finding.message, "json: the message of \(finding) differs")
                FuzzProperty.expect(read["path"] as? String == finding.path, "json: the path of \(finding) differs")
            }
        case SARIFReporter.identifier:
            let runs = (parsed(data, reporter.identifier) as? [String: Any])?["runs"] as? [[String: Any]]
            let results = runs?.first?["results"] as? [[String: Any]]
            FuzzProperty.expect(results?.count == report.findings.count, "sarif: \(report.findings.count) results lost")
            for (read, finding) in zip(results ?? [], report.findings) {
                let message = (read["message"] as? [String: Any])?["text"] as? String
                FuzzProperty.expect(message == finding.message, "sarif: the message of \(finding) differs")
            }
        default:
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            FuzzProperty.expect(
                lines.count == report.findings.count + 1 && lines.last == "",
                "\(reporter.identifier): \(lines.count - 1) lines for \(report.findings.count) findings")
            if reporter.identifier == GitHubActionsReporter.identifier {
                for line in lines.dropLast() {
                    FuzzProperty.expect(
                        line.hasPrefix("::") && !line.contains("\r"), "github-actions: a line \(line.debugDescription)")
                }
            }
        }
    }
}

/// The JSON document in `data`, which must parse.
private func parsed(_ data: Data, _ reporter: String) -> Any {
    do {
        return try JSONSerialization.jsonObject(with: data)
    } catch {
        FuzzProperty.fail("\(reporter): the output does not parse: \(error)")
    }
}
