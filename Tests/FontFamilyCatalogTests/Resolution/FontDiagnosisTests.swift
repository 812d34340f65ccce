import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Every diagnosis, with its exact message, on the fixture catalog listed by real fontconfig.
@Suite struct FontDiagnosisTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    private func message(_ name: String) -> String? {
        catalog.diagnose(postScriptName: name)?.description
    }

    @Test func anInstalledNameHasNoDiagnosis() {
        #expect(catalog.diagnose(postScriptName: "SourceSansPro-SemiboldIt") == nil)
        #expect(catalog.diagnose(postScriptName: "GillSans") == nil)
    }

    /// White space around an installed name is named, not taken for another name; around a name that is not
    /// installed, the name without it is what is diagnosed.
    @Test func whiteSpaceAroundANameIsNamed() throws {
        for name in ["  GillSans-Bold  ", "GillSans-Bold\t", " GillSans-Bold"] {
            let diagnosis = try #require(catalog.diagnose(postScriptName: name))
            #expect(diagnosis.problem == .surroundingWhiteSpace(installed: "GillSans-Bold"))
            #expect(
                diagnosis.description.hasPrefix(
                    "\(DisplayText.quoted(name)) has white space around it, which no PostScript name has: write "
                        + "'GillSans-Bold'."))
        }
        #expect(
            catalog.diagnose(postScriptName: "  GillSans-SemiBoldIt ")?.problem
                == catalog.diagnose(postScriptName: "GillSans-SemiBoldIt")?.problem)
        #expect(catalog.diagnose(postScriptName: "  ")?.problem == .notInstalled(suggestions: []))
    }

    /// A name with no recognizable family gets the installed names within a third of its length in edits: 6 edits
    /// away from a 23-character name is near enough, 8 is not (a quarter, 5, would leave out the first).
    @Test func suggestionsReachAThirdOfTheNamesLength() throws {
        #expect(
            catalog.diagnose(postScriptName: "QxyzQans-SemiBoldItalik")?.problem
                == .notInstalled(suggestions: ["GillSans-SemiBoldItalic"]))
        #expect(
            catalog.diagnose(postScriptName: "QxyzQanz-SemiBoldItalyk")?.problem
                == .notInstalled(suggestions: []))
    }

    @Test func notInstalledAtAllWithoutSuggestions() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "Helvetica-Bold"))
        #expect(diagnosis.problem == .notInstalled(suggestions: []))
        #expect(diagnosis.substitute?.postScriptName == "Damascus")
        #expect(
            diagnosis.description
                == "'Helvetica-Bold' is not installed: no face has this PostScript name and none comes close. "
                + "Install the font or check the name. Asked for this PostScript name, fontconfig would silently use "
                + "Damascus (Damascus)."
        )
    }

    @Test func notInstalledSuggestsTheNearestNamesOfTheSameFamilyFirst() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "GilSans-Bold"))
        #expect(diagnosis.problem == .notInstalled(suggestions: ["GillSans-Bold", "GillSans-SemiBold", "GillSans"]))
        #expect(
            diagnosis.description
                == "'GilSans-Bold' is not installed: no face has this PostScript name. Nearest installed names: "
                + "GillSans-Bold, GillSans-SemiBold, GillSans; use one of those or install the font. "
                + "Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans)."
        )
    }

    @Test func suggestionsOfTheSameFamilyComeBeforeCloserNamesOfOthers() {
        let faces = [
            FontFace(postScriptName: "Gill-Light", family: "Gill", style: "Light", weight: .light, file: "/g.ttf"),
            FontFace(postScriptName: "Gull-Bold", family: "Gull", style: "Bold", weight: .bold, file: "/u.ttf"),
        ]
        #expect(
            FontCatalog(faces: faces).diagnose(postScriptName: "Gill-Bold")?.problem
                == .notInstalled(suggestions: ["Gill-Light", "Gull-Bold"])
        )
    }

    @Test func aSuffixThatIsNoStyleGetsSuggestionsFromItsFamily() {
        #expect(
            message("SourceSansPro-Semibld")
                == "'SourceSansPro-Semibld' is not installed: no face has this PostScript name. Nearest installed "
                + "names: SourceSansPro-Semibold, SourceSansPro-SemiboldIt, SourceSansPro-Bold; use one of those or "
                + "install the font. Asked for this PostScript name, fontconfig would silently use Source Sans Pro "
                + "(SourceSansPro-Semibold)."
        )
    }

    @Test func aCaseOnlyDifferenceIsADiagnosisNotAHit() throws {
        #expect(catalog.face(postScriptName: "SourceSansPro-SemiBoldIt") == nil)
        let diagnosis = try #require(catalog.diagnose(postScriptName: "SourceSansPro-SemiBoldIt"))
        #expect(diagnosis.problem == .caseDiffers(installed: "SourceSansPro-SemiboldIt"))
        #expect(
            diagnosis.description
                == "'SourceSansPro-SemiBoldIt' is not installed, but 'SourceSansPro-SemiboldIt' is: PostScript names "
                + "are case-sensitive, so write 'SourceSansPro-SemiboldIt'. Asked for this PostScript name, fontconfig "
                + "would silently use Source Sans Pro (SourceSansPro-SemiboldIt)."
        )
    }

    @Test func aFamilyNameListsThePostScriptNamesToUse() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "Gill Sans"))
        #expect(
            diagnosis.problem
                == .familyName(
                    family: "Gill Sans",
                    faces: [
                        "GillSans", "GillSans-Light", "GillSans-SemiBold", "GillSans-Bold", "GillSans-UltraBold",
                        "GillSans-Italic", "GillSans-LightItalic", "GillSans-SemiBoldItalic", "GillSans-BoldItalic",
                    ]
                )
        )
        #expect(
            diagnosis.description
                == "'Gill Sans' names the family Gill Sans, not one face: write the PostScript name of the face you "
                + "want, one of GillSans, GillSans-Light, GillSans-SemiBold, GillSans-Bold, GillSans-UltraBold, "
                + "GillSans-Italic, GillSans-LightItalic, GillSans-SemiBoldItalic, GillSans-BoldItalic. Asked for this "
                + "PostScript name, fontconfig would silently use Gill Sans (GillSans)."
        )
    }

    @Test func aLocalizedFamilyNameIsAFamilyNameToo() {
        #expect(
            message("ZEN オールド明朝")
                == "'ZEN オールド明朝' names the family Zen Old Mincho, not one face: write the PostScript name of the "
                + "face you want, one of ZenOldMincho-Regular, ZenOldMincho-Bold. Asked for this PostScript name, "
                + "fontconfig would silently use Zen Old Mincho (ZenOldMincho-Regular)."
        )
    }

    @Test func aBaseNameWithoutSuffixNamesTheFamily() {
        #expect(
            catalog.diagnose(postScriptName: "SourceSansPro")?.problem
                == .familyName(
                    family: "Source Sans Pro",
                    faces: [
                        "SourceSansPro-Regular", "SourceSansPro-Light", "SourceSansPro-Semibold",
                        "SourceSansPro-ExtraLight", "SourceSansPro-Bold", "SourceSansPro-Black", "SourceSansPro-It",
                        "SourceSansPro-LightIt", "SourceSansPro-SemiboldIt", "SourceSansPro-ExtraLightIt",
                        "SourceSansPro-BoldIt", "SourceSansPro-BlackIt",
                    ])
        )
    }

    @Test func aFullNameSaysWhichPostScriptNameToUse() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "Gill Sans SemiBold"))
        #expect(diagnosis.problem == .fullName(postScriptName: "GillSans-SemiBold"))
        #expect(
            diagnosis.description
                == "'Gill Sans SemiBold' is the full name of a face, not its PostScript name: write "
                + "'GillSans-SemiBold'. Asked for this PostScript name, fontconfig would silently use Gill Sans "
                + "(GillSans-SemiBold)."
        )
    }

    /// A full name without its spaces (`GillSansBold`) is neither a PostScript name nor a full name a platform
    /// finds: the diagnosis says so, with the full name as the font spells it, rather than calling it the full name.
    @Test func aFullNameWithoutItsSpacesIsNotCalledTheFullName() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "GillSansBold"))
        #expect(
            diagnosis.problem
                == .fullNameSpelledDifferently(fullName: "Gill Sans Bold", postScriptName: "GillSans-Bold"))
        #expect(
            diagnosis.description
                == "'GillSansBold' is not a PostScript name, nor a full name as the font spells it: it is the full "
                + "name 'Gill Sans Bold' with other spacing, which only fontconfig finds. Write the PostScript name, "
                + "'GillSans-Bold'. Asked for this PostScript name, fontconfig would silently use Gill Sans "
                + "(GillSans-Bold)."
        )
    }

    @Test func aStyleTheFamilyLacksListsWhatItHas() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "GillSans-UltraBoldItalic"))
        guard case .styleMissing(let family, let style, let faces) = diagnosis.problem else {
            Issue.record("expected styleMissing, got \(diagnosis.problem)")
            return
        }
        #expect(family == "Gill Sans")
        #expect(style == "UltraBold Italic")
        #expect(faces.count == 9)
        #expect(
            diagnosis.description
                == "'GillSans-UltraBoldItalic' is not installed: Gill Sans has no UltraBold Italic face. It has "
                + "GillSans-Light (Light), GillSans-LightItalic (Light Italic), GillSans (Regular), GillSans-Italic "
                + "(Italic), GillSans-SemiBold (SemiBold), GillSans-SemiBoldItalic (SemiBold Italic), GillSans-Bold "
                + "(Bold), GillSans-BoldItalic (Bold Italic), GillSans-UltraBold (UltraBold); use one of those or "
                + "install the missing face. Asked for this PostScript name, fontconfig would silently use Gill Sans "
                + "(GillSans-UltraBold)."
        )
    }

    @Test func aStyleTheFamilyLacksWithoutSeparatorOrInAnotherWidth() {
        #expect(
            message("DamascusLight")
                == "'DamascusLight' is not installed: Damascus has no Light face. It has Damascus (Regular), "
                + "DamascusBold (Bold); use one of those or install the missing face. Asked for this PostScript name, "
                + "fontconfig would silently use Damascus (Damascus)."
        )
        #expect(
            message("Papyrus-CondensedBold")
                == "'Papyrus-CondensedBold' is not installed: Papyrus has no Condensed Bold face. It has "
                + "Papyrus-Condensed (Condensed), Papyrus (Regular); use one of those or install the missing face. "
                + "Asked for this PostScript name, fontconfig would silently use Papyrus (Papyrus-Condensed)."
        )
    }

    @Test func aStyleTheFamilyHasUnderAnotherNameSaysWhichName() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "SourceSansPro-Heavy"))
        #expect(
            diagnosis.problem
                == .namedDifferently(family: "Source Sans Pro", style: "Black", installed: "SourceSansPro-Black")
        )
        #expect(
            diagnosis.description
                == "'SourceSansPro-Heavy' is not installed, but Source Sans Pro has that face (Black) as "
                + "'SourceSansPro-Black': write that name. Asked for this PostScript name, fontconfig would silently "
                + "use Source Sans Pro (SourceSansPro-Light)."
        )
    }

    @Test func fontconfigsSubstituteIsTheFaceFcMatchGives() throws {
        #expect(catalog.diagnose(postScriptName: "Gill Sans")?.substitute == catalog.face(postScriptName: "GillSans"))
        #expect(catalog.diagnose(postScriptName: "Nope")?.substitute == catalog.face(postScriptName: "Damascus"))
    }

    /// A diagnosis made without substituting leaves out fontconfig's substitute and nothing else; one marked as made
    /// past a run's first names says so where the substitute would be named.
    @Test func withoutSubstitutingOnlyTheSubstituteIsLeftOut() throws {
        for name in ["Helvetica-Bold", "gillsans-semibold", "SourceSansPro-Heavy"] {
            let full = try #require(catalog.diagnose(postScriptName: name, substituting: true))
            let bare = try #require(catalog.diagnose(postScriptName: name, substituting: false))
            #expect(full == catalog.diagnose(postScriptName: name))
            #expect(full.substitute != nil)
            #expect(bare.substitute == nil)
            #expect(bare.problem == full.problem)
            #expect(bare.substituteUnnamedPast == nil)
        }
        #expect(catalog.diagnose(postScriptName: "GillSans", substituting: false) == nil)
        let family = try #require(catalog.diagnose(familyName: "Helvetica", substituting: false))
        #expect(family.substitute == nil)
        #expect(catalog.diagnose(familyName: "Helvetica")?.substitute?.postScriptName == "Damascus")
        #expect(family.problem == catalog.diagnose(familyName: "Helvetica")?.problem)
        var unnamed = try #require(catalog.diagnose(postScriptName: "Helvetica-Bold", substituting: false))
        #expect(
            unnamed.description
                == "'Helvetica-Bold' is not installed: no face has this PostScript name and none comes close. "
                + "Install the font or check the name.")
        unnamed.substituteUnnamedPast = 12_345
        #expect(
            unnamed.description
                == "'Helvetica-Bold' is not installed: no face has this PostScript name and none comes close. "
                + "Install the font or check the name. The face fontconfig would silently use is not named past the "
                + "first 12,345 different names a run checks.")
    }

    @Test func fontconfigIsAskedByPostScriptNameIgnoringCaseAndHyphensAsAProgramWould() throws {
        let diagnosis = try #require(catalog.diagnose(postScriptName: "gillsans-semibold"))
        #expect(diagnosis.substituteRequest == .postScriptName)
        #expect(diagnosis.substitute == catalog.face(postScriptName: "GillSans-SemiBold"))
        #expect(
            diagnosis.description
                == "'gillsans-semibold' is not installed, but 'GillSans-SemiBold' is: PostScript names are "
                + "case-sensitive, so write 'GillSans-SemiBold'. Asked for this PostScript name, fontconfig would "
                + "silently use Gill Sans (GillSans-SemiBold)."
        )
        #expect(catalog.fontconfigSubstitute(forFamily: "gillsans-semibold")?.postScriptName == "Damascus")
    }

    @Test func aFamilyRequestSaysSo() throws {
        let diagnosis = FontDiagnosis(
            name: "Gill Sans", problem: .fullName(postScriptName: "GillSans"),
            substitute: catalog.fontconfigSubstitute(forFamily: "Gill Sans"), substituteRequest: .family)
        #expect(
            diagnosis.description
                == "'Gill Sans' is the full name of a face, not its PostScript name: write 'GillSans'. Asked for this "
                + "family, fontconfig would silently use Gill Sans (GillSans)."
        )
    }

    @Test func aPostScriptNameRequestIsNeverParsedAsAPattern() {
        #expect(
            catalog.fontconfigSubstitute(forPostScriptName: "GillSans-Bold:slant=100")?.postScriptName
                == "GillSans-Bold")
        #expect(catalog.fontconfigSubstitute(forPostScriptName: "GillSans-Bold-12")?.postScriptName == "GillSans-Bold")
    }

    @Test func aPlainValueCatalogHasNoSubstituteSentence() {
        let plain = FontCatalog(faces: catalog.faces)
        #expect(
            plain.diagnose(postScriptName: "SourceSansPro-SemiBoldIt")?.description
                == "'SourceSansPro-SemiBoldIt' is not installed, but 'SourceSansPro-SemiboldIt' is: PostScript names "
                + "are case-sensitive, so write 'SourceSansPro-SemiboldIt'."
        )
    }

    @Test func userTextIsEscapedAndCut() {
        let name = "Evil\u{202E}Name\u{7}\n" + String(repeating: "x", count: 80)
        #expect(
            message(name)
                == "'Evil\\u{202E}Name\\u{7}\\u{A}" + String(repeating: "x", count: 53)
                + "…' is not installed: no face "
                + "has this PostScript name and none comes close. Install the font or check the name. Asked for this "
                + "PostScript name, fontconfig would silently use Damascus (Damascus)."
        )
    }
}

