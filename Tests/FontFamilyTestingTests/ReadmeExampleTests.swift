import FontFamilyTesting
import TestSupport
import Testing

/// The "declare → resolve → assert" example suggested for the README: it must compile, and what it says must be
/// true on the fixture catalog.
@Suite struct ReadmeExampleTests {
    static let example = """
        import FontFamilyTesting  // re-exports FontFamilyKit
        import Testing
        import XCTest

        // Declare a family once: base name, weight → suffix, italic rule.
        extension FontFamily {
            static let sourceSansPro = FontFamily(
                "SourceSansPro",
                weights: [
                    .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"),
                    .medium: .sameFace(as: .regular), .semibold: "Semibold", .bold: "Bold", .black: "Black",
                ],
                italic: .italic("It")
            )
        }

        // What `fontfamily-dump gill` prints.
        enum GillSans: String, FontName {
            case regular = "GillSans"
            case semiBold = "GillSans-SemiBold"
        }

        // Resolve every declared name against the installed fonts: exact, or missing with a diagnosis.
        func checkFonts() throws {
            let catalog = try FontCatalog.system()
            for face in catalog.resolve(.sourceSansPro).unresolved {
                print(face.resolution)  // "missing: 'SourceSansPro-Semibold' is not installed: …"
            }
            // In the app: the face, or an error whose description is the diagnosis.
            let semiboldItalic = try catalog.face(for: .sourceSansPro, weight: .semibold, italic: true)
            let title = try catalog.face(for: GillSans.semiBold)
            print(semiboldItalic.file, title.file)
        }

        // Assert in your own tests: one failure per name that does not resolve, with its diagnosis.
        @Test func fontsResolve() throws {
            let catalog = try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts")
            expectResolvable(.sourceSansPro, in: catalog)
            expectResolvable(GillSans.self, in: catalog)
        }

        final class FontTests: XCTestCase {
            func testFontsResolve() throws {
                let catalog = try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts")
                XCTAssertResolvable(.sourceSansPro, in: catalog)
                XCTAssertResolvable(GillSans.self, in: catalog)
            }
        }

        """

    @Test func compiles() throws {
        try SwiftTypechecker.typecheck(["Example.swift": Self.example])
    }

    @Test func itsFamilyResolvesOnTheFixtures() throws {
        let catalog = try FontCatalog.hermetic(fonts: PackagePaths.fixtureFonts.path)
        let family = FontFamily(
            "SourceSansPro",
            weights: [
                .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"),
                .medium: .sameFace(as: .regular), .semibold: "Semibold", .bold: "Bold", .black: "Black",
            ],
            italic: .italic("It")
        )
        #expect(catalog.resolve(family).isComplete)
        #expect(
            try catalog.face(for: family, weight: .semibold, italic: true).postScriptName == "SourceSansPro-SemiboldIt")
        #expect(try catalog.face(for: GillSans.semiBold).postScriptName == "GillSans-SemiBold")
    }
}
