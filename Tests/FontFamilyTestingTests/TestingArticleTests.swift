import FontFamilyTesting
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
        let diagnoses = catalog.resolve(misspelt).diagnoses
        #expect(diagnoses.map(\.name) == ["SourceSansPro-SemiBold", "SourceSansPro-SemiBoldIt"])
        let page = try DocumentationPages.page("TestingYourFonts")
        let message = try #require(diagnoses.first).description
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
