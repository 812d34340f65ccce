package import FontFamilyCatalog

/// Reads a Material Icons style `codepoints` file: one `name hex` per line, blank lines allowed.
package enum CodepointsParser {
    /// The name and hex text of a `name hex` line, or `nil` when the line is not one.
    static func entry<S: StringProtocol>(in line: S) -> (name: Substring, hex: Substring)? {
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, fields[1].allSatisfy(\.isHexDigit), fields[1].count <= 8 else { return nil }
        return (Substring(fields[0]), Substring(fields[1]))
    }

    package static func parse(_ text: String, source: String) throws(IconMetadataError) -> IconMetadata {
        var glyphs: [IconGlyph] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, rawLine) in lines.enumerated() {
            let line = offset == 0 ? rawLine.drop { $0 == "\u{FEFF}" } : rawLine
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let (name, hex) = entry(in: line) else {
                // Without the spaces and tabs around it (`CharacterSet.whitespaces`: space separators and tab).
                let isSpace = { (scalar: Unicode.Scalar) in
                    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
                }
                let scalars = line.unicodeScalars
                let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
                let end = scalars.lastIndex { !isSpace($0) }.map(scalars.index(after:)) ?? start
                let shown = String(scalars[start..<max(start, end)])
                throw .malformedCodepointsLine(source: source, line: offset + 1, text: shown)
            }
            guard let value = Notation.hexValue(hex), let scalar = Unicode.Scalar(value) else {
                throw .invalidCodePoint(source: source, glyph: String(name), text: String(hex))
            }
            glyphs.append(IconGlyph(name: String(name), unicode: scalar))
        }
        return IconMetadata(source: source, glyphs: glyphs)
    }
}
