import FixtureFontWriter
import Foundation
import Testing

/// The `fvar`, `gvar` and `name` records the writer adds for a variable font, read back byte by byte.
@Suite struct VariableFixtureWriterTests {
    private let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.varySans))

    private func fixed(_ value: Double) -> UInt32 {
        UInt32(bitPattern: Int32(value * 65536))
    }

    @Test func variableFontHasFvarAndGvarInItsSortedChecksummedDirectory() throws {
        let data = FixtureFontWriter.data(for: FixtureSet.varySans)
        let tables = try reader.tables()
        #expect(
            tables.map(\.tag) == [
                "OS/2", "cmap", "fvar", "glyf", "gvar", "head", "hhea", "hmtx", "loca", "maxp", "name", "post",
            ])
        #expect(try reader.u16(6) == 128)  // searchRange for 12 tables
        #expect(try reader.u16(8) == 3)  // entrySelector
        #expect(try reader.u16(10) == 64)  // rangeShift
        for table in tables {
            #expect(table.offset % 4 == 0)
            var bytes = Array(data[table.offset..<(table.offset + (table.length + 3) / 4 * 4)])
            if table.tag == "head" { bytes.replaceSubrange(8..<12, with: [0, 0, 0, 0]) }
            #expect(SfntReader.checksum(bytes) == table.checksum, "\(table.tag)")
        }
        #expect(SfntReader.checksum(data) == 0xB1B0_AFBA)
    }

    @Test func fvarListsTheWeightAxisAndEveryNamedInstance() throws {
        let fvar = try reader.table("fvar")
        #expect(fvar.length == 16 + 20 + 5 * 10)
        let header = try (0..<8).map { try reader.u16(fvar.offset + $0 * 2) }
        #expect(header == [1, 0, 16, 2, 1, 20, 5, 10])
        let axis = fvar.offset + 16
        #expect(String(decoding: reader.bytes[axis..<axis + 4], as: UTF8.self) == "wght")
        #expect(try [reader.u32(axis + 4), reader.u32(axis + 8), reader.u32(axis + 12)] == [100, 400, 900].map(fixed))
        #expect(try [reader.u16(axis + 16), reader.u16(axis + 18)] == [0, 256])
        let instances = try (0..<5).map { index in
            let record = fvar.offset + 36 + index * 10
            return try [reader.u16(record), reader.u16(record + 2), reader.u16(record + 8)]
        }
        #expect(instances == [[257, 0, 262], [258, 0, 263], [259, 0, 264], [260, 0, 265], [261, 0, 266]])
        let coordinates = try (0..<5).map { try reader.u32(fvar.offset + 36 + $0 * 10 + 4) }
        #expect(coordinates == [100, 300, 400, 700, 900].map(fixed))
    }

    @Test func nameTableCarriesAxisInstanceAndPrefixNames() throws {
        let names = Dictionary(
            try reader.names().filter { $0.nameID >= 25 }.map { ($0.nameID, $0.value) }, uniquingKeysWith: { $1 })
        #expect(
            names == [
                25: "VarySans", 256: "Weight", 257: "Thin", 258: "Light", 259: "Regular", 260: "Bold", 261: "Black",
                262: "VarySans-Thin", 263: "VarySans-Light", 264: "VarySans-Regular", 265: "VarySans-Bold",
                266: "VarySans-Black",
            ])
        #expect(try reader.names().allSatisfy { $0.platformID == 3 && $0.encodingID == 1 && $0.languageID == 0x409 })
    }

    @Test func gvarHasNoVariationDataForAnyGlyph() throws {
        let gvar = try reader.table("gvar")
        let glyphCount = FixtureSet.latinCodePoints.count + 1
        #expect(gvar.length == 20 + (glyphCount + 1) * 2)
        #expect(try [reader.u16(gvar.offset), reader.u16(gvar.offset + 2), reader.u16(gvar.offset + 4)] == [1, 0, 1])
        #expect(try reader.u16(gvar.offset + 6) == 0)  // sharedTupleCount
        #expect(try reader.u32(gvar.offset + 8) == UInt32(gvar.length))  // sharedTuplesOffset: the end
        #expect(try reader.u16(gvar.offset + 12) == UInt16(glyphCount))
        #expect(try reader.u16(gvar.offset + 14) == 0)  // short offsets
        #expect(try reader.u32(gvar.offset + 16) == UInt32(gvar.length))
        #expect(try (0...glyphCount).allSatisfy { try reader.u16(gvar.offset + 20 + $0 * 2) == 0 })
    }

    @Test func instancesWithoutPostScriptNamesOrCoordinatesGetTheDefaults() throws {
        var font = FixtureFont(family: "Axes", style: "Regular", postScriptName: "Axes-Regular", codePoints: [0x41])
        font.variationAxes = [
            .weight(minimum: 100, defaultValue: 400, maximum: 900),
            FixtureVariationAxis(tag: "wdth", name: "Width", minimum: 75, defaultValue: 100, maximum: 125),
        ]
        font.namedInstances = [
            FixtureNamedInstance(styleName: "Medium Narrow", coordinates: [500.5, 87.25]),
            FixtureNamedInstance(styleName: "Heavy", postScriptName: "Axes-Heavy", coordinates: [850]),
        ]
        let reader = SfntReader(FixtureFontWriter.data(for: font))
        let fvar = try reader.table("fvar")
        #expect(try reader.u16(fvar.offset + 14) == 4 + 2 * 4 + 2)  // instanceSize with a PostScript name ID
        let first = fvar.offset + 16 + 2 * 20
        let second = first + 14
        #expect(try [reader.u32(first + 4), reader.u32(first + 8)] == [fixed(500.5), fixed(87.25)])
        #expect(try reader.u16(first + 12) == 0xFFFF)
        #expect(try [reader.u32(second + 4), reader.u32(second + 8)] == [fixed(850), fixed(100)])
        #expect(try [reader.u16(second), reader.u16(second + 12)] == [259, 261])
        let names = try reader.names().filter { $0.nameID >= 256 }.map { "\($0.nameID) \($0.value)" }
        #expect(names == ["256 Weight", "257 Width", "258 Medium Narrow", "259 Heavy", "261 Axes-Heavy"])

        font.namedInstances[1].postScriptName = nil
        let unnamed = SfntReader(FixtureFontWriter.data(for: font))
        #expect(try unnamed.u16(unnamed.table("fvar").offset + 14) == 4 + 2 * 4)
        #expect(try unnamed.table("fvar").length == 16 + 2 * 20 + 2 * 12)
    }

    /// Prefix Sans: three axes, the last one custom (`GRAD`, negative minimum), five instances of three coordinates
    /// each and no PostScript name ID; name ID 25 beside the family's own PostScript name.
    @Test func prefixSansHasACustomAxisAndInstancesWithoutPostScriptNames() throws {
        let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.prefixSans))
        let fvar = try reader.table("fvar")
        #expect(try (0..<8).map { try reader.u16(fvar.offset + $0 * 2) } == [1, 0, 16, 2, 3, 20, 5, 16])
        #expect(fvar.length == 16 + 3 * 20 + 5 * 16)
        let axes = try (0..<3).map { index in
            let axis = fvar.offset + 16 + index * 20
            let tag = String(decoding: reader.bytes[axis..<axis + 4], as: UTF8.self)
            return "\(tag) \(try [reader.u32(axis + 4), reader.u32(axis + 8), reader.u32(axis + 12)])"
        }
        #expect(
            axes == [
                "wght \([100, 400, 900].map(fixed))", "wdth \([75, 100, 100].map(fixed))",
                "GRAD \([-50, 0, 150].map(fixed))",
            ])
        let coordinates = try (0..<5).map { index in
            try (0..<3).map { try reader.u32(fvar.offset + 76 + index * 16 + 4 + $0 * 4) }
        }
        #expect(
            coordinates
                == [[300, 75, 0], [700, 75, 0], [300, 100, 0], [700, 100, 0], [900, 100, 0]].map { $0.map(fixed) })
        let names = try reader.names().filter { $0.nameID == 6 || $0.nameID >= 25 }.map { "\($0.nameID) \($0.value)" }
        #expect(
            names == [
                "6 PrefixSans-Regular", "25 PrefixSansVF", "256 Weight", "257 Width", "258 Grade",
                "259 Condensed Light",
                "260 Condensed Bold", "261 Light", "262 Bold", "263 Black",
            ])
    }

    /// Echo Display: name ID 6 with a space, no name ID 25, instances without a PostScript name ID.
    @Test func echoDisplayHasNoPrefixAndNoInstancePostScriptNames() throws {
        let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.echoDisplay))
        let fvar = try reader.table("fvar")
        #expect(try reader.u16(fvar.offset + 14) == 4 + 4)
        let names = try reader.names().filter { $0.nameID == 6 || $0.nameID >= 25 }.map { "\($0.nameID) \($0.value)" }
        #expect(
            names == ["6 Echo Display", "256 Weight", "257 Thin", "258 Light", "259 Regular", "260 Bold", "261 Black"])
    }

    /// Duo Sans's italic file: flagged italic in `OS/2`, `head` and `post`, with name ID 25 `DuoSans`.
    @Test func duoSansItalicIsFlaggedItalic() throws {
        let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.duoSansVariable[1]))
        #expect(try reader.u16(reader.table("OS/2").offset + 62) == 1)  // fsSelection: ITALIC
        #expect(try reader.u16(reader.table("head").offset + 44) == 2)  // macStyle: italic
        #expect(try reader.u32(reader.table("post").offset + 4) == fixed(-12))  // italicAngle
        let names = try reader.names().filter { [1, 2, 6, 25].contains($0.nameID) }.map { "\($0.nameID) \($0.value)" }
        #expect(names == ["1 Duo Sans", "2 Italic", "6 DuoSans-Italic", "25 DuoSans"])
    }

    @Test func withoutAxesTheFontStaysStatic() throws {
        let font = FixtureSet.papyrus[0]
        var instancesOnly = font
        instancesOnly.namedInstances = [FixtureNamedInstance(styleName: "Bold", postScriptName: "X", coordinates: [7])]
        #expect(FixtureFontWriter.data(for: instancesOnly) == FixtureFontWriter.data(for: font))
        let tags = try SfntReader(FixtureFontWriter.data(for: font)).tables().map(\.tag)
        #expect(!tags.contains("fvar") && !tags.contains("gvar"))
    }
}
