import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct SpecimenFaceTests {
    /// Named instance `number` (or, for `nil`, a point of the design space) of Inter's variable font.
    private func instance(coordinates: VariationCoordinates?, number: Int? = 7) -> SpecimenFace {
        let face = FontFace(
            postScriptName: "Inter-BoldItalic", familyNames: [LocalizedName("Inter")],
            styleNames: [LocalizedName("Bold Italic")], weight: .bold, slant: .italic, file: "/fonts/Inter.var.ttf",
            namedInstance: number, coordinates: coordinates)
        return SpecimenFace(face: face, number: 4, samples: [])
    }

    @Test func aStaticFaceIsSetByItsFamilyAlone() {
        let face = FontFace(postScriptName: "GillSans", family: "Gill Sans", style: "Regular", file: "/fonts/G.ttf")
        #expect(SpecimenFace(face: face, number: 1, samples: []).textStyle == "font-family: specimen-face-1")
    }

    /// A later face of a collection is loaded with `local(NAME)` inside the page's `<style>` element: a hostile
    /// PostScript name can neither end the string nor the element, nor hide or reorder text.
    @Test(arguments: [
        ("Noto\"Serif</style>", #"local("Noto\22 Serif\3C /style\3E ")"#),
        ("a\u{202E}b", #"local("a\202E b")"#),
        ("Nul\u{0}x", "local(\"Nul\u{FFFD}x\")"),
        ("Two\nLines", #"local("Two\A Lines")"#),
        ("It's & <b>", #"local("It\27 s \26  \3C b\3E ")"#),
        ("ゴシック-Bold", "local(\"ゴシック-Bold\")"),
        ("Café-Bold", "local(\"Café-Bold\")"),
    ])
    func aLaterCollectionFaceIsLoadedByItsEscapedName(postScriptName: String, source: String) {
        let face = FontFace(
            postScriptName: postScriptName, familyNames: [LocalizedName("Noto Serif CJK")],
            styleNames: [LocalizedName("Bold")], file: "/fonts/NotoCJK.ttc", index: 1)
        #expect(
            SpecimenFace(face: face, number: 3, samples: []).fontFaceRule
                == "@font-face { font-family: specimen-face-3; src: \(source); }")
    }

    @Test func anInstanceIsDrawnAtItsCoordinates() {
        #expect(
            instance(coordinates: [.weight: 700, .slant: -10]).textStyle
                == "font-family: specimen-face-4; font-variation-settings: \"wght\" 700, \"slnt\" -10")
        #expect(
            instance(coordinates: [.weight: 587.5, .width: 87.5, .italic: 1, "GRAD": -25]).textStyle
                == "font-family: specimen-face-4; font-variation-settings: \"wght\" 587.5, \"wdth\" 87.5, \"ital\" 1, "
                + "\"GRAD\" -25")
        #expect(instance(coordinates: [.weight: 700]).collectionIndex == 0)
        #expect(
            instance(coordinates: [.weight: 700]).fontFaceRule.hasSuffix("src: url(\"file:///fonts/Inter.var.ttf\"); }")
        )
        #expect(
            instance(coordinates: [.weight: 700, .slant: -10]).notes == [
                "Named instance 7 of a variable font, drawn at its coordinates: wght 700, slnt -10.",
                "The face covers no character that can be shown.",
            ])
    }

    /// A face at a point no named instance has is drawn there; an instance whose coordinates are unknown (a face
    /// built by hand) is said to be drawn at the default, not at a guess.
    @Test func otherVariableFacesSayWhereTheyAreDrawn() {
        let variable = instance(coordinates: [.weight: 650, "a\u{202E}b": 1], number: nil)
        #expect(
            variable.textStyle
                == "font-family: specimen-face-4; font-variation-settings: \"wght\" 650, \"a\\202E b\" 1")
        #expect(variable.notes.first == "A variable font, drawn at wght 650, a\\u{202E}b 1.")
        let unknown = instance(coordinates: nil)
        #expect(unknown.textStyle == "font-family: specimen-face-4")
        #expect(
            unknown.notes.first
                == "Named instance 7 of a variable font whose coordinates are not known: drawn at the font's default.")
    }
}
