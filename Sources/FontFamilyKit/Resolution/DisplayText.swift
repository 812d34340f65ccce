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
        // Printable ASCII (most names and paths) is shown as it is, without Unicode property lookups: one byte is one
        // character.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            guard text.utf8.count > maximumLength else { return text }
            return String(decoding: text.utf8.prefix(maximumLength), as: UTF8.self) + "…"
        }
        let cut = text.count > maximumLength
        var shown = ""
        for scalar in (cut ? String(text.prefix(maximumLength)) : text).unicodeScalars {
            if isShown(scalar) {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return cut ? shown + "…" : shown
    }

    /// `false` for scalars that are invisible, change text direction or break lines: controls, format characters,
    /// separators other than the space, private-use, unassigned and noncharacter code points.
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return false
        case .spaceSeparator:
            return scalar == " "
        default:
            return !scalar.properties.isNoncharacterCodePoint
        }
    }

    /// ``escaped(_:)`` between single quotes: `'GillSans-Bold'`.
    public static func quoted(_ text: String) -> String {
        "'" + escaped(text) + "'"
    }

    /// The items joined with commas, and only the first `limit` of them followed by how many more there are.
    static func list(_ items: [String], limit: Int = 12) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
    }
}
