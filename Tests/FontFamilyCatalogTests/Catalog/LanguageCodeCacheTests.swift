import Testing

@testable import FontFamilyCatalog

/// Language codes made once per pass: whatever the cache holds, each code comes back as its own text.
@Suite struct LanguageCodeCacheTests {
    private func string(_ code: String, in cache: inout LanguageCodeCache) -> String {
        let bytes = Array(code.utf8) + [0]
        return bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return "" }
            return cache.string(start)
        }
    }

    @Test func everyCodeComesBackAsItsOwnText() {
        var cache = LanguageCodeCache()
        let codes =
            ["en", "ja", "zh-tw", "", "x", "sr-latn", "abcdefgh", "abcdefghi", "de-ch-1901-x", "é"]
            + (0..<300).map { "l\($0)" }
        for round in 0..<3 {
            for code in round == 1 ? codes.reversed() : codes {
                #expect(string(code, in: &cache) == code)
            }
        }
    }
}
