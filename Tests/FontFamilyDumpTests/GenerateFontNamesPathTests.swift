import Foundation
import TestSupport
import Testing

/// The path decisions of the `generate-font-names` command plugin (`Sources/GenerateFontNames/OutputPath.swift`). A
/// command plugin cannot be linked by a test, so the file is compiled with a small driver and run.
@Suite struct GenerateFontNamesPathTests {
    @Test func aPathOutsideThePackageIsRefusedAndOneInsideIsNot() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin-path")
        defer { FixtureCatalog.remove(directory) }
        let package = directory.appendingPathComponent("Package").path
        try FileManager.default.createDirectory(
            atPath: package + "/Sources/App", withIntermediateDirectories: true)
        // A link inside the package to a directory outside it.
        try FileManager.default.createSymbolicLink(atPath: package + "/Out", withDestinationPath: directory.path)
        let driver = directory.appendingPathComponent("main.swift")
        try Data(
            """
            for output in CommandLine.arguments.dropFirst(2) {
                print(OutputPath.problem(output: output, packageDirectory: CommandLine.arguments[1]) ?? "ok")
            }

            """.utf8
        ).write(to: driver)
        let source = PackagePaths.root.appendingPathComponent("Sources/GenerateFontNames/OutputPath.swift").path
        let program = directory.appendingPathComponent("output-path").path
        let compiled = try ProcessRunner.run(
            "/usr/bin/env", arguments: ["swiftc", source, driver.path, "-o", program])
        try #require(compiled.status == 0, "\(compiled.standardError)")
        let outside = { (output: String) in
            "'--output \(output)' is outside the package directory '\(package)'; give a path inside the package, "
                + "relative to it, such as 'Sources/App/FontNames.swift'"
        }
        let cases: [(String, String)] = [
            ("Names.swift", "ok"),
            ("Sources/App/Names.swift", "ok"),
            // A directory that does not exist is the dump's to refuse, with its own --output message.
            ("Sources/Typo/Names.swift", "ok"),
            ("./Sources/./App/../App/Names.swift", "ok"),
            (package + "/Sources/Names.swift", "ok"),
            (directory.path + "/Names.swift", outside(directory.path + "/Names.swift")),
            ("/Names.swift", outside("/Names.swift")),
            ("../Names.swift", outside("../Names.swift")),
            ("Sources/../../Names.swift", outside("Sources/../../Names.swift")),
            ("Out/Names.swift", outside("Out/Names.swift")),
        ]
        let result = try ProcessRunner.run(program, arguments: [package + "/"] + cases.map(\.0))
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == cases.map(\.1))
    }
}
