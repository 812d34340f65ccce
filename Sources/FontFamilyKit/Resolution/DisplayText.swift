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
        guard text.count > maximumLength else { return escapedWhole(text) }
        return escapedWhole(String(text.prefix(maximumLength))) + "…"
    }

    /// `path` escaped as ``escaped(_:)`` escapes names, but never cut: a path is data, and a shortened one names
    /// no file.
    ///
    /// ```swift
    /// DisplayText.path("/fonts/a\nb.ttf")                       // "/fonts/a\\u{A}b.ttf"
    /// DisplayText.path("/work/Fonts/a.ttf", relativeTo: "/work")  // "Fonts/a.ttf"
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - directory: A directory (such as the current one) that a path inside it is shown relative to, as a user
    ///     would type it; `nil` for the path as given.
    public static func path(_ path: String, relativeTo directory: String? = nil) -> String {
        guard let directory else { return escapedWhole(path) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return escapedWhole(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }

    private static func escapedWhole(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if isShown(scalar) {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return shown
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
