import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen

/// The built-in lists on real fontconfig: chosen by name, their faces resolve beside the fixture fonts, a typo is
/// diagnosed from the list alone, and a listed family's enum compiles.
@Suite struct BuiltInPlatformFontListTests {
    @Test func listsAreChosenByNameAndSayWhatTheyAre() throws {
        #expect(BuiltInPlatformFontList.names == ["ios", "ios26", "ios18", "macos", "macos26"])
        let newest = try BuiltInPlatformFontList.named("iOS")
        #expect(newest.name == "ios26")
        #expect(newest.displayName == "iOS 26, built in")
        #expect(newest.fontList.platform == "iOS 26")
        #expect(newest.fontList.path == "--platform ios26")
        #expect(try BuiltInPlatformFontList.named("ios18").displayName == "iOS 18, built in")
        #expect(
            BuiltInPlatformFontList.summaries.map { "\($0.name): \($0.description)" } == [
                "ios: iOS 26, built in: the newest iOS, from 2 recordings made 2025-06 to 2025-10",
                "ios26: iOS 26, built in, from 2 recordings made 2025-06 to 2025-10",
                "ios18: iOS 18, built in, from 3 recordings made 2025-04 to 2025-07",
                "macos: macOS 26, built in: the newest macOS, from 3 recordings made 2018-05 to 2026-02",
                "macos26: macOS 26, built in, from 3 recordings made 2018-05 to 2026-02",
            ])
    }

    @Test func anUnknownNameListsTheKnownOnesAndTheNearest() {
        #expect(throws: UnknownPlatformError.self) { try BuiltInPlatformFontList.named("iso18") }
        do {
            _ = try BuiltInPlatformFontList.named("iso18")
        } catch {
            #expect(
                error.description
                    == "unknown platform 'iso18'; the built-in lists are ios, ios26, ios18, macos, macos26; did you "
                    + "mean 'ios18'?")
        }
        do {
            _ = try BuiltInPlatformFontList.named("android")
        } catch {
            #expect(
                error.description
                    == "unknown platform 'android'; the built-in lists are ios, ios26, ios18, macos, macos26")
        }
    }

    /// The library's data is the list `.ci/platform-lists` writes beside the extracts, face for face.
    @Test func theDataIsTheDerivedListFile() throws {
        for name in ["ios18", "ios26", "macos26"] {
            let file = try PlatformFontList(
                contentsOf: PackagePaths.fixtures.appendingPathComponent("PlatformRecordings/Lists/\(name).json").path)
            let builtIn = try BuiltInPlatformFontList.named(name).fontList
            #expect(builtIn.faces.count == file.faces.count)
            #expect(Set(builtIn.faces.map(\.postScriptName)) == Set(file.faces.map(\.postScriptName)))
            #expect(builtIn.faces.map(\.postScriptName) == file.faces.map(\.postScriptName))
            #expect(builtIn.derivedTraits == file.derivedTraits)
        }
        #expect(try BuiltInPlatformFontList.named("ios18").fontList.faces.count == 300)
        #expect(try BuiltInPlatformFontList.named("ios26").fontList.faces.count == 303)
        #expect(try BuiltInPlatformFontList.named("macos26").fontList.faces.count == 500)
    }

    @Test func listedNamesResolveBesideTheFixtureFonts() throws {
        let catalog = try FixtureCatalog.builtIn(fonts: [PackagePaths.fixtureFonts.path], "ios")
        let face = try #require(catalog.face(postScriptName: "AvenirNext-DemiBoldItalic"))
        #expect(
            face.description
                == "FontFace(AvenirNext-DemiBoldItalic, family Avenir Next, style DemiBold Italic, weight 600, "
                + "width 100%, italic, iOS 26's font list (no file here))")
        #expect(catalog.hasDerivedTraits(face))
        let condensed = try #require(catalog.face(postScriptName: "HelveticaNeue-CondensedBlack"))
        #expect("\(condensed.weight) \(condensed.width) \(condensed.slant.rawValue)" == "900 75% upright")
        let given = try #require(catalog.face(postScriptName: "GillSans-Bold"))
        #expect(given.platform == nil)
        #expect(!catalog.hasDerivedTraits(given))
        #expect(catalog.face(postScriptName: "KefaIII-Regular")?.platform == "iOS 26")
        #expect(catalog.face(postScriptName: "Kefa-Regular") == nil)
        #expect(try FixtureCatalog.builtIn("ios18").face(postScriptName: "Kefa-Regular")?.platform == "iOS 18")
    }

    /// With the list alone (`--only --platform ios18`), a typo is diagnosed from the list and the message speaks of
    /// it alone; with given fonts, of those too.
    @Test func aTypoIsDiagnosedFromTheListAlone() throws {
        let alone = try #require(try FixtureCatalog.builtIn("ios18").diagnose(postScriptName: "AvenirNext-DemiBld"))
        #expect(
            alone.description
                == "'AvenirNext-DemiBld' is not among iOS 18's fonts: no face has this PostScript name. Nearest names: "
                + "AvenirNext-DemiBold, AvenirNext-Bold, AvenirNext-Medium; use one of those or bundle the font with "
                + "the app.")
        let withFonts = try FixtureCatalog.builtIn(fonts: [PackagePaths.fixtureFonts.path], "ios18")
        let given = try #require(withFonts.diagnose(postScriptName: "AvenirNext-DemiBld"))
        #expect(given.otherFonts == .given)
        #expect(given.description.hasPrefix("'AvenirNext-DemiBld' is not among iOS 18's fonts or the given ones: "))
        let family = try #require(try FixtureCatalog.builtIn("ios18").diagnose(familyName: "Avenir Nxt"))
        #expect(
            family.description
                == "'Avenir Nxt' is not among iOS 18's families. Nearest families: 'Avenir Next', 'Avenir Next "
                + "Condensed', 'Avenir'; use one of those or bundle the font with the app.")
    }

    /// The macOS list: chosen as `macos`, its faces resolve as macOS 26's, the faces of the files its macOS 26
    /// recording lacks are in by family and face count, and what that recording lacks is not.
    @Test func theMacOSListResolvesAsMacOS26() throws {
        let newest = try BuiltInPlatformFontList.named("macOS")
        #expect(newest.name == "macos26")
        #expect(newest.displayName == "macOS 26, built in")
        let catalog = try FixtureCatalog.builtIn("macos")
        let menlo = try #require(catalog.face(postScriptName: "Menlo-BoldItalic"))
        #expect(
            menlo.description
                == "FontFace(Menlo-BoldItalic, family Menlo, style Bold Italic, weight 700, width 100%, italic, "
                + "macOS 26's font list (no file here))")
        #expect(catalog.face(postScriptName: "Monaco")?.platform == "macOS 26")
        #expect(catalog.face(postScriptName: "HelveticaNeue-CondensedBold")?.platform == "macOS 26")
        #expect(catalog.families(named: "Helvetica Neue").first?.faces.count == 14)
        #expect(catalog.face(postScriptName: "PingFangSC-Regular") == nil)
        #expect(catalog.face(postScriptName: "KefaIII-Regular") == nil)
        #expect(try FixtureCatalog.builtIn("ios").face(postScriptName: "Monaco") == nil)
    }

    /// A typo is diagnosed from the macOS list alone, with suggestions from it.
    @Test func aTypoIsDiagnosedFromTheMacOSList() throws {
        let diagnosis = try #require(try FixtureCatalog.builtIn("macos").diagnose(postScriptName: "Menlo-Regulr"))
        #expect(
            diagnosis.description
                == "'Menlo-Regulr' is not among macOS 26's fonts: no face has this PostScript name. Nearest names: "
                + "Menlo-Regular, Menlo-Bold, Menlo-Italic; use one of those or bundle the font with the app.")
    }

    /// `fontfamily-dump --platform ios avenir`'s enum of Avenir Next compiles.
    @Test func theEnumOfAListedFamilyCompiles() throws {
        let catalog = try FixtureCatalog.builtIn("ios")
        let source = SwiftEnumRenderer.source(for: catalog.families(named: "Avenir Next"))
        #expect(
            source.hasSuffix(
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
        try SwiftTypechecker.typecheck(source + "let names = AvenirNext.allCases.map(\\.postScriptName)\n")
    }
}
