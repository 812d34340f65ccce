import CommandLineOptions
import FixtureFontWriter
import Foundation

// Regenerates Fixtures/Fonts, Fixtures/Variable, Fixtures/VariableNames, Fixtures/DuoSans, Fixtures/Broken,
// Fixtures/Families, Fixtures/NoPost, Fixtures/Abbreviated, Fixtures/Names and Fixtures/iconfont.json (or the same
// below a given directory).
let command = CommandDeclaration(
    name: "fontfamily-fixtures",
    abstract: """
        Writes Fonts/, Variable/, VariableNames/, DuoSans/, Broken/, Families/, NoPost/, Abbreviated/, Names/ and \
        iconfont.json into OUTPUT_DIRECTORY (default: the package's Fixtures/ directory).
        """,
    options: [],
    modes: [.default(PositionalDeclaration("OUTPUT_DIRECTORY", count: .optional, missing: ""))]
)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fontfamily-fixtures: \(message)\n".utf8))
    exit(2)
}

let parsed: ParsedCommandLine
do {
    parsed = try command.parse(CommandArguments.read().get())
} catch {
    fail("\(error)\nRun 'fontfamily-fixtures --help' for usage.")
}
if parsed.request == .help {
    print(command.help, terminator: "")
    exit(0)
}
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let output = parsed.positionals.first.map { URL(fileURLWithPath: $0) } ?? packageRoot.appendingPathComponent("Fixtures")
do {
    try FixtureSet.write(to: output)
    print("fontfamily-fixtures: wrote \(FixtureSet.files.count) files to \(output.path)")
} catch {
    fail("\(error)")
}
