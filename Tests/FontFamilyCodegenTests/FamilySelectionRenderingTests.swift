import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen

/// The dump's one way to generate code from a catalog: select families (`families(containing:)` or, for `--exact`,
/// `families(named:)`), then render them.
@Suite struct FamilySelectionRenderingTests {
    let catalog = FontCatalog(
        faces: CodegenFixtures.gillSans + CodegenFixtures.sourceSansPro + CodegenFixtures.zenOldMincho)

    @Test(arguments: ["gill", "GILL", "gill sans", "GillSans"])
    func substringPicksTheFamily(substring: String) throws {
        let matches = catalog.families(containing: substring)
        #expect(matches.map(\.name) == ["Gill Sans"])
        let gillSans = try #require(catalog.family(named: "Gill Sans"))
        let source = SwiftEnumRenderer.source(for: matches)
        #expect(source == SwiftEnumRenderer.source(for: [gillSans]))
        #expect(source.contains("enum GillSans: String, FontName {"))
        #expect(!source.contains("enum SourceSansPro"))
    }

    @Test func exactNamesPickOnlyTheWholeName() {
        #expect(catalog.families(named: "gill sans").map(\.name) == ["Gill Sans"])
        #expect(catalog.families(named: "gill").isEmpty)
        #expect(catalog.families(containing: "sans").map(\.name) == ["Gill Sans", "Source Sans Pro"])
    }

    @Test func localizedNamesMatchToo() {
        let matches = catalog.families(containing: "オールド")
        #expect(matches.map(\.name) == ["Zen Old Mincho"])
        #expect(SwiftEnumRenderer.source(for: matches).contains("enum ZenOldMincho: String, FontName {"))
        #expect(JSONRenderer.json(for: matches).contains("\"ZenOldMincho-Bold\""))
    }

    @Test func emptySubstringGivesEveryFamilyAndCompiles() throws {
        let matches = catalog.families(containing: "")
        #expect(matches == catalog.families)
        #expect(matches.map(\.name) == ["Gill Sans", "Source Sans Pro", "Zen Old Mincho"])
        let source = SwiftEnumRenderer.source(for: matches)
        try SwiftTypechecker.typecheck(source + "let count = GillSans.allCases.count + SourceSansPro.allCases.count\n")
    }

    @Test func concurrentRenderingsEqualTheSerialOne() async {
        let catalog = catalog
        let serial = SwiftEnumRenderer.source(for: catalog.families(containing: "s"))
        let serialJSON = JSONRenderer.json(for: catalog.families(containing: "s"))
        let outputs = await withTaskGroup(of: (String, String).self) { group in
            for _ in 0..<64 {
                group.addTask {
                    (
                        SwiftEnumRenderer.source(for: catalog.families(containing: "s")),
                        JSONRenderer.json(for: catalog.families(containing: "s"))
                    )
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 64)
        #expect(outputs.allSatisfy { $0.0 == serial && $0.1 == serialJSON })
        #expect(serial.contains("enum SourceSansPro: String, FontName {"))
    }

    @Test func noMatchSelectsNoFamily() {
        #expect(catalog.families(containing: "helvetica").isEmpty)
        #expect(catalog.families(named: "helvetica").isEmpty)
        #expect(FontCatalog(faces: []).families(containing: "").isEmpty)
    }
}
