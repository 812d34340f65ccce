#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The faces a platform has, known by name only: a JSON file recorded on a device, a simulator or a Mac with the
/// snippet in <doc:PlatformFontLists>, read into faces without files.
///
/// The file is one object: `"format"` is `"fontfamily-platform-fonts"`, `"formatVersion"` is `1`, `"platform"` and
/// `"osVersion"` name what it describes (`"iOS"`, `"18.2"`), and `"faces"` holds one object per face with
/// `"postScriptName"`, `"family"`, `"style"` and Core Text's traits as it reports them: `"weight"`, `"slant"` and
/// `"width"` (`kCTFontWeightTrait`, `kCTFontSlantTrait`, `kCTFontWidthTrait`, each from -1 to 1) and
/// `"symbolicTraits"` (`kCTFontSymbolicTrait`, its 32 bits read signed or unsigned). Other keys are ignored.
///
/// A face needs only `"postScriptName"` and `"family"`, as most public recordings give them: without `"style"` or
/// without all four traits, they are taken from the style part of the PostScript name by one table (see
/// <doc:PlatformFontLists>; `AvenirNext-DemiBoldItalic` is 600 italic), and ``derivedTraits`` holds its name so that
/// a verdict resting on its weight can say the weight was derived. A list without any face is an error.
///
/// ```swift
/// let list = try PlatformFontList(contentsOf: "Fonts/ios-18.2.json")
/// list.platform                                            // "iOS 18.2"
/// list.faces.first { $0.postScriptName == "HelveticaNeue-Bold" }?.weight  // 700
/// ```
///
/// Core Text's traits become the catalog's CSS-scale values: the weight through the values of `UIFont.Weight`
/// (-0.8 is 100, -0.6 200, -0.4 300, 0 400, 0.23 500, 0.3 600, 0.4 700, 0.56 800, 0.62 900; a value between two
/// lies between their weights, rounded to a whole number); italic when the symbolic traits have `kCTFontItalicTrait`,
/// oblique when they do not and the slant is not 0, else upright; the width condensed (75%) when it is below 0,
/// expanded (125%) when it is above, else normal (100%), since Core Text's width trait does not say the font's width
/// class.
public struct PlatformFontList: Hashable, Sendable {
    /// The format name a list states in `"format"`.
    public static let formatName = "fontfamily-platform-fonts"
    /// The format version this library reads: a list of another version is an error.
    public static let formatVersion = 1

    /// What the list describes, its platform and OS version: `iOS 18.2`.
    public let platform: String
    /// The file the list was read from, as given.
    public let path: String
    /// One face per PostScript name, in the list's order, each with ``FontFace/platform`` set and no file.
    public let faces: [FontFace]
    /// The PostScript names of the faces whose style and traits the list did not give: they were derived from the
    /// style part of the name (`AvenirNext-DemiBoldItalic` → 600, italic).
    public let derivedTraits: Set<String>

