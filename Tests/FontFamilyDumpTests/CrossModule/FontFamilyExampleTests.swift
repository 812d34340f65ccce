import TestSupport
import Testing

@testable import FontFamilyKit

/// The declare → enumerate → match example offered for the README, compiled as a user's `main.swift`.
@Suite struct FontFamilyExampleTests {
    static let example = """
        import FontFamilyCatalog

        extension FontFamily {
            static let gillSans = FontFamily(
                "GillSans",
                weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "UltraBold"],
                italic: .italic("Italic", except: [.extraBold])
            )
        }

        let name = FontFamily.gillSans.postScriptName(weight: .semiBold, slant: .italic)  // "GillSans-SemiBoldItalic"
        let all = FontFamily.gillSans.faces.map(\\.postScriptName)  // 9 names, GillSans-Light first
        let catalog = FontCatalog(faces: [])
        let faces = catalog.family(named: "Gill Sans")?.faces ?? []
        let face = FontMatcher.bestMatch(in: faces, weight: .medium, slant: .italic)  // CSS Fonts 4 matching
        """

    @Test func exampleCompiles() throws {
        try SwiftTypechecker.typecheck(["main.swift": Self.example])
    }

    @Test func exampleCommentsAreTrue() {
        #expect(FontFamily.gillSans.postScriptName(weight: .semiBold, slant: .italic) == "GillSans-SemiBoldItalic")
        #expect(FontFamily.gillSans.faces.first?.postScriptName == "GillSans-Light")
    }
}
