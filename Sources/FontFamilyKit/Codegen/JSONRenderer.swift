/// Renders font families as the JSON that `fontfamily-dump --json` prints.
///
/// The document is an object with one key, `families`: an array, sorted by family name, of objects with
/// `family` (the primary name), `familyNames` (every name, each `{"name", "language"}`, `language` left out when
/// the font does not say) and `faces`, in the family's face order, each with `postScriptName`, `style`, `weight`
/// (OpenType 1–1000), `italic` (`true` for italic and oblique), `slant` (`upright`, `italic` or `oblique`),
/// `width` (percent of normal), `file`, `index`, `kind` (`static`, `namedInstance` or `variable`, a
/// ``FontFace/Kind-swift.enum`` case name), `format` (a ``FontFormat`` case name), and for faces of variable fonts
/// `namedInstance` (when it is one), `coordinates` (an object of axis tag → value) and `aliases` (when the face has
/// other names). A face whose PostScript name other faces carry too (given with `copies`) has `otherCopies`, those
/// faces in the catalog's order, and `chosenBy`, why it is the one the name resolves to (a
/// ``FontCatalog/CopyChoice-swift.enum`` case name: `given`, `fontconfig` or `order`).
///
/// A family with variable fonts also has `variableFonts`, one object per font sorted by file and index, with
/// `file`, `index`, `postScriptNamePrefix` (when the font has one), `axes` (in the font's order, each with `tag`,
/// `name`, `minimum`, `default`, `maximum` and `hidden`) and `namedInstances` (every instance of the font's `fvar`
/// table, in its order, as faces). Keys are sorted, indentation is two spaces, and the text ends in a newline, so
/// the same families always give the same bytes.
public enum JSONRenderer {
    /// The JSON text for `families`, with the variable fonts among `variableFonts` whose family is one of them.
    ///
    /// - Parameters:
    ///   - families: The families to list.
    ///   - variableFonts: The variable fonts to list under their families, such as ``FontCatalog/variableFonts``;
    ///     none unless given.
    ///   - copies: The catalog the families come from, whose other copies of each face's name are listed under the
    ///     face; none unless given.
    public static func json(
        for families: [FontCatalog.Family], variableFonts: [VariableFont] = [], copies: FontCatalog? = nil
    ) -> String {
        let sorted = families.sorted { $0.name < $1.name }
        let fontsByFamily = Dictionary(grouping: variableFonts, by: \.family)
        return JSONValue.object([
            "families": .array(
                sorted.map { value(of: $0, variableFonts: fontsByFamily[$0.name] ?? [], copies: copies) })
        ]).text
    }

    private static func value(
        of family: FontCatalog.Family, variableFonts: [VariableFont], copies: FontCatalog?
    ) -> JSONValue {
        var members: JSONObject = [
            "family": .string(family.name),
            "familyNames": .array(family.names.map(value(of:))),
            "faces": .array(family.faces.map { value(of: $0, copies: copies) }),
        ]
        if !variableFonts.isEmpty {
            let sorted = variableFonts.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
            members["variableFonts"] = .array(sorted.map(value(of:)))
        }
        return .object(members)
    }

    private static func value(of font: VariableFont) -> JSONValue {
        var members: JSONObject = [
            "file": .string(font.file),
            "index": .integer(font.index),
            "axes": .array(font.axes.map(value(of:))),
            "namedInstances": .array(font.namedInstances.map(value(of:))),
        ]
        if let prefix = font.postScriptNamePrefix { members["postScriptNamePrefix"] = .string(prefix) }
        return .object(members)
    }

    private static func value(of axis: VariationAxis) -> JSONValue {
        .object([
            "tag": .string(axis.tag.rawValue),
            "name": .string(axis.name),
            "minimum": .number(axis.minimum),
            "default": .number(axis.defaultValue),
            "maximum": .number(axis.maximum),
            "hidden": .bool(axis.isHidden),
        ])
    }

    private static func value(of name: LocalizedName) -> JSONValue {
        var members: JSONObject = ["name": .string(name.name)]
        if let language = name.language { members["language"] = .string(language) }
        return .object(members)
    }

    /// The face, with its name's other copies in `copies` and why it is chosen over them.
    private static func value(of face: FontFace, copies: FontCatalog?) -> JSONValue {
        guard let copies, let choice = copies.copyChoice(postScriptName: face.postScriptName),
            case var .object(members) = value(of: face)
        else { return value(of: face) }
        let others = copies.faces(postScriptName: face.postScriptName).filter { $0 != face }
        members["otherCopies"] = .array(others.map(value(of:)))
        members["chosenBy"] = .string(choice.rawValue)
        return .object(members)
    }

    private static func value(of face: FontFace) -> JSONValue {
        var members: JSONObject = [
            "postScriptName": .string(face.postScriptName),
            "style": .string(face.style),
            "weight": .number(face.weight.value),
            "italic": .bool(face.slant.isSlanted),
            "slant": .string(face.slant.rawValue),
            "width": .number(face.width.percentage),
            "file": .string(face.file),
            "index": .integer(face.index),
            "kind": .string(face.kind.rawValue),
            "format": .string(face.format.rawValue),
        ]
        if let instance = face.namedInstance { members["namedInstance"] = .integer(instance) }
        if let coordinates = face.coordinates {
            members["coordinates"] = .object(
                JSONObject(coordinates.values.map { ($0.tag.rawValue, .number($0.value)) }))
        }
        if !face.aliases.isEmpty { members["aliases"] = .array(face.aliases.map(JSONValue.string)) }
        return .object(members)
    }
}
