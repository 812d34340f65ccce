public import FontFamilyKit

/// One face in a ``FontCatalog``: a single font as fontconfig lists it.
///
/// A face is a plain value, so tests of everything above the catalog can build faces by hand:
///
/// ```swift
/// let face = FontFace(postScriptName: "GillSans-SemiBold", family: "Gill Sans", style: "SemiBold",
///                     weight: .semiBold, file: "/fonts/GillSans-SemiBold.ttf")
/// ```
public struct FontFace: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stored properties, behind one reference: copying a face (returning it from a lookup, sorting and
    /// grouping a catalog) then retains one object instead of each of its strings and arrays.
    private struct Fields: Hashable, Sendable, Codable {
        var postScriptName: String
        var familyNames: [LocalizedName]
        var styleNames: LocalizedNameList
        var fullNames: LocalizedNameList
        var weight: FontWeight
        var slant: FontSlant
        var width: FontWidth
        var file: String
        var index: Int
        var namedInstance: Int?
        var coordinates: VariationCoordinates?
        var aliases: [String]
        var format: FontFormat
        var platform: String?
    }

    /// Immutable storage; a setter replaces it.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

    /// The PostScript name, such as `GillSans-SemiBold`: the name that code uses to ask for this face.
    public var postScriptName: String {
        get { storage.fields.postScriptName }
        set { update { $0.postScriptName = newValue } }
    }
    /// Every family name the face states, in fontconfig's order (WWS family, typographic family, legacy family),
    /// localized names with their language. Never empty.
    public var familyNames: [LocalizedName] {
        get { storage.fields.familyNames }
        set { update { $0.familyNames = newValue } }
    }
    /// Every style name the face states, in the same order as ``familyNames``. Never empty. A catalog's face reads all
    /// but the first from fontconfig when they are asked for, as it reads ``fullNames``.
    public var styleNames: [LocalizedName] {
        get { storage.fields.styleNames.names }
        set { update { $0.styleNames = LocalizedNameList(newValue) } }
    }
    /// Every full name the face states, in fontconfig's order with the first English one first, localized names
    /// with their language; empty when the font states none. Most faces state one (`Gill Sans SemiBold`); URW's
    /// base35 and TeX Gyre's OpenType faces state their PostScript name first and the name people know second
    /// (`NimbusRoman-BoldItalic`, `Nimbus Roman Bold Italic`). A lookup by full name looks at every one of them. A
    /// catalog's face reads them from fontconfig when they are asked for, so a catalog load that needs none makes
    /// none; they compare, hash and encode alike either way.
    public var fullNames: [LocalizedName] {
        get { storage.fields.fullNames.names }
        set { update { $0.fullNames = LocalizedNameList(newValue) } }
    }
    /// The first of ``fullNames``, such as `Gill Sans SemiBold`, when the font has one; setting it replaces them all.
    public var fullName: String? {
        get { storage.fields.fullNames.first?.name }
        set { update { $0.fullNames = LocalizedNameList(newValue.map { [LocalizedName($0)] } ?? []) } }
    }
    /// The weight on the OpenType/CSS scale.
    public var weight: FontWeight {
        get { storage.fields.weight }
        set { update { $0.weight = newValue } }
    }
    /// Upright, italic or oblique.
    public var slant: FontSlant {
        get { storage.fields.slant }
        set { update { $0.slant = newValue } }
    }
    /// The width (stretch).
    public var width: FontWidth {
        get { storage.fields.width }
        set { update { $0.width = newValue } }
    }
    /// The absolute path of the font file; empty for a face of a ``PlatformFontList``, which has no file here.
    public var file: String {
        get { storage.fields.file }
        set { update { $0.file = newValue } }
    }
    /// The index of the face within a font collection (`.ttc`, `.otc`); 0 for single-face files.
    public var index: Int {
        get { storage.fields.index }
        set { update { $0.index = newValue } }
    }
    /// The named instance of a variable font, counted from 1, or `nil` for a static face.
    public var namedInstance: Int? {
        get { storage.fields.namedInstance }
        set { update { $0.namedInstance = newValue } }
    }
    /// Where in a variable font's design space the face sits: every axis of the font with its value; `nil` for a
    /// static face.
    public var coordinates: VariationCoordinates? {
        get { storage.fields.coordinates }
        set { update { $0.coordinates = newValue } }
    }
    /// Other PostScript names the face answers to, such as the name fontconfig reports for a variable-font instance
    /// (`Inter_700wght` on fontconfig 2.14, `Inter-Display` for every instance of Inter Display) when it differs
    /// from ``postScriptName``. ``FontCatalog/face(postScriptName:)`` finds a face by an alias when no face has it
    /// as its own name.
    public var aliases: [String] {
        get { storage.fields.aliases }
        set { update { $0.aliases = newValue } }
    }
    /// The file's format.
    public var format: FontFormat {
        get { storage.fields.format }
        set { update { $0.format = newValue } }
    }
    /// The platform whose ``PlatformFontList`` lists the face, such as `iOS 18.2`, for a face known only by name
    /// (its ``file`` is empty); `nil` for a face read from a font file.
    public var platform: String? {
        get { storage.fields.platform }
        set { update { $0.platform = newValue } }
    }

    /// A face with the given properties.
    ///
    /// - Parameters:
    ///   - postScriptName: The PostScript name.
    ///   - familyNames: Every family name, primary first; must not be empty.
    ///   - styleNames: Every style name, primary first; must not be empty.
    ///   - fullNames: Every full name, the first English one first; none unless given.
    ///   - weight: The weight.
    ///   - slant: The slant.
    ///   - width: The width.
    ///   - file: The file path.
    ///   - index: The face index within a collection.
    ///   - namedInstance: The variable-font named instance, counted from 1.
    ///   - coordinates: The face's place in a variable font's design space; `nil` for a static face.
    ///   - aliases: Other PostScript names the face answers to.
    ///   - format: The file format.
    public init(
        postScriptName: String,
        familyNames: [LocalizedName],
        styleNames: [LocalizedName],
        fullNames: [LocalizedName] = [],
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        file: String,
        index: Int = 0,
        namedInstance: Int? = nil,
        coordinates: VariationCoordinates? = nil,
        aliases: [String] = [],
        format: FontFormat = .trueType
    ) {
        self.init(
            postScriptName: postScriptName, familyNames: familyNames,
            styleNameList: LocalizedNameList(styleNames.isEmpty ? [LocalizedName("Regular")] : styleNames),
            fullNameList: LocalizedNameList(fullNames), weight: weight, slant: slant, width: width, file: file,
            index: index,
            namedInstance: namedInstance, coordinates: coordinates, aliases: aliases, format: format)
    }

    /// A face with the given properties, its style and full names given or read from a fontconfig pattern on use
    /// (``LocalizedNameList``); `styleNameList` must not be empty.
    init(
        postScriptName: String,
        familyNames: [LocalizedName],
        styleNameList: LocalizedNameList,
        fullNameList: LocalizedNameList,
        weight: FontWeight,
        slant: FontSlant,
        width: FontWidth,
        file: String,
        index: Int,
        namedInstance: Int?,
        coordinates: VariationCoordinates? = nil,
        aliases: [String] = [],
        format: FontFormat
    ) {
        storage = Storage(
            Fields(
                postScriptName: postScriptName,
                familyNames: familyNames.isEmpty ? [LocalizedName(postScriptName)] : familyNames,
                styleNames: styleNameList,
                fullNames: fullNameList,
                weight: weight,
                slant: slant,
                width: width,
                file: file,
                index: index,
                namedInstance: namedInstance,
                coordinates: coordinates,
                aliases: aliases,
                format: format,
                platform: nil
            ))
    }

    /// A face with one family name and one style name.
    public init(
        postScriptName: String,
        family: String,
        style: String,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        file: String,
        format: FontFormat = .trueType
    ) {
        self.init(
            postScriptName: postScriptName,
            familyNames: [LocalizedName(family)],
            styleNames: [LocalizedName(style)],
            weight: weight,
            slant: slant,
            width: width,
            file: file,
            format: format
        )
    }

    /// The primary family name: the first of ``familyNames``. Faces are grouped into families by it.
    public var family: String { familyNames.first?.name ?? postScriptName }

    /// The primary style name: the first of ``styleNames``, such as `SemiBold Italic`.
    public var style: String { storage.fields.styleNames.first?.name ?? "Regular" }

    /// The PostScript name, then every property a person needs to tell the face from another, with the file as
    /// ``location`` shows it (whole, with the face index and named instance when set):
    /// `FontFace(GillSans-SemiBold, family Gill Sans, style SemiBold, weight 600, width 100%, upright, TrueType,
    /// file /fonts/GillSans-SemiBold.ttf)`, or `… file /fonts/Pair.ttc (face 1, named instance 3))`; a listed face ends
    /// with its platform instead of format and file: `…, upright, iOS 18.2's font list (no file here))`.
    public var description: String {
        let parts = [
            DisplayText.escaped(postScriptName), "family " + DisplayText.escaped(family),
            "style " + DisplayText.escaped(style), "weight \(weight)", "width \(width)", slant.rawValue,
        ]
        // A listed face has no file, hence no format either.
        let origin = platform == nil ? ["\(format)", "file " + location] : [location]
        return "FontFace(" + (parts + origin).joined(separator: ", ") + ")"
    }

    /// Decodes a face from the keys it encodes: its property names.
    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    /// Encodes the face's properties under their names.
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    /// Whether two faces have equal properties.
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every property.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }
}
