/// One face to write as a minimal TrueType file: its names, weight, width, slant and the code points it covers.
///
/// Names are arbitrary Unicode strings: the writer encodes them losslessly in UTF-16BE, so tests can give a face
/// quotes, control characters, bidi overrides, emoji, very long or empty names. Set the properties directly to
/// write exactly the name records a test needs.
///
/// Limits of the format, not checked: all name strings of a face together must stay under 64 KiB of UTF-16
/// (32,767 characters each), and the code points below U+FFFF must form fewer than about 8,000 separate runs.
/// Beyond them the writer still returns without trapping, but the file is not a valid font.
public struct FixtureFont: Sendable, Hashable {
    /// The legacy family name, name ID 1 (`Gill Sans Light` for the Light face of Gill Sans).
    public var familyName: String
    /// The legacy subfamily name, name ID 2: `Regular`, `Italic`, `Bold` or `Bold Italic` in a well-formed font.
    public var styleName: String
    /// The typographic family name, name ID 16, written only when set (`Gill Sans`).
    public var typographicFamilyName: String?
    /// The typographic subfamily name, name ID 17, written only when set (`Light`).
    public var typographicStyleName: String?
    /// The full name, name ID 4.
    public var fullName: String
    /// A second full name, written only when set as a Macintosh record (platform 1, Roman, English) of name ID 4, in
    /// ASCII (another character is written as `?`). fontconfig lists it after ``fullName``, as it lists the real full
    /// name of URW's base35 and TeX Gyre's OpenType faces after a first record that holds the PostScript name
    /// (`NimbusRoman-BoldItalic`, then `Nimbus Roman Bold Italic`).
    public var macintoshFullName: String?
    /// The unique font identifier, name ID 3.
    public var uniqueName: String
    /// The PostScript name, name ID 6.
    public var postScriptName: String
    /// `OS/2.usWeightClass`, on the OpenType 1–1000 scale.
    public var weightClass: UInt16
    /// `OS/2.usWidthClass`, 1 (ultra-condensed) to 9 (ultra-expanded); 5 is normal.
    public var widthClass: UInt16
    /// Whether the face is italic: sets the italic bits of `OS/2.fsSelection` and `head.macStyle`.
    public var isItalic: Bool
    /// Whether the face is the bold member of its legacy style-linked family: sets the bold bits of
    /// `OS/2.fsSelection` and `head.macStyle`.
    public var isBold: Bool
    /// The Unicode scalar values the `cmap` maps, each to its own non-empty glyph. Duplicates, surrogates and
    /// values above U+10FFFF are ignored.
    public var codePoints: [UInt32]
    /// PostScript glyph names by code point, written to a version 2.0 `post` table when not empty (icon fonts
    /// need them). Characters outside `A–Z a–z 0–9 . _ -` become `_`, and names are cut to 63 characters.
    public var glyphNames: [UInt32: String]
    /// Family and style names in more languages.
    public var localizedNames: [LocalizedFixtureName]
    /// The file name to write the face under, for example `GillSans-Light.ttf`.
    public var fileName: String
    /// The design axes; when not empty the font is written as a variable font, with `fvar` and `gvar` tables
    /// (no glyph varies), and the other properties describe its default instance. Empty by default.
    public var variationAxes: [FixtureVariationAxis] = []
    /// The variations PostScript name prefix, name ID 25, written only when set (`VarySans`). FreeType builds the
    /// PostScript names of a variable font's instances from it, else from the family name; from a family name with
    /// a space FreeType 2.12 builds none, and fontconfig 2.14 then gives every instance one fallback name.
    public var variationsPostScriptNamePrefix: String?
    /// The named instances of a variable font, listed in `fvar` in this order; ignored without
    /// ``variationAxes``. Empty by default.
    public var namedInstances: [FixtureNamedInstance] = []
    /// Whether the file has a `post` table; `true` by default. Without one, FreeType and fontconfig still read the
    /// font, but browsers reject it (their font sanitizer requires the table).
    public var hasPostTable = true
    /// The `head` table's font revision, 16.16 fixed point (`0x0001_0000` is 1.0), which fontconfig reads as
    /// `fontversion` and prefers higher among copies of one name.
    public var fontRevision: UInt32 = 0x0001_0000

    /// The four legacy styles a style-linked family can hold.
    private static let legacyStyles: Set<String> = ["Regular", "Italic", "Bold", "Bold Italic"]

    /// A face of `family` in `style`, with names laid out as real fonts lay them out.
    ///
    /// A `Regular`, `Italic`, `Bold` or `Bold Italic` style goes into name IDs 1 and 2. Any other style keeps
    /// `family` and `style` in name IDs 16 and 17 and moves the style into the legacy family:
    /// `Gill Sans` + `Light Italic` becomes name ID 1 `Gill Sans Light`, name ID 2 `Italic`.
    ///
    /// - Parameters:
    ///   - family: The family name users know (`Gill Sans`).
    ///   - style: The style name (`Light Italic`).
    ///   - postScriptName: The PostScript name (`GillSans-LightItalic`).
    ///   - weightClass: The weight on the OpenType 1–1000 scale.
    ///   - widthClass: The width class, 1–9; 5 is normal.
    ///   - isItalic: Whether the face is italic.
    ///   - codePoints: The code points the face covers.
    ///   - glyphNames: PostScript glyph names by code point, for icon fonts.
    ///   - localizedNames: Family and style names in more languages.
    ///   - fileName: The file name; by default the PostScript name with characters other than
    ///     `A–Z a–z 0–9 - _ .` replaced by `_`, followed by `.ttf`.
    public init(
        family: String,
        style: String,
        postScriptName: String,
        weightClass: UInt16 = 400,
        widthClass: UInt16 = 5,
        isItalic: Bool = false,
        codePoints: [UInt32],
        glyphNames: [UInt32: String] = [:],
        localizedNames: [LocalizedFixtureName] = [],
        fileName: String? = nil
    ) {
        if Self.legacyStyles.contains(style) {
            familyName = family
            styleName = style
            typographicFamilyName = nil
            typographicStyleName = nil
            isBold = style.hasPrefix("Bold")
        } else {
            let base = Self.removingItalic(from: style)
            familyName = base.isEmpty ? family : family + " " + base
            styleName = isItalic ? "Italic" : "Regular"
            typographicFamilyName = family
            typographicStyleName = style
            isBold = false
        }
        fullName = style == "Regular" ? family : family + " " + style
        uniqueName = "1.000;FFIX;" + postScriptName
        self.postScriptName = postScriptName
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.isItalic = isItalic
        self.codePoints = codePoints
        self.glyphNames = glyphNames
        self.localizedNames = localizedNames
        self.fileName = fileName ?? Self.defaultFileName(for: postScriptName)
    }

    /// `Light Italic` → `Light`; `Italic` → empty.
    private static func removingItalic(from style: String) -> String {
        let words = style.split(separator: " ").filter { $0 != "Italic" }
        return words.joined(separator: " ")
    }

    /// A file name safe on every file system, made from a PostScript name.
    private static func defaultFileName(for postScriptName: String) -> String {
        let safe = postScriptName.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-", "_", ".": Character(scalar)
            default: "_"
            }
        }
        return (safe.isEmpty ? "unnamed" : String(safe)) + ".ttf"
    }
}
