import CommandLineOptions
import CoreTestSupport
import Testing

/// Lines split on bytes are the lines that splitting characters at `isNewline` gives.
@Suite struct InputLinesTests {
    @Test func everyLineBreakSplitsAndEmptyLinesAreDropped() {
        let text = "A\nB\r\nC\rD\u{0B}E\u{0C}F\u{85}G\u{2028}H\u{2029}I\n\n\r\n"
        #expect(InputLines.lines(of: text) == ["A", "B", "C", "D", "E", "F", "G", "H", "I"])
        #expect(InputLines.lines(of: "") == [])
        #expect(InputLines.lines(of: "\r\n\u{2029}") == [])
        #expect(InputLines.lines(of: "  Gill Sans\t") == ["  Gill Sans\t"])
    }

    /// A line that is not UTF-8 is named by its number, counted as an editor counts lines (CR LF one break, empty
    /// lines too); the lines before it do not matter.
    @Test func aLineThatIsNotUTF8IsAUsageErrorNamingIt() throws {
        let bytes = Array("GillSans\r\nPapyrus\r\n\r\n".utf8) + [0x62, 0xFF, 0x64] + Array("\nDamascus\n".utf8)
        #expect(throws: UsageError("line 4 of standard input is not valid UTF-8; pass names as UTF-8 text")) {
            try InputLines.lines(of: bytes, source: "standard input")
        }
        #expect(throws: UsageError("line 1 of the input is not valid UTF-8; pass names as UTF-8 text")) {
            try InputLines.lines(of: [0xC3], source: "the input")
        }
        let valid = Array("GillSans\r\nPapyrus\u{2028}Café\n".utf8)
        #expect(try InputLines.lines(of: valid, source: "standard input") == ["GillSans", "Papyrus", "Café"])
    }

    @Test func combiningMarksAndLookalikesAreNotBreaks() {
        #expect(InputLines.lines(of: "a\n\u{301}b") == ["a", "\u{301}b"])
        #expect(InputLines.lines(of: "\u{2027}x\u{84}y\u{2030}") == ["\u{2027}x\u{84}y\u{2030}"])
        #expect(InputLines.lines(of: "é\u{2028}") == ["é"])
    }

    @Test func randomTextSplitsAsCharactersDo() {
        var random = RandomUnicodeText(seed: 0x4C49_4E45_53)
        for _ in 0..<2_000 {
            let text = random.string(maximumLength: 40)
            #expect(
                InputLines.lines(of: text) == text.split(whereSeparator: \.isNewline).map(String.init),
                "\(text.debugDescription)")
        }
    }
}
