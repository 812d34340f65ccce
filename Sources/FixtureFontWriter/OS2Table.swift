/// The `OS/2` table, version 4: weight, width, style bits, and the Unicode ranges and code pages covered.
enum OS2Table {
    /// `ulUnicodeRange` bits and the blocks they stand for.
    private static let unicodeRanges: [(bit: Int, range: ClosedRange<UInt32>)] = [
        (0, 0x0000...0x007F),  // Basic Latin
        (1, 0x0080...0x00FF),  // Latin-1 Supplement
        (13, 0x0600...0x06FF),  // Arabic
        (48, 0x3000...0x303F),  // CJK Symbols and Punctuation
        (49, 0x3040...0x309F),  // Hiragana
        (50, 0x30A0...0x30FF),  // Katakana
        (57, 0x10000...0x10FFFF),  // Non-Plane 0
        (59, 0x4E00...0x9FFF),  // CJK Unified Ideographs
        (60, 0xE000...0xF8FF),  // Private Use Area
    ]

    /// `ulCodePageRange` bits and the scripts that call for them.
    private static let codePages: [(bit: Int, range: ClosedRange<UInt32>)] = [
        (0, 0x0041...0x007A),  // 1252 Latin 1
        (6, 0x0621...0x064A),  // 1256 Arabic
        (17, 0x3040...0x30FF),  // 932 JIS/Japan
    ]

    static func data(_ font: FixtureFont, glyphs: GlyphMap) -> [UInt8] {
        let unicodeRange = bits(unicodeRanges, covering: glyphs.codePoints, words: 4)
        let codePageRange = bits(codePages, covering: glyphs.codePoints, words: 2)
        var fsSelection: UInt16 = 0
        if font.isItalic { fsSelection |= 1 << 0 }
        if font.isBold { fsSelection |= 1 << 5 }
        if !font.isItalic && !font.isBold { fsSelection |= 1 << 6 }

        var table = ByteBuffer()
        table.u16(4)  // version
        table.i16(Int16(GlyphOutlineTables.advanceWidth))  // xAvgCharWidth
        table.u16(font.weightClass)
        table.u16(font.widthClass)
        table.u16(0)  // fsType: installable embedding
        for value: Int16 in [650, 600, 0, 75, 650, 600, 0, 350] { table.i16(value) }  // sub- and superscripts
        table.i16(50)  // yStrikeoutSize
        table.i16(300)  // yStrikeoutPosition
        table.i16(0)  // sFamilyClass
        for _ in 0..<10 { table.u8(0) }  // panose: any
        for word in unicodeRange { table.u32(word) }
        table.tag("FFIX")  // achVendID
        table.u16(fsSelection)
        table.u16(UInt16(clamping: glyphs.codePoints.first ?? 0))  // usFirstCharIndex
        table.u16(UInt16(clamping: glyphs.codePoints.last ?? 0))  // usLastCharIndex
        table.i16(800)  // sTypoAscender
        table.i16(-200)  // sTypoDescender
        table.i16(0)  // sTypoLineGap
        table.u16(800)  // usWinAscent
        table.u16(200)  // usWinDescent
        for word in codePageRange { table.u32(word) }
        table.i16(500)  // sxHeight
        table.i16(GlyphOutlineTables.yMax)  // sCapHeight
        table.u16(0)  // usDefaultChar
        table.u16(0x20)  // usBreakChar
        table.u16(0)  // usMaxContext
        return table.bytes
    }

    /// The bit set, as `words` 32-bit words, of every entry whose range holds one of `codePoints`.
    private static func bits(
        _ table: [(bit: Int, range: ClosedRange<UInt32>)],
        covering codePoints: [UInt32],
        words: Int
    ) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: words)
        for entry in table where codePoints.contains(where: entry.range.contains) {
            result[entry.bit / 32] |= 1 << UInt32(entry.bit % 32)
        }
        return result
    }
}
