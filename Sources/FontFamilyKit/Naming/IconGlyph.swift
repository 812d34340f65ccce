/// One glyph of an icon font: a name, the code point it is drawn at, and any other names (aliases) the metadata
/// gives the same glyph. Glyphs come from metadata (iconfont.json, codepoints, CSS) or from the font itself
/// (`FontCatalog.iconMetadata(of:)`).
public struct IconGlyph: Sendable, Hashable, CustomStringConvertible {
    /// The glyph's name without any CSS prefix (`"arrow-left"`, `"10k"`, `"remove"`).
    public var name: String
    /// The code point the glyph is drawn at.
    public var unicode: Unicode.Scalar
    /// Other names for the same glyph, in the order the metadata gives them (`["close", "times"]` for `remove`).
    public var aliases: [String]
    /// A human description the metadata gives the glyph, if any (iconfont.cn's `name`, such as `"关闭"`).
    public var label: String?

    /// A glyph named `name` at `unicode`.
    public init(name: String, unicode: Unicode.Scalar, aliases: [String] = [], label: String? = nil) {
        self.name = name
        self.unicode = unicode
        self.aliases = aliases
        self.label = label
    }

    /// The code point as a number (`0xE857`).
    public var codePoint: UInt32 { unicode.value }

    /// The name a glyph without a name of its own gets, as the Adobe Glyph List specification names a glyph by its
    /// code point (and as fontTools does): `uni` and four uppercase hex digits in the Basic Multilingual Plane
    /// (`uniE600`), `u` and five or six above it (`u1F600`, `u10FFFD`).
    static func fallbackName(_ unicode: Unicode.Scalar) -> String {
        (unicode.value > 0xFFFF ? "u" : "uni") + Notation.hex(unicode.value)
    }

    /// The glyph's name followed by its aliases.
    public var allNames: [String] { [name] + aliases }

    /// The code point in `U+XXXX` notation, with at least four hex digits (`"U+E857"`, `"U+F0001"`).
    public var codePointLabel: String { Notation.codePoint(unicode.value) }

    /// The name, the code point, then the aliases and the label when there are any:
    /// `IconGlyph(remove, U+F00D, aliases: close, times)`, `IconGlyph(close, U+E601, label: 关闭)`.
    public var description: String {
        var parts = [DisplayText.escaped(name), codePointLabel]
        if !aliases.isEmpty { parts.append("aliases: " + aliases.map(DisplayText.escaped).joined(separator: ", ")) }
        if let label { parts.append("label: " + DisplayText.escaped(label)) }
        return "IconGlyph(" + parts.joined(separator: ", ") + ")"
    }
}
