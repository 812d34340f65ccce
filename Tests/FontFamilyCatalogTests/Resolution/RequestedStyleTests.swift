import Testing

@testable import FontFamilyCatalog

@Suite struct RequestedStyleTests {
    @Test func readsWidthWeightAndSlantWordsInAnyCase() {
        #expect(
            RequestedStyle(suffix: "UltraBoldItalic") == RequestedStyle(width: .normal, weight: 800, slant: .italic))
        #expect(RequestedStyle(suffix: "SemiboldIt") == RequestedStyle(width: .normal, weight: 600, slant: .italic))
        #expect(
            RequestedStyle(suffix: "CondensedBoldOblique")
                == RequestedStyle(width: .condensed, weight: 700, slant: .oblique))
        #expect(RequestedStyle(suffix: "heavy") == RequestedStyle(width: .normal, weight: 900, slant: .upright))
        #expect(RequestedStyle(suffix: "") == RequestedStyle(width: .normal, weight: 400, slant: .upright))
        #expect(RequestedStyle(suffix: "It") == RequestedStyle(width: .normal, weight: 400, slant: .italic))
    }

    @Test func anythingButStyleWordsIsNoStyle() {
        #expect(RequestedStyle(suffix: "Semibld") == nil)
        #expect(RequestedStyle(suffix: "BoldBold") == nil)
        #expect(RequestedStyle(suffix: "MT-Bold") == nil)
    }

    @Test func namesTheStyleWithTheFamilysOwnWeightWord() {
        let ultraBold = FontFace(
            postScriptName: "GillSans-UltraBold", family: "Gill Sans", style: "UltraBold", weight: 800,
            file: "/f.ttf")
        #expect(RequestedStyle(width: .normal, weight: 800, slant: .italic).name(in: [ultraBold]) == "UltraBold Italic")
        #expect(RequestedStyle(width: .normal, weight: 800, slant: .italic).name(in: []) == "ExtraBold Italic")
        #expect(RequestedStyle(width: .normal, weight: 400, slant: .italic).name(in: []) == "Italic")
        #expect(RequestedStyle(width: .condensed, weight: 700, slant: .upright).name(in: []) == "Condensed Bold")
        #expect(RequestedStyle(width: .condensed, weight: 400, slant: .upright).name(in: []) == "Condensed")
    }
}
