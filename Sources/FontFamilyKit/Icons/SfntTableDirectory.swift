/// The tables of one face of an sfnt file (TrueType or OpenType), or of one face of a collection (`ttcf`).
///
/// WOFF, WOFF2 and anything else that is not an uncompressed sfnt has no table directory: ``init(_:faceIndex:)``
/// returns `nil`.
struct SfntTableDirectory {
    /// Where each table lies, by tag, as the directory says (``table(_:)`` checks that it lies inside the file).
    private let ranges: [String: (offset: Int, length: Int)]
    private let file: SfntBytes

    /// The table directory of face `faceIndex` in `file` (0 for a file that is not a collection), or `nil` when the
    /// file is not an sfnt, the collection has no such face, or the directory does not fit in the file.
    init?(_ file: SfntBytes, faceIndex: Int) {
        guard let tag = file.u32(0) else { return nil }
        var start = 0
        if tag == Self.collectionTag {
            guard let faceCount = file.u32(8), faceIndex >= 0, faceIndex < Int(faceCount),
                let offset = file.u32(12 + 4 * faceIndex)
            else { return nil }
            start = Int(offset)
        } else if faceIndex != 0 {
            return nil
        }
        guard let version = file.u32(start), Self.sfntVersions.contains(version),
            let tableCount = file.u16(start + 4)
        else { return nil }
        var ranges: [String: (offset: Int, length: Int)] = [:]
        for table in 0..<Int(tableCount) {
            let record = start + 12 + 16 * table
            guard let tag = file.u32(record), let offset = file.u32(record + 8), let length = file.u32(record + 12)
            else { return nil }
            ranges[Self.tagName(tag)] = (Int(offset), Int(length))
        }
        self.ranges = ranges
        self.file = file
    }

    /// The bytes of the table `tag` (`"cmap"`), or `nil` when the face has none or it lies outside the file.
    func table(_ tag: String) -> SfntBytes? {
        guard let range = ranges[tag] else { return nil }
        return file.slice(range.offset, length: range.length)
    }

    /// `ttcf`.
    private static let collectionTag: UInt32 = 0x7474_6366
    /// TrueType (`0x00010000`, `true`) and OpenType with CFF outlines (`OTTO`).
    private static let sfntVersions: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]

    private static func tagName(_ tag: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
