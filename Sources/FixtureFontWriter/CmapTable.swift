/// The `cmap` table: format 4 for the Basic Multilingual Plane under Windows Unicode BMP (3, 1), plus format 12
/// under Windows Unicode full repertoire (3, 10) when a code point lies above U+FFFE.
enum CmapTable {
    static func data(_ glyphs: GlyphMap) -> [UInt8] {
        let needsFormat12 = glyphs.codePoints.contains { $0 >= 0xFFFF }
        let format4 = format4Subtable(glyphs)
        var table = ByteBuffer()
        table.u16(0)
        table.u16(needsFormat12 ? 2 : 1)
        let headerSize = 4 + (needsFormat12 ? 2 : 1) * 8
        table.u16(3)
        table.u16(1)
        table.u32(UInt32(headerSize))
        if needsFormat12 {
            table.u16(3)
            table.u16(10)
            table.u32(UInt32(headerSize + format4.count))
        }
        table.append(format4)
        if needsFormat12 { table.append(format12Subtable(glyphs)) }
        return table.bytes
    }

    /// Segment mapping to delta values; U+FFFF is left to the format 12 subtable, as it ends the last segment.
    private static func format4Subtable(_ glyphs: GlyphMap) -> [UInt8] {
        var segments = glyphs.ranges(in: 0...0xFFFE).map { range in
            (
                start: UInt16(range.start), end: UInt16(range.end),
                delta: UInt16(truncatingIfNeeded: range.glyph - Int(range.start))
            )
        }
        segments.append((start: 0xFFFF, end: 0xFFFF, delta: 1))
        let segCount = segments.count
        var power = 1
        var log = 0
        while power * 2 <= segCount {
            power *= 2
            log += 1
        }
        var table = ByteBuffer()
        table.u16(4)
        table.u16(clamping: 16 + segCount * 8)
        table.u16(0)
        table.u16(clamping: segCount * 2)
        table.u16(clamping: power * 2)
        table.u16(clamping: log)
        table.u16(clamping: segCount * 2 - power * 2)
        for segment in segments { table.u16(segment.end) }
        table.u16(0)
        for segment in segments { table.u16(segment.start) }
        for segment in segments { table.u16(segment.delta) }
        for _ in segments { table.u16(0) }
        return table.bytes
    }

    /// Segmented coverage of every code point.
    private static func format12Subtable(_ glyphs: GlyphMap) -> [UInt8] {
        let groups = glyphs.ranges(in: 0...0x10FFFF)
        var table = ByteBuffer()
        table.u16(12)
        table.u16(0)
        table.u32(UInt32(16 + groups.count * 12))
        table.u32(0)
        table.u32(UInt32(groups.count))
        for group in groups {
            table.u32(group.start)
            table.u32(group.end)
            table.u32(UInt32(group.glyph))
        }
        return table.bytes
    }
}
