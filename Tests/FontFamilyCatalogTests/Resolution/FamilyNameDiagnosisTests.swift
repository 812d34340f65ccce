import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

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

/// A typo of a family's names is suggested that family, not one whose legacy names start with its name: Pale Kufi's
/// legacy family name is `Pale Sans Kufi`, as Noto Kufi Arabic's legacy names start with `Noto Sans`.
@Suite struct LegacyNamePrefixSuggestionTests {
    private static func fonts() -> [FixtureFont] {
        let paleSans = [("Regular", UInt16(400)), ("Bold", 700)].map { style, weight in
            FixtureFont(
                family: "Pale Sans", style: style, postScriptName: "PaleSans-" + style, weightClass: weight,
                codePoints: FixtureSet.latinCodePoints)
        }
        var kufi = FixtureFont(
            family: "Pale Kufi", style: "Bold", postScriptName: "PaleKufi-Bold", weightClass: 700,
            codePoints: FixtureSet.latinCodePoints)
        kufi.familyName = "Pale Sans Kufi"
        kufi.typographicFamilyName = "Pale Kufi"
        kufi.typographicStyleName = "Bold"
        return paleSans + [kufi]
    }

    @Test func theFamilyWhosePrimaryNameIsNearComesFirst() throws {
        let directory = try FixtureCatalog.directory(with: Self.fonts())
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let kufi = try #require(catalog.family(named: "Pale Kufi"))
        #expect(kufi.names.map(\.name).contains("Pale Sans Kufi"))
        #expect(catalog.closestFamilies(to: "Pale Snas").map(\.name) == ["Pale Sans", "Pale Kufi"])
        #expect(
            catalog.diagnose(postScriptName: "PaleSnas-Bold")?.problem
                == .notInstalled(suggestions: ["PaleSans-Bold", "PaleSans-Regular", "PaleKufi-Bold"]))
    }
}

/// A legacy family name that faces of two families carry names both, the one fontconfig draws for it first: Noto
/// Rashi Hebrew's Black is named `Noto Serif Hebrew Blk` as Noto Serif Hebrew's Black is, and Noto Rashi Hebrew
/// sorts first. Here Hebe Serif is the newer version, which fontconfig draws.
@Suite struct SharedLegacyNameTests {
    private static func fonts() -> [FixtureFont] {
        ["Rashi", "Serif"].flatMap { kind in
            [("Regular", UInt16(400)), ("Black", 900)].map { style, weight in
                var font = FixtureFont(
                    family: "Hebe \(kind)", style: style, postScriptName: "Hebe\(kind)-\(style)", weightClass: weight,
                    codePoints: FixtureSet.latinCodePoints)
                if style == "Black" { font.familyName = "Hebe Serif Blk" }
                // The newer version is the one fontconfig draws for the name both faces carry.
                if kind == "Serif" { font.fontRevision = 0x0002_0000 }
                return font
            }
        }
    }

    @Test func aLegacyNameOfTwoFamiliesNamesTheFacesOfBoth() throws {
        let directory = try FixtureCatalog.directory(with: Self.fonts())
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.families.map(\.name) == ["Hebe Rashi", "Hebe Serif"])
        #expect(catalog.fontconfigSubstitute(forFamily: "Hebe Serif Blk")?.postScriptName == "HebeSerif-Black")
        let diagnosis = try #require(catalog.diagnose(postScriptName: "Hebe Serif Blk"))
        #expect(
            diagnosis.problem == .familyName(family: "Hebe Serif Blk", faces: ["HebeSerif-Black", "HebeRashi-Black"]))
        #expect(
            diagnosis.description
                == "'Hebe Serif Blk' names the family Hebe Serif Blk, not one face: write the PostScript name of the "
                + "face you want, one of HebeSerif-Black, HebeRashi-Black. Asked for this PostScript name, fontconfig "
                + "would silently use Hebe Serif (HebeSerif-Black).")
    }

    /// A legacy family name as the font spells it is a family name, though a full name with other spacing has its
    /// key: Noto Serif Tamil Slanted's Thin is named `NotoSerifTamilSlanted Thin` and `Noto Serif Tamil Slanted Thin`.
    @Test func aLegacyNameSpelledAsAFullNameIsAFamilyName() throws {
        let fonts = [("Regular", UInt16(400)), ("Thin", 100)].map { style, weight in
            var font = FixtureFont(
                family: "Pale Slant", style: style, postScriptName: "PaleSlant-" + style, weightClass: weight,
                codePoints: FixtureSet.latinCodePoints)
            if style == "Thin" { font.familyName = "PaleSlant Thin" }
            return font
        }
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.face(fullName: "Pale Slant Thin")?.postScriptName == "PaleSlant-Thin")
        #expect(
            catalog.diagnose(postScriptName: "PaleSlant Thin")?.problem
                == .familyName(family: "PaleSlant Thin", faces: ["PaleSlant-Thin"]))
        #expect(
            catalog.diagnose(postScriptName: "PaleSlantThin")?.problem
                == .fullNameSpelledDifferently(fullName: "Pale Slant Thin", postScriptName: "PaleSlant-Thin"))
    }
}

