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
