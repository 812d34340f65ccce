import FixtureFontWriter
import Foundation

// Regenerates Fixtures/Fonts, Fixtures/Variable, Fixtures/Broken, Fixtures/Families and Fixtures/iconfont.json (or
// the same below a given directory).
let arguments = CommandLine.arguments.dropFirst()
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let usage = """
    usage: fontfamily-fixtures [OUTPUT_DIRECTORY]
    Writes Fonts/, Variable/, Broken/, Families/ and iconfont.json into OUTPUT_DIRECTORY
    (default: the package's Fixtures/ directory).

    """
if arguments.first == "--help" || arguments.first == "-h" {
    print(usage, terminator: "")
    exit(0)
}
let unexpected =
    arguments.count > 1 ? arguments.dropFirst().first : arguments.first.flatMap { $0.hasPrefix("-") ? $0 : nil }
if let unexpected {
    FileHandle.standardError.write(
        Data(
            "fontfamily-fixtures: unexpected argument '\(unexpected)'; give at most one output directory.\n\(usage)"
                .utf8))
    exit(2)
}
let output = arguments.first.map { URL(fileURLWithPath: $0) } ?? packageRoot.appendingPathComponent("Fixtures")
do {
    try FixtureSet.write(to: output)
    print("fontfamily-fixtures: wrote \(FixtureSet.files.count) files to \(output.path)")
} catch {
    FileHandle.standardError.write(Data("fontfamily-fixtures: \(error)\n".utf8))
    exit(2)
}
