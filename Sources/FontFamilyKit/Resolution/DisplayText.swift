/// Text from users and fonts made safe to print inside a diagnosis.
enum DisplayText {
    /// The most characters of one name that a diagnosis shows.
    static let maximumLength = 64

    /// `text` on one line, cut to ``maximumLength`` characters (marked with `…`), with every control, format
    /// (bidi controls, zero-width characters), private-use and unassigned scalar written as `\u{…}`.
    static func escaped(_ text: String) -> String {
        let cut = text.count > maximumLength
        var shown = ""
        for scalar in (cut ? String(text.prefix(maximumLength)) : text).unicodeScalars {
            if scalar == " " || !SwiftLiteral.needsEscape(scalar) {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += SwiftLiteral.escaped(scalar)
            }
        }
        return cut ? shown + "…" : shown
    }

    /// ``escaped(_:)`` between single quotes: `'GillSans-Bold'`.
    static func quoted(_ text: String) -> String {
        "'" + escaped(text) + "'"
    }

    /// The items joined with commas, and only the first `limit` of them followed by how many more there are.
    static func list(_ items: [String], limit: Int = 12) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
    }
}
