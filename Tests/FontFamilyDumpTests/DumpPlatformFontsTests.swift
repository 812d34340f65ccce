import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --platform-fonts FILE`: the fixture fonts plus the fixture iOS list, for the dump, `--family`,
/// `--check` and `--lint`; a bad list stops the run with exit 2 and nothing on standard output.
@Suite struct DumpPlatformFontsTests {
    static let sample = "Fixtures/Platforms/ios-sample.json"

    /// The fixture fonts and the sample list: `--only --fonts Fixtures/Fonts --platform-fonts …` after `arguments`.
    static func run(_ arguments: [String], lists: [String] = [sample]) throws -> ProcessRunner.Result {
        try DumpCommand.run(
            arguments + ["--only", "--fonts", "Fixtures/Fonts"] + lists.flatMap { ["--platform-fonts", $0] })
    }

    @Test func checkResolvesNamesFromBothAndWordsAMissByThePlatform() throws {
        let result = try Self.run(["--check", "HelveticaNeue-Bold", "GillSans", "HelveticaNeue-Bld"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "HelveticaNeue-Bold: iOS 18.2's font list (no file here)\n"
                + "GillSans: \(PackagePaths.fixtures.path)/Fonts/GillSans.ttf\n")
        #expect(
            result.standardError
                == "fontfamily-dump: 'HelveticaNeue-Bld' is not among iOS 18.2's fonts or the given ones: no face "
                + "has this PostScript name. Nearest names: HelveticaNeue-Bold, HelveticaNeue, HelveticaNeue-Italic; "
                + "use one of those or bundle the font with the app.\n")
    }

    @Test func checkOfListedNamesAloneExitsZero() throws {
        let result = try DumpCommand.run(
            ["--check", "Menlo-Regular", "AvenirNext-DemiBold", "--only", "--platform-fonts", Self.sample])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "Menlo-Regular: iOS 18.2's font list (no file here)\n"
                + "AvenirNext-DemiBold: iOS 18.2's font list (no file here)\n")
        #expect(result.standardError == "")
    }

    /// `fontfamily-dump avenir --platform-fonts F` prints the enums of the listed families.
    @Test func theDumpPrintsAListedFamilysEnum() throws {
        let result = try Self.run(["menlo"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasSuffix(
                """
                /// Menlo, 2 faces, from iOS 18.2's font list.
                enum Menlo: String, FontName {
                    case regular = "Menlo-Regular"
                    case bold = "Menlo-Bold"
                }

                """))
        #expect(result.standardError == "")
        try SwiftTypechecker.typecheck(result.standardOutput + "let names = Menlo.allCases.map(\\.postScriptName)\n")
    }

    @Test func familyPrintsAListedFamilysDescriptor() throws {
        let result = try Self.run(["helvetica neue", "--family"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasSuffix(
                """
                extension FontFamily {
                    /// Helvetica Neue: 4 faces.
                    static let helveticaNeue = FontFamily(
                        "HelveticaNeue",
                        weights: [.regular: "", .medium: "Medium", .bold: "Bold"],
                        italic: .italic("Italic", except: [.medium, .bold])
                    )
                }

                """))
        try SwiftTypechecker.typecheck(result.standardOutput)
    }

    @Test func theJSONNamesThePlatformAndNoFile() throws {
        let result = try Self.run(["menlo", "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""platform": "iOS 18.2""#))
        #expect(!result.standardOutput.contains(#""file""#))
    }

    @Test func aSpecimenOfAListedFaceIsRefused() throws {
        let result = try Self.run(["menlo", "--specimen", "-"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: 'Menlo-Regular' is listed among iOS 18.2's fonts ('\(Self.sample)') and has no "
                + "file here, so what only the font file tells (code points, glyphs, a specimen) is unknown; give the "
                + "font file with '--fonts' or ask on the platform itself\n")
    }

    @Test func iconsFromAListedFaceAreRefused() throws {
        let result = try Self.run(["--icons-from-font", "Menlo-Bold"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("fontfamily-dump: 'Menlo-Bold' is listed among iOS 18.2's fonts"))
    }

    @Test func theLintTakesListedNamesAsFound() throws {
        let directory = try FixtureCatalog.temporaryDirectory("platform-lint")
        defer { FixtureCatalog.remove(directory) }
        try """
        import UIKit
        let title = UIFont(name: "HelveticaNeue-Bold", size: 17)
        let code = UIFont(name: "Menlo-Regular", size: 13)
        let body = UIFont(name: "GillSans", size: 15)

        """.write(to: directory.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        let clean = try Self.run(["--lint", directory.path])
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "")
        let without = try DumpCommand.run(["--lint", directory.path, "--only", "--fonts", "Fixtures/Fonts"])
        #expect(without.status == 1)
        #expect(without.standardOutput.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count == 2)
    }

    /// Each bad list: its message, exit 2, nothing on standard output, whatever the mode.
    @Test(arguments: [
        (
            "Fixtures/Platforms/Bad/malformed.json",
            "platform font list 'Fixtures/Platforms/Bad/malformed.json' is not a JSON object; record it again as "
                + "the documentation shows"
        ),
        (
            "Fixtures/Platforms/Bad/version-2.json",
            "platform font list 'Fixtures/Platforms/Bad/version-2.json' has \"formatVersion\" 2, but this version "
                + "of FontFamily reads version 1; record the list again with this version's snippet"
        ),
        (
            "Fixtures/Platforms/Bad/conflicting-duplicate.json",
            "platform font list 'Fixtures/Platforms/Bad/conflicting-duplicate.json': faces[3] lists "
                + "'HelveticaNeue-Bold' again with other attributes than faces[1]; keep one entry per PostScript name"
        ),
        (
            "Fixtures/Platforms/Bad/missing-family.json",
            "platform font list 'Fixtures/Platforms/Bad/missing-family.json': faces[2] ('Menlo-Bold'): \"family\" "
                + "must be a non-empty string; fix the entry or record the list again"
        ),
        (
            "Fixtures/Platforms/absent.json",
            "platform font list 'Fixtures/Platforms/absent.json' does not exist; give the path of a list recorded "
                + "as the documentation shows"
        ),
    ])
    func aBadListExitsTwo(path: String, message: String) throws {
        for mode in [["gill"], ["--check", "GillSans"], ["--lint", "Fixtures/Lint"]] {
            let result = try Self.run(mode, lists: [Self.sample, path])
            #expect(result.status == 2)
            #expect(result.standardOutput == "")
            #expect(result.standardError == "fontfamily-dump: " + message + "\n")
        }
    }
}
