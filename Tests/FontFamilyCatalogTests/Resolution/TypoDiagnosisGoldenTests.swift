import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The diagnoses of misspelled names over every fixture catalog, byte for byte as recorded in
/// `Fixtures/Golden/TypoDiagnoses.txt`: the indices that make a miss cheap must not change a single answer.
///
/// Run with `FONTFAMILY_RECORD_GOLDEN=1` to write the file instead (only when an answer is meant to change).
@Suite struct TypoDiagnosisGoldenTests {
    static let golden = PackagePaths.fixtures.appendingPathComponent("Golden/TypoDiagnoses.txt")

    /// The fixture directories, each its own catalog.
    static let directories = [
        "Fonts", "Families", "Abbreviated", "DuoSans", "Variable", "VariableNames", "Names",
    ]

    /// One-letter typos of every catalog's names, and (each once) each name lowercased, uppercased, as each of its full
    /// names, with its family's names, and with white space around it.
    static func names(in catalog: FontCatalog) -> [String] {
        let installed = catalog.faces.map(\.postScriptName)
        let typos = TypoNames(installed: installed, count: 400) { catalog.face(postScriptName: $0) != nil }.typos
        let variants = catalog.faces.flatMap { face in
            [face.postScriptName.lowercased(), face.postScriptName.uppercased(), " \(face.postScriptName)"]
                + face.fullNames.map(\.name) + face.familyNames.map(\.name)
        }
        var seen: Set<String> = []
        return (typos + variants + ["", "x", "NotoSans-", "Roboto-BoldItalic", "Nothing-Like-Any-Installed-Font"])
            .filter { seen.insert($0).inserted }
    }

    static func diagnoses() throws -> String {
        var text = ""
        for directory in directories {
            let catalog = try FontCatalog(
                fonts: [PackagePaths.fixtures.appendingPathComponent(directory).path],
                cacheDirectory: FixtureCatalog.cacheDirectory)
            text += "# \(directory)\n"
            for name in names(in: catalog) {
                text += (catalog.diagnose(postScriptName: name)?.description ?? "resolves: \(name)") + "\n"
            }
        }
        return text
    }

    @Test func typoDiagnosesEqualTheRecordedOnes() throws {
        let text = try Self.diagnoses()
        if ProcessInfo.processInfo.environment["FONTFAMILY_RECORD_GOLDEN"] == "1" {
            try text.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: Self.golden, encoding: .utf8)
        let (lines, expected) = (text.split(separator: "\n"), recorded.split(separator: "\n"))
        #expect(lines.count == expected.count)
        for (line, expectedLine) in zip(lines, expected) where line != expectedLine {
            #expect(line == expectedLine)
            break
        }
    }
}
