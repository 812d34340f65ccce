/// Renders font families as the JSON that `fontfamily-dump --json` prints.
///
/// The document is an object with one key, `families`: an array, sorted by family name, of objects with
/// `family` (the primary name), `familyNames` (every name, each `{"name", "language"}`, `language` left out when
/// the font does not say) and `faces`, in the family's face order, each with `postScriptName`, `style`, `weight`
/// (OpenType 1–1000), `italic` (`true` for italic and oblique), `slant` (`upright`, `italic` or `oblique`),
/// `width` (percent of normal), `file`, `index`, `namedInstance` (only for variable-font instances) and `format`
/// (a ``FontFormat`` case name). Keys are sorted, indentation is two spaces, and the text ends in a newline, so
/// the same families always give the same bytes.
public enum JSONRenderer {
    /// The JSON text for `families`.
    public static func json(for families: [FontCatalog.Family]) -> String {
        let sorted = families.sorted { $0.name < $1.name }
        return JSONValue.object(["families": .array(sorted.map(value(of:)))]).text
    }

    private static func value(of family: FontCatalog.Family) -> JSONValue {
        .object([
            "family": .string(family.name),
            "familyNames": .array(family.names.map(value(of:))),
            "faces": .array(family.faces.map(value(of:))),
        ])
    }

    private static func value(of name: LocalizedName) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(name.name)]
        if let language = name.language { members["language"] = .string(language) }
        return .object(members)
    }

    private static func value(of face: FontFace) -> JSONValue {
        var members: [String: JSONValue] = [
            "postScriptName": .string(face.postScriptName),
            "style": .string(face.style),
            "weight": .number(face.weight.value),
            "italic": .bool(face.slant.isSlanted),
            "slant": .string(face.slant.rawValue),
            "width": .number(face.width.percentage),
            "file": .string(face.file),
            "index": .integer(face.index),
            "format": .string(face.format.rawValue),
        ]
        if let instance = face.namedInstance { members["namedInstance"] = .integer(instance) }
        return .object(members)
    }
}
