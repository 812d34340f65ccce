import FontFamilyCatalog
public import FontFamilyKit

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension IconMetadata {
    /// Parses `text` in whichever ``IconMetadataFormat`` its content is; `source` names it in errors.
    ///
    /// A name listed twice for one code point is kept once; a name listed for two code points is an error.
    ///
    /// ```swift
    /// let css = """
    ///     @font-face { font-family: "FontAwesome"; src: url(fontawesome-webfont.ttf); }
    ///     .fa-glass:before { content: "\\f000"; }
    ///     """
    /// let metadata = try IconMetadata(parsing: css, source: "font-awesome.css")
    /// metadata.fontFamily  // "FontAwesome"
    /// metadata.glyphs[0].name  // "glass"
    /// metadata.glyphs[0].unicode  // "\u{F000}"
    /// ```
    public init(parsing text: String, source: String) throws(IconMetadataError) {
        let parsed: IconMetadata
        switch IconMetadataFormat.detect(text) {
        case .iconfontJSON: parsed = try IconfontJSONParser.parse(text, source: source)
        case .codepoints: parsed = try CodepointsParser.parse(text, source: source)
        case .css: parsed = try IconCSSParser.parse(text, source: source)
        case nil: throw .notIconMetadata(source: source)
        }
        self = try parsed.deduplicated()
    }

    /// Reads and parses the file at `url`. Errors name the file as given (`url.relativePath`, such as
    /// `Icons/fa.css`); the metadata's ``/FontFamilyKit/IconMetadata/source`` is its last path component, which generated code names, so that
    /// the code does not depend on where the file was.
    public init(contentsOf url: URL) throws(IconMetadataError) {
        let given = url.relativePath
        guard let isDirectory = FileSystemEntry.isDirectory(url.path) else {
            throw .unreadable(source: given, reason: "it does not exist")
        }
        guard !isDirectory else { throw .unreadable(source: given, reason: "it is a directory") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(source: given, reason: "it cannot be opened")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(source: given, reason: "it is not UTF-8 text")
        }
        try self.init(parsing: text, source: given)
        source = url.lastPathComponent
    }
}

extension IconMetadata {
    /// Drops repeated names of one code point; throws on a name with two code points or when no glyph is left.
    func deduplicated() throws(IconMetadataError) -> IconMetadata {
        var seen: [String: UInt32] = [:]
        var result: [IconGlyph] = []
        for glyph in glyphs {
            var names: [String] = []
            for name in glyph.allNames {
                if let earlier = seen[name] {
                    guard earlier == glyph.codePoint else {
                        throw .conflictingCodePoints(
                            source: source, glyph: name, first: earlier, second: glyph.codePoint)
                    }
                    continue
                }
                seen[name] = glyph.codePoint
                names.append(name)
            }
            guard let first = names.first else { continue }
            result.append(
                IconGlyph(name: first, unicode: glyph.unicode, aliases: Array(names.dropFirst()), label: glyph.label)
            )
        }
        guard !result.isEmpty else { throw .noGlyphs(source: source) }
        return IconMetadata(source: source, fontFamily: fontFamily, glyphs: result)
    }
}
