/// A mistake on the command line: printed with a pointer to `--help`, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    /// `text` as it may be echoed in a message: cut to 80 characters, with control and format characters
    /// (newlines, bidi overrides) shown as `\u{…}` so that user input cannot reshape the terminal line.
    static func display(_ text: String) -> String {
        let shown = text.unicodeScalars.prefix(80).map { scalar -> String in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return String(scalar)
            }
        }.joined()
        return text.unicodeScalars.count > 80 ? shown + "…" : shown
    }
}
