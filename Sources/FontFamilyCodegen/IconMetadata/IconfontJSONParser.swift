package import FontFamilyCatalog
import Foundation

/// Reads the JSON that iconfont.cn downloads with a project.
///
/// ```json
/// {"font_family": "iconfont", "css_prefix_text": "icon-",
///  "glyphs": [{"name": "关闭", "font_class": "close", "unicode": "e857", "unicode_decimal": 59479}]}
/// ```
package enum IconfontJSONParser {
    /// The top-level object and its `glyphs` array, or `nil` when `text` is not such JSON.
    static func glyphArray(in text: String) -> (object: [String: Any], glyphs: [Any])? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let glyphs = object["glyphs"] as? [Any]
        else { return nil }
        return (object, glyphs)
    }

    package static func parse(_ text: String, source: String) throws(IconMetadataError) -> IconMetadata {
        guard let (object, entries) = glyphArray(in: text) else { throw .notIconMetadata(source: source) }
        var glyphs: [IconGlyph] = []
        for (offset, entry) in entries.enumerated() {
            let index = offset + 1
            let fields = entry as? [String: Any] ?? [:]
            guard let name = fields["font_class"] as? String, !name.isEmpty else {
                throw .missingField(source: source, index: index, field: "font_class")
            }
            guard let hex = fields["unicode"] as? String else {
                throw .missingField(source: source, index: index, field: "unicode")
            }
            guard let value = Notation.hexValue(hex), let scalar = Unicode.Scalar(value) else {
                throw .invalidCodePoint(source: source, glyph: name, text: hex)
            }
            if let decimal = fields["unicode_decimal"], !(decimal is NSNull) {
                guard let number = decimal as? Int, UInt32(exactly: number) == value else {
                    throw .unicodeMismatch(source: source, glyph: name, unicode: hex, decimal: "\(decimal)")
                }
            }
            let label = (fields["name"] as? String).flatMap { $0.isEmpty || $0 == name ? nil : $0 }
            glyphs.append(IconGlyph(name: name, unicode: scalar, label: label))
        }
        let family = (object["font_family"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        return IconMetadata(source: source, fontFamily: family, glyphs: glyphs)
    }
}
