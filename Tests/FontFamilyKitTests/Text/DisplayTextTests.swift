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

    @Test func printableASCIIIsShownAsItIsUpToTheLimit() {
        #expect(DisplayText.escaped("Gill Sans-Bold ~/x.ttf") == "Gill Sans-Bold ~/x.ttf")
        #expect(DisplayText.escaped(String(repeating: "a", count: 64)) == String(repeating: "a", count: 64))
        #expect(DisplayText.escaped(String(repeating: "a", count: 65)) == String(repeating: "a", count: 64) + "…")
        #expect(DisplayText.escaped(String(repeating: "ab", count: 40)) == String(repeating: "ab", count: 32) + "…")
        #expect(DisplayText.escaped("a\u{7F}b\u{1F}") == "a\\u{7F}b\\u{1F}")
        #expect(DisplayText.escaped(String(repeating: "a", count: 80), limit: nil) == String(repeating: "a", count: 80))
    }

    @Test func dataIsShownWholeWhenNoLimitIsGiven() {
        let path = "/" + String(repeating: "d", count: 80) + "/\u{202E}x.ttf"
        #expect(DisplayText.escaped(path, limit: nil) == "/" + String(repeating: "d", count: 80) + "/\\u{202E}x.ttf")
        #expect(DisplayText.quoted("ab\n", limit: nil) == "'ab\\u{A}'")
        #expect(DisplayText.quoted("abcdef", limit: 3) == "'abc…'")
    }
}
