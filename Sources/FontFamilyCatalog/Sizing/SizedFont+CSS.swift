extension SizedFont {
    /// The font as a CSS `font` shorthand value, for HTML: `italic 600 17px "Gill Sans"`.
    ///
    /// The parts come in the order CSS Fonts Level 4 gives the shorthand — style, weight, stretch, size, family:
    /// - `italic` or `oblique` for a slanted face, nothing for an upright one;
    /// - the weight as a number, always (`400` included);
    /// - the `font-stretch` keyword of a named width other than normal (`condensed`); the shorthand takes no
    ///   percentage, so an unnamed width is left out;
    /// - the size in `px` (Apple's points are CSS pixels), rounded to hundredths;
    /// - the face's primary family name as a CSS string, safe in a `<style>` element and a `style` attribute: in
    ///   double quotes, letters (in any script), digits and the space as they are; `"`, `\`, `<`, `>`, `&`, `'`,
    ///   control, invisible and direction-changing characters as CSS escapes (`"A\22 B\3C /style\3E "`); NUL
    ///   as U+FFFD.
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
        parts.append(Notation.points(pointSize) + "px")
        let families = [Notation.cssString(face.family)] + fallbacks.map(\.rawValue)
        parts.append(families.joined(separator: ", "))
        return parts.joined(separator: " ")
    }

    /// The font as CSS declarations for a style sheet or a `style` attribute: the ``cssFont`` shorthand, then what
    /// the shorthand cannot say — `font: 400 12px "Inter"; font-variation-settings: "wght" 650, "slnt" -10`.
    ///
    /// - `font-stretch` as a percentage for a width without a keyword (`font-stretch: 90%`);
    /// - `font-variation-settings` for a face with ``FontFace/coordinates`` (a variable font's named instance or a
    ///   point of its design space): every axis the face sets, in the font's order, as a quoted tag and a number,
    ///   so the browser draws exactly those coordinates whatever `font-weight` and `font-style` would have chosen.
    ///
    /// They come after the shorthand, which resets both. A static face of a named width gives the shorthand alone:
    /// `font: italic 600 17px "Gill Sans"`. Put the declarations in a double-quoted `style` attribute with `"`
    /// written as `&quot;`, as HTML requires of any attribute value.
    public var cssDeclarations: String {
        cssDeclarations(fallbacks: [])
    }

    /// ``cssDeclarations`` with more families after the face's own in the shorthand, as ``cssFont(fallbacks:)``.
    public func cssDeclarations(fallbacks: [GenericFamily]) -> String {
        var declarations = ["font: " + cssFont(fallbacks: fallbacks)]
        if face.width != .normal, SizedFont.cssStretch[face.width] == nil {
            declarations.append("font-stretch: \(face.width)")
        }
        if let coordinates = face.coordinates, !coordinates.isEmpty {
            declarations.append("font-variation-settings: " + coordinates.cssVariationSettings)
        }
        return declarations.joined(separator: "; ")
    }

    /// The `font-stretch` keyword of each named width other than normal.
    private static let cssStretch: [FontWidth: String] = [
        .ultraCondensed: "ultra-condensed", .extraCondensed: "extra-condensed", .condensed: "condensed",
        .semiCondensed: "semi-condensed", .semiExpanded: "semi-expanded", .expanded: "expanded",
        .extraExpanded: "extra-expanded", .ultraExpanded: "ultra-expanded",
    ]
}
