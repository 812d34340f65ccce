import Foundation

/// The normalized form in which family names are compared for substring search.
enum SearchKey {
    /// `text` without case, diacritics or white space: `Gill Sans` and `GILL  sans` both become `gillsans`.
    static func normalize(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII has no diacritics or wide forms, so folding is lowercasing; this skips Foundation for most names.
            return String(decoding: text.utf8.compactMap(asciiKey), as: UTF8.self)
        }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// The lowercase form of an ASCII byte, or `nil` for ASCII white space (what `isWhitespace` drops).
    private static func asciiKey(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x09...0x0D, 0x20: nil
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
        default: byte
        }
    }
}
