/// The four-letter tag of a variation axis, such as `wght`: how fonts, CSS (`font-variation-settings`), Pango
/// (`@wght=700`) and fontconfig name an axis.
///
/// The five registered axes have constants; a font's own axes (`GRAD`, `XTRA`) are written as literals:
///
/// ```swift
/// let grade: VariationTag = "GRAD"
/// VariationTag.weight.rawValue  // "wght"
/// ```
public struct VariationTag: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The tag's text: four characters for a tag read from a font (trailing spaces kept, as `fvar` stores them).
    public let rawValue: String

    /// The tag with the given text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tag written as a literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// `wght`: weight, on the OpenType/CSS 1–1000 scale.
    public static let weight: VariationTag = "wght"
    /// `wdth`: width, in percent of normal.
    public static let width: VariationTag = "wdth"
    /// `slnt`: slant, in degrees counter-clockwise (upright 0, a right-leaning slant is negative).
    public static let slant: VariationTag = "slnt"
    /// `ital`: italic, 0 for upright and 1 for italic.
    public static let italic: VariationTag = "ital"
    /// `opsz`: optical size, in points.
    public static let opticalSize: VariationTag = "opsz"

    /// Whether the tag is one of the five registered axes (lowercase tags are reserved for them).
    public var isRegistered: Bool {
        [.weight, .width, .slant, .italic, .opticalSize].contains(self)
    }

    /// Tags order by their text.
    public static func < (lhs: VariationTag, rhs: VariationTag) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The tag's text, as written in `font-variation-settings` and Pango descriptions: `wght`.
    public var description: String { rawValue }

    /// Decodes a tag from its text.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the tag as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
