/// One face as a specimen page loads it: an `@font-face` rule under a family name of its own
/// (`specimen-face-3`), the style that sets text in it, its sample texts, and notes on what a browser can and
/// cannot do with it.
struct SpecimenFace {
    /// The face.
    let face: FontFace
    /// Its number on the page, from 1.
    let number: Int
    /// Its sample texts (see ``SpecimenSample``).
    let samples: [SpecimenSample]

    /// The CSS family name the page gives the face; the same text is the `data-font` of every element set in it.
    var fontFamily: String { "specimen-face-\(number)" }

    /// The index of the face within a collection file (the low 16 bits of fontconfig's index).
    var collectionIndex: Int { face.index & 0xFFFF }

    /// The `@font-face` rule. A face after the first of a collection is loaded by its PostScript name with
    /// `local()`, because browsers read only the first face of a collection file (Chromium ignores a `#1`
    /// fragment); every other face is loaded from its file.
    var fontFaceRule: String {
        let source =
            collectionIndex > 0
            ? "local(" + Notation.cssString(face.postScriptName) + ")"
            : "url(\"" + HTMLText.fileURL(face.file) + "\")"
        return "@font-face { font-family: \(fontFamily); src: \(source); }"
    }

    /// The inline style that sets text in the face: its family, and for a variable-font instance the coordinates
    /// of its weight (and width, when not normal) as `font-variation-settings`. fontconfig gives an instance's
    /// slant but not its `ital` or `slnt` coordinate, so a slanted instance asks for `'ital' 1, 'slnt' -90`, which
    /// the font engine clamps to the axis's fullest slant.
    var textStyle: String {
        var style = "font-family: \(fontFamily)"
        if face.namedInstance != nil {
            var settings = ["'wght' \(face.weight)"]
            if face.width != .normal { settings.append("'wdth' " + SizedFont.number(face.width.percentage)) }
            if face.slant.isSlanted { settings += ["'ital' 1", "'slnt' -90"] }
            style += "; font-variation-settings: " + settings.joined(separator: ", ")
        }
        return style
    }

    /// What the page says about how it loads the face, when that is not simply its file.
    var notes: [String] {
        var notes: [String] = []
        if collectionIndex > 0 {
            notes.append(
                "Face \(collectionIndex) of a collection: browsers read only the first face of a collection file, "
                    + "so this face is loaded by its PostScript name with local(), which works only where the font "
                    + "is installed for the browser.")
        }
        if let instance = face.namedInstance {
            notes.append(
                "Named instance \(instance) of a variable font, drawn at the coordinates of its weight"
                    + (face.width == .normal ? "" : " and width")
                    + (face.slant.isSlanted
                        ? ", at the font's fullest slant (fontconfig does not give the instance's)."
                        : "."))
        }
        switch face.format {
        case .trueType, .openType, .web: break
        case .type1, .bitmap, .other:
            notes.append("Browsers load only OpenType, TrueType, WOFF and WOFF2 files.")
        }
        if samples.isEmpty { notes.append("The face covers no character that can be shown.") }
        return notes
    }
}
