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
        #expect(Notation.codePoint(0xE857) == "U+E857")
        #expect(Notation.codePoint(0x10_FFFD) == "U+10FFFD")
        #expect(Notation.unicodeEscape("\u{A}") == "\\u{A}")
        #expect(Notation.unicodeEscape("\u{202E}") == "\\u{202E}")
    }

    @Test func commonPrefixIsCharacterWise() {
        #expect(Notation.commonPrefix(["GillSans-Bold", "GillSans-Light", "GillSans"]) == "GillSans")
        #expect(Notation.commonPrefix(["Noto", "Zen"]) == "")
        #expect(Notation.commonPrefix([String]()) == "")
        #expect(Notation.commonPrefix(["Café-Bold", "Café-Light"]) == "Café-")
    }
}
