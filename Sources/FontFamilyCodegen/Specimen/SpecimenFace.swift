import FontFamilyCatalog
import FontFamilyKit

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

    /// The inline style that sets text in the face: its family, and for a face of a variable font (a named
    /// instance or a point of its design space) its ``/FontFamilyCatalog/FontFace/coordinates`` as `font-variation-settings`, every
    /// axis exactly (`"wght" 700, "slnt" -10`). The renderer writes it into `style` attributes HTML-escaped.
    var textStyle: String {
        var style = "font-family: \(fontFamily)"
        if let coordinates = face.coordinates, !coordinates.isEmpty {
            style += "; font-variation-settings: " + coordinates.cssVariationSettings
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
        let coordinates = face.coordinates.map { DisplayText.escaped($0.description, limit: nil) }
        switch (face.namedInstance, coordinates) {
        case (let instance?, let coordinates?) where !coordinates.isEmpty:
            notes.append("Named instance \(instance) of a variable font, drawn at its coordinates: \(coordinates).")
        case (let instance?, _):
            notes.append(
                "Named instance \(instance) of a variable font whose coordinates are not known: drawn at the font's "
                    + "default.")
        case (nil, let coordinates?) where !coordinates.isEmpty:
            notes.append("A variable font, drawn at \(coordinates).")
        case (nil, _): break
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
