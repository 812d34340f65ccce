import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --icons` and `--icons-from-font` as a user runs them: golden enums that compile, missing glyphs
/// by name and code point, errors that name the input.
@Suite struct IconDumpTests {
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Golden/" + name), encoding: .utf8)
    }

    /// Writes `text` to a file named `name` in a fresh temporary directory and returns its path.
    static func metadataFile(_ name: String, _ text: String) throws -> URL {
        let url = try FixtureCatalog.temporaryDirectory("icons").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    static let use = """
        import FontFamilyKit

        let close: Character = Iconfont.close.character
        let arrow: Iconfont? = Iconfont(rawValue: "arrow-left")
        let font: String = Iconfont.fontPostScriptName
        let count: Int = Iconfont.allCases.count
        """

    @Test func iconfontJSONGivesTheGoldenEnumThatCompiles() throws {
        let result = try DumpCommand.fixtures(["--icons", "Fixtures/iconfont.json"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (try Self.golden("IconFont.swift")))
        try SwiftTypechecker.typecheckAgainstCore(["IconFont.swift": result.standardOutput, "Use.swift": Self.use])
    }

    @Test func theFontsOwnGlyphNamesGiveTheGoldenEnumThatCompiles() throws {
        let result = try DumpCommand.fixtures(["--icons-from-font", "iconfont"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (try Self.golden("IconFontFromFont.swift")))
        try SwiftTypechecker.typecheckAgainstCore(["IconFont.swift": result.standardOutput, "Use.swift": Self.use])
    }

    /// A family name finds the family's regular face, and the dump says which face it checked.
    @Test func aFamilyNameIsAReportedChoiceOfItsRegularFace() throws {
        let result = try DumpCommand.fixtures(["--icons", "Fixtures/iconfont.json", "--font", "Gill Sans"])
        #expect(result.status == 1)
        let note =
            "fontfamily-dump: note: 'Gill Sans' names a family, not a face; its glyphs are checked against 'GillSans'"
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == note)
    }

    /// `--output` writes the enum through the safe writer, as every other mode does: a hand-written file is left
    /// alone unless `--force` is given, this tool's file is replaced, an unchanged one not touched.
    @Test(arguments: [
        (["--icons", "Fixtures/iconfont.json"], "IconFont.swift"),
        (["--icons-from-font", "iconfont"], "IconFontFromFont.swift"),
    ])
    func outputWritesTheEnumThroughTheSafeWriter(_ mode: [String], _ golden: String) throws {
        let directory = try FixtureCatalog.temporaryDirectory("icons")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("Icons.swift").path
        let handWritten = "// Icons.swift, written by hand.\n"
        try Data(handWritten.utf8).write(to: URL(fileURLWithPath: path))
        let refused = try DumpCommand.fixtures(mode + ["--output", path])
        #expect(refused.status == 2)
        #expect(refused.standardOutput == "")
        #expect(
            refused.standardError
                == "fontfamily-dump: '\(path)' exists and was not written by fontfamily-dump, so it was left alone; "
                + "move it away or give another path, or add '--force' to replace it\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == handWritten)
        for (arguments, said) in [(["--force"], "wrote '\(path)'"), ([], "'\(path)' is unchanged")] {
            let result = try DumpCommand.fixtures(mode + ["--output", path] + arguments)
            #expect(result.status == 0)
            #expect(result.standardOutput == "")
            #expect(result.standardError == "fontfamily-dump: \(said)\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == (try Self.golden(golden)))
        }
    }

    @Test func nameChoosesTheEnumsName() throws {
        let result = try DumpCommand.fixtures(["--icons", "Fixtures/iconfont.json", "--name", "AppIcons"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\nenum AppIcons: String, IconGlyphs {\n"))
        let fromFont = try DumpCommand.fixtures(["--icons-from-font", "iconfont", "--name", "AppIcons"])
        #expect(fromFont.standardOutput.contains("\nenum AppIcons: String, IconGlyphs {\n"))
    }

    @Test func aGlyphTheFontLacksFailsWithItsNameAndCodePoint() throws {
        let file = try Self.metadataFile(
            "missing.json",
            """
            {"font_family": "iconfont", "glyphs": [
              {"font_class": "close", "unicode": "e609", "unicode_decimal": 58889},
              {"font_class": "gone", "unicode": "e6ff", "unicode_decimal": 59135}]}
            """)
        defer { FixtureCatalog.remove(file.deletingLastPathComponent()) }
        let result = try DumpCommand.fixtures(["--icons", file.path])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                fontfamily-dump: iconfont lacks 1 of the 2 glyphs that 'missing.json' lists; use the font the metadata \
                was made for, or remove the glyphs from the metadata
                fontfamily-dump: missing glyph 'gone' U+E6FF
                fontfamily-dump: note: iconfont has 11 Private Use Area code points that 'missing.json' does not list: \
                U+E600, U+E601, U+E602, U+E603, U+E604, U+E605, U+E606, U+E607, U+E608, U+E60A, U+E60B

                """)
        #expect(result.standardOutput.contains("    case gone = \"gone\"\n"))
    }

    @Test func unlistedPrivateUseGlyphsAreANoteThatKeepsSuccess() throws {
        let lines = FixtureSetCodepoints.lines.dropLast().joined(separator: "\n")
        let file = try Self.metadataFile("codepoints", lines + "\n")
        defer { FixtureCatalog.remove(file.deletingLastPathComponent()) }
        let result = try DumpCommand.fixtures(["--icons", file.path, "--font", "iconfont"])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "fontfamily-dump: note: iconfont has 1 Private Use Area code point that 'codepoints' does not "
                + "list: U+E60B\n")
        try SwiftTypechecker.typecheck(result.standardOutput)
    }

    @Test func metadataWithoutAFontAsksForFont() throws {
        let file = try Self.metadataFile("codepoints", FixtureSetCodepoints.lines.joined(separator: "\n"))
        defer { FixtureCatalog.remove(file.deletingLastPathComponent()) }
        let result = try DumpCommand.fixtures(["--icons", file.path])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: 'codepoints' does not name its font; give the icon font's PostScript name with "
                + "'--font'\nRun 'fontfamily-dump --help' for usage.\n")
    }

    @Test func anUnknownFontExitsTwoNamingTheClosestInstalledNames() throws {
        let result = try DumpCommand.fixtures(["--icons", "Fixtures/iconfont.json", "--font", "iconfnt"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: no font has the PostScript name or family name 'iconfnt'; closest installed: "
                + "iconfont" + "\n")
        let fromFont = try DumpCommand.fixtures(["--icons-from-font", "Material Icons"])
        #expect(fromFont.status == 2)
        #expect(
            fromFont.standardError
                == "fontfamily-dump: no font has the PostScript name or family name 'Material Icons'; list the "
                + "installed ones with: fc-list : postscriptname family" + "\n")
    }

    @Test func badMetadataExitsTwoWithWhatWasExpected() throws {
        let file = try Self.metadataFile("notes.txt", "hello\n")
        defer { FixtureCatalog.remove(file.deletingLastPathComponent()) }
        let result = try DumpCommand.fixtures(["--icons", file.path])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: '\(file.path)' is not icon metadata: expected iconfont.cn JSON, a codepoints "
                + "file (\"name hex\" per line) or CSS with content: \"\\XXXX\" rules\n")
    }

    /// The file is named as given, whole, with what is wrong with it.
    @Test func aMissingMetadataFileExitsTwoSayingItDoesNotExist() throws {
        for path in ["Fixtures/no-such-icons.json", "/no-such-directory/icons.css"] {
            let result = try DumpCommand.fixtures(["--icons", path])
            #expect(result.status == 2)
            #expect(
                result.standardError
                    == "fontfamily-dump: cannot read '\(path)': it does not exist; pass a readable UTF-8 icon "
                    + "metadata file\n")
        }
    }

    @Test func aDirectoryGivenAsMetadataExitsTwo() throws {
        let result = try DumpCommand.fixtures(["--icons", "Fixtures/Icons"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "fontfamily-dump: cannot read 'Fixtures/Icons': it is a directory; pass a readable UTF-8 icon "
                + "metadata file\n")
    }

    @Test func aFontWithoutPrivateUseGlyphsExitsOne() throws {
        let result = try DumpCommand.fixtures(["--icons-from-font", "Papyrus"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: Papyrus has no glyphs in the Private Use Area; give an icon font's PostScript "
                + "name\n")
    }
}

/// The fixture icons as a codepoints file, one `name hex` line each.
enum FixtureSetCodepoints {
    static let lines = [
        "arrow-left e600", "arrow-right e601", "home e602", "search e603", "settings e604", "user e605", "cart e606",
        "heart e607", "share e608", "close e609", "500px e60a", "default e60b",
    ]
}
