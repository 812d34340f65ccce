import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --lint`: one compiler-style line per finding on stdout, the count on stderr, grep's exit codes.
@Suite struct DumpLintTests {
    private static func golden(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Golden/" + name), encoding: .utf8)
    }

    @Test func theFixtureProjectGivesTheGoldenFindingsAndExitOne() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/Lint"])
        #expect(result.status == 1)
        #expect(result.standardOutput == (try Self.golden("Lint.txt")))
        #expect(result.standardError == "fontfamily-dump: 13 errors and 9 warnings in 5 files (42 names)\n")
    }

    @Test func aProjectWhoseNamesAllResolveExitsZero() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/PluginSample"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: every name resolves in 6 files (2 names)\n")
    }

    @Test func jsonGivesTheSameFindingsAsData() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/Lint/Web/index.html", "--json"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                {
                  "files": 1,
                  "findings": [
                    {
                      "column": 24,
                      "context": "font-family",
                      "line": 12,
                      "message": "'Damascus Bold' names the face DamascusBold, not a family: write its family 'Damascus' \
                and choose the face by weight and style. Asked for this family, fontconfig would silently use Damascus \
                (Damascus).",
                      "name": "Damascus Bold",
                      "path": "Fixtures/Lint/Web/index.html",
                      "replacement": "Damascus",
                      "severity": "error",
                      "typedValue": null
                    }
                  ],
                  "names": 4
                }

                """)
        #expect(result.standardError == "fontfamily-dump: 1 error and 0 warnings in 1 file (4 names)\n")
    }

    @Test func aMissingPathIsAnErrorThatNamesIt() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/Lint/Web", "Fixtures/Lint/Nowhere"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: 'Fixtures/Lint/Nowhere' does not exist; give a source file or a directory to lint\n"
        )
    }

    @Test func aFileOfAnotherKindIsAnErrorThatSaysWhatTheLintReads() throws {
        let result = try DumpCommand.fixtures(["--lint", "README.md"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "fontfamily-dump: 'README.md' is not a file the lint reads; give a .swift, .css, .html, .htm, "
                + ".tokens or .json file, or a directory\n")
    }

    /// A project with a named pipe and a link to a device among its sources, named like source files, and a pipe
    /// named like nothing the lint reads. Removed by the caller.
    private static func projectWithSpecialFiles() throws -> URL {
        let directory = try FixtureCatalog.temporaryDirectory("lint")
        try Data("let title = UIFont(name: \"GillSans\", size: 17)\n".utf8)
            .write(to: directory.appendingPathComponent("Theme.swift"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("sub"), withIntermediateDirectories: false)
        for name in ["x.swift", "sub/y.css", "notes.fifo"] {
            #expect(mkfifo(directory.appendingPathComponent(name).path, 0o644) == 0)
        }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("null.swift").path, withDestinationPath: "/dev/null")
        return directory
    }

    /// Runs the lint under `timeout`: reading a pipe that no one writes would wait for ever.
    private static func lint(_ paths: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            "/usr/bin/timeout",
            arguments: ["--signal=KILL", "60", DumpCommand.executable, "--lint"] + paths + [
                "--only", "--fonts", PackagePaths.fixtureFonts.path,
            ],
            environment: ["XDG_CACHE_HOME": FixtureCatalog.cacheDirectory])
    }

    /// A walk passes over what is neither a regular file nor a directory, as ripgrep does, and says so in one note
    /// line for those named like source files; the rest of the project is linted.
    @Test func aWalkPassesOverPipesAndDevicesWithANote() throws {
        let directory = try Self.projectWithSpecialFiles()
        defer { FixtureCatalog.remove(directory) }
        let result = try Self.lint([directory.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let root = directory.path
        #expect(
            result.standardError
                == "fontfamily-dump: note: passed over 3 entries that are not regular files: '\(root)/null.swift' (a "
                + "character device), '\(root)/sub/y.css' (a named pipe), '\(root)/x.swift' (a named pipe)\n"
                + "fontfamily-dump: every name resolves in 1 file (1 name)\n")
    }

    /// A pipe or a device named itself is an error that says what it is.
    @Test func aPipeOrADeviceGivenItselfIsAnErrorThatSaysWhatItIs() throws {
        let directory = try Self.projectWithSpecialFiles()
        defer { FixtureCatalog.remove(directory) }
        for (name, kind) in [("x.swift", "a named pipe"), ("null.swift", "a character device")] {
            let path = directory.appendingPathComponent(name).path
            let result = try Self.lint([path])
            #expect(result.status == 2, "\(name)")
            #expect(result.standardOutput == "")
            #expect(
                result.standardError
                    == "fontfamily-dump: '\(path)' is \(kind), not a file; give a source file or a directory to lint\n")
        }
    }

    /// The README's lines of the fixture run are lines of it, as the dump prints them.
    @Test func theReadmeQuotesLinesOfTheGoldenRun() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let golden = try Self.golden("Lint.txt").split(separator: "\n")
        let quoted = readme.split(separator: "\n").filter { $0.hasPrefix("Fixtures/Lint/") }
        #expect(quoted.count == 3)
        for line in quoted {
            #expect(golden.contains(line), "\(line)")
        }
        #expect(readme.contains("`fontfamily-dump: 13 errors and 9 warnings in 5 files (42 names)`"))
    }
}
