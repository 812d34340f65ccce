/// How usage errors show what the user typed: between single quotes, on one line, at most 64 characters (marked
/// with `…`), with every control, format (bidi, zero-width), separator other than the space, private-use and
/// unassigned scalar written as `\u{…}`, so that an argument can neither hide nor reorder the message around it.
///
/// ```swift
/// ArgumentText.quoted("--font\u{202E}")  // "'--font\\u{202E}'"
/// ```
enum ArgumentText {
    /// The most characters of one argument that a message shows.
    static let maximumLength = 64

    /// `argument` shown as the type's summary says.
    static func quoted(_ argument: String) -> String {
        let isCut = argument.count > maximumLength
        var shown = "'"
        for scalar in (isCut ? String(argument.prefix(maximumLength)) : argument).unicodeScalars {
            if isInvisible(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown + (isCut ? "…'" : "'")
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: true
        case .spaceSeparator: scalar != " "
        default: scalar.properties.isNoncharacterCodePoint
        }
    }
}
