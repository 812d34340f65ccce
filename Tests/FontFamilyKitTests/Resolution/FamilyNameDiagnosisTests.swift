import FontFamilyKit
import TestSupport
import Testing

/// A family name given where a PostScript name belongs, on `Fixtures/Families` listed by real fontconfig.
@Suite struct FamilyNameDiagnosisTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.families()
    }

    @Test func theFacesAReaderMostLikelyMeantComeFirst() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "Noto Sans"))
        #expect(
            diagnosis.problem
                == .familyName(
                    family: "Noto Sans",
                    faces: [
                        "NotoSans-Regular", "NotoSans-Medium", "NotoSans-Light", "NotoSans-SemiBold", "NotoSans-Bold",
                        "NotoSans-Thin", "NotoSans-Black", "NotoSans-Italic", "NotoSans-BoldItalic",
                        "NotoSans-Condensed", "NotoSans-CondensedBold", "NotoSans-CondensedThin",
                        "NotoSans-ExtraCondensed", "NotoSans-ExtraCondensedBold", "NotoSans-ExtraCondensedThin",
                    ]))
        #expect(
            diagnosis.description
                == "'Noto Sans' names the family Noto Sans, not one face: write the PostScript name of the face you "
                + "want, one of NotoSans-Regular, NotoSans-Medium, NotoSans-Light, NotoSans-SemiBold, NotoSans-Bold, "
                + "NotoSans-Thin, NotoSans-Black, NotoSans-Italic, NotoSans-BoldItalic, NotoSans-Condensed, "
                + "NotoSans-CondensedBold, NotoSans-CondensedThin and 3 more. Asked for this PostScript name, "
                + "fontconfig would silently use Noto Sans (NotoSans-Thin)."
        )
    }

    @Test func aOneFaceFamilyNamesItsOnlyFace() {
        #expect(
            catalog.diagnose(postScriptName: "Lone Serif")?.description
                == "'Lone Serif' names the family Lone Serif, not its face: write the face's PostScript name, "
                + "'LoneSerif-Regular'. Asked for this PostScript name, fontconfig would silently use Lone Serif "
                + "(LoneSerif-Regular)."
        )
    }
}
