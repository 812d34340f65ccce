import FontFamilyKit

/// The weights a design token may name (W3C Design Tokens Format, `fontWeight`): a number from 1 to 1000, or one of
/// the format's names.
enum DesignTokenWeight {
    /// Each name the format allows, with its weight, in the format's order.
    static let names: [(name: String, weight: FontWeight)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ]

    /// The weight `text` names (`"600"`, `"semi-bold"`), or `nil` when it names none.
    static func weight(named text: String) -> FontWeight? {
        // Digits as JSON writes a number: `Double` alone would also take `0x2bc`, `inf` and `nan`.
        let isNumeral = !text.isEmpty && text.utf8.allSatisfy { "0123456789.eE+-".utf8.contains($0) }
        if isNumeral, let number = Double(text), (1...1000).contains(number) { return FontWeight(number) }
        return names.first { $0.name == text }?.weight
    }

    /// The message for a weight the format does not know.
    static func unknownMessage(_ text: String) -> String {
        "\(DisplayText.quoted(text)) is not a font weight: write a number from 1 to 1000 or one of the names the "
            + "Design Tokens format gives, \(DisplayText.list(names.map(\.name), limit: names.count))."
    }
}
