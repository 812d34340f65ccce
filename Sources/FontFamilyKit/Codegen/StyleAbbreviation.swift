/// The abbreviations that font vendors write in style names (`Cond`, `It`, `Bd`), spelled out for case names, so
/// that one enum never mixes `condensed` with `condItalic`: every style's words are expanded by one table before the
/// words become a case name.
///
/// ```swift
/// StyleAbbreviation.expanded("Bold Cond")   // "Bold Condensed"
/// StyleAbbreviation.expanded("SemiboldIt")  // "Semibold Italic"
/// ```
enum StyleAbbreviation {
    /// Each abbreviation, lowercased, and the word it stands for.
    static let words: [String: String] = [
        "bd": "Bold", "blk": "Black", "cn": "Condensed", "cond": "Condensed", "compr": "Compressed",
        "ext": "Extended", "hv": "Heavy", "it": "Italic", "ital": "Italic", "lt": "Light", "med": "Medium",
        "obl": "Oblique", "semibd": "SemiBold",
    ]

    /// `style` split into words as ``SwiftIdentifier`` splits them (at every character that is not a letter, a
    /// mark or a digit, and where a lowercase letter meets an uppercase one) with each abbreviation replaced,
    /// joined by spaces.
    static func expanded(_ style: String) -> String {
        SwiftIdentifier.words(in: style).map { words[$0.lowercased()] ?? $0 }.joined(separator: " ")
    }
}
