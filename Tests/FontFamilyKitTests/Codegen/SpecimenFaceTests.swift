import Testing

@testable import FontFamilyKit

@Suite struct SpecimenFaceTests {
    private func instance(weight: FontWeight, width: FontWidth = .normal, slant: FontSlant = .upright) -> SpecimenFace {
        let face = FontFace(
            postScriptName: "Inter_700wght_-10slnt", familyNames: [LocalizedName("Inter")],
            styleNames: [LocalizedName("Bold Italic")], weight: weight, slant: slant, width: width,
            file: "/fonts/Inter.var.ttf", index: 7 << 16, namedInstance: 7)
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

    @Test func anInstanceIsDrawnAtItsWeightAndWidth() {
        #expect(
            instance(weight: .bold).textStyle == "font-family: specimen-face-4; font-variation-settings: 'wght' 700")
        #expect(
            instance(weight: FontWeight(587.5), width: .semiCondensed).textStyle
                == "font-family: specimen-face-4; font-variation-settings: 'wght' 587.5, 'wdth' 87.5")
        #expect(instance(weight: .bold).collectionIndex == 0)
        #expect(instance(weight: .bold).fontFaceRule.hasSuffix("src: url(\"file:///fonts/Inter.var.ttf\"); }"))
    }

    @Test func aSlantedInstanceAsksForTheFullestSlant() {
        let slanted = instance(weight: .bold, slant: .oblique)
        #expect(
            slanted.textStyle
                == "font-family: specimen-face-4; font-variation-settings: 'wght' 700, 'ital' 1, 'slnt' -90")
        #expect(
            slanted.notes == [
                "Named instance 7 of a variable font, drawn at the coordinates of its weight, at the font's fullest "
                    + "slant (fontconfig does not give the instance's).",
                "The face covers no character that can be shown.",
            ])
    }
}
