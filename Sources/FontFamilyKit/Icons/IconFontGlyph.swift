/// A glyph as the font itself maps it, for generating an enum without metadata (`--icons-from-font`): a code point
/// and the font's own name for the glyph drawn there, if it has one.
public struct IconFontGlyph: Sendable, Hashable {
    /// The code point the font maps.
    public var unicode: Unicode.Scalar
    /// The font's name for the glyph (its `post` or CFF glyph name), or `nil` when it has none.
    public var glyphName: String?

    /// A glyph at `unicode`, named `glyphName` by the font.
    public init(unicode: Unicode.Scalar, glyphName: String? = nil) {
        self.unicode = unicode
        self.glyphName = glyphName
    }

    /// The name a code point without a glyph name gets: `u` and at least four uppercase hex digits (`uE600`,
    /// `u10FFFD`).
    public static func codePointName(_ unicode: Unicode.Scalar) -> String {
        "u" + IconCodePoint.hex(unicode.value)
    }
}
