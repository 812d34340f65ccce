import Testing

@testable import FontFamilyKit

@Suite struct DisplayTextTests {
    @Test func longListsSayHowManyMore() {
        #expect(DisplayText.list(["a", "b", "c"], limit: 2) == "a, b and 1 more")
        #expect(DisplayText.list(["a", "b"], limit: 2) == "a, b")
    }

    @Test func escapesInvisibleAndDirectionCharactersAndKeepsLetters() {
        #expect(DisplayText.quoted("ZEN オールド明朝") == "'ZEN オールド明朝'")
        #expect(DisplayText.escaped("a\u{200B}b\u{2066}c\td") == "a\\u{200B}b\\u{2066}c\\u{9}d")
        #expect(DisplayText.escaped(String(repeating: "é", count: 65)) == String(repeating: "é", count: 64) + "…")
    }

    @Test func aPathIsEscapedButNeverCut() {
        let path = "/" + String(repeating: "fonts/", count: 20) + "Pair\u{202E}Sans.ttc"
        #expect(DisplayText.path(path) == "/" + String(repeating: "fonts/", count: 20) + "Pair\\u{202E}Sans.ttc")
        #expect(DisplayText.path("/work/Fonts/a.ttf", relativeTo: "/work") == "Fonts/a.ttf")
        #expect(DisplayText.path("/workshop/a.ttf", relativeTo: "/work") == "/workshop/a.ttf")
    }

    @Test func aResolutionShowsTheWholePathAndTheFaceIndex() {
        let file = "/" + String(repeating: "long-directory/", count: 6) + "PairSans.ttc"
        var face = FontFace(postScriptName: "PairSans-Bold", family: "Pair Sans", style: "Bold", file: file)
        face.index = 1
        #expect(FontResolution.exact(face).description == "exact: PairSans-Bold (\(file) (face 1))")
    }
}
