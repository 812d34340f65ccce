/// One record of a font's `name` table, as FreeType hands it out (`FT_Get_Sfnt_Name`): the platform, encoding and
/// language it is written for, its name ID, and its bytes.
struct NameRecord: Hashable, Sendable {
    /// The platform: 0 Unicode, 1 Macintosh, 3 Windows.
    let platform: Int
    /// The platform's encoding: 0 Roman on Macintosh; 0 Symbol, 1 Unicode BMP, 10 Unicode full on Windows.
    let encoding: Int
    /// The language: 0x409 US English on Windows, 0 English on Macintosh.
    let language: Int
    /// What the name is: 1 family, 2 subfamily, 6 PostScript name, 16 typographic family, 25 variations PostScript
    /// name prefix, 256 and up the font's own names (axis and instance names).
    let nameID: Int
    /// The string's bytes, in the record's encoding.
    let bytes: [UInt8]

    /// Windows records in a Unicode (or symbol) encoding, which hold UTF-16BE.
    var isWindows: Bool { platform == 3 && [0, 1, 10].contains(encoding) }
    /// Macintosh records in the Roman encoding.
    var isMacRoman: Bool { platform == 1 && encoding == 0 }

    /// The record's text: UTF-16BE for Windows and Unicode records, Mac Roman for Macintosh Roman ones; `nil` for
    /// another encoding or bytes that do not decode.
    var text: String? {
        if isWindows || platform == 0 {
            guard bytes.count.isMultiple(of: 2) else { return nil }
            return Self.utf16BigEndian(bytes)
        }
        if isMacRoman { return Self.macRoman(bytes) }
        return nil
    }

    /// The Mac OS Roman text in `bytes`: ASCII below 0x80, the table of Apple's `ROMAN.TXT` above (0xDB the euro
    /// sign, 0xF0 the Apple logo's private-use code point).
    private static func macRoman(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(macRomanHighHalf[Int(byte) - 0x80])
            text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(text)
    }

    /// The code points of Mac OS Roman's bytes 0x80 to 0xFF.
    private static let macRomanHighHalf: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1,  // 0x80
        0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,  // 0x88
        0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,  // 0x90
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,  // 0x98
        0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,  // 0xA0
        0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,  // 0xA8
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211,  // 0xB0
        0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,  // 0xB8
        0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,  // 0xC0
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,  // 0xC8
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA,  // 0xD0
        0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,  // 0xD8
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,  // 0xE0
        0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,  // 0xE8
        0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,  // 0xF0
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,  // 0xF8
    ]

    /// The UTF-16BE text in `bytes` (of even length), each unpaired surrogate read as U+FFFD as the standard library
    /// reads it; transcoded to UTF-8 here, where the standard library's generic UTF-16 decoding costs several times
    /// more.
    private static func utf16BigEndian(_ bytes: [UInt8]) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            let unit = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
            position += 2
            var scalar = unit
            if (0xD800...0xDBFF).contains(unit), position < bytes.count {
                let low = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((unit - 0xD800) << 10 | (low - 0xDC00))
                    position += 2
                }
            }
            UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
