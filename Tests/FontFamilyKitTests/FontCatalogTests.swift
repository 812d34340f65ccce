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
