import FixtureFontWriter
import Foundation
import Testing

@Suite struct FixtureFontWriterTests {
    private let hostileNames = [
        "Quote \" and backslash \\", "line\nbreak\r\ttab\u{0}", "\u{202E}evil\u{202C}", "emoji 👩‍👩‍👧 🏳️‍🌈",
        String(repeating: "ゴ", count: 500), "", "*/ // \"\"\" \\(x)", "Cafe\u{301}",
    ]

    @Test func outputIsDeterministic() {
        for font in FixtureSet.standard {
            #expect(FixtureFontWriter.data(for: font) == FixtureFontWriter.data(for: font))
        }
        let icons = FixtureSet.iconFont
        var reordered = icons
        reordered.glyphNames = Dictionary(uniqueKeysWithValues: icons.glyphNames.reversed().map { ($0.key, $0.value) })
        reordered.codePoints = icons.codePoints.reversed() + icons.codePoints
        #expect(FixtureFontWriter.data(for: reordered) == FixtureFontWriter.data(for: icons))
    }

    @Test func tableDirectoryIsSortedAlignedAndChecksummed() throws {
        for font in FixtureSet.standard + [FixtureSet.iconFont] {
            let data = FixtureFontWriter.data(for: font)
            let reader = SfntReader(data)
            let tables = try reader.tables()
            #expect(try reader.u32(0) == 0x0001_0000)
            #expect(
                tables.map(\.tag) == ["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"])
            #expect(try reader.u16(6) == 128)  // searchRange for 10 tables
            #expect(try reader.u16(8) == 3)  // entrySelector
            #expect(try reader.u16(10) == 32)  // rangeShift
            #expect(data.count % 4 == 0)
            for table in tables {
                #expect(table.offset % 4 == 0)
                #expect(table.offset + table.length <= data.count)
                var bytes = Array(data[table.offset..<(table.offset + (table.length + 3) / 4 * 4)])
                if table.tag == "head" { bytes.replaceSubrange(8..<12, with: [0, 0, 0, 0]) }
                #expect(SfntReader.checksum(bytes) == table.checksum, "\(font.postScriptName) \(table.tag)")
            }
            #expect(SfntReader.checksum(data) == 0xB1B0_AFBA, "whole-font checksum of \(font.postScriptName)")
        }
    }

    @Test func headAndOS2CarryWeightWidthAndStyleBits() throws {
        let expectations: [(String, weight: UInt16, width: UInt16, fsSelection: UInt16, macStyle: UInt16)] = [
            ("GillSans", 400, 5, 0x40, 0),
            ("GillSans-BoldItalic", 700, 5, 0x21, 0x03),
            ("GillSans-UltraBold", 800, 5, 0x40, 0),
            ("GillSans-LightItalic", 300, 5, 0x01, 0x02),
            ("SourceSansPro-Bold", 700, 5, 0x20, 0x01),
            ("Papyrus-Condensed", 400, 3, 0x40, 0x20),
        ]
        for (name, weight, width, fsSelection, macStyle) in expectations {
            let font = try #require(FixtureSet.standard.first { $0.postScriptName == name })
            let reader = SfntReader(FixtureFontWriter.data(for: font))
            let os2 = try reader.table("OS/2")
            let head = try reader.table("head")
            #expect(os2.length == 96)
            #expect(try reader.u16(os2.offset) == 4)
            #expect(try reader.u16(os2.offset + 4) == weight, "\(name)")
            #expect(try reader.u16(os2.offset + 6) == width, "\(name)")
            #expect(try reader.u16(os2.offset + 62) == fsSelection, "\(name)")
            #expect(try reader.u16(head.offset + 44) == macStyle, "\(name)")
            #expect(try reader.u32(head.offset + 20) == 0, "\(name): fixed created date, high word")
            #expect(try reader.u32(head.offset + 24) == 3_786_912_000, "\(name): fixed created date")
        }
    }

    @Test func unicodeAndCodePageRangesFollowCoverage() throws {
        let cases: [(String, unicode: [UInt32], codePages: [UInt32])] = [
            ("GillSans", [0b11, 0, 0, 0], [1, 0]),
            ("Damascus", [1 << 0 | 1 << 13, 0, 0, 0], [1 << 6, 0]),
            ("ZenOldMincho-Regular", [0b11, 1 << 16 | 1 << 17 | 1 << 18 | 1 << 27, 0, 0], [1 << 0 | 1 << 17, 0]),
            ("iconfont", [0, 1 << 28, 0, 0], [0, 0]),
        ]
        for (name, unicode, codePages) in cases {
            let font = try #require(FixtureSet.standard.first { $0.postScriptName == name })
            let reader = SfntReader(FixtureFontWriter.data(for: font))
            let os2 = try reader.table("OS/2").offset
            #expect(try (0..<4).map { try reader.u32(os2 + 42 + $0 * 4) } == unicode, "\(name)")
            #expect(try (0..<2).map { try reader.u32(os2 + 78 + $0 * 4) } == codePages, "\(name)")
        }
    }

    @Test func nameRecordsDecodeToTheGivenStrings() throws {
        let font = try #require(FixtureSet.gillSans.first { $0.postScriptName == "GillSans-LightItalic" })
        let names = try SfntReader(FixtureFontWriter.data(for: font)).names()
        #expect(names.allSatisfy { $0.platformID == 3 && $0.encodingID == 1 && $0.languageID == 0x0409 })
        #expect(names.map(\.nameID) == [1, 2, 3, 4, 6, 16, 17])
        #expect(
            names.map(\.value) == [
                "Gill Sans Light", "Italic", "1.000;FFIX;GillSans-LightItalic", "Gill Sans Light Italic",
                "GillSans-LightItalic", "Gill Sans", "Light Italic",
            ])
    }

    @Test func hostileNamesRoundTripExactly() throws {
        for hostile in hostileNames {
            var font = FixtureFont(family: "X", style: "Regular", postScriptName: "X", codePoints: [0x41])
            font.familyName = hostile
            font.styleName = hostile + "s"
            font.fullName = hostile + "f"
            font.postScriptName = hostile + "p"
            font.typographicFamilyName = "t" + hostile
            font.typographicStyleName = "ts" + hostile
            font.localizedNames = [LocalizedFixtureName(windowsLanguageID: 0x0411, familyName: "j" + hostile)]
            let names = try SfntReader(FixtureFontWriter.data(for: font)).names()
            let byKey = Dictionary(uniqueKeysWithValues: names.map { ("\($0.languageID):\($0.nameID)", $0.value) })
            #expect(byKey["1033:1"] == hostile)
            #expect(byKey["1033:2"] == hostile + "s")
            #expect(byKey["1033:4"] == hostile + "f")
            #expect(byKey["1033:6"] == hostile + "p")
            #expect(byKey["1033:16"] == "t" + hostile)
            #expect(byKey["1033:17"] == "ts" + hostile)
            #expect(byKey["1041:1"] == "j" + hostile)
            #expect(byKey["1041:16"] == "j" + hostile)
        }
    }

    @Test func defaultFileNameIsSafe() {
        let font = FixtureFont(family: "F", style: "Regular", postScriptName: "a/b\u{202E}c ü", codePoints: [])
        #expect(font.fileName == "a_b_c__.ttf")
        #expect(
            FixtureFont(family: "F", style: "Regular", postScriptName: "", codePoints: []).fileName == "unnamed.ttf")
    }

    @Test func legacyNamesFollowTheRibbiModel() {
        let light = FixtureFont(
            family: "Source Sans Pro", style: "Semibold Italic", postScriptName: "SourceSansPro-SemiboldIt",
            weightClass: 600, isItalic: true, codePoints: [])
        #expect(light.familyName == "Source Sans Pro Semibold")
        #expect(light.styleName == "Italic")
        #expect(light.typographicFamilyName == "Source Sans Pro")
        #expect(light.typographicStyleName == "Semibold Italic")
        #expect(light.isBold == false)
        let bold = FixtureFont(family: "Damascus", style: "Bold", postScriptName: "DamascusBold", codePoints: [])
        #expect(bold.familyName == "Damascus")
        #expect(bold.styleName == "Bold")
        #expect(bold.typographicFamilyName == nil)
        #expect(bold.isBold)
        #expect(bold.fullName == "Damascus Bold")
    }

    @Test func codePointsAboveTheBMPGetAFormat12Subtable() throws {
        let font = FixtureFont(
            family: "Emoji", style: "Regular", postScriptName: "Emoji",
            codePoints: [0x41, 0x42, 0x1F600, 0x1F601, 0x1F603, 0xD800, 0x110000])
        let reader = SfntReader(FixtureFontWriter.data(for: font))
        let subtables = try reader.cmapSubtables()
        #expect(subtables.map(\.platform) == [3, 3])
        #expect(subtables.map(\.encoding) == [1, 10])
        #expect(subtables.map(\.format) == [4, 12])
        let groups = try reader.format12Groups()
        #expect(groups.map(\.0) == [0x41, 0x1F600, 0x1F603])
        #expect(groups.map(\.1) == [0x42, 0x1F601, 0x1F603])
        #expect(groups.map(\.2) == [1, 3, 5])
        let maxp = try reader.table("maxp").offset
        #expect(try reader.u16(maxp + 4) == 6)  // .notdef + five valid code points
    }

    @Test func bmpOnlyFontsHaveOnlyFormat4() throws {
        let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.gillSans[0]))
        let subtables = try reader.cmapSubtables()
        #expect(subtables.map(\.encoding) == [1])
        #expect(subtables.map(\.format) == [4])
    }

    @Test func postTableNamesIconGlyphs() throws {
        let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.iconFont))
        #expect(try reader.u32(try reader.table("post").offset) == 0x0002_0000)
        #expect(try reader.postGlyphNames() == [".notdef"] + FixtureSet.icons.map(\.fontClass))
        let plain = SfntReader(FixtureFontWriter.data(for: FixtureSet.gillSans[0]))
        #expect(try plain.table("post").length == 32)
        #expect(try plain.u32(try plain.table("post").offset) == 0x0003_0000)
    }

    @Test func unnamedAndUnsafeGlyphNamesAreMadeValid() throws {
        let font = FixtureFont(
            family: "I", style: "Regular", postScriptName: "I", codePoints: [0x41, 0xE000, 0x1F600],
            glyphNames: [0xE000: "café icon"])
        let names = try SfntReader(FixtureFontWriter.data(for: font)).postGlyphNames()
        #expect(names == [".notdef", "uni0041", "caf__icon", "u1F600"])
    }

    @Test func everyGlyphHasInk() throws {
        let reader = SfntReader(FixtureFontWriter.data(for: FixtureSet.damascus[0]))
        let loca = try reader.table("loca").offset
        let glyphCount = Int(try reader.u16(try reader.table("maxp").offset + 4))
        #expect(glyphCount == 1 + 10 + (0x064A - 0x0621 + 1))
        for glyph in 0..<glyphCount {
            let length = (Int(try reader.u16(loca + glyph * 2 + 2)) - Int(try reader.u16(loca + glyph * 2))) * 2
            #expect(length == 34)
        }
    }

    @Test func theStemOfEachGillSansFaceIsItsOwn() throws {
        let glyphs = try FixtureSet.gillSans.map { font in
            let reader = SfntReader(FixtureFontWriter.data(for: font))
            let glyf = try reader.table("glyf")
            return try stride(from: 0, to: 34, by: 2).map { try reader.u16(glyf.offset + $0) }
        }
        #expect(Set(glyphs).count == 9)
    }
}
