/// The outline tables `glyf`, `loca` and `hmtx`: every glyph is the same closed rectangle, so it has ink.
enum GlyphOutlineTables {
    /// The rectangle's bounds, in font units (1000 per em).
    static let xMin: Int16 = 50
    static let yMin: Int16 = 0
    static let xMax: Int16 = 450
    static let yMax: Int16 = 700
    /// Every glyph's advance width.
    static let advanceWidth: UInt16 = 500

    /// One simple glyph: a single clockwise contour of four on-curve points.
    static let rectangle: [UInt8] = {
        var glyph = ByteBuffer()
        glyph.i16(1)  // numberOfContours
        glyph.i16(xMin)
        glyph.i16(yMin)
        glyph.i16(xMax)
        glyph.i16(yMax)
        glyph.u16(3)  // endPtsOfContours[0]
        glyph.u16(0)  // instructionLength
        for _ in 0..<4 { glyph.u8(0x01) }  // ON_CURVE_POINT, 16-bit deltas
        for delta: Int16 in [xMin, 0, xMax - xMin, 0] { glyph.i16(delta) }
        for delta: Int16 in [yMin, yMax - yMin, 0, yMin - yMax] { glyph.i16(delta) }
        return glyph.bytes
    }()

    static func glyf(_ glyphs: GlyphMap) -> [UInt8] {
        var table = ByteBuffer(capacity: rectangle.count * glyphs.glyphCount)
        for _ in 0..<glyphs.glyphCount { table.append(rectangle) }
        return table.bytes
    }

    /// Short offsets (offset / 2); `head.indexToLocFormat` is 0.
    static func loca(_ glyphs: GlyphMap) -> [UInt8] {
        var table = ByteBuffer()
        for index in 0...glyphs.glyphCount { table.u16(clamping: index * rectangle.count / 2) }
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
