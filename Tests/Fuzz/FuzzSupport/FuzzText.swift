/// Checks on text that the lint prints.
public enum FuzzText {
    /// Aborts unless `message` is one line without control characters: what the one escaping helper makes of any
    /// text a file holds.
    public static func expectOneLine(_ message: String, _ what: String) {
        FuzzProperty.expect(!message.isEmpty, "\(what): an empty message")
        FuzzProperty.expect(
            !message.unicodeScalars.contains {
                $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
            },
            "\(what): a control character in \(message.debugDescription)")
    }
}
