/// Reads glyph names from a `post` table: version 2.0 (names by glyph ID, standard or stored) and version 1.0
/// (the standard Macintosh order). Other versions, such as 3.0 in fonts with CFF outlines, name no glyph.
struct SfntPostGlyphNames {
    private let nameIndexes: [Int]
    private let storedNames: [String?]

    /// The names of `post`, or `nil` for a version that names no glyph or a table too short to hold its header.
    init?(_ post: SfntBytes) {
        switch post.u32(0) {
        case 0x0001_0000:
            nameIndexes = Array(MacintoshGlyphNames.names.indices)
            storedNames = []
        case 0x0002_0000:
            guard let glyphCount = post.u16(32) else { return nil }
            var indexes: [Int] = []
            for glyph in 0..<Int(glyphCount) {
                guard let index = post.u16(34 + 2 * glyph) else { break }
                indexes.append(Int(index))
            }
            var names: [String?] = []
            var position = 34 + 2 * Int(glyphCount)
            while let length = post.u8(position), let bytes = post.slice(position + 1, length: Int(length)) {
                names.append(Self.name(bytes.bytes))
                position += 1 + Int(length)
            }
            nameIndexes = indexes
            storedNames = names
        default:
            return nil
        }
    }

    /// The name of glyph `id`, or `nil` when the table gives it none or a name that is not printable ASCII.
    func name(ofGlyph id: Int) -> String? {
        guard id >= 0, id < nameIndexes.count else { return nil }
        let index = nameIndexes[id]
        if index < MacintoshGlyphNames.names.count { return MacintoshGlyphNames.names[index] }
        let stored = index - MacintoshGlyphNames.names.count
        return stored < storedNames.count ? storedNames[stored] : nil
    }

    /// `bytes` as a glyph name when they are printable ASCII without spaces.
    private static func name(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
