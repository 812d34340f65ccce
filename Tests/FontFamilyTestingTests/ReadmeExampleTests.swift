import FontFamilyTesting
import Foundation
import TestSupport
import Testing

/// What the README's "Declare, resolve, assert" example says is true on the fixture catalog (``ReadmeTests``
/// compiles it).
@Suite struct ReadmeExampleTests {
    @Test func itsFamilyResolvesOnTheFixtures() throws {
        let catalog = try FontCatalog.hermetic(fonts: PackagePaths.fixtureFonts.path)
        let family = FontFamily(
            "SourceSansPro",
            weights: [
                .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"),
                .medium: .sameFace(as: .regular), .semiBold: "Semibold", .bold: "Bold", .black: "Black",
            ],
            italic: .italic("It")
        )
        #expect(catalog.resolve(family).isComplete)
        #expect(
            try catalog.face(for: family, weight: .semiBold, slant: .italic).postScriptName
                == "SourceSansPro-SemiboldIt")
        #expect(try catalog.face(for: GillSans.semiBold).postScriptName == "GillSans-SemiBold")
    }
}
