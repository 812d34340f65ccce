import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// `--family` on the fixture catalog: every inferred descriptor reproduces its family's names exactly, and families
/// that follow no rule fall back to an enum with the reason.
@Suite struct DescriptorDumpRendererTests {
    @Test(arguments: ["Damascus", "Gill Sans", "Papyrus", "Source Sans Pro", "Zen Old Mincho", "iconfont"])
    func inferredDescriptorReproducesTheFixtureFamily(_ name: String) throws {
        let family = try #require(try FixtureCatalog.standard().family(named: name))
        let descriptor = try FontFamily.inferred(from: family)
        #expect(descriptor.faces.map(\.postScriptName).sorted() == family.faces.map(\.postScriptName).sorted())
    }

    @Test func familyWithoutARuleFallsBackToAnEnumWithTheReason() throws {
        let family = FontCatalog(faces: [
            FontFace(postScriptName: "OpenSans", family: "Open Sans", style: "Regular", file: "/f/a.ttf"),
            FontFace(
                postScriptName: "OpenSansLight-Italic", family: "Open Sans", style: "Light Italic", weight: .light,
                slant: .italic, file: "/f/b.ttf"),
        ]).families
        let source = DescriptorDumpRenderer.source(for: family)
        #expect(
            CodegenFixtures.unmarked(source) == """
                \(DescriptorDumpRenderer.header)

                import FontFamilyKit

                // No FontFamily rule reproduces every name of Open Sans: Faces of one width have different base names (OpenSans, OpenSansLight).
                /// Open Sans, 2 faces.
                enum OpenSans: String, FontName {
                    case lightItalic = "OpenSansLight-Italic"
                    case regular = "OpenSans"
                }

                """)
        try SwiftTypechecker.typecheck(source)
    }
}
