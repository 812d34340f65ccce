import FontFamilyCodegen
import Foundation
import TestSupport
import Testing

/// A baseline written with `--write-baseline` keeps its paths relative to its own folder, so it matches from any
/// working directory and however the paths are given; an entry that matches nothing, or names a rule the lint does
/// not have, is a note.
@Suite struct DumpLintBaselinePathTests {
    /// Runs `fontfamily-dump` over the fixture fonts from `directory`.
    private static func run(_ arguments: [String], from directory: URL) throws -> ProcessRunner.Result {
        let fonts = PackagePaths.root.appendingPathComponent("Fixtures/Fonts").path
        return try ProcessRunner.run(
            DumpCommand.executable, arguments: arguments + ["--only", "--fonts", fonts],
            environment: ["XDG_CACHE_HOME": FixtureCatalog.cacheDirectory], currentDirectory: directory)
    }

    @Test func aBaselineMatchesFromAnyWorkingDirectory() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-baseline-paths")
        defer { FixtureCatalog.remove(root) }
        let app = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "let a = UIFont(name: \"GillSans-Bld\", size: 12)\n".write(
            to: app.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)

        let written = try Self.run(["--lint", "Sources", "--write-baseline", "lint-baseline.json"], from: root)
        #expect(written.status == 0)
        let baseline = root.appendingPathComponent("lint-baseline.json")
        #expect(
            try String(contentsOf: baseline, encoding: .utf8)
                == GeneratedOutput.jsonDocument(
                    """
                    {
                      "baseline": "fontfamily-dump --lint",
                      "findings": [
                        {
                          "count": 1,
                          "name": "GillSans-Bld",
                          "path": "Sources/App/Theme.swift",
                          "rule": "unknown-name"
                        }
                      ],
                      "version": 2
                    }

                    """))
        let known = "fontfamily-dump: no finding left in 1 file (1 name): 1 in the baseline\n"
        // From a subdirectory, with a relative path to the baseline.
        let inside = try Self.run(
            ["--lint", "App", "--baseline", "../lint-baseline.json"], from: root.appendingPathComponent("Sources"))
        #expect(inside.status == 0)
        #expect(inside.standardError == known)
        // From elsewhere, with absolute paths.
        let outside = try Self.run(
            ["--lint", root.path + "/Sources/App/../App", "--baseline", baseline.path],
            from: URL(fileURLWithPath: "/"))
        #expect(outside.status == 0)
        #expect(outside.standardError == known)
    }

    /// An entry whose finding is gone, and one of a rule the lint does not have: one note line each, and the run
    /// does not fail for them.
    @Test func staleAndUnknownEntriesAreNotes() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-baseline-stale")
        defer { FixtureCatalog.remove(root) }
        try "let a = UIFont(name: \"GillSans-Bold\", size: 12)\n".write(
            to: root.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        try GeneratedOutput.jsonDocument(
            """
            {
              "baseline": "fontfamily-dump --lint",
              "findings": [
                { "count": 1, "name": "GillSans-Bld", "path": "Theme.swift", "rule": "unknown-name" },
                { "count": 2, "name": null, "path": "Old.swift", "rule": "no-such-rule" }
              ],
              "version": 2
            }
            """
        ).write(to: root.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        let result = try Self.run(["--lint", ".", "--baseline", "baseline.json"], from: root)
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "fontfamily-dump: note: the baseline has 1 entry of a rule the lint does not have: 'Old.swift' "
                + "no-such-rule (write the baseline again to drop what is stale)\n"
                + "fontfamily-dump: note: the baseline has 1 entry matching no finding (fixed, or the file moved): "
                + "'Theme.swift' unknown-name 'GillSans-Bld' (write the baseline again to drop what is stale)\n"
                + "fontfamily-dump: every name resolves in 1 file (1 name)\n")
    }
}
