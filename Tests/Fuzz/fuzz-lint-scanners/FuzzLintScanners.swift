import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint
import FontFamilySyntax
import FuzzSupport
import StringDistance

/// The lint's four scanners on any text, against a catalog without faces, so that every literal name is a finding:
/// each finding points into the text (a line it has, a column at most one past that line's end) and prints as one
/// line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintScanners(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let lineLengths = utf8LineLengths(of: text)
    for language in SourceLanguage.allCases {
        for finding in linter.findings(in: text, language: language, path: "fuzz") {
            FuzzProperty.expect(
                (1...lineLengths.count).contains(finding.line),
                "\(language) finding at line \(finding.line) of \(lineLengths.count): \(finding)")
            let length = lineLengths[finding.line - 1]
            FuzzProperty.expect(
                (1...length + 1).contains(finding.column),
                "\(language) finding at column \(finding.column) of a line of \(length) bytes: \(finding)")
            let printed = finding.description
            FuzzProperty.expect(
                !printed.contains("\n") && !printed.contains("\r"), "\(language) finding of two lines: \(printed)")
        }
    }
    return 0
}

/// The catalog every name is checked against: no faces, so nothing resolves.
private let linter = FontNameLinter(catalog: FontCatalog(faces: []))

/// The byte length of each line of `text`, lines ending at `\n`, `\r\n` or a lone `\r`, as the compiler counts them.
private func utf8LineLengths(of text: String) -> [Int] {
    var lengths: [Int] = []
    var length = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if previous == UInt8(ascii: "\r"), byte != UInt8(ascii: "\n") {
            lengths.append(length)
            length = 0
        }
        if byte == UInt8(ascii: "\n") {
            lengths.append(length)
            length = 0
        } else if byte != UInt8(ascii: "\r") {
            length += 1
        }
        previous = byte
    }
    lengths.append(length)
    if previous == UInt8(ascii: "\r") { lengths.append(0) }
    return lengths
}
