/// The icon metadata formats FontFamily reads, recognised from a file's content (never its extension).
public enum IconMetadataFormat: String, Sendable, Hashable, CaseIterable {
    /// The JSON iconfont.cn downloads with a project (`font_family`, `glyphs[]` with `font_class`, `unicode`,
    /// `unicode_decimal`).
    case iconfontJSON
    /// A `codepoints` file, one `name hex` per line, as Material Icons ships it upstream.
    case codepoints
    /// CSS with `.prefix-name:before { content: "\f101"; }` rules, as Font Awesome and Material Icons ship it.
    case css

    /// The format of `text`, or `nil` when it is none of them.
    ///
    /// JSON is an object with a `glyphs` array; a codepoints file starts (after blank lines) with a `name hex`
    /// line; CSS has at least one glyph rule.
    public static func detect(_ text: String) -> IconMetadataFormat? {
        let body = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if body.first == "{" {
            return IconfontJSONParser.glyphArray(in: String(body)) == nil ? nil : .iconfontJSON
        }
        if let firstLine = body.split(whereSeparator: \.isNewline).first,
            CodepointsParser.entry(in: firstLine) != nil
        {
            return .codepoints
        }
        return IconCSSParser.rules(in: text).isEmpty ? nil : .css
    }
}
