import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

extension FontFamily {
    /// Noto Sans with Medium filed under semibold and Bold under black, while SemiBold and Black are installed.
    fileprivate static let notoSansMisfiled = FontFamily(
        "NotoSans", weights: [.regular: .standalone("Regular"), .semiBold: "Medium", .black: "Bold"])
    /// Noto Sans with its italic filed as the upright regular.
    fileprivate static let notoSansItalicAsUpright = FontFamily("NotoSans", weights: [.regular: "Italic"])
    /// Roboto as a user writes it: Thin under thin, although its font says 250.
    fileprivate static let robotoWithThin = FontFamily(
        "Roboto", weights: [.thin: "Thin", .regular: "Regular", .medium: "Medium", .bold: "Bold"])
}

/// Declared faces compared with what their fonts say, on `Fixtures/Families` listed by real fontconfig.
@Suite struct StyleDisagreementTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.families()
    }

    private static let mediumAsSemibold =
        "'NotoSans-Medium' is weight 500; for semibold (600) this family has 'NotoSans-SemiBold': declare that face "
        + "there, or file 'NotoSans-Medium' under weight 500."

    @Test func aFaceFiledUnderAWeightAnotherInstalledFaceHasIsAnError() throws {
        let report = catalog.resolve(.notoSansMisfiled)
        #expect(!report.isComplete)
        #expect(report.notes.isEmpty)
        #expect(
            report.diagnoses.map(\.description) == [
                Self.mediumAsSemibold,
                "'NotoSans-Bold' is weight 700; for black (900) this family has 'NotoSans-Black': declare that face "
                    + "there, or file 'NotoSans-Bold' under weight 700.",
            ])
        let medium = try #require(report.faces.first { $0.declared.postScriptName == "NotoSans-Medium" })
        guard case .missing(let diagnosis) = medium.resolution,
            case .styleDisagrees(let disagreement) = diagnosis.problem
        else {
            Issue.record("expected a style disagreement, got \(medium.resolution)")
            return
        }
        #expect(disagreement.declared.weight == .semiBold)
        #expect(disagreement.installed.postScriptName == "NotoSans-Medium")
        #expect(disagreement.match.postScriptName == "NotoSans-SemiBold")
        #expect(disagreement.isError)
    }

    @Test func withMatchingTheMatchedFaceIsAReportedFallback() {
        let report = catalog.resolve(.notoSansMisfiled, fallback: .matchWithinFamily)
        #expect(
            report.faces.map(\.resolution.face?.postScriptName) == [
                "NotoSans-Regular", "NotoSans-SemiBold", "NotoSans-Black",
            ])
        #expect(!report.isComplete)
    }

    @Test func theStrictLookupThrowsTheDisagreement() {
        #expect {
            try catalog.face(for: .notoSansMisfiled, weight: .semiBold)
        } throws: { error in
            (error as? FontDiagnosis)?.description == Self.mediumAsSemibold
        }
    }

    @Test func anItalicFiledAsUprightIsAnError() {
        #expect(
            catalog.resolve(.notoSansItalicAsUpright).diagnoses.map(\.description) == [
                "'NotoSans-Italic' is italic; for upright this family has 'NotoSans-Regular': declare that face there, "
                    + "or file 'NotoSans-Italic' under italic."
            ])
    }

    @Test func everyDisagreementIsNamedWithBothValues() {
        let family = FontFamily("NotoSans", weights: [.regular: "CondensedBold"])
        #expect(
            catalog.resolve(family).diagnoses.map(\.description) == [
                "'NotoSans-CondensedBold' is width 75% and weight 700; for normal (100%) regular (400) this family "
                    + "has 'NotoSans-Regular': declare that face there, or file 'NotoSans-CondensedBold' under width "
                    + "75% and weight 700."
            ])
    }

    @Test func inferredDescriptorsAgreeWithTheirFonts() throws {
        let roboto = try FontFamily.inferred(from: try #require(catalog.family(named: "Roboto")))
        #expect(roboto.weights[FontWeight(250)] == "Thin")
        let report = catalog.resolve(roboto)
        #expect(report.isComplete)
        #expect(report.notes.isEmpty)
    }

    @Test func aWeightNoInstalledFaceComesNearerToIsANote() throws {
        let report = catalog.resolve(.robotoWithThin)
        #expect(report.isComplete)
        #expect(report.diagnoses.isEmpty)
        #expect(
            report.notes.map(\.description) == [
                "'Roboto-Thin' is weight 250, not thin (100) as declared; it is still the face of this family nearest "
                    + "to thin (100)."
            ])
        #expect(report.notes.map(\.isError) == [false])
        let root = PackagePaths.fixtures.appendingPathComponent("Families").path
        #expect(
            report.description.split(separator: "\n").prefix(2) == [
                "Roboto: 4 of 4 declared faces resolve exactly.",
                "  Roboto-Thin (weight 100, width 100%, upright): exact: Roboto-Thin (\(root)/Roboto-Thin.ttf); note: 'Roboto-Thin' "
                    + "is weight 250, not thin (100) as declared; it is still the face of this family nearest to thin "
                    + "(100).",
            ])
        #expect(try catalog.face(for: .robotoWithThin, weight: .thin).postScriptName == "Roboto-Thin")
    }
}

/// Italic and oblique are one slant when a declaration is compared with its font: a family whose slanted face says
/// oblique resolves under `.italic(…)` without a note, and the other way round.
@Suite struct ObliqueAsItalicTests {
    @Test func aDeclaredItalicThatTheFontCallsObliqueAgrees() throws {
        let fonts = [("Regular", "Regular"), ("Oblique", "Oblique")].map { style, suffix in
            FixtureFont(
                family: "Lean Sans", style: style, postScriptName: "LeanSans-" + suffix,
                codePoints: FixtureSet.latinCodePoints)
        }
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.face(postScriptName: "LeanSans-Oblique")?.slant == .oblique)
        let declaredItalic = FontFamily(
            "LeanSans", weights: [.regular: .standalone("Regular")], italic: .italic("Oblique"))
        let resolution = catalog.resolve(declaredItalic)
        #expect(resolution.isComplete)
        #expect(resolution.notes.isEmpty)
        let declaredOblique = FontFamily(
            "LeanSans", weights: [.regular: .standalone("Regular")], italic: .oblique("Oblique"))
        #expect(catalog.resolve(declaredOblique).notes.isEmpty)
    }
}
