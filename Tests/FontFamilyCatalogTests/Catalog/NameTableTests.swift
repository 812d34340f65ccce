import Testing

@testable import FontFamilyCatalog

/// A variable font's `name` records: which record of a name ID is read, and how its bytes decode.
@Suite struct NameTableTests {
    static func record(_ platform: Int, _ encoding: Int, _ language: Int, _ nameID: Int, _ bytes: [UInt8])
        -> NameRecord
    {
        NameRecord(platform: platform, encoding: encoding, language: language, nameID: nameID, bytes: bytes)
    }

    /// `text` as UTF-16BE bytes.
    static func utf16(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    @Test func usEnglishWindowsRecordsWinWhereverTheyStand() {
        let table = NameTable(records: [
            Self.record(1, 0, 0, 1, Array("Mac".utf8)),
            Self.record(3, 1, 0x407, 1, Self.utf16("German")),
            Self.record(3, 1, 0x409, 1, Self.utf16("English")),
            Self.record(0, 3, 0, 1, Self.utf16("Unicode")),
        ])
        #expect(table.text(1) == "English")
    }

    @Test func theFirstWindowsRecordComesBeforeMacintoshAndUnicodeOnes() {
        let table = NameTable(records: [
            Self.record(0, 3, 0, 2, Self.utf16("Unicode")),
            Self.record(1, 0, 0, 2, Array("Mac".utf8)),
            Self.record(3, 1, 0x407, 2, Self.utf16("Fett")),
            Self.record(3, 10, 0x40C, 2, Self.utf16("Gras")),
        ])
        #expect(table.text(2) == "Fett")
    }

    @Test func macintoshRomanInEnglishThenAnyMacintoshRomanThenUnicode() {
        let mac = NameTable(records: [
            Self.record(0, 3, 0, 6, Self.utf16("Unicode")),
            Self.record(1, 0, 2, 6, Array("Deutsch".utf8)),
            Self.record(1, 0, 0, 6, [0x43, 0x61, 0x66, 0x8E]),
        ])
        #expect(mac.text(6) == "Café")
        let unicode = NameTable(records: [
            Self.record(1, 1, 0, 6, Array("Japanese encoding".utf8)),
            Self.record(0, 3, 0, 6, Self.utf16("Unicode")),
        ])
        #expect(unicode.text(6) == "Unicode")
    }

    @Test func emptyRecordsOtherEncodingsAndMissingNamesGiveNothing() {
        let table = NameTable(records: [
            Self.record(3, 1, 0x409, 16, []),
            Self.record(3, 2, 0x409, 16, Self.utf16("Shift JIS")),
            Self.record(3, 1, 0x407, 16, Self.utf16("Familie")),
            Self.record(3, 1, 0x409, 17, [0x00, 0x41, 0x00]),
        ])
        #expect(table.text(16) == "Familie")
        #expect(table.text(17) == nil)
        #expect(table.text(25) == nil)
    }

    /// Foundation's `.macOSRoman` on Linux reads 0x8E as `±`; the record reads Apple's table.
    @Test func macintoshRomanBytesDecodeAsApplesTable() {
        let bytes: [UInt8] = [0x41, 0x80, 0x8E, 0xA5, 0xCA, 0xD0, 0xDB, 0xF0, 0xFF]
        #expect(Self.record(1, 0, 0, 1, bytes).text == "A\u{C4}\u{E9}\u{2022}\u{A0}\u{2013}\u{20AC}\u{F8FF}\u{2C7}")
    }

    @Test func utf16DecodesEveryPlaneAndRepairsUnpairedSurrogates() {
        let text = "A\u{E9}\u{4E2D}\u{1F600}"
        #expect(Self.record(3, 1, 0x409, 1, Self.utf16(text)).text == text)
        let unpaired: [UInt8] = [0xD8, 0x3D, 0x00, 0x41, 0xDE, 0x00, 0xD8, 0x3D]
        #expect(Self.record(3, 1, 0x409, 1, unpaired).text == "\u{FFFD}A\u{FFFD}\u{FFFD}")
        let units: [UInt16] = [0xD83D, 0x0041, 0xDE00, 0xD83D]
        #expect(String(decoding: units, as: UTF16.self) == "\u{FFFD}A\u{FFFD}\u{FFFD}")
    }
}
