import FontFamilyCodegen
import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --lint`: one compiler-style line per finding on stdout (or another reporter's format), the count
/// on stderr; exit 1 when an error remains (or a warning, with `--strict`), 2 for a usage or input error.
@Suite struct DumpLintTests {
    private static func golden(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Golden/" + name), encoding: .utf8)
    }

    @Test func theFixtureProjectGivesTheGoldenFindingsAndExitOne() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/Lint"])
        #expect(result.status == 1)
        #expect(result.standardOutput == (try Self.golden("Lint.txt")))
        #expect(
            result.standardError
                == "fontfamily-dump: 40 errors, 6 warnings and 28 notes in 14 files (122 names); 5 suppressed\n")
        let xcode = try DumpCommand.fixtures(["--lint", "Fixtures/Lint", "--reporter", "xcode"])
        #expect(xcode.standardOutput == result.standardOutput)
    }

    @Test func aProjectWhoseNamesAllResolveExitsZero() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/PluginSample"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: every name resolves in 7 files (2 names)\n")
    }

    /// The finding of one page, in each format.
    private static let page = ["--lint", "Fixtures/Lint/Web/index.html"]
    private static let pageMessage =
        "'Damascus Bold' names the face DamascusBold, not a family: write its family 'Damascus' and choose the face "
        + "by weight and style. Nothing in the list resolves on this machine and it ends in no generic family: the "
        + "browser draws its default font."

    @Test func theXcodeReporterEndsEachLineWithTheRule() throws {
        let result = try DumpCommand.fixtures(Self.page)
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "Fixtures/Lint/Web/index.html:12:24: error: \(Self.pageMessage) (face-not-family)\n")
        #expect(result.standardError == "fontfamily-dump: 1 error, 0 warnings and 0 notes in 1 file (4 names)\n")
    }

    @Test func theJSONReporterGivesEachFindingWithItsRuleAndFix() throws {
        let result = try DumpCommand.fixtures(Self.page + ["--reporter", "json"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                {
                  "baselined": 0,
                  "files": 1,
                  "findings": [
                    {
                      "column": 24,
                      "context": "font-family",
                      "line": 12,
                      "message": "\(Self.pageMessage)",
                      "name": "Damascus Bold",
                      "path": "Fixtures/Lint/Web/index.html",
                      "replacement": "Damascus",
                      "rule": "face-not-family",
                      "severity": "error",
                      "typedValue": null
                    }
                  ],
                  "lists": [
                    {
                      "column": 24,
                      "context": "font-family",
                      "entries": [
                        {
                          "kind": "family",
                          "name": "Papyrus"
                        },
                        {
                          "kind": "generic",
                          "name": "fantasy"
                        }
                      ],
                      "line": 6,
                      "path": "Fixtures/Lint/Web/index.html",
                      "reached": 0,
                      "reachedFamily": "Papyrus"
                    },
                    {
                      "column": 26,
                      "context": "font-family",
                      "entries": [
                        {
                          "kind": "family",
                          "name": "ZEN オールド明朝"
                        },
                        {
                          "kind": "generic",
                          "name": "serif"
                        }
                      ],
                      "line": 7,
                      "path": "Fixtures/Lint/Web/index.html",
                      "reached": 0,
                      "reachedFamily": "Zen Old Mincho"
                    },
                    {
                      "column": 24,
                      "context": "font-family",
                      "entries": [
                        {
                          "kind": "family",
                          "name": "Damascus"
                        },
                        {
                          "kind": "generic",
                          "name": "serif"
                        }
                      ],
                      "line": 11,
                      "path": "Fixtures/Lint/Web/index.html",
                      "reached": 0,
                      "reachedFamily": "Damascus"
                    },
                    {
                      "column": 24,
                      "context": "font-family",
                      "entries": [
                        {
                          "kind": "family",
                          "name": "Damascus Bold"
                        }
                      ],
                      "line": 12,
                      "path": "Fixtures/Lint/Web/index.html",
                      "reached": null,
                      "reachedFamily": null
                    }
                  ],
                  "names": 4,
                  "suppressed": 0
                }

                """)
        #expect(result.standardError == "fontfamily-dump: 1 error, 0 warnings and 0 notes in 1 file (4 names)\n")
    }

    /// A typo's message names the nearest installed name and its typed value: the JSON gives both.
    @Test func theJSONReporterFillsTheFixOfATypo() throws {
        let result = try DumpCommand.fixtures(["--lint", "Fixtures/Lint/Sources/App/Theme.swift", "--reporter", "json"])
        #expect(
            result.standardOutput.contains(
                """
                      "name": "GillSans-Bld",
                      "path": "Fixtures/Lint/Sources/App/Theme.swift",
                      "replacement": "GillSans-Bold",
                      "rule": "unknown-name",
                      "severity": "error",
                      "typedValue": "GillSans.bold"
                """))
    }

    @Test func theSARIFReporterGivesTheGoldenLog() throws {
        let result = try DumpCommand.fixtures(Self.page + ["--reporter", "sarif"])
        #expect(result.status == 1)
        #expect(result.standardOutput == (try Self.golden("LintIndex.sarif")))
    }

    @Test func theGitHubActionsReporterGivesOneAnnotationPerFinding() throws {
        let result = try DumpCommand.fixtures(Self.page + ["--reporter", "github-actions"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "::error file=Fixtures/Lint/Web/index.html,line=12,col=24,title=face-not-family::"
                + Self.pageMessage + "\n")
    }

    /// Warnings and notes exit 0; `--strict` fails on a warning, never on a note; an error always fails.
    @Test func onlyAnErrorFailsARunUnlessItIsStrict() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-exit")
        defer { FixtureCatalog.remove(root) }
        let sources = [
            "warning": #"let a = UIFont(name: "Gill Sans Light Italic", size: 12)"#,
            "note": "let a = UIFont(name: name, size: 12)",
            "error": #"let a = UIFont(name: "GillSans-Bld", size: 12)"#,
        ]
        var statuses: [String] = []
        for kind in ["warning", "note", "error"] {
            let file = root.appendingPathComponent(kind + ".swift")
            try (sources[kind] ?? "").write(to: file, atomically: true, encoding: .utf8)
            for strict in [false, true] {
                let result = try DumpCommand.fixtures(["--lint", file.path] + (strict ? ["--strict"] : []))
                statuses.append("\(kind)\(strict ? " --strict" : ""): \(result.status)")
            }
        }
        #expect(
            statuses == [
                "warning: 0", "warning --strict: 1", "note: 0", "note --strict: 0", "error: 1", "error --strict: 1",
            ])
    }

    /// `--write-baseline` records the findings through the safe writer and exits 0; `--baseline` then leaves them
    /// out, wherever their lines move, and fails only on a new one.
    @Test func aBaselineFailsARunOnlyOnNewFindings() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-cli-baseline")
        defer { FixtureCatalog.remove(root) }
        let theme = root.appendingPathComponent("Theme.swift")
        let baseline = root.appendingPathComponent("lint-baseline.json").path
        try """
        let a = UIFont(name: "GillSans-Bld", size: 12)
        let b = UIFont(name: "Gill Sans Light Italic", size: 12)
        """.write(to: theme, atomically: true, encoding: .utf8)

        let written = try DumpCommand.fixtures(["--lint", theme.path, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.standardOutput.split(separator: "\n").count == 2)
        #expect(
            written.standardError
                == "fontfamily-dump: wrote '\(baseline)'\nfontfamily-dump: 1 error, 1 warning and 0 notes in 1 file "
                + "(2 names)\n")
        #expect(
            try String(contentsOfFile: baseline, encoding: .utf8)
                == GeneratedOutput.jsonDocument(
                    """
                    {
                      "baseline": "fontfamily-dump --lint",
                      "findings": [
                        {
                          "count": 1,
                          "name": "Gill Sans Light Italic",
                          "path": "Theme.swift",
                          "rule": "full-name"
                        },
                        {
                          "count": 1,
                          "name": "GillSans-Bld",
                          "path": "Theme.swift",
                          "rule": "unknown-name"
                        }
                      ],
                      "version": 2
                    }

                    """))
        let again = try DumpCommand.fixtures(["--lint", theme.path, "--write-baseline", baseline])
        #expect(again.standardError.hasPrefix("fontfamily-dump: '\(baseline)' is unchanged\n"))

        let known = try DumpCommand.fixtures(["--lint", theme.path, "--baseline", baseline, "--strict"])
        #expect(known.status == 0)
        #expect(known.standardOutput == "")
        #expect(known.standardError == "fontfamily-dump: no finding left in 1 file (2 names): 2 in the baseline\n")

        try """
        import UIKit
        let a = UIFont(name: "GillSans-Bld", size: 12)
        let b = UIFont(name: "Gill Sans Light Italic", size: 12)
        let c = UIFont(name: "GillSans-Semibld", size: 12)
        """.write(to: theme, atomically: true, encoding: .utf8)
        let new = try DumpCommand.fixtures(["--lint", theme.path, "--baseline", baseline])
        #expect(new.status == 1)
        #expect(new.standardOutput.hasPrefix(theme.path + ":4:22: error: 'GillSans-Semibld' is not installed"))
        #expect(new.standardOutput.split(separator: "\n").count == 1)
        #expect(
            new.standardError
                == "fontfamily-dump: 1 error, 0 warnings and 0 notes in 1 file (3 names); 2 in the baseline\n")
        // A baseline is the tool's own output: writing it again replaces it.
        let updated = try DumpCommand.fixtures(["--lint", theme.path, "--write-baseline", baseline])
        #expect(updated.status == 0)
        #expect(updated.standardError.hasPrefix("fontfamily-dump: wrote '\(baseline)'\n"))
        #expect(try DumpCommand.fixtures(["--lint", theme.path, "--baseline", baseline]).status == 0)
    }

    /// The baseline goes through the safe writer: a file it did not write is left alone unless forced.
    @Test func aBaselineNeverReplacesAFileItDidNotWrite() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-cli-baseline-force")
        defer { FixtureCatalog.remove(root) }
        let notes = root.appendingPathComponent("notes.json").path
        try "{\"mine\": true}\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let page = "Fixtures/Lint/Web/index.html"
        let refused = try DumpCommand.fixtures(["--lint", page, "--write-baseline", notes])
        #expect(refused.status == 2)
        #expect(
            refused.standardError
                == "fontfamily-dump: '\(notes)' exists and was not written by fontfamily-dump, so it was left alone; "
                + "move it away or give another path, or add '--force' to replace it\n")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "{\"mine\": true}\n")
        let forced = try DumpCommand.fixtures(["--lint", page, "--write-baseline", notes, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: notes, encoding: .utf8).hasPrefix("{\n  \"baseline\": "))
    }

    @Test func aBaselineThatCannotBeReadIsAnInputError() throws {
        let missing = try DumpCommand.fixtures(Self.page + ["--baseline", "Fixtures/Lint/none.json"])
        #expect(missing.status == 2)
        #expect(missing.standardOutput == "")
        #expect(
            missing.standardError
                == "fontfamily-dump: 'Fixtures/Lint/none.json' does not exist; write the baseline first, with "
                + "'fontfamily-dump --lint PATH... --write-baseline Fixtures/Lint/none.json'\n")
        let other = try DumpCommand.fixtures(Self.page + ["--baseline", "Fixtures/Lint/Tokens/brand.tokens.json"])
        #expect(other.status == 2)
        #expect(
            other.standardError
                == "fontfamily-dump: 'Fixtures/Lint/Tokens/brand.tokens.json' is not a lint baseline: it is not a "
                + "baseline that 'fontfamily-dump --lint --write-baseline' wrote (no \"baseline\" and \"findings\" "
                + "members); write it again with '--write-baseline'\n")
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

    /// The files are read while the catalog loads on another thread: a catalog that cannot load is still the run's
    /// one error, before a path that does not exist, and a path that does not exist is the error once it loads.
    @Test func aCatalogThatCannotLoadIsTheErrorBeforeAMissingPath() throws {
        let result = try DumpCommand.run(["--lint", "Fixtures/Lint/Nowhere", "--only", "--fonts", "/no/such/dir"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: font path '/no/such/dir' does not exist; check the path or create it\n")
        let loaded = try DumpCommand.run(["--lint", "Fixtures/Lint/Nowhere", "--only", "--fonts", "Fixtures/Fonts"])
        #expect(loaded.status == 2)
        #expect(
            loaded.standardError
                == "fontfamily-dump: 'Fixtures/Lint/Nowhere' does not exist; give a source file or a directory to lint\n"
        )
    }

    @Test func aFileOfAnotherKindIsAnErrorThatSaysWhatTheLintReads() throws {
        let result = try DumpCommand.fixtures(["--lint", "README.md"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "fontfamily-dump: 'README.md' is not a file the lint reads; give a .swift, .m, .mm, .h, .xib, "
                + ".storyboard, .css, .html, .htm, .tokens or .json file, an Info.plist, or a directory\n")
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
        #expect(quoted.count == 1)
        for line in quoted {
            #expect(golden.contains(line), "\(line)")
        }
        let summary = "fontfamily-dump: 40 errors, 6 warnings and 28 notes in 14 files (122 names); 5 suppressed"
        #expect(readme.contains("`\(summary)`"))
    }
}
