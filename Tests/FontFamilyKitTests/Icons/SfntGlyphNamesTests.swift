import FixtureFontWriter
import Foundation
import Testing

@testable import FontFamilyKit

/// The font's own glyph names, read with a bounds-checked sfnt reader: right on good files, silent on bad ones.
@Suite struct SfntGlyphNamesTests {
    static let iconBytes = [UInt8](FixtureFontWriter.data(for: FixtureSet.iconFont))
    static let iconCodePoints = Set(FixtureSet.icons.map(\.codePoint))
    static let iconNames = Dictionary(uniqueKeysWithValues: FixtureSet.icons.map { ($0.codePoint, $0.fontClass) })

    /// A font with glyphs above U+FFFF, so that its `cmap` has a format 12 subtable.
    static let wideFont = FixtureFont(
        family: "Wide Icons", style: "Regular", postScriptName: "WideIcons",
        codePoints: [0x41, 0xE000, 0xF_0001, 0x10_FFFD],
        glyphNames: [0x41: "A", 0xE000: "first", 0xF_0001: "plane15", 0x10_FFFD: "last"])

    @Test func readsTheFixtureIconFontsPostNames() {
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: Self.iconBytes, faceIndex: 0) == Self.iconNames)
    }

    @Test func readsOnlyTheCodePointsAskedFor() {
        #expect(SfntGlyphNames.names(of: [0xE609, 0xE6FF], in: Self.iconBytes, faceIndex: 0) == [0xE609: "close"])
    }

    @Test func readsFormat12BeyondTheBasicMultilingualPlane() {
        let bytes = [UInt8](FixtureFontWriter.data(for: Self.wideFont))
        #expect(
            SfntGlyphNames.names(of: [0xE000, 0xF_0001, 0x10_FFFD, 0x10_FFFC], in: bytes, faceIndex: 0)
                == [0xE000: "first", 0xF_0001: "plane15", 0x10_FFFD: "last"])
    }

    @Test func aFontWithoutPostNamesNamesNothing() {
        var font = FixtureSet.iconFont
        font.glyphNames = [:]
        let bytes = [UInt8](FixtureFontWriter.data(for: font))
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: bytes, faceIndex: 0) == [:])
    }

    @Test func collectionsAreReadAtTheFacesIndex() {
        let collection = Self.collection(of: [FixtureFontWriter.data(for: Self.wideFont), Data(Self.iconBytes)])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: collection, faceIndex: 1) == Self.iconNames)
        #expect(SfntGlyphNames.names(of: [0xE000], in: collection, faceIndex: 0) == [0xE000: "first"])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: collection, faceIndex: 0) == [:])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: collection, faceIndex: 2) == [:])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: collection, faceIndex: -1) == [:])
    }

    @Test func aSingleFontHasNoSecondFace() {
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: Self.iconBytes, faceIndex: 1) == [:])
    }

    @Test func webFontsAndOtherFilesNameNothing() {
        let woff = Array("wOFF".utf8) + Self.iconBytes.dropFirst(4)
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: woff, faceIndex: 0) == [:])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: [], faceIndex: 0) == [:])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, in: Array("hello".utf8), faceIndex: 0) == [:])
        #expect(SfntGlyphNames.names(of: Self.iconCodePoints, inFile: "/no/such/font.ttf", faceIndex: 0) == [:])
    }

    @Test func everyTruncationReadsAllOrNothing() {
        for length in 0..<Self.iconBytes.count {
            let names = SfntGlyphNames.names(
                of: Self.iconCodePoints, in: Array(Self.iconBytes.prefix(length)), faceIndex: 0)
            #expect(names.isEmpty || names == Self.iconNames, "prefix of \(length) bytes")
        }
    }

    @Test func corruptedBytesNeverTrap() {
        var generator = SplitMix64(seed: 5)
        let collection = Self.collection(of: [Data(Self.iconBytes), FixtureFontWriter.data(for: Self.wideFont)])
        for round in 0..<3000 {
            var bytes = round.isMultiple(of: 2) ? Self.iconBytes : collection
            for _ in 0..<(1 + round % 8) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes[position] = round.isMultiple(of: 3) ? 0xFF : UInt8(truncatingIfNeeded: generator.next())
            }
            let names = SfntGlyphNames.names(of: Self.iconCodePoints, in: bytes, faceIndex: round % 3)
            #expect(names.keys.allSatisfy(Self.iconCodePoints.contains))
        }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SplitMix64(seed: 7)
        let headers: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("ttcf".utf8), Array("true".utf8)]
        for round in 0..<2000 {
            let length = Int(generator.next() % 600)
            let random = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let bytes = headers[round % headers.count] + random
            let names = SfntGlyphNames.names(of: Self.iconCodePoints, in: bytes, faceIndex: round % 2)
            #expect(names.keys.allSatisfy(Self.iconCodePoints.contains))
        }
    }

    @Test func format4GlyphIDArraysAreFollowed() {
        var cmap = Bytes()
        cmap.u16(0, 1, 3, 1)
        cmap.u32(12)
        // One segment E000–E001 read through the glyph ID array, and the closing FFFF segment.
        cmap.u16(4, 36, 0, 4, 4, 1, 0)
        cmap.u16(0xE001, 0xFFFF, 0, 0xE000, 0xFFFF, 0, 1, 4, 0, 5, 7)
        #expect(
            SfntCharacterMap.glyphIDs(of: [0xE000, 0xE001, 0xE002], in: SfntBytes(cmap.bytes)) == [
                0xE000: 5, 0xE001: 7,
            ])
        #expect(SfntCharacterMap.glyphIDs(of: [0xE000], in: SfntBytes(Array(cmap.bytes.dropLast(4)))) == [:])
    }

    @Test func postVersion2MixesStandardAndStoredNames() throws {
        var post = Bytes()
        post.u32(0x0002_0000)
        post.bytes += [UInt8](repeating: 0, count: 28)
        post.u16(4, 0, 36, 258, 259)
        post.bytes += [3] + Array("abc".utf8) + [2, 0xC3, 0xA9]
        let names = try #require(SfntPostGlyphNames(SfntBytes(post.bytes)))
        #expect((0..<5).map(names.name(ofGlyph:)) == [".notdef", "A", "abc", nil, nil])
    }

    @Test func postVersion1UsesTheStandardOrderAndVersion3NamesNothing() throws {
        let version1 = try #require(SfntPostGlyphNames(SfntBytes([0, 1, 0, 0])))
        #expect(version1.name(ofGlyph: 3) == "space")
        #expect(version1.name(ofGlyph: 257) == "dcroat")
        #expect(version1.name(ofGlyph: 258) == nil)
        #expect(SfntPostGlyphNames(SfntBytes([0, 3, 0, 0])) == nil)
        #expect(MacintoshGlyphNames.names.count == 258)
        #expect(Set(MacintoshGlyphNames.names).count == 258)
    }

    /// A TrueType collection of `fonts`, their table offsets moved to where each font now starts.
    static func collection(of fonts: [Data]) -> [UInt8] {
        var header = Bytes()
        header.bytes += Array("ttcf".utf8)
        header.u32(0x0001_0000, UInt32(fonts.count))
        var offset = 12 + 4 * fonts.count
        var body: [UInt8] = []
        for font in fonts {
            header.u32(UInt32(offset))
            var bytes = [UInt8](font)
            let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
            for table in 0..<tableCount {
                let field = 12 + 16 * table + 8
                let old = bytes[field..<(field + 4)].reduce(0) { $0 << 8 | Int($1) }
                let moved = old + offset
                for index in 0..<4 { bytes[field + index] = UInt8(truncatingIfNeeded: moved >> (24 - 8 * index)) }
            }
            body += bytes
            offset += bytes.count
        }
        return header.bytes + body
    }
}

/// Big-endian bytes for hand-built tables.
private struct Bytes {
    var bytes: [UInt8] = []

    mutating func u16(_ values: UInt16...) {
        for value in values { bytes += [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)] }
    }

    mutating func u32(_ values: UInt32...) {
        for value in values { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    }
}

/// A seeded generator, so that every run tries the same corruptions.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
