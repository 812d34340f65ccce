import Testing

@testable import FontFamilyCatalog

/// `families(containing:)` on plain values: ASCII names take a fast path, other names go through Foundation's
/// folding, and both must ignore case, diacritics, width and white space alike.
@Suite struct FamilySearchTests {
    let catalog = FontCatalog(faces: [
        FontFace(postScriptName: "NotoSansMono-Bold", family: "Noto\tSans  Mono", style: "Bold", file: "/f/a.ttf"),
        FontFace(postScriptName: "CafeSans", family: "Café Sans", style: "Regular", file: "/f/b.ttf"),
        FontFace(postScriptName: "WideGothic", family: "ＷＩＤＥ Gothic", style: "Regular", file: "/f/c.ttf"),
        FontFace(postScriptName: "Sans-Serif", family: "Sans-Serif", style: "Regular", file: "/f/d.ttf"),
    ])

    @Test func asciiNamesIgnoreCaseAndWhiteSpace() {
        #expect(catalog.families(containing: "NOTOSANS mono").map(\.name) == ["Noto\tSans  Mono"])
        #expect(catalog.families(containing: "s a n s\tm").map(\.name) == ["Noto\tSans  Mono"])
        #expect(catalog.families(containing: "SANS").map(\.name) == ["Café Sans", "Noto\tSans  Mono", "Sans-Serif"])
    }

    @Test func punctuationIsKept() {
        #expect(catalog.families(containing: "sans-").map(\.name) == ["Sans-Serif"])
        #expect(catalog.families(containing: "sansserif").isEmpty)
    }

    @Test func otherNamesFoldDiacriticsAndWidth() {
        #expect(catalog.families(containing: "cafe").map(\.name) == ["Café Sans"])
        #expect(catalog.families(containing: "CAFÉ S").map(\.name) == ["Café Sans"])
        #expect(catalog.families(containing: "wide").map(\.name) == ["ＷＩＤＥ Gothic"])
        #expect(catalog.families(containing: "ｗｉｄｅｇｏ").map(\.name) == ["ＷＩＤＥ Gothic"])
    }
}
