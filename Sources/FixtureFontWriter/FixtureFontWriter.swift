import Foundation

/// Writes minimal, valid TrueType fonts for tests and benchmarks; a font with
/// ``FixtureFont/variationAxes`` is written as a variable font.
///
/// The output is byte-deterministic: fixed dates in `head`, tables sorted by tag and padded to four bytes, every
/// table checksum and `head.checkSumAdjustment` computed as the OpenType specification says.
public enum FixtureFontWriter {
    /// The bytes of a TrueType (sfnt version 0x00010000) file for `font`.
    public static func data(for font: FixtureFont) -> Data {
        Data(bytes(for: font))
    }

    /// Writes every font into `directory` under its ``FixtureFont/fileName``, creating the directory if needed;
    /// a later font with the same file name replaces an earlier one.
    ///
    /// - Throws: ``FixtureWriteError/cannotWrite(path:)`` naming the directory or file that could not be written.
    public static func write(_ fonts: [FixtureFont], to directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FixtureWriteError.cannotWrite(path: directory.path)
        }
        for font in fonts {
            let url = directory.appendingPathComponent(font.fileName)
            do {
                try data(for: font).write(to: url)
            } catch {
                throw FixtureWriteError.cannotWrite(path: url.path)
            }
        }
    }

    /// The bytes of a TrueType file for `font`, as an array.
    static func bytes(for font: FixtureFont) -> [UInt8] {
        let glyphs = GlyphMap(font)
        var tables: [(tag: String, data: [UInt8])] = [
            ("OS/2", OS2Table.data(font, glyphs: glyphs)),
            ("cmap", CmapTable.data(glyphs)),
            ("glyf", GlyphOutlineTables.glyf(font, glyphs)),
            ("head", FontHeaderTables.head(font)),
            ("hhea", FontHeaderTables.hhea(glyphs)),
            ("hmtx", GlyphOutlineTables.hmtx(glyphs)),
            ("loca", GlyphOutlineTables.loca(font, glyphs)),
            ("maxp", FontHeaderTables.maxp(glyphs)),
            ("name", NameTable.data(font)),
        ]
        if font.hasPostTable { tables.append(("post", PostTable.data(font, glyphs: glyphs))) }
        if !font.variationAxes.isEmpty {
            tables.append(("fvar", VariationTables.fvar(font)))
            tables.append(("gvar", VariationTables.gvar(font, glyphs: glyphs)))
        }
        tables.sort { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }

        var power = 1
        var log = 0
        while power * 2 <= tables.count {
            power *= 2
            log += 1
        }
        var file = ByteBuffer(capacity: 12 + tables.count * 16 + tables.reduce(0) { $0 + $1.data.count + 3 })
        file.u32(0x0001_0000)
        file.u16(clamping: tables.count)
        file.u16(clamping: power * 16)  // searchRange
        file.u16(clamping: log)  // entrySelector
        file.u16(clamping: tables.count * 16 - power * 16)  // rangeShift
        var offset = 12 + tables.count * 16
        var headOffset: Int?
        for table in tables {
            file.tag(table.tag)
            file.u32(ByteBuffer.checksum(table.data))
            file.u32(UInt32(offset))
            file.u32(UInt32(table.data.count))
            if table.tag == "head" { headOffset = offset }
            offset += (table.data.count + 3) / 4 * 4
        }
        for table in tables {
            file.append(table.data)
            file.padToFourBytes()
        }
        if let headOffset {
            let adjustment = 0xB1B0_AFBA &- ByteBuffer.checksum(file.bytes)
            file.setU32(adjustment, at: headOffset + FontHeaderTables.checkSumAdjustmentOffset)
        }
        return file.bytes
    }
}
