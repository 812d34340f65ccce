extension FontFace {
    /// A fontconfig pattern string that selects exactly this face, for renderers built on fontconfig: give it to
    /// `FcNameParse`, then to cairo's `cairo_ft_font_face_create_for_pattern` or to `FcFontMatch`.
    ///
    /// ```swift
    /// face.fontconfigPattern
    /// // Inter:style=Bold:file=/fonts/Inter.ttf:index=262144:fontvariations=wght\=700\,slnt\=0
    /// ```
    ///
    /// The elements, in this order:
    /// - the primary family name;
    /// - `style=` the primary style name, which tells the faces of one file apart when fontconfig matches (it
    ///   ignores `index`); left out for a ``Kind-swift.enum/variable`` face, whose pattern in fontconfig has none;
    /// - `file=` and `index=`: the face index within a collection plus the named instance shifted left by 16, as
    ///   fontconfig and FreeType number faces. `file` comes first in fontconfig's matching, and cairo opens the
    ///   face by `file` and `index` without matching;
    /// - for a face with ``coordinates``, `fontvariations=` every axis the face sets as `tag=value`, separated by
    ///   commas: the coordinates cairo sets on the face (fontconfig itself matches without them, and puts the
    ///   weight it was asked for in front, which these override);
    /// - for a ``Kind-swift.enum/variable`` face, `variable=True`, so that matching picks the file's variable
    ///   pattern rather than one of its named instances.
    ///
    /// The text is the one `FcNameUnparse` writes for the same pattern: elements in its order, and `\`, `-`, `:`
    /// and `,` in the family name and `\`, `=`, `_`, `:` and `,` in the other values escaped with a backslash
    /// (`Sans\-Serif`); a NUL, which would end the pattern in C, becomes U+FFFD.
    public var fontconfigPattern: String {
        var elements = [Self.fontconfigEscaped(family, escaping: "\\-:,")]
        if kind != .variable { elements.append("style=" + Self.fontconfigEscaped(style, escaping: "\\=_:,")) }
        elements.append("file=" + Self.fontconfigEscaped(file, escaping: "\\=_:,"))
        elements.append("index=\((index & 0xFFFF) | ((namedInstance ?? 0) << 16))")
        if let coordinates, !coordinates.isEmpty {
            elements.append("fontvariations=" + Self.fontconfigEscaped(coordinates.axisValueList, escaping: "\\=_:,"))
        }
        if kind == .variable { elements.append("variable=True") }
        return elements.joined(separator: ":")
    }

    /// `text` with each character of `special` after a backslash, and NUL as U+FFFD.
    private static func fontconfigEscaped(_ text: String, escaping special: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "\0" {
                escaped.unicodeScalars.append("\u{FFFD}")
                continue
            }
            if special.unicodeScalars.contains(scalar) { escaped += "\\" }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }
}
