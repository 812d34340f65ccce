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

    /// `style` split into words (at every character that is not a letter or a digit, and where a lowercase letter
    /// meets an uppercase one) with each abbreviation replaced, joined by spaces.
    static func expanded(_ style: String) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in style {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase, character.isUppercase {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { Self.words[$0.lowercased()] ?? $0 }.joined(separator: " ")
    }
}
