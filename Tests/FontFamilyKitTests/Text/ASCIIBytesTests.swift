import Testing

@testable import FontFamilyKit

/// Byte search as `String.contains` answers it, exactly and with ASCII capitals folded.
@Suite struct ASCIIBytesTests {
    private func contains(_ needle: String, in haystack: String, ignoringCase: Bool = false) -> Bool {
        Array(needle.utf8).withUnsafeBytes { needle in
            Array(haystack.utf8).withUnsafeBytes {
                ASCIIBytes.contains(needle, in: $0, ignoringCase: ignoringCase)
            }
        }
    }

    /// Every needle of up to three letters over a small alphabet, in seeded random haystacks with capitals and
    /// bytes next to the letters (`@`, `[`, `` ` ``, `{`), against `String.contains` of the haystack lowercased or not.
    @Test func equalsStringContains() {
        let alphabet = Array("abAB@[`{")
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let haystack = String((0..<next(12)).map { _ in alphabet[next(alphabet.count)] })
            let needle = String((0..<(1 + next(3))).map { _ in alphabet[next(alphabet.count)] })
            #expect(contains(needle, in: haystack) == haystack.contains(needle))
            let folded = String(haystack.map { $0.isASCII && $0.isUppercase ? Character($0.lowercased()) : $0 })
            #expect(contains(needle, in: haystack, ignoringCase: true) == folded.contains(needle))
        }
    }

    @Test func knownAnswers() {
        #expect(contains("post", in: "<test name=\"postscriptname\">"))
        #expect(contains("postscriptname", in: "<test name=\"PostScriptName\">", ignoringCase: true))
        #expect(!contains("postscriptname", in: "<test name=\"PostScriptName\">"))
        #expect(!contains("Post", in: "PostScript", ignoringCase: true))
        #expect(!contains("", in: "anything"))
        #expect(!contains("longer", in: "long"))
        #expect(contains("g", in: "long"))
    }
}
