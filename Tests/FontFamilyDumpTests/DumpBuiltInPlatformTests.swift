import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --platform NAME`: the built-in lists in every mode that takes fonts, named in `--help`, an
/// unknown name refused with the known ones, and messages that speak only of the catalogs in play.
@Suite struct DumpBuiltInPlatformTests {
    /// `fontfamily-dump --platform ios avenir` prints Avenir Next's enum, which compiles.
    @Test func theDumpPrintsAvenirNextFromTheIOSList() throws {
        let result = try DumpCommand.run(["--platform", "ios", "avenir next", "--exact"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasSuffix(
                """
                /// Avenir Next, 12 faces, from iOS 26's font list.
                enum AvenirNext: String, FontName {
                    case ultraLight = "AvenirNext-UltraLight"
                    case ultraLightItalic = "AvenirNext-UltraLightItalic"
                    case regular = "AvenirNext-Regular"
                    case italic = "AvenirNext-Italic"
                    case medium = "AvenirNext-Medium"
                    case mediumItalic = "AvenirNext-MediumItalic"
                    case demiBold = "AvenirNext-DemiBold"
                    case demiBoldItalic = "AvenirNext-DemiBoldItalic"
                    case bold = "AvenirNext-Bold"
                    case boldItalic = "AvenirNext-BoldItalic"
                    case heavy = "AvenirNext-Heavy"
                    case heavyItalic = "AvenirNext-HeavyItalic"
                }

                """))
        #expect(result.standardError == "")
        try SwiftTypechecker.typecheck(
            result.standardOutput + "let names = AvenirNext.allCases.map(\\.postScriptName)\n")
    }

    /// `fontfamily-dump --platform macos menlo` prints Menlo's enum from the macOS list, which compiles.
    @Test func theDumpPrintsMenloFromTheMacOSList() throws {
        let result = try DumpCommand.run(["--platform", "macos", "menlo", "--exact"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasSuffix(
                """
                /// Menlo, 4 faces, from macOS 26's font list.
                enum Menlo: String, FontName {
                    case regular = "Menlo-Regular"
                    case italic = "Menlo-Italic"
                    case bold = "Menlo-Bold"
                    case boldItalic = "Menlo-BoldItalic"
                }

                """))
        #expect(result.standardError == "")
        try SwiftTypechecker.typecheck(result.standardOutput + "let names = Menlo.allCases.map(\\.postScriptName)\n")
    }

    /// With `--only` and the macOS list alone, a typo gets suggestions from the list.
    @Test func checkWithTheMacOSListSuggestsFromIt() throws {
        let result = try DumpCommand.run(["--check", "Menlo-Regulr", "--only", "--platform", "macos"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: 'Menlo-Regulr' is not among macOS 26's fonts: no face has this PostScript name. "
                + "Nearest names: Menlo-Regular, Menlo-Bold, Menlo-Italic; use one of those or bundle the font with "
                + "the app.\n")
    }

    /// `--json` marks the faces of a built-in list, which gives names only, as derived; a given font's face is not.
    @Test func theJSONMarksTheDerivedFaces() throws {
        let result = try DumpCommand.run(
            ["--platform", "ios26", "--only", "--fonts", "Fixtures/Fonts", "--json", "Academy Engraved LET", "--exact"])
        #expect(result.status == 0)
        #expect(result.standardOutput.components(separatedBy: "\"traitsDerived\": true").count == 2)
        #expect(result.standardOutput.contains("\"postScriptName\": \"AcademyEngravedLetPlain\""))
        let given = try DumpCommand.run(["--only", "--fonts", "Fixtures/Fonts", "--json", "Gill Sans", "--exact"])
        #expect(given.status == 0)
        #expect(given.standardOutput.contains("\"postScriptName\": \"GillSans-Bold\""))
        #expect(!given.standardOutput.contains("traitsDerived"))
    }

    /// With `--only` and a list alone, a typo is diagnosed from the list, and the message names no installed font.
    @Test func checkWithTheListAloneSpeaksOfItAlone() throws {
        let result = try DumpCommand.run(
            ["--check", "AvenirNext-DemiBold", "AvenirNext-DemiBld", "--only", "--platform", "ios18"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "AvenirNext-DemiBold: iOS 18's font list (no file here)\n")
        #expect(
            result.standardError
                == "fontfamily-dump: 'AvenirNext-DemiBld' is not among iOS 18's fonts: no face has this PostScript "
                + "name. Nearest names: AvenirNext-DemiBold, AvenirNext-Bold, AvenirNext-Medium; use one of those or "
                + "bundle the font with the app.\n")
    }

    /// With `--only --fonts`, the given fonts are named beside the list; two lists are both named.
    @Test func checkWithGivenFontsNamesThemToo() throws {
        let result = try DumpCommand.run(
            [
                "--check", "GillSans-Bld", "--only", "--fonts", "Fixtures/Fonts", "--platform", "ios18", "--platform",
                "ios26",
            ])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "fontfamily-dump: 'GillSans-Bld' is not among iOS 18's, iOS 26's fonts or the given ones: "))
    }

    /// `--family` infers the weight table from weights the list did not give: a note says so, the output compiles.
    @Test func familySaysTheWeightsAreDerived() throws {
        let result = try DumpCommand.run(["--only", "--platform", "ios", "gill sans", "--exact", "--family"])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "fontfamily-dump: note: the weights of Gill Sans are derived from its PostScript names (the "
                + "platform font list gave names only), and so is its descriptor's weight table\n")
        try SwiftTypechecker.typecheck(result.standardOutput)
    }

    @Test func anUnknownPlatformIsAUsageError() throws {
        let result = try DumpCommand.run(["--all", "--platform", "iso18"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: unknown platform 'iso18'; the built-in lists are ios, ios26, ios18, macos, macos26; "
                + "did you mean 'ios18'?\nRun 'fontfamily-dump --help' for usage.\n")
    }

    @Test func helpSaysWhatEachListIs() throws {
        let result = try DumpCommand.run(["--help"])
        #expect(result.status == 0)
        let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let expected: String = [
            "--platform NAME Add the faces of the built-in list NAME, known by name, without files: ios (iOS 26,",
            "built in: the newest iOS, from 2 recordings made 2025-06 to 2025-10); ios26 (iOS 26, built in, from 2",
            "recordings made 2025-06 to 2025-10); ios18 (iOS 18, built in, from 3 recordings made 2025-04 to",
            "2025-07); macos (macOS 26, built in: the newest macOS, from 3 recordings made 2018-05 to 2026-02);",
            "macos26 (macOS 26, built in, from 3 recordings made 2018-05 to 2026-02). Derived from public recordings",
            "of the devices' fonts. Repeatable.",
        ].joined(separator: " ")
        #expect(help.contains(expected))
    }

    /// The lint of a Swift file against the list alone: a listed name passes, a typo is an error from the list.
    @Test func theLintChecksAgainstTheListAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("builtin-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Theme.swift")
        try """
        import UIKit
        let title = UIFont(name: "AvenirNext-DemiBold", size: 17)
        let body = UIFont(name: "HelveticaNeue-Bld", size: 15)

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try DumpCommand.run(["--lint", file.path, "--only", "--platform", "ios"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "\(file.path):3:25: error: 'HelveticaNeue-Bld' is not among iOS 26's fonts: no face has this "
                + "PostScript name. Nearest names: HelveticaNeue-Bold, HelveticaNeue, HelveticaNeue-Thin; use one of "
                + "those or bundle the font with the app. Nearest typed value: HelveticaNeue.bold. (unknown-name)\n")
    }
}

/// Several targets in one run: a name every target has passes, one some lack is a warning naming them, one none has
/// is an error with suggestions from the targets.
@Suite struct DumpMultiTargetTests {
    @Test func checkWarnsOfANameSomeTargetsLack() throws {
        let result = try DumpCommand.run(
            ["--check", "Kefa-Regular", "AvenirNext-Bold", "--only", "--platform", "ios18", "--platform", "ios26"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "Kefa-Regular: iOS 18's font list (no file here)\nAvenirNext-Bold: iOS 18's font list (no file here)\n"
        )
        #expect(result.standardError == "fontfamily-dump: warning: 'Kefa-Regular' is on iOS 18, not on iOS 26\n")
    }

    /// An app for iOS and macOS: a name only macOS has is a warning naming both, a name both have passes.
    @Test func checkWarnsOfANameOnlyMacOSHas() throws {
        let result = try DumpCommand.run(
            ["--check", "Monaco", "Menlo-Regular", "--only", "--platform", "ios", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "Monaco: macOS 26's font list (no file here)\nMenlo-Regular: iOS 26's font list (no file here)\n")
        #expect(result.standardError == "fontfamily-dump: warning: 'Monaco' is on macOS 26, not on iOS 26\n")
    }

    @Test func theLintWarnsOfANameSomeTargetsLackAndErrsOnOneNoneHas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("multi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Theme.swift")
        try """
        import UIKit
        let a = UIFont(name: "AvenirNext-Bold", size: 17)
        let b = UIFont(name: "KefaIII-Bold", size: 17)
        let c = UIFont(name: "Kefa-Regulr", size: 17)

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try DumpCommand.run(["--lint", file.path, "--only", "--platform", "ios18", "--platform", "ios26"])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map {
            $0.replacingOccurrences(of: file.path, with: "T")
        }
        #expect(
            lines == [
                "T:3:22: warning: 'KefaIII-Bold' is on iOS 26, not on iOS 18: UIFont(name:size:) gives nil there. Bundle "
                    + "the font with the app, or choose another face where it is missing. (missing-on-platform)",
                "T:4:22: error: 'Kefa-Regulr' is not among iOS 18's, iOS 26's fonts: no face has this PostScript name. "
                    + "Nearest names: Kefa-Regular; use one of those or bundle the font with the app. Nearest typed "
                    + "value: Kefa.regular. (unknown-name)",
            ])
    }
}