    /// Reads the list in the file at `path`, whole or not at all.
    ///
    /// - Throws: ``PlatformFontListError`` naming the file and, for a bad face, its entry.
    public init(contentsOf path: String) throws(PlatformFontListError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let isDirectory = FileSystemEntry.isDirectory(path)
            throw .unreadable(
                path: path,
                reason: isDirectory == nil
                    ? "does not exist" : isDirectory == true ? "is a directory" : "cannot be read")
        }
        try self.init(json: [UInt8](data), path: path)
    }

    /// Reads a list from its JSON text; `path` names it in errors.
    ///
    /// - Throws: ``PlatformFontListError`` naming `path` and, for a bad face, its entry.
    public init(json: [UInt8], path: String) throws(PlatformFontListError) {
        let value: JSONValue
        if let parsed = try? JSONDecoder().decode(JSONValue.self, from: Data(json)) {
            value = parsed
        } else if let quoted = Self.quotingOutOfRangeNumbers(json),
            let parsed = try? JSONDecoder().decode(JSONValue.self, from: Data(quoted))
        {
            // A number no Double holds (`1e309`) stops the decoder; quoted, it reaches the field's check, which names
            // the entry and the field.
            value = parsed
        } else {
            throw .malformedJSON(path: path)
        }
        guard let root = value.object else { throw .malformedJSON(path: path) }
        guard let format = root["format"]?.string, format == Self.formatName else {
            throw .notAPlatformList(path: path)
        }
        guard let version = Self.integer(root["formatVersion"]) else {
            throw .invalidField(path: path, entry: nil, field: "formatVersion", expected: "a whole number")
        }
        guard version == Self.formatVersion else { throw .unsupportedVersion(path: path, version: version) }
        let platform = try Self.text(root, "platform", path: path, entry: nil)
        let osVersion = try Self.text(root, "osVersion", path: path, entry: nil)
        guard let entries = root["faces"]?.array else {
            throw .invalidField(path: path, entry: nil, field: "faces", expected: "an array of faces")
        }
        try self.init(
            entries: entries, platform: platform + " " + osVersion, path: path)
    }

    /// A list of `entries`, the objects of `"faces"`, described as `platform`.
    init(entries: [JSONValue], platform described: String, path: String) throws(PlatformFontListError) {
        guard !entries.isEmpty else { throw .noFaces(path: path) }
        var faces: [FontFace] = []
        var derived: Set<String> = []
        var positions: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            let (face, isDerived) = try Self.face(entry, at: position, platform: described, path: path)
            if isDerived { derived.insert(face.postScriptName) }
            if let first = positions[face.postScriptName] {
                guard faces[first] == face else {
                    throw .conflictingDuplicate(
                        path: path, postScriptName: face.postScriptName, first: first, entry: position)
                }
                continue
            }
            positions[face.postScriptName] = faces.count
            faces.append(face)
        }
        self.platform = described
        self.path = path
        self.faces = faces
        self.derivedTraits = derived
    }

    /// The faces of the built-in list `builtIn`, every one's traits derived from its name.
    init(builtIn: BuiltInPlatformFontList) {
        let platform = builtIn.platform + " " + builtIn.osVersion
        var seen: Set<String> = []
        var faces: [FontFace] = []
        for (name, family) in builtIn.faces where seen.insert(name).inserted {
            let style = PostScriptStyleTable.style(of: name)
            var face = FontFace(
                postScriptName: name, family: family, style: style.name, weight: style.weight, slant: style.slant,
                width: style.width, file: "", format: .other)
            face.platform = platform
            faces.append(face)
        }
        self.platform = platform
        self.path = "--platform " + builtIn.name
        self.faces = faces
        self.derivedTraits = seen
    }

    /// The face entry `position` describes, and whether its style and traits were derived from its name.
    private static func face(
        _ entry: JSONValue, at position: Int, platform: String, path: String
    ) throws(PlatformFontListError) -> (face: FontFace, derived: Bool) {
        guard let fields = entry.object else {
            throw .invalidField(
                path: path, entry: .init(index: position, postScriptName: nil), field: nil, expected: "an object")
        }
        let named = PlatformFontListError.Entry(index: position, postScriptName: fields["postScriptName"]?.string)
        let name = try text(fields, "postScriptName", path: path, entry: named)
        guard !name.contains(where: { $0.isWhitespace }) else {
            throw .invalidField(
                path: path, entry: named, field: "postScriptName", expected: "a PostScript name without white space")
        }
        let family = try text(fields, "family", path: path, entry: named)
        let traitKeys = ["weight", "slant", "width", "symbolicTraits"]
        guard fields["style"] != nil, traitKeys.allSatisfy({ fields[$0] != nil }) else {
            // Given fields are still checked, so a bad one is named rather than passed over.
            if fields["style"] != nil { _ = try text(fields, "style", path: path, entry: named) }
            for key in ["weight", "slant", "width"] where fields[key] != nil {
                _ = try trait(fields, key, path: path, entry: named)
            }
            if fields["symbolicTraits"] != nil { _ = try symbolicTraits(fields, path: path, entry: named) }
            let derived = PostScriptStyleTable.style(of: name)
            var face = FontFace(
                postScriptName: name, family: family, style: derived.name, weight: derived.weight,
                slant: derived.slant, width: derived.width, file: "", format: .other)
            face.platform = platform
            return (face, true)
        }
        let style = try text(fields, "style", path: path, entry: named)
        let weight = try trait(fields, "weight", path: path, entry: named)
        let slant = try trait(fields, "slant", path: path, entry: named)
        let width = try trait(fields, "width", path: path, entry: named)
        let symbolic = try symbolicTraits(fields, path: path, entry: named)
        var face = FontFace(
            postScriptName: name, family: family, style: style, weight: cssWeight(weight),
            slant: symbolic & italicTrait != 0 ? .italic : slant != 0 ? .oblique : .upright,
            width: width < 0 ? .condensed : width > 0 ? .expanded : .normal, file: "", format: .other)
        face.platform = platform
        return (face, false)
    }

    /// Core Text's symbolic traits `fields["symbolicTraits"]`: 32 bits, read signed or unsigned, since Core Text's
    /// number may hold them as an `Int32`, so the class bits of a sans-serif face (`kCTFontClassSansSerif`, the top
    /// bit) print as a negative number.
    private static func symbolicTraits(
        _ fields: [String: JSONValue], path: String, entry: PlatformFontListError.Entry
    ) throws(PlatformFontListError) -> Int {
        guard let symbolic = integer(fields["symbolicTraits"]), symbolic >= Int(Int32.min), symbolic <= Int(UInt32.max)
        else {
            throw .invalidField(
                path: path, entry: entry, field: "symbolicTraits",
                expected: "Core Text's symbolic traits, a whole number")
        }
        return symbolic
    }

    /// `json` with each number outside strings that no `Double` holds (`1e309`) put between quotes, or `nil` when it
    /// has none.
    static func quotingOutOfRangeNumbers(_ json: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(json.count + 8)
        var inString = false
        var escaped = false
        var changed = false
        var index = 0
        while index < json.count {
            let byte = json[index]
            if inString {
                output.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < json.count, Self.numberBytes.contains(json[end]) { end += 1 }
            let token = json[index..<end]
            if let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite {
                output.append(contentsOf: token)
            } else {
                output.append(UInt8(ascii: "\""))
                output.append(contentsOf: token)
                output.append(UInt8(ascii: "\""))
                changed = true
            }
            index = end
        }
        return changed ? output : nil
    }

    /// The bytes a JSON number is made of.
    private static let numberBytes = Set("0123456789+-.eE".utf8)

    /// `kCTFontItalicTrait`, the symbolic trait of an italic face.
    private static let italicTrait = 1

    /// Core Text's weight traits of `UIFont.Weight`'s nine weights, and their CSS weights.
    private static let weightScale: [(trait: Double, weight: Double)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
    ]

    /// The CSS weight of Core Text's weight trait `trait`: along `weightScale`, its ends held beyond it, rounded.
    static func cssWeight(_ trait: Double) -> FontWeight {
        guard let first = weightScale.first, let last = weightScale.last else { return .regular }
        if trait <= first.trait { return FontWeight(first.weight) }
        if trait >= last.trait { return FontWeight(last.weight) }
        for (lower, upper) in zip(weightScale, weightScale.dropFirst()) where trait <= upper.trait {
            let share = (trait - lower.trait) / (upper.trait - lower.trait)
            return FontWeight((lower.weight + share * (upper.weight - lower.weight)).rounded())
        }
        return FontWeight(last.weight)
    }

    /// The non-empty string `fields[key]`.
    private static func text(
        _ fields: [String: JSONValue], _ key: String, path: String, entry: PlatformFontListError.Entry?
    ) throws(PlatformFontListError) -> String {
        guard let value = fields[key]?.string, !value.isEmpty else {
            throw .invalidField(path: path, entry: entry, field: key, expected: "a non-empty string")
        }
        return value
    }

    /// The Core Text trait `fields[key]`, a number from -1 to 1.
    private static func trait(
        _ fields: [String: JSONValue], _ key: String, path: String, entry: PlatformFontListError.Entry
    ) throws(PlatformFontListError) -> Double {
        guard let number = fields[key]?.number, (-1...1).contains(number) else {
            throw .invalidField(
                path: path, entry: entry, field: key, expected: "a number from -1 to 1 (Core Text's \(key) trait)")
        }
        return number
    }

    /// `value` as a whole number, when it is one.
    private static func integer(_ value: JSONValue?) -> Int? {
        guard let double = value?.number, double.rounded() == double, abs(double) < 1e15 else { return nil }
        return Int(double)
    }
}
