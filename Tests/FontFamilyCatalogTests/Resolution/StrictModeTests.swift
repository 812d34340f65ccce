import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// The throwing API, and the reported fallback that sizing uses for the same request.
@Suite struct StrictModeTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func aDeclaredInstalledFaceIsReturned() throws {
        #expect(
            try catalog.face(for: .sourceSansPro, weight: .semiBold, slant: .italic).postScriptName
                == "SourceSansPro-SemiboldIt")
        #expect(try catalog.face(for: .sourceSansPro, weight: .medium).postScriptName == "SourceSansPro-Regular")
        #expect(try catalog.face(for: GillSans.semiBold).postScriptName == "GillSans-SemiBold")
    }

    @Test func aMissingFaceThrowsItsFullDiagnosis() {
        let family = FontFamily.misnamedSourceSansPro
        #expect {
            try catalog.face(for: family, weight: .semiBold)
        } throws: { error in
            (error as? FontDiagnosis)?.description
                == "'SourceSansPro-SemiBold' is not installed, but 'SourceSansPro-Semibold' is: PostScript names are "
                + "case-sensitive, so write 'SourceSansPro-Semibold'. Asked for this PostScript name, fontconfig "
                + "would silently use Source Sans Pro (SourceSansPro-Semibold)."
        }
        #expect {
            try catalog.face(for: GillSans.ultraBoldItalic)
        } throws: { error in
            (error as? FontDiagnosis) == catalog.diagnose(postScriptName: "GillSans-UltraBoldItalic")
        }
    }

    @Test func aFaceTheDescriptorDoesNotDeclareThrows() throws {
        do {
            _ = try catalog.face(for: .gillSans, weight: .extraBold, slant: .italic)
            Issue.record("expected a thrown diagnosis")
        } catch {
            #expect(
                error.description
                    == "FontFamily 'GillSans' declares no italic face of weight 800 at width 100%. It declares "
                    + "GillSans-Light, GillSans-LightItalic, GillSans, GillSans-Italic, GillSans-SemiBold, "
                    + "GillSans-SemiBoldItalic, GillSans-Bold, GillSans-BoldItalic, GillSans-UltraBold; ask for one "
                    + "of those or add the face to the descriptor."
            )
        }
        #expect(throws: FontDiagnosis.self) { try catalog.face(for: .sourceSansPro, weight: 450) }
    }

    @Test func aFamilyRequestFallsBackWithTheDiagnosisItWouldThrow() throws {
        let family = FontFamily.misnamedSourceSansPro
        let resolution = catalog.resolve(family, weight: .semiBold, fallback: .matchWithinFamily)
        #expect(resolution.face?.postScriptName == "SourceSansPro-Semibold")
        #expect(!resolution.isExact)
        let thrown = #expect(throws: FontDiagnosis.self) { try catalog.face(for: family, weight: .semiBold) }
        #expect(resolution.diagnosis == thrown)

        let undeclared = catalog.resolve(.gillSans, weight: .extraBold, slant: .italic, fallback: .matchWithinFamily)
        #expect(undeclared.face?.postScriptName == "GillSans-BoldItalic")
        #expect(undeclared.diagnosis?.name == "GillSans")
    }

    @Test func anInstalledFaceIsExact() throws {
        let resolution = catalog.resolve(.gillSans, weight: .bold, slant: .italic)
        #expect(resolution == .exact(try #require(catalog.face(postScriptName: "GillSans-BoldItalic"))))
        #expect(try catalog.face(for: .zenOldMincho, weight: .bold).postScriptName == "ZenOldMincho-Bold")
    }

    @Test func aSlantOtherThanTheFamilysIsNotDeclared() {
        #expect {
            try catalog.face(for: .gillSans, weight: .bold, slant: .oblique)
        } throws: { error in
            guard case .notDeclared(let weight, let slant, _, _) = (error as? FontDiagnosis)?.problem else {
                return false
            }
            return weight == .bold && slant == .oblique
        }
    }
}