/// Every one-letter typo (a letter dropped, doubled or replaced) of every fixture name is told the intended name:
/// among the suggestions, or as the one name to write.
@Suite struct OneLetterTypoTests {
    /// What a diagnosis offers to write instead.
    private static func offered(_ problem: FontDiagnosis.Problem) -> [String] {
        switch problem {
        case .notInstalled(let suggestions): suggestions
        case .caseDiffers(let installed), .surroundingWhiteSpace(let installed): [installed]
        case .namedDifferently(_, _, let installed), .fullName(let installed),
            .fullNameSpelledDifferently(_, let installed):
            [installed]
        case .familyName(_, let faces): faces
        case .styleMissing(_, _, let faces): faces.map(\.postScriptName)
        default: []
        }
    }

    private static func typos(of name: String) -> [String] {
        let characters = Array(name)
        return characters.indices.flatMap { index -> [String] in
            var dropped = characters
            dropped.remove(at: index)
            var doubled = characters
            doubled.insert(characters[index], at: index)
            var replaced = characters
            replaced[index] = characters[index] == "x" ? "y" : "x"
            return [dropped, doubled, replaced].map { String($0) }
        }
    }

    @Test(arguments: ["standard", "families"])
    func theIntendedNameIsOffered(_ set: String) throws {
        let catalog = try set == "standard" ? FixtureCatalog.standard() : FixtureCatalog.families()
        var missed: [String] = []
        for name in catalog.faces.map(\.postScriptName) {
            for typo in Self.typos(of: name) where catalog.face(postScriptName: typo) == nil {
                let problem = try #require(catalog.diagnose(postScriptName: typo)).problem
                if !Self.offered(problem).contains(name) { missed.append("\(typo) → \(problem)") }
            }
        }
        #expect(missed == [])
    }
}

/// A family name that leaves out a word (`Noto Sans KR` for `Noto Sans CJK KR`) is suggested the family that has
/// every word of it before those nearer in letters that lack one (`Noto Sans Mro`, `Noto Sans Khmer`).
@Suite struct WordOverlapSuggestionTests {
    @Test func aFamilyWithEveryWordComesFirst() throws {
        let families = ["Noto Sans Mro", "Noto Sans Khmer", "Noto Sans Oriya", "Noto Sans NKo", "Noto Sans CJK KR"]
        let fonts = families.map { family in
            FixtureFont(
                family: family, style: "Regular", postScriptName: family.replacing(" ", with: "") + "-Regular",
                weightClass: 400, codePoints: FixtureSet.latinCodePoints)
        }
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let expected = ["Noto Sans CJK KR", "Noto Sans Mro", "Noto Sans Khmer"]
        #expect(catalog.closestFamilies(to: "Noto Sans KR").map(\.name) == expected)
        #expect(catalog.diagnose(familyName: "Noto Sans KR")?.problem == .familyNotInstalled(suggestions: expected))
        // Without a family that has every word, letters decide as before.
        #expect(
            catalog.closestFamilies(to: "Noto Sans Mo").map(\.name) == [
                "Noto Sans Mro", "Noto Sans Oriya", "Noto Sans NKo",
            ])
    }
}
