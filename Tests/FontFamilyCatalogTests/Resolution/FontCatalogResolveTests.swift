import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Resolution of descriptors and single names against the fixture catalog on real fontconfig.
@Suite struct FontCatalogResolveTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func theSeedFamiliesResolveExactly() {
        for family in [FontFamily.sourceSansPro, .gillSans, .zenOldMincho] {
            let report = catalog.resolve(family)
            #expect(report.isComplete)
            #expect(report.unresolved.isEmpty)
            #expect(report.diagnoses.isEmpty)
            #expect(report.faces.map(\.resolution.face?.postScriptName) == family.faces.map(\.postScriptName))
        }
        #expect(catalog.resolve(.sourceSansPro).faces.count == 12)
        #expect(catalog.resolve(.gillSans).faces.count == 9)
        #expect(catalog.resolve(.zenOldMincho).faces.count == 2)
    }

    @Test func aMisnamedFamilyReportsEachMissingFaceWithItsDiagnosis() {
        let report = catalog.resolve(FontFamily.misnamedSourceSansPro)
        #expect(!report.isComplete)
        #expect(
            report.unresolved.map(\.declared.postScriptName) == [
                "SourceSansPro-Italic", "SourceSansPro-SemiBold", "SourceSansPro-SemiBoldItalic",
                "SourceSansPro-BoldItalic",
            ]
        )
        #expect(
            report.diagnoses.map(\.problem) == [
                .namedDifferently(family: "Source Sans Pro", style: "Italic", installed: "SourceSansPro-It"),
                .caseDiffers(installed: "SourceSansPro-Semibold"),
                .namedDifferently(
                    family: "Source Sans Pro", style: "Semibold Italic", installed: "SourceSansPro-SemiboldIt"),
                .namedDifferently(family: "Source Sans Pro", style: "Bold Italic", installed: "SourceSansPro-BoldIt"),
            ]
        )
        #expect(report.faces.map(\.resolution.face).compactMap { $0 }.count == 2)
    }

    @Test func aDeclaredStyleTheFamilyLacksIsDiagnosedFromTheDeclaration() {
        let gillSans = FontFamily(
            "GillSans",
            weights: [.regular: "", .extraBold: "UltraBold"],
            italic: .italic("Italic")
        )
        let report = catalog.resolve(gillSans)
        #expect(report.unresolved.map(\.declared.postScriptName) == ["GillSans-UltraBoldItalic"])
        #expect(
            report.diagnoses.map(\.description) == [
                "'GillSans-UltraBoldItalic' is not installed: Gill Sans has no UltraBold Italic face. It has "
                    + "GillSans-Light (Light), GillSans-LightItalic (Light Italic), GillSans (Regular), GillSans-Italic "
                    + "(Italic), GillSans-SemiBold (SemiBold), GillSans-SemiBoldItalic (SemiBold Italic), "
                    + "GillSans-Bold (Bold), GillSans-BoldItalic (Bold Italic), GillSans-UltraBold (UltraBold); use one "
                    + "of those or install the missing face. Asked for this PostScript name, fontconfig would silently "
                    + "use Gill Sans (GillSans-UltraBold)."
            ]
        )
    }

    @Test func fallbackIsOnlyGivenWhenAskedFor() throws {
        let strict = catalog.resolve(FontFamily.misnamedSourceSansPro)
        #expect(strict.faces.allSatisfy { $0.resolution.isExact || $0.resolution.face == nil })
        let lenient = catalog.resolve(FontFamily.misnamedSourceSansPro, fallback: .matchWithinFamily)
        #expect(
            lenient.faces.map(\.resolution.face?.postScriptName) == [
                "SourceSansPro-Regular", "SourceSansPro-It", "SourceSansPro-Semibold", "SourceSansPro-SemiboldIt",
                "SourceSansPro-Bold", "SourceSansPro-BoldIt",
            ]
        )
        #expect(lenient.diagnoses == strict.diagnoses)
        #expect(!lenient.isComplete)
        let italic = try #require(lenient.faces.dropFirst().first)
        guard case .fallback(let face, let diagnosis) = italic.resolution else {
            Issue.record("expected a fallback, got \(italic.resolution)")
            return
        }
        #expect(face.postScriptName == "SourceSansPro-It")
        #expect(diagnosis.name == "SourceSansPro-Italic")
    }

    @Test func fallbackFollowsCSSMatchingWithinTheFamily() {
        let gillSans = FontFamily("GillSans", weights: [.extraBold: "UltraBold"], italic: .italic("Italic"))
        let report = catalog.resolve(gillSans, fallback: .matchWithinFamily)
        // 800 italic: italic faces first, then the nearest heavier weight, else the nearest lighter: Bold Italic.
        #expect(report.faces.map(\.resolution.face?.postScriptName) == ["GillSans-UltraBold", "GillSans-BoldItalic"])
    }

    @Test func fallbackNeedsAnInstalledFamily() {
        let helvetica = FontFamily("Helvetica", weights: [.regular: "", .bold: "Bold"])
        let report = catalog.resolve(helvetica, fallback: .matchWithinFamily)
        #expect(report.faces.map(\.resolution.face) == [nil, nil])
        #expect(
            report.diagnoses.map(\.problem) == [
                .notInstalled(suggestions: []), .notInstalled(suggestions: []),
            ]
        )
    }

    @Test func aSingleNameResolvesExactlyOrWithADiagnosis() throws {
        let bold = try #require(catalog.face(postScriptName: "GillSans-Bold"))
        #expect(catalog.resolve(postScriptName: "GillSans-Bold") == .exact(bold))
        let missing = catalog.resolve(postScriptName: "GillSans-UltraBoldItalic")
        #expect(missing.face == nil)
        #expect(missing.diagnosis == catalog.diagnose(postScriptName: "GillSans-UltraBoldItalic"))
        let fallback = catalog.resolve(postScriptName: "GillSans-UltraBoldItalic", fallback: .matchWithinFamily)
        #expect(fallback.face?.postScriptName == "GillSans-BoldItalic")
        #expect(fallback.diagnosis == missing.diagnosis)
        #expect(catalog.resolve(postScriptName: "Helvetica", fallback: .matchWithinFamily).face == nil)
    }

    @Test func theReportReadsAsOneLinePerFace() {
        let family = FontFamily("ZenOldMincho", weights: [.regular: "Regular", .bold: "Bold", .black: "Black"])
        let root = PackagePaths.fixtureFonts.path
        #expect(
            catalog.resolve(family).description == """
                ZenOldMincho: 2 of 3 declared faces resolve exactly.
                  ZenOldMincho-Regular (weight 400, width 100%, upright): exact: ZenOldMincho-Regular (\(root)/ZenOldMincho-Regular.ttf)
                  ZenOldMincho-Bold (weight 700, width 100%, upright): exact: ZenOldMincho-Bold (\(root)/ZenOldMincho-Bold.ttf)
                  ZenOldMincho-Black (weight 900, width 100%, upright): missing: 'ZenOldMincho-Black' is not installed: Zen Old \
                Mincho has no Black face. It has ZenOldMincho-Regular (Regular), ZenOldMincho-Bold (Bold); use one \
                of those or install the missing face. Asked for this PostScript name, fontconfig would silently use Zen \
                Old Mincho (ZenOldMincho-Bold).
                """
        )
    }
}

