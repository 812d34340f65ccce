extension SizedFont {
    /// The font as a CSS `font` shorthand value, for HTML: `italic 600 17px "Gill Sans"`.
    ///
    /// The parts come in the order CSS Fonts Level 4 gives the shorthand — style, weight, stretch, size, family:
    /// - `italic` or `oblique` for a slanted face, nothing for an upright one;
    /// - the weight as a number, always (`400` included);
    /// - the `font-stretch` keyword of a named width other than normal (`condensed`); the shorthand takes no
    ///   percentage, so an unnamed width is left out;
    /// - the size in `px` (Apple's points are CSS pixels), rounded to hundredths;
    /// - the face's primary family name as a CSS string: in double quotes, with `"` and `\` escaped by a backslash
    ///   and control characters as hexadecimal escapes (`\a `), as CSS serializes strings.
    public var cssFont: String {
        cssFont(fallbacks: [])
    }

    /// ``cssFont`` with more families after the face's own, such as the generic family `sans-serif`, which is
    /// written unquoted.
    public func cssFont(fallbacks: [GenericFamily]) -> String {
        var parts: [String] = []
        switch face.slant {
        case .upright: break
        case .italic: parts.append("italic")
        case .oblique: parts.append("oblique")
        }
        parts.append(face.weight.description)
        if let stretch = SizedFont.cssStretch[face.width] { parts.append(stretch) }
        parts.append(SizedFont.number(pointSize) + "px")
        let families = [SizedFont.cssString(face.family)] + fallbacks.map(\.rawValue)
        parts.append(families.joined(separator: ", "))
        return parts.joined(separator: " ")
    }

    /// The `font-stretch` keyword of each named width other than normal.
    private static let cssStretch: [FontWidth: String] = [
        .ultraCondensed: "ultra-condensed", .extraCondensed: "extra-condensed", .condensed: "condensed",
        .semiCondensed: "semi-condensed", .semiExpanded: "semi-expanded", .expanded: "expanded",
        .extraExpanded: "extra-expanded", .ultraExpanded: "ultra-expanded",
    ]

    /// `text` as a CSS string (CSSOM "serialize a string"): NUL becomes U+FFFD, control characters a hexadecimal
    /// escape followed by a space, `"` and `\` a backslash escape.
    static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0: result.unicodeScalars.append("\u{FFFD}")
            case 0x01...0x1F, 0x7F: result += "\\" + String(scalar.value, radix: 16) + " "
            case 0x22, 0x5C: result += "\\" + String(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
