/// One face in a ``FontCatalog``: a single font as fontconfig lists it.
///
/// A face is a plain value, so tests of everything above the catalog can build faces by hand:
///
/// ```swift
/// let face = FontFace(postScriptName: "GillSans-SemiBold", family: "Gill Sans", style: "SemiBold",
///                     weight: .semibold, file: "/fonts/GillSans-SemiBold.ttf")
/// ```
public struct FontFace: Hashable, Sendable, Codable {
    /// The PostScript name, such as `GillSans-SemiBold`: the name that code uses to ask for this face.
    public var postScriptName: String
    /// Every family name the face states, in fontconfig's order (WWS family, typographic family, legacy family),
    /// localized names with their language. Never empty.
    public var familyNames: [LocalizedName]
    /// Every style name the face states, in the same order as ``familyNames``. Never empty.
    public var styleNames: [LocalizedName]
    /// The full name, such as `Gill Sans SemiBold`, when the font has one.
    public var fullName: String?
    /// The weight on the OpenType/CSS scale.
    public var weight: FontWeight
    /// Upright, italic or oblique.
    public var slant: FontSlant
    /// The width (stretch).
    public var width: FontWidth
    /// The absolute path of the font file.
    public var file: String
    /// The index of the face within a font collection (`.ttc`, `.otc`); 0 for single-face files.
    public var index: Int
    /// The named instance of a variable font, counted from 1, or `nil` for a static face.
    public var namedInstance: Int?
    /// The file's format.
    public var format: FontFormat

    /// A face with the given properties.
    ///
    /// - Parameters:
    ///   - postScriptName: The PostScript name.
    ///   - familyNames: Every family name, primary first; must not be empty.
    ///   - styleNames: Every style name, primary first; must not be empty.
    ///   - fullName: The full name, if any.
    ///   - weight: The weight.
    ///   - slant: The slant.
    ///   - width: The width.
    ///   - file: The file path.
    ///   - index: The face index within a collection.
    ///   - namedInstance: The variable-font named instance, counted from 1.
    ///   - format: The file format.
    public init(
        postScriptName: String,
        familyNames: [LocalizedName],
        styleNames: [LocalizedName],
        fullName: String? = nil,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        file: String,
        index: Int = 0,
        namedInstance: Int? = nil,
        format: FontFormat = .trueType
    ) {
        self.postScriptName = postScriptName
        self.familyNames = familyNames.isEmpty ? [LocalizedName(postScriptName)] : familyNames
        self.styleNames = styleNames.isEmpty ? [LocalizedName("Regular")] : styleNames
        self.fullName = fullName
        self.weight = weight
        self.slant = slant
        self.width = width
        self.file = file
        self.index = index
        self.namedInstance = namedInstance
        self.format = format
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
    public var style: String { styleNames.first?.name ?? "Regular" }

    /// `true` when the face is italic or oblique.
    public var isItalic: Bool { slant.isSlanted }
}
