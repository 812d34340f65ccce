import FontFamilyKit
import TestSupport
import Testing

@Suite struct FontCatalogBoilerplateTests {
    let catalog = FontCatalog(
        faces: CodegenFixtures.gillSans + CodegenFixtures.sourceSansPro + CodegenFixtures.zenOldMincho)

    @Test(arguments: ["gill", "GILL", "gill sans", "GillSans"])
    func substringPicksTheFamily(substring: String) {
        let source = catalog.swiftBoilerplate(forFamiliesContaining: substring)
        #expect(source == SwiftEnumRenderer.source(for: catalog.families(containing: "Gill Sans")))
        #expect(source?.contains("enum GillSans: String, FontName {") == true)
        #expect(source?.contains("enum SourceSansPro") == false)
    }

    @Test func localizedNamesMatchToo() {
        let source = catalog.swiftBoilerplate(forFamiliesContaining: "オールド")
        #expect(source?.contains("enum ZenOldMincho: String, FontName {") == true)
        #expect(catalog.jsonDescription(forFamiliesContaining: "オールド")?.contains("\"ZenOldMincho-Bold\"") == true)
    }

    @Test func emptySubstringGivesEveryFamilyAndCompiles() throws {
        let source = try #require(catalog.swiftBoilerplate(forFamiliesContaining: ""))
        #expect(source == SwiftEnumRenderer.source(for: catalog.families))
        #expect(catalog.jsonDescription(forFamiliesContaining: "") == JSONRenderer.json(for: catalog.families))
        try SwiftTypechecker.typecheck(source + "let count = GillSans.allCases.count + SourceSansPro.allCases.count\n")
    }

    @Test func concurrentDumpsEqualTheSerialOne() async {
        let catalog = catalog
        let serial = catalog.swiftBoilerplate(forFamiliesContaining: "s")
        let serialJSON = catalog.jsonDescription(forFamiliesContaining: "s")
        let outputs = await withTaskGroup(of: (String?, String?).self) { group in
            for _ in 0..<64 {
                group.addTask {
                    (
                        catalog.swiftBoilerplate(forFamiliesContaining: "s"),
                        catalog.jsonDescription(forFamiliesContaining: "s")
                    )
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 64)
        #expect(outputs.allSatisfy { $0.0 == serial && $0.1 == serialJSON })
        #expect(serial?.contains("enum SourceSansPro: String, FontName {") == true)
    }

    @Test func noMatchIsNil() {
        #expect(catalog.swiftBoilerplate(forFamiliesContaining: "helvetica") == nil)
        #expect(catalog.jsonDescription(forFamiliesContaining: "helvetica") == nil)
        #expect(FontCatalog(faces: []).swiftBoilerplate(forFamiliesContaining: "") == nil)
    }
}