/// A wrong rule of a descriptor is named once, as the rule to change, on `Fixtures/Families` by real fontconfig.
@Suite struct RuleFixTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.families()
    }

    @Test func aWrongItalicSuffixIsOneFix() throws {
        let notoSans = FontFamily(
            "NotoSans", weights: [.regular: .standalone("Regular"), .bold: "Bold"], italic: .italic("It"))
        let resolution = catalog.resolve(notoSans)
        #expect(resolution.unresolved.map(\.declared.postScriptName) == ["NotoSans-It", "NotoSans-BoldIt"])
        #expect(
            resolution.ruleFixes.map(\.description) == [
                "FontFamily 'NotoSans' writes its italics with the suffix 'It' (NotoSans-It, NotoSans-BoldIt), but "
                    + "the installed ones end in 'Italic' (NotoSans-Italic, NotoSans-BoldItalic): change the italic "
                    + "rule's suffix to \"Italic\"."
            ])
        #expect(resolution.ruleFixes.map(\.change) == [.italicSuffix(declared: "It", installed: "Italic")])
        #expect(resolution.diagnosesBesideRuleFixes.isEmpty)
    }

    /// A wrong entry and a face that is not installed at all: one fix, and the other face's own diagnosis.
    @Test func aWrongEntryIsOneFixBesideOtherDiagnoses() throws {
        let notoSans = FontFamily(
            "NotoSans", weights: [.regular: .standalone("Regular"), .black: "Heavy", .extraBold: "ExtraBold"],
            italic: .italic(except: [.black, .extraBold]))
        let resolution = catalog.resolve(notoSans)
        #expect(
            resolution.ruleFixes.map(\.change) == [.weightSuffix(weight: .black, declared: "Heavy", installed: "Black")]
        )
        #expect(resolution.ruleFixes.map(\.declaredNames) == [["NotoSans-Heavy"]])
        #expect(resolution.ruleFixes.map(\.installedNames) == [["NotoSans-Black"]])
        #expect(resolution.diagnosesBesideRuleFixes.map(\.name) == ["NotoSans-ExtraBold"])
        #expect(
            resolution.ruleFixes.first?.description
                == "FontFamily 'NotoSans' writes weight black (900) as 'Heavy' (NotoSans-Heavy), but the installed "
                + "faces write 'Black' (NotoSans-Black): change the suffix table's entry to .black: \"Black\".")
    }

    @Test func aWrongWidthWordIsOneFix() throws {
        let notoSans = FontFamily(
            "NotoSans", weights: [.regular: .standalone("Regular"), .bold: "Bold"],
            widths: .inSuffix([.condensed: "Cond"]))
        let resolution = catalog.resolve(notoSans)
        #expect(
            resolution.ruleFixes.map(\.change) == [
                .widthWord(width: .condensed, declared: "Cond", installed: "Condensed")
            ])
        #expect(resolution.ruleFixes.map(\.declaredNames) == [["NotoSans-Cond", "NotoSans-CondBold"]])
        #expect(resolution.diagnosesBesideRuleFixes.isEmpty)
        #expect(
            resolution.ruleFixes.first?.description
                == "FontFamily 'NotoSans' writes width condensed (75%) as 'Cond' (NotoSans-Cond, NotoSans-CondBold), "
                + "but the installed faces write 'Condensed' (NotoSans-Condensed, NotoSans-CondensedBold): change the "
                + "width naming's word to .condensed: \"Condensed\".")
    }

    @Test func aCompleteResolutionHasNoFixes() {
        let notoSans = FontFamily("NotoSans", weights: [.regular: .standalone("Regular")], italic: .italic())
        #expect(catalog.resolve(notoSans).ruleFixes.isEmpty)
    }
}
