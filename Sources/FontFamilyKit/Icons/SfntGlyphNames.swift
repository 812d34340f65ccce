import Foundation

/// A font file's own names for the glyphs it maps code points to: `cmap` (formats 4 and 12) gives the glyph ID,
/// `post` (version 2.0 or 1.0) its name.
///
/// The reader is bounds-checked throughout: a file that is truncated, damaged, compressed (WOFF, WOFF2), not an sfnt
/// at all, or that names its glyphs only in CFF, yields fewer names or none, never a trap.
enum SfntGlyphNames {
    /// The names of those of `codePoints` that face `faceIndex` of the file at `path` maps to a named glyph.
    static func names(of codePoints: Set<UInt32>, inFile path: String, faceIndex: Int) -> [UInt32: String] {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe) else { return [:] }
        return names(of: codePoints, in: [UInt8](data), faceIndex: faceIndex)
    }

    /// The names of those of `codePoints` that face `faceIndex` of the font `bytes` maps to a named glyph.
    static func names(of codePoints: Set<UInt32>, in bytes: [UInt8], faceIndex: Int) -> [UInt32: String] {
        guard let directory = SfntTableDirectory(SfntBytes(bytes), faceIndex: faceIndex),
            let cmap = directory.table("cmap"), let post = directory.table("post"),
            let glyphNames = SfntPostGlyphNames(post)
        else { return [:] }
        var result: [UInt32: String] = [:]
        for (codePoint, glyph) in SfntCharacterMap.glyphIDs(of: codePoints, in: cmap) {
            if let name = glyphNames.name(ofGlyph: glyph) { result[codePoint] = name }
        }
        return result
    }
}
