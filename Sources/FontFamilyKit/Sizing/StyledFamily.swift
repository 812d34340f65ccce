/// A ``FontFamily`` with how it is sized and drawn: its type scale, its "Bold Text" mapping and its cascade.
///
/// A ``FontFamily`` only names faces; a styled family holds one and adds what the sizing calls
/// (`FontCatalog.font(_:weight:slant:width:size:boldText:fallback:)` and its text-style form) need:
///
/// ```swift
/// extension StyledFamily {
///     static let papyrus = StyledFamily(
///         FontFamily("Papyrus", weights: [.regular: ""]),
///         typeScale: TypeScale(sizes: [.body: 18], maximumSize: 30),
///         cascade: ["Damascus"]
///     )
/// }
/// ```
public struct StyledFamily: Hashable, Sendable, CustomStringConvertible {
    /// The naming rules of the family's faces.
    public var family: FontFamily
    /// How the family sizes each text style; Apple's iOS sizes (``TypeScale/default``) unless given.
    public var typeScale: TypeScale
    /// The weight each weight becomes when the reader turns on "Bold Text"; ``BoldTextMapping/default`` unless
    /// given.
    public var boldTextMapping: BoldTextMapping
    /// PostScript names of the fonts that draw what the family's own face cannot, most preferred first (Swash's
    /// `cascadeList`, such as `["Damascus"]` for Arabic after Papyrus); the family's own face is not listed.
    public var cascade: [String]

    /// `family` with the given sizing, "Bold Text" mapping and cascade.
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - typeScale: The family's sizes per text style; Apple's iOS sizes unless given.
    ///   - boldTextMapping: The family's "Bold Text" mapping; regular → bold, bold → black unless given.
    ///   - cascade: PostScript names of the fonts that draw what the family lacks, most preferred first.
    public init(
        _ family: FontFamily,
        typeScale: TypeScale = .default,
        boldTextMapping: BoldTextMapping = .default,
        cascade: [String] = []
    ) {
        self.family = family
        self.typeScale = typeScale
        self.boldTextMapping = boldTextMapping
        self.cascade = cascade
    }

    /// The family's base name, its type scale, its "Bold Text" mapping and its cascade:
    /// `StyledFamily(GillSans, TypeScale(headline 18 pt, body 17 pt, other styles from Apple's iOS table; scaled by
    /// Apple's iOS table; at most 28 pt), BoldTextMapping(each weight +300, up to 900), cascade: Damascus)`.
    public var description: String {
        let fonts = cascade.isEmpty ? "none" : DisplayText.list(cascade.map(DisplayText.escaped))
        return
            "StyledFamily(\(DisplayText.escaped(family.baseName)), \(typeScale), \(boldTextMapping), cascade: \(fonts))"
    }
}
