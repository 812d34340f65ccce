import FixtureFontWriter
import FontFamilyCodegen
import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// `fontfamily-dump` as a user runs it: exact output, exit codes as grep's, errors that name the input.
@Suite struct DumpCommandTests {
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Golden/" + name), encoding: .utf8)
    }

    @Test func quickStartPrintsTheGillSansEnum() throws {
        let result = try DumpCommand.fixtures(["gill"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (try Self.golden("GillSans.swift")))
    }

    @Test(arguments: ["GILL", "gill sans", "Gîll", "GillSans"])
    func substringIgnoresCaseDiacriticsAndSpaces(_ query: String) throws {
        #expect(try DumpCommand.fixtures([query]).standardOutput == (try Self.golden("GillSans.swift")))
    }

    @Test func allPrintsEveryFamilyAndCompilesAgainstTheCoreAlone() throws {
        let result = try DumpCommand.fixtures(["--all"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.golden("All.swift")))
        try SwiftTypechecker.typecheckAgainstCore(["Generated.swift": result.standardOutput])
    }

    @Test func familyPrintsDescriptorsThatCompileAgainstTheCoreAlone() throws {
        let result = try DumpCommand.fixtures(["--all", "--family"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == (try Self.golden("AllFamilies.swift")))
        try SwiftTypechecker.typecheckAgainstCore(["Generated.swift": result.standardOutput])
    }

    /// `Fixtures/Golden/All.json` holds the listing with paths relative to the package, and the digest of that text in
    /// its `generator` member: the digest of the printed text, whose paths are absolute, differs with the checkout.
    @Test func jsonListsFamiliesAndFaces() throws {
        let result = try DumpCommand.fixtures(["--json", "--all"])
        #expect(result.status == 0)
        #expect(GeneratedOutput.recognize(result.standardOutput) == .intact)
        let portable = result.standardOutput.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
        let body = try #require(portable.ranges(of: ",\n  \"generator\": {").last?.lowerBound)
        let restamped =
            portable[..<body] + GeneratedOutput.jsonTrailer(digest: ContentDigest(of: portable[..<body].utf8).hex)
        #expect(restamped == (try Self.golden("All.json")))
    }

    @Test func jsonListsEachVariableFontWithItsAxesAndEveryNamedInstance() throws {
        let result = try DumpCommand.run(["echo", "--json", "--only", "--fonts", "Fixtures/VariableNames"])
        #expect(result.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let family = try #require((document?["families"] as? [[String: Any]])?.first)
        let font = try #require((family["variableFonts"] as? [[String: Any]])?.first)
        let axes = try #require(font["axes"] as? [[String: Any]])
        #expect(axes.map { $0["tag"] as? String } == ["wght"])
        let instances = try #require(font["namedInstances"] as? [[String: Any]])
        #expect(
            instances.map { $0["postScriptName"] as? String } == [
                "EchoDisplay-Thin", "EchoDisplay-Light", "EchoDisplay-Regular", "EchoDisplay-Bold", "EchoDisplay-Black",
            ])
        #expect(instances.map { ($0["aliases"] as? [String]) ?? [] } == Array(repeating: ["Echo-Display"], count: 5))
    }

    @Test func optionsMayComeInAnyOrder() throws {
        let result = try DumpCommand.run(["--fonts", "Fixtures/Fonts", "--only", "source sans"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("enum SourceSansPro: String, FontName {"))
    }

    @Test func nothingFoundExitsOneAndNamesTheClosestFamilies() throws {
        let result = try DumpCommand.fixtures(["gil sands"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: no given font family name contains 'gil sands'; closest: Gill Sans\n")
    }

    @Test func nothingCloseSaysHowManyFamiliesThereAre() throws {
        let result = try DumpCommand.fixtures(["zzzz"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "fontfamily-dump: no given font family name contains 'zzzz'; 6 families are listed; "
                + "'--all' prints them\n")
    }

    @Test func regexMetacharactersAreTakenLiterally() throws {
        let result = try DumpCommand.fixtures([".*"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
    }

    @Test func brokenFilesAreWarnedAboutAndTheRestIsPrinted() throws {
        let result = try DumpCommand.run(["gill", "--only", "--fonts", "Fixtures/Fonts", "--fonts", "Fixtures/Broken"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.golden("GillSans.swift")))
        #expect(
            result.standardError
                == "fontfamily-dump: warning: skipped '\(PackagePaths.fixtures.path)/Broken/notes.ttf': is named as a font (.ttf), but "
                + "FreeType finds no font in it\n"
                + "fontfamily-dump: warning: skipped '\(PackagePaths.fixtures.path)/Broken/truncated.ttf': looks like a TrueType font, "
                + "but FreeType cannot read it: unknown file format\n"
        )
    }

    /// A Type 1 directory holds metrics, encodings and X11 indexes beside its fonts: fontconfig skips them quietly,
    /// and so does the dump. Only the font that is damaged is named, with FreeType's message.
    @Test func aType1DirectoryWarnsOnlyAboutItsDamagedFont() throws {
        let directory = try FixtureCatalog.directory(
            with: [FixtureSet.papyrus[0]], files: Type1DirectoryFiles.companions + [Type1DirectoryFiles.damagedFont])
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.run(["papyrus", "--only", "--fonts", directory.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("    case regular = \"Papyrus\"\n"))
        #expect(
            result.standardError
                == "fontfamily-dump: warning: skipped '\(directory.path)/Damaged.pfb': looks like a Type 1 font, "
                + "but FreeType cannot read it: \(Type1DirectoryFiles.damagedFontMessage)\n")
    }

    @Test func noCacheWarningsOnAFreshCache() throws {
        let home = try FixtureCatalog.temporaryDirectory("home")
        defer { FixtureCatalog.remove(home) }
        let result = try DumpCommand.run(
            ["gill", "--only", "--fonts", "Fixtures/Fonts"],
            environment: ["HOME": home.path, "XDG_CACHE_HOME": String?.none])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(FileManager.default.fileExists(atPath: home.path + "/.cache/fontconfig"))
    }

    @Test func noCacheWarningsWithoutAHome() throws {
        let result = try DumpCommand.run(
            ["gill", "--only", "--fonts", "Fixtures/Fonts"],
            environment: ["HOME": "/nonexistent", "XDG_CACHE_HOME": String?.none])
        #expect(result.status == 0)
        #expect(result.standardError == "")
    }

    @Test func helpAndVersion() throws {
        let help = try DumpCommand.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput == (try Self.golden("Help.txt")))
        let version = try DumpCommand.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "fontfamily-dump 0.1.0\n")
    }

    @Test func sizesPrintTheTable() throws {
        let result = try DumpCommand.run(["--sizes"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.golden("../Sizing/sizes-ios.txt")))
        let json = try DumpCommand.run(["--sizes", "--json"])
        #expect(json.standardOutput == (try Self.golden("../Sizing/sizes-ios.json")))
    }

    @Test func sizesOfOneCell() throws {
        let result = try DumpCommand.run(["--sizes", "--style", "body", "--category", "extraLarge"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("19\n"))
    }
}
