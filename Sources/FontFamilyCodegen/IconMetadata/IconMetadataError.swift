import FontFamilyKit

/// Why a file could not be read as icon metadata. Every message names the file and says what to do.
public enum IconMetadataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read, or is not UTF-8 text.
    case unreadable(source: String, reason: String)
    /// The content is none of the formats `FontFamilyCodegen`'s `IconMetadataFormat` lists.
    case notIconMetadata(source: String)
    /// A line of a codepoints file is not `name hex` (`line` counts from 1).
    case malformedCodepointsLine(source: String, line: Int, text: String)
    /// A glyph's code point is not a Unicode scalar value (above U+10FFFF, or a surrogate).
    case invalidCodePoint(source: String, glyph: String, text: String)
    /// An iconfont.cn glyph whose `unicode` (hex) and `unicode_decimal` disagree.
    case unicodeMismatch(source: String, glyph: String, unicode: String, decimal: String)
    /// An iconfont.cn glyph (`index` counts from 1) without a required field.
    case missingField(source: String, index: Int, field: String)
    /// Two glyphs with one name but different code points.
    case conflictingCodePoints(source: String, glyph: String, first: UInt32, second: UInt32)
    /// Metadata in a known format that lists no glyph.
    case noGlyphs(source: String)

    /// One sentence naming the file and saying what to do; names from the file are escaped (``/FontFamilyKit/DisplayText``).
    public var description: String {
        switch self {
        case .unreadable(let source, let reason):
            return
                "cannot read \(DisplayText.quoted(source, limit: nil)): \(reason); pass a readable UTF-8 icon metadata file"
        case .notIconMetadata(let source):
            return
                "\(DisplayText.quoted(source, limit: nil)) is not icon metadata: expected iconfont.cn JSON, a codepoints file "
                + "(\"name hex\" per line) or CSS with content: \"\\XXXX\" rules"
        case .malformedCodepointsLine(let source, let line, let text):
            return
                "line \(line) of \(DisplayText.quoted(source, limit: nil)) is not \"name hex\": \(DisplayText.quoted(text)); "
                + "write one glyph name and its hex code point per line"
        case .invalidCodePoint(let source, let glyph, let text):
            return "\(DisplayText.quoted(source, limit: nil)) gives \(DisplayText.quoted(glyph)) the code point "
                + "\(DisplayText.quoted(text)), which is not a Unicode scalar value; use a hex code point up to 10FFFF "
                + "outside D800-DFFF"
        case .unicodeMismatch(let source, let glyph, let unicode, let decimal):
            let decimalLabel = UInt32(decimal).map { " (\(Notation.codePoint($0)))" } ?? ""
            return "\(DisplayText.quoted(source, limit: nil)) gives \(DisplayText.quoted(glyph)) unicode "
                + "\"\(DisplayText.escaped(unicode))\" but unicode_decimal \(DisplayText.escaped(decimal))\(decimalLabel); "
                + "download the file again from iconfont.cn"
        case .missingField(let source, let index, let field):
            return
                "glyph \(index) of \(DisplayText.quoted(source, limit: nil)) has no \"\(field)\"; download the file again "
                + "from iconfont.cn"
        case .conflictingCodePoints(let source, let glyph, let first, let second):
            return "\(DisplayText.quoted(source, limit: nil)) lists the glyph \(DisplayText.quoted(glyph)) twice, as "
                + "\(Notation.codePoint(first)) and \(Notation.codePoint(second)); rename one of them"
        case .noGlyphs(let source):
            return "\(DisplayText.quoted(source, limit: nil)) lists no glyphs; add at least one icon to it"
        }
    }
}
