import FontFamilyLint
import FuzzSupport

/// Any bytes as a baseline file (`--baseline FILE`): read, written back and read again, it is the same baseline and
/// the same text; not read, the error is one line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let baseline: LintBaseline
    do {
        baseline = try LintBaseline(json: text, path: path)
    } catch {
        let message = error.description
        FuzzText.expectOneLine(message, "the error for a baseline")
        FuzzProperty.expect(message.contains(path), "\(message.debugDescription) does not name the file")
        return 0
    }
    let written = baseline.json
    let again: LintBaseline
    do {
        again = try LintBaseline(json: written, path: path)
    } catch {
        FuzzProperty.fail("the baseline written back is not read: \(error)\n\(written)")
    }
    FuzzProperty.expect(again == baseline, "read again, the baseline differs: \(baseline) then \(again)")
    FuzzProperty.expect(again.json == written, "written twice, the baseline's text differs")
    for entry in baseline.entries {
        FuzzProperty.expect(entry.count > 0, "an entry counted \(entry.count) times")
    }
    // What the baseline says of an empty report: every known rule's entry is stale, one line each.
    for note in baseline.notes(for: emptyReport) { FuzzText.expectOneLine(note, "a baseline note") }
    return 0
}

/// The file the baseline is read as: absolute, so that its relative paths do not hang on the working directory.
private let path = "/fuzz/project/fontfamily-baseline.json"

/// A report without findings.
private let emptyReport = LintReport(findings: [], fileCount: 0, nameCount: 0)
