/// The one table that gives a face of a names-only platform font list its style, weight, slant and width: read
/// from the style part of its PostScript name, since the recording gave nothing else.
///
/// The style part is what follows the first `-` or `_` (`AvenirNext-DemiBoldItalic` → `DemiBoldItalic`,
/// `STIXTwoText_Bold` → `Bold`); a name without either keeps the known words it ends in (`DamascusBold` → `Bold`,
/// `SavoyeLetPlain` → `Plain`). The part is cut into words at `-`, `_` and before each capital letter
/// (`CondensedBlack` → `Condensed`, `Black`); `Ultra`, `Extra`, `Semi` and `Demi` join the word after them. Each
/// known word sets one trait; the last weight word wins, and unknown words (`MT`, `PS`, `Titling`) are skipped:
///
/// | words | trait |
/// | --- | --- |
/// | `Thin`, `Hairline` | weight 100 |
/// | `UltraLight`, `ExtraLight` | weight 200 |
/// | `Light` | weight 300 |
/// | `Regular`, `Roman`, `Book`, `Plain`, `Normal` | weight 400 |
/// | `Medium` | weight 500 |
/// | `SemiBold`, `DemiBold`, `Semi`, `Demi` | weight 600 |
/// | `Bold` | weight 700 |
/// | `ExtraBold`, `UltraBold`, `Heavy` | weight 800 |
/// | `Black`, `ExtraBlack`, `UltraBlack` | weight 900 |
/// | `W1` … `W9` (Hiragino) | weight 100 … 900 |
/// | `Italic`, `It`, `Ita` | italic |
/// | `Oblique`, `Inclined` | oblique |
/// | `Condensed`, `Narrow`, `Compressed` | condensed |
/// | `Expanded`, `Extended`, `Wide` | expanded |
///
/// With no weight word the weight is 400, with no slant word upright, with no width word normal; the style name is
/// the known words joined by spaces (`DemiBold Italic`), or `Regular` when there are none. Case matters only for
/// cutting; `Semibold` and `SemiBold` are one word.
enum PostScriptStyleTable {
    /// The style a face named `postScriptName` is taken to have.
    struct Style: Hashable, Sendable {
        /// The style name: the known words joined by spaces, or `Regular`.
        var name: String
        /// The weight of the last weight word, or 400.
        var weight: FontWeight
        /// Italic, oblique or upright.
        var slant: FontSlant
        /// Condensed, expanded or normal.
        var width: FontWidth
    }

    /// The weight words, lowercased, and their weights.
    static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "ultralight": 200, "extralight": 200, "light": 300, "regular": 400,
        "roman": 400, "book": 400, "plain": 400, "normal": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "semi": 600, "demi": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "heavy": 800, "black": 900,
        "extrablack": 900, "ultrablack": 900,
    ]
    /// The slant words, lowercased.
    static let slants: [String: FontSlant] = [
        "italic": .italic, "it": .italic, "ita": .italic, "oblique": .oblique, "inclined": .oblique,
    ]
    /// The width words, lowercased.
    static let widths: [String: FontWidth] = [
        "condensed": .condensed, "narrow": .condensed, "compressed": .condensed, "expanded": .expanded,
        "extended": .expanded, "wide": .expanded,
    ]
    /// The words that join the word after them.
    static let prefixes: Set<String> = ["ultra", "extra", "semi", "demi"]

    /// The style the table gives `postScriptName`.
    static func style(of postScriptName: String) -> Style {
        let known: [String]
        if let separator = postScriptName.firstIndex(where: { $0 == "-" || $0 == "_" }) {
            known = words(postScriptName[postScriptName.index(after: separator)...]).filter(isKnown)
        } else {
            known = Array(words(Substring(postScriptName)).dropFirst().reversed().prefix(while: isKnown).reversed())
        }
        var style = Style(name: "Regular", weight: .regular, slant: .upright, width: .normal)
        for word in known {
            let key = word.lowercased()
            if let weight = weights[key] ?? hiraginoWeight(key) { style.weight = FontWeight(weight) }
            if let slant = slants[key] { style.slant = slant }
            if let width = widths[key] { style.width = width }
        }
        if !known.isEmpty { style.name = known.joined(separator: " ") }
        return style
    }

    /// Whether the table knows `word`.
    private static func isKnown(_ word: String) -> Bool {
        let key = word.lowercased()
        return weights[key] != nil || slants[key] != nil || widths[key] != nil || hiraginoWeight(key) != nil
    }

    /// `w3` → 300: Hiragino's weight numbers.
    private static func hiraginoWeight(_ key: String) -> Double? {
        guard key.count == 2, key.first == "w", let digit = key.last?.wholeNumberValue, digit > 0 else { return nil }
        return Double(digit * 100)
    }

    /// `text` cut at `-`, `_` and before each capital letter that follows a lowercase letter or digit, with a
    /// prefix word joined to the word after it.
    static func words(_ text: Substring) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if character == "-" || character == "_" {
                if !current.isEmpty { pieces.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        var joined: [String] = []
        var pending: String?
        for piece in pieces {
            if let prefix = pending {
                joined.append(prefix + piece)
                pending = nil
            } else if prefixes.contains(piece.lowercased()) {
                pending = piece
            } else {
                joined.append(piece)
            }
        }
        if let pending { joined.append(pending) }
        return joined
    }
}
