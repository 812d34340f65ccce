public import FontFamilyCatalog

/// Renders font families as the JSON that `fontfamily-dump --json` prints.
///
/// The document is an object with two keys. `generator` comes last and marks the document as this package's output:
/// `{"digest": "…", "name": "fontfamily-dump"}`, the digest (FNV-1a 64, 16 hexadecimal digits) of the text before the
/// comma that precedes it, so that `fontfamily-dump --output` replaces the file only while nobody has edited it.
/// `families` is an array, sorted by family name, of objects with
/// `family` (the primary name), `familyNames` (every name, each `{"name", "language"}`, `language` left out when
/// the font does not say) and `faces`, in the family's face order, each with `postScriptName`, `style`, `weight`
/// (OpenType 1–1000), `italic` (`true` for italic and oblique), `slant` (`upright`, `italic` or `oblique`),
/// `width` (percent of normal), `file`, `index`, `kind` (`static`, `namedInstance` or `variable`, a
/// ``/FontFamilyCatalog/FontFace/Kind-swift.enum`` case name), `format` (a ``/FontFamilyKit/FontFormat`` case name), and for faces of variable fonts
/// `namedInstance` (when it is one), `coordinates` (an object of axis tag → value) and `aliases` (when the face has
/// other names). A face whose PostScript name other faces carry too (given with `copies`) has `otherCopies`, those
/// faces in the catalog's order, and `chosenBy`, why it is the one the name resolves to (a
/// ``/FontFamilyCatalog/FontCatalog/CopyChoice-swift.enum`` case name: `given`, `fontconfig` or `order`). A face of
/// a ``/FontFamilyCatalog/PlatformFontList`` has `platform` (`iOS 18.2`) and no `file`, which it does not have here;
/// given `copies`, one of a list that gave its name only (every built-in list) also has `"traitsDerived": true`:
/// its `style`, `weight`, `italic`, `slant` and `width` were derived from its PostScript name
/// (``/FontFamilyCatalog/PlatformFontList/derivedTraits``), not read from the font.
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
    ///   - variableFonts: The variable fonts to list under their families, such as ``/FontFamilyCatalog/FontCatalog/variableFonts``;
    ///     none unless given.
    ///   - copies: The catalog the families come from, whose other copies of each face's name are listed under the
    ///     face, and whose platform font lists say which faces' traits were derived; none unless given.
    public static func json(
        for families: [FontCatalog.Family], variableFonts: [VariableFont] = [], copies: FontCatalog? = nil
    ) -> String {
        // A face takes about 500 bytes: room for twice that, address space rather than memory until written, saves
        // copying the text as it grows.
        var json = JSONWriter(capacity: 1024 * families.reduce(0) { $0 + $1.faces.count })
        write(families, variableFonts: variableFonts, copies: copies, to: &json)
        return json.text()
    }

    /// Writes the JSON text for `families` — the bytes of ``json(for:variableFonts:copies:)`` — to `output` as it is
    /// made, in pieces of up to 64 KiB: the listing of a whole catalog, megabytes long, never sits in memory whole.
    ///
    /// - Parameters:
    ///   - families: The families to list.
    ///   - variableFonts: The variable fonts to list under their families; none unless given.
    ///   - copies: The catalog the families come from; none unless given.
    ///   - output: Called with each piece of UTF-8 text, in order; a piece is valid only during the call.
    public static func writeJSON(
        for families: [FontCatalog.Family], variableFonts: [VariableFont] = [], copies: FontCatalog? = nil,
        to output: @escaping (UnsafeRawBufferPointer) -> Void
    ) {
        var json = JSONWriter(chunk: 64 * 1024, output: output)
        write(families, variableFonts: variableFonts, copies: copies, to: &json)
        json.finish()
    }

    /// The document: `families` sorted by name, each object's members in key order, written straight rather than as
    /// a tree of values built and freed again for thousands of faces.
    private static func write(
        _ families: [FontCatalog.Family], variableFonts: [VariableFont], copies: FontCatalog?,
        to json: inout JSONWriter
    ) {
        let sorted = families.sorted { $0.name < $1.name }
        let fontsByFamily = Dictionary(grouping: variableFonts, by: \.family)
        json.object { json in
            json.member("families") { json in
                json.array(sorted) { json, family in
                    write(family, variableFonts: fontsByFamily[family.name] ?? [], copies: copies, to: &json)
                }
            }
            // The marker by which `--output` knows the file for its own (``GeneratedOutput``): the digest of
            // everything before it.
            let digest = json.digest().hex
            json.member("generator") { json in
                json.object { json in
                    json.member("digest", .string(digest))
                    json.member("name", .string(GeneratedOutput.Generator.dump.rawValue))
                }
            }
        }
    }

    private static func write(
        _ family: FontCatalog.Family, variableFonts: [VariableFont], copies: FontCatalog?, to json: inout JSONWriter
    ) {
        json.object { json in
            json.member("faces") { json in
                json.array(family.faces) { write($1, copies: copies, catalog: copies, to: &$0) }
            }
            json.member("family", .string(family.name))
            json.member("familyNames") { json in json.array(family.names) { write($1, to: &$0) } }
            if !variableFonts.isEmpty {
                let sorted = variableFonts.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
                json.member("variableFonts") { json in json.array(sorted) { write($1, to: &$0) } }
            }
        }
    }

    private static func write(_ font: VariableFont, to json: inout JSONWriter) {
        json.object { json in
            json.member("axes", .array(font.axes.map(value(of:))))
            json.member("file", .string(font.file))
            json.member("index", .integer(font.index))
            json.member("namedInstances") { json in
                json.array(font.namedInstances) { write($1, copies: nil, catalog: nil, to: &$0) }
            }
            if let prefix = font.postScriptNamePrefix { json.member("postScriptNamePrefix", .string(prefix)) }
        }
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

    private static func write(_ name: LocalizedName, to json: inout JSONWriter) {
        json.object { json in
            if let language = name.language { json.member("language", .string(language)) }
            json.member("name", .string(name.name))
        }
    }

    /// The face; with `copies`, also its name's other copies there and why it is chosen over them; with `catalog`
    /// (the catalog it comes from), whether its traits were derived from its name.
    private static func write(
        _ face: FontFace, copies: FontCatalog?, catalog: FontCatalog?, to json: inout JSONWriter
    ) {
        let choice = copies?.copyChoice(postScriptName: face.postScriptName)
        json.object { json in
            if !face.aliases.isEmpty { json.member("aliases", .array(face.aliases.map(JSONValue.string))) }
            if let choice { json.member("chosenBy", .string(choice.rawValue)) }
            if let coordinates = face.coordinates {
                let values = coordinates.values.map { ($0.tag.rawValue, JSONValue.number($0.value)) }
                json.member("coordinates", .object(JSONObject(values)))
            }
            // A face of a platform font list has no file: its platform says where it is.
            if face.platform == nil { json.member("file", .string(face.file)) }
            json.member("format", .string(face.format.rawValue))
            json.member("index", .integer(face.index))
            json.member("italic", .bool(face.slant.isSlanted))
            json.member("kind", .string(face.kind.rawValue))
            if let instance = face.namedInstance { json.member("namedInstance", .integer(instance)) }
            if let copies, choice != nil {
                let others = copies.faces(postScriptName: face.postScriptName).filter { $0 != face }
                json.member("otherCopies") { json in
                    json.array(others) { write($1, copies: nil, catalog: copies, to: &$0) }
                }
            }
            if let platform = face.platform { json.member("platform", .string(platform)) }
            json.member("postScriptName", .string(face.postScriptName))
            json.member("slant", .string(face.slant.rawValue))
            json.member("style", .string(face.style))
            if catalog?.hasDerivedTraits(face) == true { json.member("traitsDerived", .bool(true)) }
            json.member("weight", .number(face.weight.value))
            json.member("width", .number(face.width.percentage))
        }
    }
}
