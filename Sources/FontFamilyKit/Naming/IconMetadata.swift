/// The glyphs an icon font's metadata lists, whatever format they came from: made from plain values, read from a
/// metadata file by `FontFamilyCodegen`'s parsers, or from the font itself by `FontFamilyCatalog`.
///
/// ```swift
/// let metadata = IconMetadata(
///     source: "icons.json", fontFamily: "iconfont", glyphs: [IconGlyph(name: "home", unicode: "\u{E602}")])
/// metadata.nameCount  // 1
/// ```
public struct IconMetadata: Sendable, Hashable, CustomStringConvertible {
    /// Where the metadata came from, as messages name it (usually the file name).
    public var source: String
    /// The font family the metadata names, if any (`font_family` in JSON, `@font-face` in CSS).
    public var fontFamily: String?
    /// The glyphs in the order the metadata lists them; every name and alias occurs once.
    public var glyphs: [IconGlyph]

    /// Metadata from plain values.
    public init(source: String, fontFamily: String? = nil, glyphs: [IconGlyph]) {
        self.source = source
        self.fontFamily = fontFamily
        self.glyphs = glyphs
    }

    /// The number of names (glyph names plus aliases), which is the number of cases a generated enum has.
    public var nameCount: Int { glyphs.reduce(0) { $0 + 1 + $1.aliases.count } }

    /// The source whole, the font family when named, and the counts of glyphs and names:
    /// `IconMetadata(font-awesome.css, font family FontAwesome, 675 glyphs, 786 names)`.
    public var description: String {
        var parts = [Notation.path(source)]
        if let fontFamily { parts.append("font family " + DisplayText.escaped(fontFamily)) }
        parts.append(Notation.count(glyphs.count, "glyph", "glyphs"))
        parts.append(Notation.count(nameCount, "name", "names"))
        return "IconMetadata(" + parts.joined(separator: ", ") + ")"
    }
}

extension IconMetadata {
    /// Metadata made from a font's own glyphs, in code point order: each code point is a glyph named by the font's
    /// glyph name for it, or the Adobe Glyph List's name for the code point (`uniE600`, `u1F600`) when it has none or
    /// when a lower code point already took the name (one glyph mapped at several code points). A code point listed
    /// twice counts once.
    ///
    /// - Parameters:
    ///   - codePoints: The code points the font maps.
    ///   - glyphNames: The font's glyph names (`post` or CFF), by code point; a code point not listed has none.
    ///   - fontFamily: The font's family name.
    ///   - source: What messages call the metadata, such as the font's PostScript name.
    public init(
        codePoints: [Unicode.Scalar],
        glyphNames: [Unicode.Scalar: String],
        fontFamily: String?,
        source: String
    ) {
        var used: Set<String> = []
        var glyphs: [IconGlyph] = []
        for unicode in Set(codePoints).sorted(by: { $0.value < $1.value }) {
            let fallback = IconGlyph.fallbackName(unicode)
            var name = glyphNames[unicode].flatMap { $0.isEmpty || used.contains($0) ? nil : $0 } ?? fallback
            var number = 2
            while used.contains(name) {
                name = "\(fallback)-\(number)"
                number += 1
            }
            used.insert(name)
            glyphs.append(IconGlyph(name: name, unicode: unicode))
        }
        self.init(source: source, fontFamily: fontFamily, glyphs: glyphs)
    }
}
