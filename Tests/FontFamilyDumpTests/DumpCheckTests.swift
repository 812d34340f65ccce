import FixtureFontWriter
import FontFamilyCatalog
import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --check`: resolved names with their file on stdout, a diagnosis per miss on stderr.
@Suite struct DumpCheckTests {
    @Test func allNamesResolveExitsZero() throws {
        let result = try DumpCommand.fixtures(["--check", "GillSans-SemiBold", "SourceSansPro-It"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "GillSans-SemiBold: \(PackagePaths.fixtures.path)/Fonts/GillSans-SemiBold.ttf\n"
                + "SourceSansPro-It: \(PackagePaths.fixtures.path)/Fonts/SourceSansPro-It.ttf\n")
        #expect(result.standardError == "")
    }

    @Test func aMissYieldsItsDiagnosisAndExitOne() throws {
        let result = try DumpCommand.fixtures(["--check", "GillSans", "SourceSansPro-SemiBoldIt"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "GillSans: \(PackagePaths.fixtures.path)/Fonts/GillSans.ttf\n")
        #expect(
            result.standardError
                == "fontfamily-dump: 'SourceSansPro-SemiBoldIt' is not installed, but 'SourceSansPro-SemiboldIt' is: "
                + "PostScript names are case-sensitive, so write 'SourceSansPro-SemiboldIt'. Asked for this PostScript "
                + "name, fontconfig would silently use Source Sans Pro (SourceSansPro-SemiboldIt).\n")
    }

    @Test func namesFromStandardInputWithSpacesAndControlCharacters() throws {
        let result = try DumpCommand.fixtures(
            ["--check", "-"], input: "GillSans-Bold\r\nGill Sans SemiBold\n\nBad\u{202E}Name\u{7}\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "GillSans-Bold: \(PackagePaths.fixtures.path)/Fonts/GillSans-Bold.ttf\n")
        #expect(
            result.standardError
                == "fontfamily-dump: 'Gill Sans SemiBold' is the full name of a face, not its PostScript name: write "
                + "'GillSans-SemiBold'. Asked for this PostScript name, fontconfig would silently use Gill Sans "
                + "(GillSans-SemiBold).\n"
                + "fontfamily-dump: 'Bad\\u{202E}Name\\u{7}' is not installed: no face has this PostScript name and none "
                + "comes close. Install the font or check the name. Asked for this PostScript name, fontconfig would "
                + "silently use Damascus (Damascus).\n")
    }

    /// A line with spaces around an installed name is a miss that says so, not a silent match nor another name.
    @Test func spacesAroundANameFromStandardInputAreNamed() throws {
        let result = try DumpCommand.fixtures(["--check", "-"], input: "  GillSans-Italic  \nGillSans-Bold\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "GillSans-Bold: \(PackagePaths.fixtures.path)/Fonts/GillSans-Bold.ttf\n")
        #expect(
            result.standardError
                == "fontfamily-dump: '  GillSans-Italic  ' has white space around it, which no PostScript name has: "
                + "write 'GillSans-Italic'. Asked for this PostScript name, fontconfig would silently use Gill Sans "
                + "(GillSans-Italic).\n")
    }

    @Test func aLongPathIsPrintedWholeWithTheFaceIndexInACollection() throws {
        let directory = try FixtureCatalog.temporaryDirectory(String(repeating: "long-", count: 12) + "path")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("Pair Sans\u{202E}.ttc")
        try FixtureFontWriter.collectionData(for: FixtureSet.pairSans).write(to: file)
        let result = try DumpCommand.run(
            ["--check", "PairSans-Regular", "PairSans-Bold", "--only", "--fonts", directory.path])
        #expect(result.status == 0)
        let shown = directory.path + "/Pair Sans\\u{202E}.ttc"
        #expect(shown.count > 100)
        #expect(result.standardOutput == "PairSans-Regular: \(shown)\nPairSans-Bold: \(shown) (face 1)\n")
        #expect(result.standardError == "")
    }

    /// A point between the named instances, named as `postScriptName(at:)` names it, is the variable file itself.
    @Test func aPointOfAVariableFontResolvesToItsFile() throws {
        let result = try DumpCommand.run(
            ["--check", "VarySans_650wght", "VarySans_1000wght", "--only", "--fonts", "Fixtures/Variable"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == "VarySans_650wght: \(PackagePaths.fixtures.path)/Variable/VarySans[wght].ttf\n")
        #expect(result.standardError.hasPrefix("fontfamily-dump: 'VarySans_1000wght' is not installed"))
    }

    @Test func aVariableInstanceIsToldApartByItsNamedInstance() throws {
        // fontconfig's own instance names differ between versions (`VarySans_100wght` on 2.14, `VarySans-Thin` on
        // newer builds); they stay checkable as aliases of the instances' own names.
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Variable").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let thin = try #require(catalog.face(postScriptName: "VarySans-Thin")?.aliases.first ?? "VarySans-Thin")
        let result = try DumpCommand.run(
            ["--check", "VarySans-Bold", thin, "VarySans-Regular", "--only", "--fonts", "Fixtures/Variable"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "VarySans-Bold: \(PackagePaths.fixtures.path)/Variable/VarySans[wght].ttf (named instance 4)\n"
                + "\(thin): \(PackagePaths.fixtures.path)/Variable/VarySans[wght].ttf (named instance 1)\n"
                + "VarySans-Regular: \(PackagePaths.fixtures.path)/Variable/VarySans[wght].ttf (named instance 3)\n")
    }

    /// A font given with `--fonts` wins over a system font of the same name whose path sorts first, and the check
    /// notes the system font it shadows, with both paths whole.
    @Test func aGivenFontShadowsTheSystemFontAndSaysSo() throws {
        let fixture = try ShadowedFontFixture(fileName: "GillSans-Bold.ttf")
        defer { fixture.remove() }
        let result = try DumpCommand.run(
            ["--check", "GillSans-Bold", "--fonts", fixture.bundleDirectory],
            environment: ["FONTCONFIG_FILE": fixture.configurationFile])
        #expect(result.status == 0)
        #expect(result.standardOutput == "GillSans-Bold: \(fixture.bundledFile)\n")
        #expect(
            result.standardError
                == "fontfamily-dump: note: 'GillSans-Bold' is the given font '\(fixture.bundledFile)', which shadows the "
                + "system font '\(fixture.systemFile)'\n")
    }

    @Test func emptyStandardInputIsAUsageError() throws {
        let result = try DumpCommand.fixtures(["--check", "-"], input: "\n\n")
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: option '--check' got no names on standard input\n"
                + "Run 'fontfamily-dump --help' for usage.\n")
    }
}
