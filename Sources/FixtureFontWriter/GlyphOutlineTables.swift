/// The outline tables `glyf`, `loca` and `hmtx`: every glyph of a font is the same stem — a filled bar, so it has
/// ink — as wide as a quarter of the font's weight class, leaning right in an italic font, so that a picture of text
/// tells the faces of a family apart.
enum GlyphOutlineTables {
    /// The bounds every stem stays within, in font units (1000 per em).
    static let xMin: Int16 = 50
    static let yMin: Int16 = 0
    static let xMax: Int16 = 450
    static let yMax: Int16 = 700
    /// Every glyph's advance width.
    static let advanceWidth: UInt16 = 500
    /// How far an italic stem's top sits right of its bottom.
    static let italicLean: Int16 = 100
    /// The points and contours of a glyph, for `maxp`.
    static let pointCount = 4
    static let contourCount = 1

    /// The glyph of `font`: one clockwise contour of four on-curve points, `weightClass / 4` units wide (20 to 300).
    static func stem(_ font: FixtureFont) -> [UInt8] {
        let width = Int16(max(20, min(300, Int(font.weightClass) / 4)))
        let lean = font.isItalic ? italicLean : 0
        var glyph = ByteBuffer()
        glyph.i16(Int16(contourCount))  // numberOfContours
        glyph.i16(xMin)
        glyph.i16(yMin)
        glyph.i16(xMin + width + lean)
        glyph.i16(yMax)
        glyph.u16(3)  // endPtsOfContours[0]
        glyph.u16(0)  // instructionLength
        for _ in 0..<pointCount { glyph.u8(0x01) }  // ON_CURVE_POINT, 16-bit deltas
        // Bottom left, top left, top right, bottom right, as deltas from the previous point.
        for delta: Int16 in [xMin, lean, width, -lean] { glyph.i16(delta) }
        for delta: Int16 in [yMin, yMax - yMin, 0, yMin - yMax] { glyph.i16(delta) }
        return glyph.bytes
    }

    static func glyf(_ font: FixtureFont, _ glyphs: GlyphMap) -> [UInt8] {
        let glyph = stem(font)
        var table = ByteBuffer(capacity: glyph.count * glyphs.glyphCount)
        for _ in 0..<glyphs.glyphCount { table.append(glyph) }
        return table.bytes
    }

    /// Short offsets (offset / 2); `head.indexToLocFormat` is 0.
    static func loca(_ font: FixtureFont, _ glyphs: GlyphMap) -> [UInt8] {
        let length = stem(font).count
        var table = ByteBuffer()
        for index in 0...glyphs.glyphCount { table.u16(clamping: index * length / 2) }
        return table.bytes
    }

    static func hmtx(_ glyphs: GlyphMap) -> [UInt8] {
        var table = ByteBuffer()
        for _ in 0..<glyphs.glyphCount {
            table.u16(advanceWidth)
            table.i16(xMin)
        }
        return table.bytes
    }
}
