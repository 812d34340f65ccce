import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit
@testable import FontFamilyLint

/// The names fontconfig knows beyond a face's first full name and its primary family, on real fontconfig over
/// `Fixtures/Names`: every full name a face carries finds the face (Twofold Serif lists its PostScript name first
/// and its real full name second, as URW's base35 and TeX Gyre's OpenType faces do), and a legacy family name names
/// the faces that carry it, where fontconfig goes, not the whole typographic family (Ledger Sans, named as Noto is).
@Suite struct FontconfigNameTests {
    static let directory = PackagePaths.fixtures.appendingPathComponent("Names").path

    let catalog: FontCatalog

    init() throws {
        catalog = try FontCatalog(fonts: [Self.directory], cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    @Test func everyFullNameFontconfigListsIsRead() throws {
        let listed = try FontconfigTools.list(
            [Self.directory], format: "%{postscriptname}\t%{fullname}\t%{fullnamelang}\n")
        let read = catalog.faces.map { face in
            [
                face.postScriptName, face.fullNames.map(\.name).joined(separator: ","),
                face.fullNames.map { $0.language ?? "" }.joined(separator: ","),
            ].joined(separator: "\t")
        }
        #expect(read.sorted() == listed.standardOutput.split(separator: "\n").map(String.init).sorted())
        let face = try #require(catalog.face(postScriptName: "TwofoldSerif-BoldItalic"))
        #expect(
            face.fullNames == [
                LocalizedName("TwofoldSerif-BoldItalic", language: "en"),
                LocalizedName("Twofold Serif Bold Italic", language: "en"),
            ])
        #expect(face.fullName == "TwofoldSerif-BoldItalic")
    }

    @Test func theSecondFullNameFindsTheFace() throws {
        #expect(catalog.face(fullName: "Twofold Serif Bold Italic")?.postScriptName == "TwofoldSerif-BoldItalic")
        #expect(catalog.face(fullName: "Twofold Serif Regular")?.postScriptName == "TwofoldSerif-Regular")
        #expect(catalog.face(fullName: "TwofoldSerif-Regular")?.postScriptName == "TwofoldSerif-Regular")
        #expect(catalog.face(fullName: "twofold serif regular") == nil)

        let diagnosis = try #require(catalog.diagnose(postScriptName: "Twofold Serif Bold Italic"))
        #expect(diagnosis.problem == .fullName(postScriptName: "TwofoldSerif-BoldItalic"))
        #expect(
            diagnosis.description
                == "'Twofold Serif Bold Italic' is the full name of a face, not its PostScript name: write "
                + "'TwofoldSerif-BoldItalic'. Asked for this PostScript name, fontconfig would silently use Twofold "
                + "Serif (TwofoldSerif-BoldItalic).")
        #expect(
            catalog.diagnose(postScriptName: "twofold serif regular")?.problem
                == .fullName(postScriptName: "TwofoldSerif-Regular"))
        #expect(
            catalog.diagnose(familyName: "Twofold Serif Bold Italic")?.problem
                == .faceNotFamily(family: "Twofold Serif", postScriptName: "TwofoldSerif-BoldItalic"))
    }

    /// A CSS `local()` names a face by its full name: the second full name passes the lint, as the first does.
    @Test func theLintTakesTheSecondFullNameInLocal() {
        let css = """
            @font-face { font-family: "Body"; src: local("Twofold Serif Bold Italic"), local("TwofoldSerif-Regular"); }
            @font-face { font-family: "Body"; src: local("Twofold Serif Black"); }
            """
        let findings = FontNameLinter(catalog: catalog).findings(in: css, language: .css, path: "site.css")
        #expect(findings.map(\.line) == [2])
    }

    @Test func aLegacyFamilyNameNamesTheFacesThatCarryIt() throws {
        let twoFaces = try #require(catalog.diagnose(postScriptName: "Ledger Sans ExtCond Med"))
        #expect(
            twoFaces.problem
                == .familyName(
                    family: "Ledger Sans ExtCond Med",
                    faces: ["LedgerSans-ExtraCondensedMedium", "LedgerSans-ExtraCondensedMediumItalic"]))
        // Where fontconfig goes for the name as a family: the first face named.
        #expect(
            catalog.fontconfigSubstitute(forFamily: "Ledger Sans ExtCond Med")?.postScriptName
                == "LedgerSans-ExtraCondensedMedium")
        #expect(
            catalog.diagnose(postScriptName: "ledger sans extcond med")?.problem == twoFaces.problem)

        let oneFace = try #require(catalog.diagnose(postScriptName: "Ledger Sans SemBd"))
        #expect(oneFace.problem == .familyName(family: "Ledger Sans SemBd", faces: ["LedgerSans-SemiBold"]))
        #expect(
            oneFace.description
                == "'Ledger Sans SemBd' names the family Ledger Sans SemBd, not its face: write the face's PostScript "
                + "name, 'LedgerSans-SemiBold'. Asked for this PostScript name, fontconfig would silently use Ledger "
                + "Sans (LedgerSans-SemiBold).")
        #expect(catalog.fontconfigSubstitute(forFamily: "Ledger Sans SemBd")?.postScriptName == "LedgerSans-SemiBold")

        // The typographic family, which every face carries, still names them all.
        #expect(
            catalog.diagnose(postScriptName: "Ledger Sans")?.problem
                == .familyName(
                    family: "Ledger Sans",
                    faces: [
                        "LedgerSans-Regular", "LedgerSans-SemiBold", "LedgerSans-Bold",
                        "LedgerSans-ExtraCondensedMedium",
                        "LedgerSans-ExtraCondensedMediumItalic",
                    ]))
    }
}
