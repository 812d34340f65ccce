/// Text from users and fonts made safe to print in a message: one line, no invisible or direction-changing
/// characters, and not too long.
///
/// ```swift
/// DisplayText.escaped("a\u{202E}b\n")  // "a\\u{202E}b\\u{A}"
/// ```
public enum DisplayText {
    /// The most characters of one name that a message shows.
    public static let maximumLength = 64

    /// `text` on one line, cut to ``maximumLength`` characters (marked with `…`), with every control, format
    /// (bidi controls, zero-width characters), private-use and unassigned scalar written as `\u{…}`.
    public static func escaped(_ text: String) -> String {
        escaped(text, limit: maximumLength)
    }

    /// ``escaped(_:)`` cut to `limit` characters instead, or shown whole when `limit` is `nil`, for data such as a
    /// file path.
    public static func escaped(_ text: String, limit: Int?) -> String {
        // Printable ASCII (most names and paths) is shown as it is, without the per-scalar loop: one byte is one
        // character.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            guard let limit, text.utf8.count > limit else { return text }
            return String(decoding: text.utf8.prefix(limit), as: UTF8.self) + "…"
        }
        let cut = limit.map { text.count > $0 } ?? false
        var shown = ""
        for scalar in (cut ? String(text.prefix(limit ?? 0)) : text).unicodeScalars {
            if needsEscape(scalar) {
                shown += Notation.unicodeEscape(scalar)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return cut ? shown + "…" : shown
    }

    /// `true` for scalars that are invisible, change text direction or break lines: controls, format characters,
    /// separators other than the space, private-use, unassigned and noncharacter code points. Generated Swift
    /// literals escape the same scalars.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII: only the controls (U+0000…U+001F, U+007F) need escapes; this skips the Unicode tables.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return scalar.properties.isNoncharacterCodePoint
        }
    }

    /// ``escaped(_:)`` between single quotes: `'GillSans-Bold'`.
    public static func quoted(_ text: String) -> String {
        quoted(text, limit: maximumLength)
    }

    /// ``escaped(_:limit:)`` between single quotes.
    public static func quoted(_ text: String, limit: Int?) -> String {
        "'" + escaped(text, limit: limit) + "'"
    }

    /// The items joined with commas, and only the first `limit` of them followed by how many more there are.
    package static func list(_ items: [String], limit: Int = 12) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
    }
}
