import FontFamilyCatalog
import FontFamilyLint
import FuzzSupport

/// Any bytes as an app's `Info.plist` (XML or binary), read by the lint beside a Swift file that names a font and a
/// bundled font file: the lint either reports, every finding in a file of the app at a place the file has and
/// printed as one line, or fails with one line that names the `Info.plist`, whatever Foundation said of it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).bytes
    directory.reset()
    let list = directory.write(bytes, to: "App/Info.plist")
    let swift = directory.write(Array(source.utf8), to: "App/Theme.swift")
    directory.write([], to: "App/Fonts/GillSans.ttf")
    let report: LintReport
    do {
        report = try linter.lint(paths: [directory.path])
    } catch {
        let message = error.description
        FuzzText.expectOneLine(message, "the error for an Info.plist")
        FuzzProperty.expect(message.contains("Info.plist"), "\(message.debugDescription) does not name the file")
        return 0
    }
    let lineCount = FuzzLines.count(of: bytes)
    for finding in report.findings {
        FuzzText.expectOneLine(finding.description, "a finding")
        FuzzProperty.expect(finding.path == list || finding.path == swift, "a finding in another file: \(finding)")
        FuzzProperty.expect(finding.line >= 1 && finding.column >= 1, "a finding before the file's start: \(finding)")
        if finding.path == list {
            FuzzProperty.expect(finding.line <= lineCount, "a finding past line \(lineCount): \(finding)")
        }
    }
    return 0
}

/// The folder the app is written to.
private let directory = FuzzDirectory("info-plist")

/// The linter, over the small catalog of the fuzz targets.
private let linter = FontNameLinter(catalog: FuzzCatalog.catalog)

/// The app's code: a face the catalog has, bundled and listed or not, as the `Info.plist` says.
private let source = """
    import UIKit

    let title = UIFont(name: "GillSans", size: 17)
    let body = UIFont(name: "GillSans-Light", size: 12)
    """
