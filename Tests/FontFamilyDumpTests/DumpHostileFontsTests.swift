import FixtureFontWriter
import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --all --only --fonts DIR` over fonts whose names are hostile: the output compiles and keeps
/// one case per PostScript name.
@Suite struct DumpHostileFontsTests {
    static let names = [
        "Quote \" back\\slash", "line\nbreak", "end */ // x", "\"\"\" \\(x)", "rtl \u{202E}txt", "zero\u{200B}width",
        "😀", "e\u{301}", String(repeating: "L", count: 500), "", "42", "class", "Type", "Self", "default", "init",
        "self", "Protocol", "_", "Foo Bar", "Foo-Bar", "foo bar", "Café", "ゴシック",
    ]

    @Test func hostileNamesCompileAndNothingIsDropped() throws {
        let fonts = Self.names.enumerated().map { index, name in
            FixtureFont(
                family: name, style: name, postScriptName: name + String(index), codePoints: [0x41],
                fileName: "hostile\(index).ttf")
        }
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.run(["--all", "--only", "--fonts", directory.path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        try SwiftTypechecker.typecheck(result.standardOutput)
        let cases = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("    case ") }
        #expect(cases.count == Self.names.count)
        #expect(!result.standardOutput.unicodeScalars.contains { $0.properties.generalCategory == .format })
    }

    /// Exactly 16 fonts fill the smallest table of the paths fontconfig listed unless it is sized to twice their
    /// count; the damaged file beside them, which no face lists, is then looked for in a table without an empty slot.
    /// Run under `timeout` with SIGKILL (a child of the test process inherits SIGTERM blocked), so that such a table
    /// fails the test instead of hanging it.
    @Test func sixteenFontsAndADamagedFileAreListedAndTheFileReported() throws {
        let directory = try FixtureCatalog.temporaryDirectory("sixteen")
        defer { FixtureCatalog.remove(directory) }
        let fonts =
            try FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtureFonts.path)
            .filter { $0.hasPrefix("SourceSansPro-") }
            + ["GillSans.ttf", "GillSans-Bold.ttf", "GillSans-Italic.ttf", "GillSans-Light.ttf"]
        #expect(fonts.count == 16)
        for name in fonts + ["../Broken/truncated.ttf"] {
            try FileManager.default.copyItem(
                at: PackagePaths.fixtureFonts.appendingPathComponent(name),
                to: directory.appendingPathComponent((name as NSString).lastPathComponent))
        }
        let result = try ProcessRunner.run(
            "/usr/bin/timeout",
            arguments: ["--signal=KILL", "60", DumpCommand.executable, "--all", "--only", "--fonts", directory.path],
            environment: ["XDG_CACHE_HOME": FixtureCatalog.cacheDirectory])
        #expect(result.status == 0, "9 or 137: killed by timeout, the run did not end within a minute")
        #expect(result.standardOutput.split(separator: "\n").count { $0.hasPrefix("    case ") } == 16)
        #expect(
            result.standardError
                == "fontfamily-dump: warning: skipped '\(directory.path)/truncated.ttf': looks like a TrueType font, but "
                + "FreeType cannot read it: unknown file format\n")
    }

    @Test func aNearMissNamesTheClosestFamilyEscaped() throws {
        let font = FixtureFont(
            family: "Hostile\u{202E}", style: "Regular", postScriptName: "Hostile-Regular", codePoints: [0x41],
            fileName: "hostile.ttf")
        let directory = try FixtureCatalog.directory(with: [font])
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.run(["hostil3", "--only", "--fonts", directory.path])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: no given font family name contains 'hostil3'; closest: Hostile\\u{202E}\n")
    }
}
