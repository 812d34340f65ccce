/// The `post` table: version 2.0 with glyph names when the face has any, otherwise version 3.0.
enum PostTable {
    static func data(_ font: FixtureFont, glyphs: GlyphMap) -> [UInt8] {
        var table = ByteBuffer()
        table.u32(font.glyphNames.isEmpty ? 0x0003_0000 : 0x0002_0000)
        table.u32(font.isItalic ? 0xFFF4_0000 : 0)  // italicAngle, -12 degrees for italics
        table.i16(-100)  // underlinePosition
        table.i16(50)  // underlineThickness
        for _ in 0..<5 { table.u32(0) }  // isFixedPitch, minMemType42, maxMemType42, minMemType1, maxMemType1
        guard !font.glyphNames.isEmpty else { return table.bytes }

        table.u16(clamping: glyphs.glyphCount)
        table.u16(0)  // .notdef, from the standard Macintosh glyph order
        var strings = ByteBuffer()
        for (index, codePoint) in glyphs.codePoints.enumerated() {
            table.u16(clamping: 258 + index)
            let name = glyphName(font.glyphNames[codePoint], codePoint: codePoint)
            strings.u8(UInt8(name.count))
            strings.append(name)
        }
        table.append(strings.bytes)
        return table.bytes
    }

    /// A valid glyph name: the given one made ASCII-safe, or `uniXXXX` / `uXXXXX` when none is given.
    private static func glyphName(_ given: String?, codePoint: UInt32) -> [UInt8] {
        guard let given, !given.isEmpty else {
            let hex = String(codePoint, radix: 16, uppercase: true)
            let name = codePoint > 0xFFFF ? "u" + hex : "uni" + String(repeating: "0", count: 4 - hex.count) + hex
            return Array(name.utf8)
        }
        let safe = given.unicodeScalars.prefix(63).map { scalar -> UInt8 in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": UInt8(truncatingIfNeeded: scalar.value)
            default: UInt8(ascii: "_")
            }
        }
        return safe
    }
}