/// A family of one width, which says it in the part of the names all its faces share (`OpenGrotCondensed-`):
/// what it "has" counts the width, so a diagnosis never says it lacks a face that it then lists.
@Suite struct OneWidthFamilyDiagnosisTests {
    @Test func theSharedWidthIsTheWidthAsked() throws {
        let fonts = [
            ("Light", "Light", UInt16(300), false), ("Bold", "Bold", 700, false),
            ("Bold Italic", "BoldItalic", 700, true),
        ].map {
            style, suffix, weight, italic in
            FixtureFont(
                family: "Open Grot Condensed", style: style, postScriptName: "OpenGrotCondensed-" + suffix,
                weightClass: weight, widthClass: 3, isItalic: italic, codePoints: FixtureSet.latinCodePoints)
        }
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.face(postScriptName: "OpenGrotCondensed-BoldItalic")?.width == .condensed)
        #expect(
            catalog.diagnose(postScriptName: "OpenGrotCondensed-BoldIt")?.problem
                == .namedDifferently(
                    family: "Open Grot Condensed", style: "Condensed Bold Italic",
                    installed: "OpenGrotCondensed-BoldItalic"))
        let missing = try #require(catalog.diagnose(postScriptName: "OpenGrotCondensed-Black"))
        #expect(
            missing.description.hasPrefix(
                "'OpenGrotCondensed-Black' is not installed: Open Grot Condensed has no Condensed Black face. It has "
                    + "OpenGrotCondensed-Light (Condensed Light), OpenGrotCondensed-Bold (Condensed Bold), "
                    + "OpenGrotCondensed-BoldItalic (Condensed Bold Italic); use one of those or install the missing "
                    + "face."))
    }
}
