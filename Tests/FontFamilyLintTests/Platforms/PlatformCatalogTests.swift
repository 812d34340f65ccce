import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyLint

/// A catalog of the fixture fonts (real fontconfig) plus the fixture iOS list: names from both resolve, a listed
/// face answers what a name can answer, and what needs a file says the face has none here.
@Suite struct PlatformCatalogTests {
    static let sample = PackagePaths.fixtures.appendingPathComponent("Platforms/ios-sample.json").path

    static func catalog() throws -> FontCatalog {
        try FixtureCatalog.withIOSSample()
    }

    @Test func namesResolveFromTheFontsAndTheList() throws {
        let catalog = try Self.catalog()
        #expect(
            catalog.face(postScriptName: "GillSans-Bold")?.file == PackagePaths.fixtureFonts.path + "/GillSans-Bold.ttf"
        )
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.platform == nil)
        let listed = try #require(catalog.face(postScriptName: "HelveticaNeue-Bold"))
        #expect(listed.platform == "iOS 18.2")
        #expect(listed.file == "")
        #expect(listed.location == "iOS 18.2's font list (no file here)")
        #expect(
            listed.description
                == "FontFace(HelveticaNeue-Bold, family Helvetica Neue, style Bold, weight 700, width 100%, upright, "
                + "iOS 18.2's font list (no file here))")
        #expect(catalog.platforms == ["iOS 18.2"])
        #expect(
            catalog.family(named: "Helvetica Neue")?.faces.map(\.postScriptName) == [
                "HelveticaNeue", "HelveticaNeue-Italic", "HelveticaNeue-Medium", "HelveticaNeue-Bold",
            ])
        #expect(catalog.families(containing: "menlo").map(\.name) == ["Menlo"])
        let fixtureFaces = try FixtureCatalog.standard().faces.count
        #expect(catalog.faces.count == fixtureFaces + 10)
    }

    /// A typo of a listed face: the nearest names come from the list, the message speaks of the platform, and no
    /// fontconfig substitute is offered.
    @Test func aTypoOfAListedFaceIsDiagnosedFromTheList() throws {
        let diagnosis = try #require(try Self.catalog().diagnose(postScriptName: "HelveticaNeue-Bld"))
        #expect(
            diagnosis.problem
                == .notInstalled(suggestions: ["HelveticaNeue-Bold", "HelveticaNeue", "HelveticaNeue-Italic"]))
        #expect(diagnosis.substitute == nil)
        #expect(diagnosis.platforms == ["iOS 18.2"])
        #expect(
            diagnosis.description
                == "'HelveticaNeue-Bld' is not among iOS 18.2's fonts or the given ones: no face has this "
                + "PostScript name. Nearest names: HelveticaNeue-Bold, HelveticaNeue, HelveticaNeue-Italic; use one "
                + "of those or bundle the font with the app.")
    }

    @Test func otherDiagnosesSpeakOfThePlatformToo() throws {
        let catalog = try Self.catalog()
        #expect(
            catalog.diagnose(postScriptName: "Menlo-bold")?.description
                == "'Menlo-bold' is not among iOS 18.2's fonts or the given ones, but 'Menlo-Bold' is: PostScript "
                + "names are case-sensitive, so write 'Menlo-Bold'.")
        #expect(
            catalog.diagnose(postScriptName: "Avenir Next")?.description
                == "'Avenir Next' names the family Avenir Next, not one face: write the PostScript name of the face "
                + "you want, one of AvenirNext-Regular, AvenirNext-DemiBold, AvenirNext-Bold.")
        // A bundled font's typo is diagnosed the same way: no fontconfig substitute where the code runs.
        #expect(
            catalog.diagnose(postScriptName: "GillSans-Semibold")?.description
                == "'GillSans-Semibold' is not among iOS 18.2's fonts or the given ones, but 'GillSans-SemiBold' "
                + "is: PostScript names are case-sensitive, so write 'GillSans-SemiBold'.")
        #expect(catalog.diagnose(familyName: "Helvetica Nue")?.substitute == nil)
        // A family is worded by the platform too, and the advice is the app's, not fontconfig's.
        #expect(
            catalog.diagnose(familyName: "Helvetica Nue")?.description
                == "'Helvetica Nue' is not among iOS 18.2's families or the given ones. Nearest families: "
                + "'Helvetica Neue'; use one of those or bundle the font with the app.")
        #expect(
            catalog.diagnose(familyName: "Zzqx Grotesk")?.description
                == "'Zzqx Grotesk' is not among iOS 18.2's families or the given ones: no family has this name "
                + "and none comes close. Bundle the font with the app or check the name.")
    }

    /// Without lists, the same catalog keeps fontconfig's substitute: the change is confined to catalogs with lists.
    @Test func withoutListsTheSubstituteStays() throws {
        let diagnosis = try #require(try FixtureCatalog.standard().diagnose(postScriptName: "GillSans-Semibold"))
        #expect(diagnosis.platforms == [])
        #expect(diagnosis.substitute?.postScriptName == "GillSans-SemiBold")
    }

    /// `fontfamily-dump inter --platform-fonts F`'s enum for a listed family compiles and names the listed faces.
    @Test func theTypedEnumOfAListedFamilyCompiles() throws {
        let catalog = try Self.catalog()
        let source = SwiftEnumRenderer.source(for: catalog.families(containing: "helvetica neue"))
        #expect(
            source.hasSuffix(
                """
                /// Helvetica Neue, 4 faces, from iOS 18.2's font list.
                enum HelveticaNeue: String, FontName {
                    case regular = "HelveticaNeue"
                    case italic = "HelveticaNeue-Italic"
                    case medium = "HelveticaNeue-Medium"
                    case bold = "HelveticaNeue-Bold"
                }

                """))
        try SwiftTypechecker.typecheck(source + "let names = HelveticaNeue.allCases.map(\\.postScriptName)\n")
    }

    /// The descriptor of a listed family reproduces its names, as `--family` prints it.
    @Test func aListedFamilyGetsADescriptor() throws {
        let catalog = try Self.catalog()
        let source = DescriptorDumpRenderer.source(
            for: catalog.families(named: "Avenir Next"), variableFonts: catalog.variableFonts, access: .internal)
        #expect(source.contains(#"weights: [.regular: "Regular", .semiBold: "DemiBold", .bold: "Bold"]"#))
        try SwiftTypechecker.typecheck(source)
    }

    /// The JSON of a listed face says its platform and has no `file` to mislead a reader.
    @Test func theJSONOfAListedFaceHasItsPlatformAndNoFile() throws {
        let catalog = try Self.catalog()
        let json = JSONRenderer.json(for: catalog.families(named: "Menlo"), variableFonts: [], copies: catalog)
        #expect(
            json.contains(
                """
                        {
                          "format": "other",
                          "index": 0,
                          "italic": false,
                          "kind": "static",
                          "platform": "iOS 18.2",
                          "postScriptName": "Menlo-Regular",
                          "slant": "upright",
                          "style": "Regular",
                          "weight": 400,
                          "width": 100
                        },
                """))
        #expect(!json.contains(#""file""#))
    }

    @Test func whatNeedsAFileSaysTheFaceHasNone() throws {
        let catalog = try Self.catalog()
        let face = try #require(catalog.face(postScriptName: "Menlo-Regular"))
        let expected =
            "'Menlo-Regular' is listed among iOS 18.2's fonts ('\(Self.sample)') and has no file here, so what only "
            + "the font file tells (code points, glyphs, a specimen) is unknown; give the font file with '--fonts' or "
            + "ask on the platform itself"
        #expect(throws: NoFontFileError(postScriptName: "Menlo-Regular", platform: "iOS 18.2", list: Self.sample)) {
            try catalog.fontFile(of: face)
        }
        #expect(
            NoFontFileError(postScriptName: "Menlo-Regular", platform: "iOS 18.2", list: Self.sample).description
                == expected)
        #expect(catalog.codePoints(of: face) == [])
        #expect(
            throws: IconFontLookupError.noFile(
                .init(postScriptName: "Menlo-Regular", platform: "iOS 18.2", list: Self.sample))
        ) {
            try catalog.iconFont(named: "Menlo-Regular")
        }
        #expect(
            throws: IconFontLookupError.noFile(
                .init(postScriptName: "Menlo-Regular", platform: "iOS 18.2", list: Self.sample))
        ) {
            try catalog.iconFont(named: "Menlo")
        }
        let gill = try #require(catalog.face(postScriptName: "GillSans"))
        #expect(try catalog.fontFile(of: gill) == gill.file)
    }

    /// A listed face draws no run of a coverage, which lists it as having no file here instead.
    @Test func coverageNamesAListedFaceWithoutGuessing() throws {
        let coverage = try Self.catalog().coverage(of: "Ab", cascade: ["HelveticaNeue", "GillSans"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["GillSans"])
        #expect(coverage.facesWithoutFiles.map(\.postScriptName) == ["HelveticaNeue"])
        #expect(!coverage.isComplete)
        #expect(coverage.description == "GillSans: \"Ab\"\nno file here: HelveticaNeue (iOS 18.2's font list)")
    }

    /// A bundled font wins over a listed face of the same name, which wins over a system font's; the listed face
    /// is never called a system font that the bundled one shadows.
    @Test func aGivenFontWinsOverAListedFace() throws {
        let json = PlatformListJSON.list(faces: [PlatformListJSON.face("GillSans-Bold")])
        let list = try PlatformFontList(json: Array(json.utf8), path: "gill.json")
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtureFonts.path], platformFontLists: [list],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.faces(postScriptName: "GillSans-Bold").map(\.platform) == [nil, "iOS 18"])
        #expect(catalog.copyChoice(postScriptName: "GillSans-Bold") == .given)
        #expect(catalog.shadowedSystemFaces(postScriptName: "GillSans-Bold") == [])
    }

    /// Two lists of one name, alike but for their platform: the first list's face is preferred, whichever it is,
    /// without asking fontconfig.
    @Test func ofTwoListsTheFirstWins() throws {
        let iosJSON = PlatformListJSON.list(faces: [PlatformListJSON.face("Same-Name")])
        let ios = try PlatformFontList(json: Array(iosJSON.utf8), path: "a.json")
        let macJSON = iosJSON.replacingOccurrences(of: #""platform": "iOS""#, with: #""platform": "macOS""#)
        let mac = try PlatformFontList(json: Array(macJSON.utf8), path: "b.json")
        for (lists, order) in [([ios, mac], ["iOS 18", "macOS 18"]), ([mac, ios], ["macOS 18", "iOS 18"])] {
            let catalog = try FontCatalog(
                fonts: [], platformFontLists: lists, cacheDirectory: FixtureCatalog.cacheDirectory)
            #expect(catalog.faces(postScriptName: "Same-Name").map(\.platform) == order)
            #expect(catalog.face(postScriptName: "Same-Name")?.platform == order[0])
            #expect(catalog.copyChoice(postScriptName: "Same-Name") == .order)
        }
        let catalog = try FontCatalog(
            fonts: [], platformFontLists: [ios, mac], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.platforms == ["iOS 18", "macOS 18"])
        #expect(
            catalog.diagnose(postScriptName: "Same-Nam")?.description
                == "'Same-Nam' is not among iOS 18's, macOS 18's fonts: no face has this PostScript name. Nearest "
                + "names: Same-Name; use one of those or bundle the font with the app.")
    }

    /// The lint, given a catalog with a list, takes a listed name for found and words a typo by the platform.
    @Test func theLintKnowsListedNames() throws {
        let directory = try FixtureCatalog.temporaryDirectory("platform-lint")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("Theme.swift")
        try """
        import UIKit
        let title = UIFont(name: "HelveticaNeue-Bold", size: 17)
        let body = UIFont(name: "HelveticaNeue-Bld", size: 15)

        """.write(to: file, atomically: true, encoding: .utf8)
        let report = try FontNameLinter(catalog: Self.catalog()).lint(paths: [directory.path])
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.line == 3)
        #expect(finding.message.hasPrefix("'HelveticaNeue-Bld' is not among iOS 18.2's fonts or the given ones"))
        #expect(!finding.message.contains("fontconfig"))
    }

    /// A SwiftUI weight a listed family lacks is advice for the app: bundle the face, not install it.
    @Test func aMissingWeightOfAListedFamilyIsAdviceForTheApp() throws {
        let text = "import SwiftUI\nlet x = Font.custom(\"Helvetica Neue\", size: 12).weight(.black)\n"
        let found = try FontNameLinter(catalog: Self.catalog()).findings(in: text, language: .swift, path: "A.swift")
        #expect(
            found.map(\.message) == [
                "Helvetica Neue has no face of weight 900 ('black'): weight matching draws HelveticaNeue-Bold (700) "
                    + "instead. It has 400, 500, 700; write one of those or bundle the missing face with the app."
            ])
    }
}
