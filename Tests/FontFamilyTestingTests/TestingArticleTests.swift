import FontFamilyTesting
import Foundation
import TestSupport
import Testing

/// What the article "Testing Your Fonts" says a failure reads is what it reads on the fixture fonts.
@Suite struct TestingArticleTests {
    @Test func itQuotesTheRealFailure() throws {
        let catalog = try FontCatalog.hermetic(fonts: PackagePaths.fixtureFonts.path)
        let misspelt = FontFamily(
            "SourceSansPro",
            weights: [
                .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"),
                .semiBold: "SemiBold", .bold: "Bold", .black: "Black",
            ],
            italic: .italic("It")
        )
        let resolution = catalog.resolve(misspelt)
        #expect(resolution.diagnoses.map(\.name) == ["SourceSansPro-SemiBold", "SourceSansPro-SemiBoldIt"])
        #expect(resolution.diagnosesBesideRuleFixes.isEmpty)
        let page = try DocumentationPages.page("TestingYourFonts")
        let fix = try #require(resolution.ruleFixes.first).description
        #expect(resolution.ruleFixes.count == 1)
        #expect(DocumentationPages.quotes(fix, in: page), "the article lacks: \(fix)")
        let message = try #require(catalog.diagnose(postScriptName: "SourceSansPro-SemiBold")).description
        #expect(DocumentationPages.quotes(message, in: page), "the article lacks: \(message)")
    }

    @Test func itsFamiliesResolveOnTheFixtures() throws {
        let catalog = try FontCatalog.hermetic(fonts: PackagePaths.fixtureFonts.path)
        let family = FontFamily("SourceSansPro", weights: [.regular: .standalone("Regular"), .semiBold: "Semibold"])
        #expect(catalog.resolve(family).isComplete)
        #expect(catalog.diagnose(postScriptName: "Damascus") == nil)
        #expect(catalog.diagnose(postScriptName: "DamascusBold") == nil)
    }
}
