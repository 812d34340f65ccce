import Foundation

@testable import FontFamilyCatalog

/// A small, independent reader of sfnt files, to check what the fixture writer wrote.
struct SfntReader {
    struct TableRecord: Equatable {
        let tag: String
        let checksum: UInt32
        let offset: Int
        let length: Int
    }

    struct NameRecord: Equatable {
        let platformID: UInt16
        let encodingID: UInt16
        let languageID: UInt16
        let nameID: UInt16
        let value: String
    }

    enum ReadError: Error { case outOfBounds(Int), missingTable(String) }

    let bytes: [UInt8]

    init(_ data: Data) { bytes = Array(data) }

    func u16(_ offset: Int) throws -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { throw ReadError.outOfBounds(offset) }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func u32(_ offset: Int) throws -> UInt32 {
        try UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2))
    }

    func tables() throws -> [TableRecord] {
        let count = Int(try u16(4))
        return try (0..<count).map { index in
            let base = 12 + index * 16
            guard base + 16 <= bytes.count else { throw ReadError.outOfBounds(base) }
            return TableRecord(
                tag: String(decoding: bytes[base..<base + 4], as: UTF8.self), checksum: try u32(base + 4),
                offset: Int(try u32(base + 8)), length: Int(try u32(base + 12)))
        }
    }

    func table(_ tag: String) throws -> (offset: Int, length: Int) {
        guard let record = try tables().first(where: { $0.tag == tag }) else { throw ReadError.missingTable(tag) }
        return (record.offset, record.length)
    }

    func names() throws -> [NameRecord] {
        let base = try table("name").offset
        let count = Int(try u16(base + 2))
        let storage = base + Int(try u16(base + 4))
        return try (0..<count).map { index in
            let record = base + 6 + index * 12
            let length = Int(try u16(record + 8))
            let start = storage + Int(try u16(record + 10))
            let units = try stride(from: start, to: start + length, by: 2).map { try u16($0) }
            return NameRecord(
                platformID: try u16(record), encodingID: try u16(record + 2), languageID: try u16(record + 4),
                nameID: try u16(record + 6), value: String(decoding: units, as: UTF16.self))
        }
    }

    /// The cmap's encoding records: (platform, encoding, subtable format).
    func cmapSubtables() throws -> [(platform: UInt16, encoding: UInt16, format: UInt16)] {
        let base = try table("cmap").offset
        return try (0..<Int(try u16(base + 2))).map { index in
            let record = base + 4 + index * 8
            return (try u16(record), try u16(record + 2), try u16(base + Int(try u32(record + 4))))
        }
    }

    /// The format 12 groups as (start, end, first glyph).
    func format12Groups() throws -> [(UInt32, UInt32, UInt32)] {
        let base = try table("cmap").offset
        for index in 0..<Int(try u16(base + 2)) {
            let subtable = base + Int(try u32(base + 4 + index * 8 + 4))
            guard try u16(subtable) == 12 else { continue }
            return try (0..<Int(try u32(subtable + 12))).map { group in
                let offset = subtable + 16 + group * 12
                return (try u32(offset), try u32(offset + 4), try u32(offset + 8))
            }
        }
        return []
    }

    /// The glyph names of a version 2.0 `post` table, in glyph order.
    func postGlyphNames() throws -> [String] {
        let base = try table("post").offset
        guard try u32(base) == 0x0002_0000 else { return [] }
        let count = Int(try u16(base + 32))
        let indices = try (0..<count).map { Int(try u16(base + 34 + $0 * 2)) }
        var custom: [String] = []
        var cursor = base + 34 + count * 2
        while cursor < base + (try table("post").length) {
            let length = Int(bytes[cursor])
            custom.append(String(decoding: bytes[cursor + 1..<cursor + 1 + length], as: UTF8.self))
            cursor += 1 + length
        }
        return indices.map { $0 < 258 ? ($0 == 0 ? ".notdef" : "mac\($0)") : custom[$0 - 258] }
    }

    /// The sum of the file's big-endian 32-bit words.
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var sum: UInt32 = 0
        var word: UInt32 = 0
        var count = 0
        for byte in bytes {
            word = word << 8 | UInt32(byte)
            count += 1
            if count == 4 {
                sum &+= word
                word = 0
                count = 0
            }
        }
        if count > 0 { sum &+= word << (8 * UInt32(4 - count)) }
        return sum
    }
}
