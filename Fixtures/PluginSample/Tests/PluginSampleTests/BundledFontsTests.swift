import FontFamilyTesting
import Testing

@testable import PluginSample

@Suite struct BundledFontsTests {
    @Test func generatedNamesResolveAgainstTheBundledFonts() throws {
        let catalog = try FontCatalog.bundled(includingSystemFonts: false)
        #expect(expectResolvable(SourceSansPro.self, in: catalog).isEmpty)
        #expect(SourceSansPro.allCases.map(\.rawValue).sorted() == catalog.faces.map(\.postScriptName).sorted())
    }

    @Test func declaredFamilyResolvesAgainstTheBundledFonts() throws {
        let resolution = expectResolvable(.sourceSansPro, in: try FontCatalog.bundled(includingSystemFonts: false))
        #expect(resolution.isComplete)
    }
}
