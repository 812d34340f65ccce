/// The header tables `head`, `hhea` and `maxp`.
enum FontHeaderTables {
    /// 2024-01-01 00:00:00 UTC in seconds since 1904-01-01: fixed, so the output is byte-deterministic.
    static let timestamp: Int64 = 3_786_912_000
    /// The byte offset of `checkSumAdjustment` within `head`.
    static let checkSumAdjustmentOffset = 8

    static func head(_ font: FixtureFont) -> [UInt8] {
        var macStyle: UInt16 = 0
        if font.isBold { macStyle |= 1 << 0 }
        if font.isItalic { macStyle |= 1 << 1 }
        if font.widthClass < 5 { macStyle |= 1 << 5 }
        if font.widthClass > 5 { macStyle |= 1 << 6 }
        var table = ByteBuffer()
        table.u32(0x0001_0000)  // version
        table.u32(font.fontRevision)  // fontRevision
        table.u32(0)  // checkSumAdjustment, set once the whole font is assembled
        table.u32(0x5F0F_3CF5)  // magicNumber
        table.u16(0x0003)  // flags: baseline at y = 0, left sidebearing at x = 0
        table.u16(1000)  // unitsPerEm
        table.i64(timestamp)  // created
        table.i64(timestamp)  // modified
        table.i16(GlyphOutlineTables.xMin)
        table.i16(GlyphOutlineTables.yMin)
        table.i16(GlyphOutlineTables.xMax)
        table.i16(GlyphOutlineTables.yMax)
        table.u16(macStyle)
        table.u16(8)  // lowestRecPPEM
        table.i16(2)  // fontDirectionHint
        table.i16(0)  // indexToLocFormat: short offsets
        table.i16(0)  // glyphDataFormat
        return table.bytes
    }

    static func hhea(_ glyphs: GlyphMap) -> [UInt8] {
        var table = ByteBuffer()
        table.u32(0x0001_0000)
        table.i16(800)  // ascender
        table.i16(-200)  // descender
        table.i16(0)  // lineGap
        table.u16(GlyphOutlineTables.advanceWidth)  // advanceWidthMax
        table.i16(GlyphOutlineTables.xMin)  // minLeftSideBearing
        table.i16(Int16(GlyphOutlineTables.advanceWidth) - GlyphOutlineTables.xMax)  // minRightSideBearing
        table.i16(GlyphOutlineTables.xMax)  // xMaxExtent
        table.i16(1)  // caretSlopeRise
        table.i16(0)  // caretSlopeRun
        table.i16(0)  // caretOffset
        for _ in 0..<4 { table.i16(0) }  // reserved
        table.i16(0)  // metricDataFormat
        table.u16(clamping: glyphs.glyphCount)  // numberOfHMetrics
        return table.bytes
    }

    /// Version 1.0, as TrueType outlines require.
    static func maxp(_ glyphs: GlyphMap) -> [UInt8] {
        var table = ByteBuffer()
        table.u32(0x0001_0000)
        table.u16(clamping: glyphs.glyphCount)
        table.u16(clamping: GlyphOutlineTables.pointCount)  // maxPoints
        table.u16(clamping: GlyphOutlineTables.contourCount)  // maxContours
        table.u16(0)  // maxCompositePoints
        table.u16(0)  // maxCompositeContours
        table.u16(2)  // maxZones
        for _ in 0..<8 { table.u16(0) }  // twilight points … component depth
        return table.bytes
    }
}
