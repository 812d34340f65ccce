import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit
@testable import FontFamilyLint
@testable import FontFamilySyntax
@testable import StringDistance

/// Substring search on search keys: on bytes for ASCII keys, as strings compare otherwise, with the same answers.
@Suite struct SearchKeyTests {
    @Test func asciiKeysAreSearchedAsStringsWouldBe() {
        #expect(SearchKey.key("notosansmono", contains: "sansm"))
        #expect(SearchKey.key("notosansmono", contains: "notosansmono"))
        #expect(!SearchKey.key("notosansmono", contains: ""))
        #expect(!SearchKey.key("notosansmono", contains: "notosansmonoo"))
        #expect(!SearchKey.key("noto", contains: "sans"))
        #expect(SearchKey.key("aab", contains: "ab"))
        #expect(!SearchKey.key("", contains: "a"))
    }

    @Test func randomKeysAgreeWithStringSearch() {
        var random = RandomUnicodeText(seed: 0x5345_4152_4348)
        for round in 0..<3_000 {
            let key = round.isMultiple(of: 2) ? random.string(maximumLength: 12) : "gill" + String(round) + "sans"
            let needle: String
            switch round % 3 {
            case 0: needle = String(key.dropFirst(round % 4).prefix(round % 5))
            case 1: needle = random.string(maximumLength: 3)
            default: needle = String(round % 10)
            }
            #expect(SearchKey.key(key, contains: needle) == key.contains(needle), "\(key.debugDescription)")
        }
    }
}
