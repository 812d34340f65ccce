import FontFamilyKit
import Testing

@Suite struct FontCatalogValueTests {
    @Test func lookupIsExactAndCaseSensitive() {
        let catalog = FontCatalog(faces: [
            FontFace(postScriptName: "GillSans-Bold", family: "Gill Sans", style: "Bold", weight: .bold, file: "/a.ttf")
        ])
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.file == "/a.ttf")
        #expect(catalog.face(postScriptName: "gillsans-bold") == nil)
    }
}

@Suite struct DuplicateOrderTests {
    func face(_ file: String, slant: FontSlant = .upright, instance: Int? = nil, format: FontFormat = .trueType)
        -> FontFace
    {
        FontFace(
            postScriptName: "Inter_700wght", familyNames: [LocalizedName("Inter")], styleNames: [LocalizedName("Bold")],
            weight: .bold, slant: slant, file: file, namedInstance: instance, format: format)
    }

    @Test func uprightInstancesComeBeforeItalicOnesOfTheSameName() {
        let italic = face("/f/Inter-Italic[opsz,wght].ttf", slant: .italic, instance: 7)
        let upright = face("/f/Inter[opsz,wght].ttf", instance: 7)
        let catalog = FontCatalog(faces: [italic, upright])
        #expect(catalog.faces(postScriptName: "Inter_700wght") == [upright, italic])
    }

    @Test func staticFacesComeBeforeInstancesThenFormatDecides() {
        let instance = face("/a/Inter[wght].ttf", instance: 7)
        let staticFace = face("/z/Inter-Bold.ttf")
        let web = face("/a/Inter-Bold.woff2", format: .web)
        let catalog = FontCatalog(faces: [web, instance, staticFace])
        #expect(catalog.faces(postScriptName: "Inter_700wght") == [staticFace, instance, web])
    }
}
