import Testing

@testable import FontFamilyKit

@Suite struct NotationTests {
    @Test func numbersDropAZeroFraction() {
        #expect(Notation.number(17) == "17")
        #expect(Notation.number(-3) == "-3")
        #expect(Notation.number(20.125) == "20.125")
        #expect(Notation.number(.infinity) == "inf")
        #expect(Notation.number(1e20) == "1e+20")
    }

    @Test func codePointsHaveAtLeastFourHexDigits() {
        #expect(Notation.hex(0x41) == "0041")
        #expect(Notation.hex(0x3C, minimumDigits: 2) == "3C")
        #expect(Notation.hex(0x9, minimumDigits: 2) == "09")
        #expect(Notation.hex(0x10_FFFD, minimumDigits: 1) == "10FFFD")
        #expect(Notation.codePoint(0xE857) == "U+E857")
        #expect(Notation.codePoint(0x10_FFFD) == "U+10FFFD")
        #expect(Notation.unicodeEscape("\u{A}") == "\\u{A}")
        #expect(Notation.unicodeEscape("\u{202E}") == "\\u{202E}")
    }

    @Test func cssStringsKeepReadableTextAndCannotEndEarly() {
        #expect(Notation.cssString("GillSans-Bold") == #""GillSans-Bold""#)
        #expect(Notation.cssString("Gill Sans_2 (Old) v1.0/x") == #""Gill Sans_2 (Old) v1.0/x""#)
        #expect(Notation.cssString("Café ゴシック e\u{301}") == "\"Café ゴシック e\u{301}\"")
        #expect(Notation.cssString(#"Bob's "Best" \ Sans"#) == #""Bob\27 s \22 Best\22  \5C  Sans""#)
        #expect(Notation.cssString("A</style><!--&amp;") == #""A\3C /style\3E \3C !--\26 amp;""#)
        #expect(Notation.cssString("rtl\u{202E}txt\u{200B}") == #""rtl\202E txt\200B ""#)
        #expect(Notation.cssString("a\nb\r\tc\u{7F}\u{2028}\u{A0}") == #""a\A b\D \9 c\7F \2028 \A0 ""#)
        #expect(Notation.cssString("Nul\u{0}x") == "\"Nul\u{FFFD}x\"")
        #expect(Notation.cssString("") == #""""#)
    }

    @Test func commonPrefixIsCharacterWise() {
        #expect(Notation.commonPrefix(["GillSans-Bold", "GillSans-Light", "GillSans"]) == "GillSans")
        #expect(Notation.commonPrefix(["Noto", "Zen"]) == "")
        #expect(Notation.commonPrefix([String]()) == "")
        #expect(Notation.commonPrefix(["Café-Bold", "Café-Light"]) == "Café-")
    }
}
