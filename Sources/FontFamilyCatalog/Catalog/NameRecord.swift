import FontFamilyKit
import Foundation

/// One record of a font's `name` table, as FreeType hands it out (`FT_Get_Sfnt_Name`): the platform, encoding and
/// language it is written for, its name ID, and its bytes.
struct NameRecord: Hashable, Sendable {
    /// The platform: 0 Unicode, 1 Macintosh, 3 Windows.
    let platform: Int
    /// The platform's encoding: 0 Roman on Macintosh; 0 Symbol, 1 Unicode BMP, 10 Unicode full on Windows.
    let encoding: Int
    /// The language: 0x409 US English on Windows, 0 English on Macintosh.
    let language: Int
    /// What the name is: 1 family, 2 subfamily, 6 PostScript name, 16 typographic family, 25 variations PostScript
    /// name prefix, 256 and up the font's own names (axis and instance names).
    let nameID: Int
    /// The string's bytes, in the record's encoding.
    let bytes: [UInt8]

    /// Windows records in a Unicode (or symbol) encoding, which hold UTF-16BE.
    private var isWindows: Bool { platform == 3 && [0, 1, 10].contains(encoding) }
    /// Macintosh records in the Roman encoding.
    private var isMacRoman: Bool { platform == 1 && encoding == 0 }

    /// The record's text: UTF-16BE for Windows and Unicode records, Mac Roman for Macintosh Roman ones; `nil` for
    /// another encoding or bytes that do not decode.
    var text: String? {
        if isWindows || platform == 0 {
            guard bytes.count.isMultiple(of: 2) else { return nil }
            let units = stride(from: 0, to: bytes.count, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(utf16CodeUnits: units, count: units.count)
        }
        if isMacRoman { return String(bytes: bytes, encoding: .macOSRoman) }
        return nil
    }

    /// The text of name `nameID` in `records`, chosen as FreeType chooses a name for PostScript names: a Windows
    /// record for US English (0x409), else the first Windows record, else a Macintosh Roman record for English
    /// (language 0), else the first Macintosh Roman one, else the first Unicode-platform one. Empty records do not
    /// count; `nil` when no record has the name.
    static func text(of nameID: Int, in records: [NameRecord]) -> String? {
        let candidates = records.filter { $0.nameID == nameID && !$0.bytes.isEmpty }
        let windows = candidates.filter(\.isWindows)
        let macRoman = candidates.filter(\.isMacRoman)
        let chosen =
            windows.first { $0.language == 0x409 } ?? windows.first ?? macRoman.first { $0.language == 0 }
            ?? macRoman.first ?? candidates.first { $0.platform == 0 }
        return chosen?.text
    }
}
