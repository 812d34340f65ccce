/// Reading code points in the notations icon metadata uses, and naming the glyphs metadata leaves unnamed.
enum IconCodePoint {
    /// The number `text` spells in hex (1 to 6 digits, no prefix), or `nil`.
    static func parseHex<S: StringProtocol>(_ text: S) -> UInt32? {
        guard (1...6).contains(text.count), text.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(text, radix: 16)
    }

    /// The name a glyph without a name of its own gets: `u` and at least four uppercase hex digits (`uE600`,
    /// `u10FFFD`).
    static func glyphName(_ unicode: Unicode.Scalar) -> String {
        "u" + Notation.hex(unicode.value)
    }
}
