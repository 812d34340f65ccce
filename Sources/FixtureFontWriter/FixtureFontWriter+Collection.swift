import Foundation

extension FixtureFontWriter {
    /// The bytes of a TrueType collection (`.ttc`, header version 1.0) holding `fonts` in this order: face index
    /// 0 is the first font. Each font keeps its own tables; only their offsets move to count from the start of
    /// the collection.
    public static func collectionData(for fonts: [FixtureFont]) -> Data {
        let members = fonts.map(bytes(for:))
        var file = ByteBuffer()
        file.tag("ttcf")
        file.u16(1)  // majorVersion
        file.u16(0)  // minorVersion
        file.u32(UInt32(members.count))
        var offset = 12 + members.count * 4
        var offsets: [Int] = []
        for member in members {
            file.u32(UInt32(offset))
            offsets.append(offset)
            offset += member.count
        }
        for (member, base) in zip(members, offsets) {
            var font = ByteBuffer()
            font.append(member)
            let tableCount = Int(member[4]) << 8 | Int(member[5])
            for table in 0..<tableCount {
                let entry = 12 + table * 16 + 8
                let old = member[entry..<entry + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                font.setU32(old + UInt32(base), at: entry)
            }
            file.append(font.bytes)
        }
        return Data(file.bytes)
    }
}
