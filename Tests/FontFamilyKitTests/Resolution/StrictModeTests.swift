import TestSupport
import Testing

@testable import FontFamilyKit

/// The throwing API, and the diagnosis the debug-time assertion would carry.
@Suite struct StrictModeTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func aDeclaredInstalledFaceIsReturned() throws {
        #expect(
            try catalog.face(for: .sourceSansPro, weight: .semibold, italic: true).postScriptName
                == "SourceSansPro-SemiboldIt")
        #expect(try catalog.face(for: .sourceSansPro, weight: .medium).postScriptName == "SourceSansPro-Regular")
        #expect(try catalog.face(for: GillSans.semiBold).postScriptName == "GillSans-SemiBold")
    }

    @Test func aMissingFaceThrowsItsFullDiagnosis() {
        let family = FontFamily.misnamedSourceSansPro
        #expect {
            try catalog.face(for: family, weight: .semibold)
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
            _ = try catalog.face(for: .gillSans, weight: .extraBold, italic: true)
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

    @Test func theCheckedAccessorReportsTheThrownDiagnosisAndFallsBack() throws {
        let family = FontFamily.misnamedSourceSansPro
        var reported: [FontDiagnosis] = []
        let face = catalog.checkedFace(for: family, weight: .semibold, italic: false, width: .normal) {
            reported.append($0)
        }
        #expect(face?.postScriptName == "SourceSansPro-Semibold")
        let thrown = #expect(throws: FontDiagnosis.self) { try catalog.face(for: family, weight: .semibold) }
        #expect(reported == [thrown].compactMap { $0 })

        reported = []
        let undeclared = catalog.checkedFace(for: .gillSans, weight: .extraBold, italic: true, width: .normal) {
            reported.append($0)
        }
        #expect(undeclared?.postScriptName == "GillSans-BoldItalic")
        #expect(reported.map(\.name) == ["GillSans"])

        reported = []
        let name = catalog.checkedFace(for: GillSans.ultraBoldItalic) { reported.append($0) }
        #expect(name?.postScriptName == "GillSans-BoldItalic")
        #expect(reported == [catalog.diagnose(postScriptName: "GillSans-UltraBoldItalic")].compactMap { $0 })
    }

    @Test func theCheckedAccessorIsSilentForAnInstalledFace() {
        var reported: [FontDiagnosis] = []
        let face = catalog.checkedFace(for: .gillSans, weight: .bold, italic: true, width: .normal) {
            reported.append($0)
        }
        #expect(face?.postScriptName == "GillSans-BoldItalic")
        #expect(catalog.checkedFace(for: GillSans.regular)?.postScriptName == "GillSans")
        #expect(catalog.checkedFace(for: .zenOldMincho, weight: .bold)?.postScriptName == "ZenOldMincho-Bold")
        #expect(reported.isEmpty)
    }
}
