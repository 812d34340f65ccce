package import FontFamilyCatalog
import FontFamilySyntax

/// Reads the JSON that iconfont.cn downloads with a project.
///
/// ```json
/// {"font_family": "iconfont", "css_prefix_text": "icon-",
///  "glyphs": [{"name": "关闭", "font_class": "close", "unicode": "e857", "unicode_decimal": 59479}]}
/// ```
package enum IconfontJSONParser {
    /// The top-level object and its `glyphs` array, or `nil` when `text` is not such JSON.
    static func glyphArray(in text: String) -> (object: PositionedJSON, glyphs: [PositionedJSON])? {
        guard let object = try? PositionedJSON.parse(text), case .array(let glyphs)? = object.member("glyphs")?.content
        else { return nil }
        return (object, glyphs)
    }

    package static func parse(_ text: String, source: String) throws(IconMetadataError) -> IconMetadata {
        guard let (object, entries) = glyphArray(in: text) else { throw .notIconMetadata(source: source) }
        var glyphs: [IconGlyph] = []
        for (offset, entry) in entries.enumerated() {
            let index = offset + 1
            guard let name = entry.member("font_class")?.string, !name.isEmpty else {
                throw .missingField(source: source, index: index, field: "font_class")
            }
            guard let hex = entry.member("unicode")?.string else {
                throw .missingField(source: source, index: index, field: "unicode")
            }
            guard let value = Notation.hexValue(hex), let scalar = Unicode.Scalar(value) else {
                throw .invalidCodePoint(source: source, glyph: name, text: hex)
            }
            if let decimal = entry.member("unicode_decimal"), decimal.content != .null {
                guard case .number(let text) = decimal.content, let number = Double(text),
                    UInt32(exactly: number) == value
                else {
                    throw .unicodeMismatch(source: source, glyph: name, unicode: hex, decimal: Self.shown(decimal))
                }
            }
            let label = entry.member("name")?.string.flatMap { $0.isEmpty || $0 == name ? nil : $0 }
            glyphs.append(IconGlyph(name: name, unicode: scalar, label: label))
        }
        let family = object.member("font_family")?.string.flatMap { $0.isEmpty ? nil : $0 }
        return IconMetadata(source: source, fontFamily: family, glyphs: glyphs)
    }

    /// A `unicode_decimal` value as a message quotes it: a string's text, a number as written, else its kind.
    private static func shown(_ value: PositionedJSON) -> String {
        switch value.content {
        case .string(let text), .number(let text): text
        case .bool(let flag): String(flag)
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
