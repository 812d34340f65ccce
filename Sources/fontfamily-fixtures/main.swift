import FixtureFontWriter
import Foundation

// Regenerates Fixtures/Fonts, Fixtures/Broken and Fixtures/iconfont.json (or the same below a given directory).
let arguments = CommandLine.arguments.dropFirst()
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

guard arguments.count <= 1, arguments.first.map({ !$0.hasPrefix("-") }) ?? true else {
    FileHandle.standardError.write(
        Data(
            """
            usage: fontfamily-fixtures [OUTPUT_DIRECTORY]
            Writes the fixture fonts into OUTPUT_DIRECTORY (default: the package's Fixtures/ directory).

            """.utf8))
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
