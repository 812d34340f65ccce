/// A font width (CSS `font-stretch`, OpenType `usWidthClass`) as a percentage of the normal width.
///
/// fontconfig and CSS use the same numbers: ``condensed`` is 75, ``normal`` 100, ``expanded`` 125.
public struct FontWidth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The width in percent of normal, from 50 to 200.
    public let percentage: Double

    /// A width of `percentage` percent of normal; values outside 50–200 are clamped into that range, and NaN, which
    /// is no width, is ``normal`` (100%).
    public init(_ percentage: Double) {
        self.percentage = percentage.isNaN ? 100 : min(max(percentage, 50), 200)
    }

    /// 50%, Ultra Condensed.
    public static let ultraCondensed = FontWidth(50)
    /// 62.5%, Extra Condensed.
    public static let extraCondensed = FontWidth(62.5)
    /// 75%, Condensed.
    public static let condensed = FontWidth(75)
    /// 87.5%, Semi Condensed.
    public static let semiCondensed = FontWidth(87.5)
    /// 100%, Normal.
    public static let normal = FontWidth(100)
    /// 112.5%, Semi Expanded.
    public static let semiExpanded = FontWidth(112.5)
    /// 125%, Expanded.
    public static let expanded = FontWidth(125)
    /// 150%, Extra Expanded.
    public static let extraExpanded = FontWidth(150)
    /// 200%, Ultra Expanded.
    public static let ultraExpanded = FontWidth(200)

    /// The nine named widths, narrowest first.
    public static let named: [FontWidth] = [
        .ultraCondensed, .extraCondensed, .condensed, .semiCondensed, .normal,
        .semiExpanded, .expanded, .extraExpanded, .ultraExpanded,
    ]

    /// The CSS name of the width, such as `SemiCondensed`, or its percentage when it has no name.
    public var name: String {
        switch percentage {
        case 50: "UltraCondensed"
        case 62.5: "ExtraCondensed"
        case 75: "Condensed"
        case 87.5: "SemiCondensed"
        case 100: "Normal"
        case 112.5: "SemiExpanded"
        case 125: "Expanded"
        case 150: "ExtraExpanded"
        case 200: "UltraExpanded"
        default: description
        }
    }

    /// The percentage, without a fraction when it has none (`75%`, `87.5%`).
    public var description: String {
        Notation.number(percentage) + "%"
    }

    /// Orders widths from narrowest to widest.
    public static func < (lhs: FontWidth, rhs: FontWidth) -> Bool {
        lhs.percentage < rhs.percentage
    }
}

extension FontWidth: Codable {
    /// Decodes a width from a single percentage.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Double.self))
    }

    /// Encodes the width as a single percentage.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(percentage)
    }
}
