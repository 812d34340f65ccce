import Testing

@testable import FontFamilyCatalog

/// Names whose prefix keys differ order as the names do; equal keys leave the order to the names.
@Suite struct NamePrefixKeyTests {
    @Test func differingKeysOrderAsTheNames() throws {
        let names = [
            "", "a", "a\0", "a\0b", "ab", "NotoSans-Bold", "NotoSans-BoldItalic", "NotoSansCJKjp-Bold",
            "NotoSansDisplay-ExtraCondensedBold", "NotoSansDisplay-ExtraCondensedBoldItalic", "Z", "_x", "~",
            "0123456789abcde", "0123456789abcdef", "0123456789abcdeg", "0123456789abcdef0", "0123456789abcdef\0",
            "DejaVuSans", "dejavusans", "Inter-Bold", "Inter_700wght",
        ]
        let keys = try #require(NamePrefixKey.keys(of: names))
        var differing = 0
        for (left, leftKey) in zip(names, keys) {
            for (right, rightKey) in zip(names, keys) where leftKey != rightKey {
                differing += 1
                #expect((leftKey < rightKey) == (left < right), "\(left.debugDescription) vs \(right.debugDescription)")
            }
        }
        #expect(differing > 0)
        // Names that share their first 16 bytes share a key.
        let sixteen = try #require(names.firstIndex(of: "0123456789abcdef"))
        let seventeen = try #require(names.firstIndex(of: "0123456789abcdef0"))
        #expect(keys[sixteen] == keys[seventeen])
    }

    @Test func namesOtherThanASCIIHaveNoKeys() {
        #expect(NamePrefixKey.keys(of: ["NotoSans-Bold", "Café-Bold"]) == nil)
        #expect(NamePrefixKey.keys(of: ["e\u{301}"]) == nil)
        #expect(NamePrefixKey.keys(of: []) == [])
    }
}
