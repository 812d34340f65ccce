/// A font weight on the OpenType and CSS scale, from 1 (thinnest) to 1000 (heaviest).
///
/// Each named constant has one spelling and one meaning, the CSS Fonts Level 4 and OpenType `usWeightClass` names,
/// written as Swift spells the style names of generated code (`Semi Bold` → ``semiBold``):
///
/// | constant | value | also called in font names |
/// | --- | --- | --- |
/// | ``thin`` | 100 | Hairline |
/// | ``extraLight`` | 200 | Ultra Light |
/// | ``light`` | 300 | |
/// | ``regular`` | 400 | Normal, Book |
/// | ``medium`` | 500 | |
/// | ``semiBold`` | 600 | Demi Bold |
/// | ``bold`` | 700 | |
/// | ``extraBold`` | 800 | Ultra Bold |
/// | ``black`` | 900 | Heavy |
///
/// UIKit's `UIFont.Weight` uses some of these words for other weights: its `.extraLight` is the thinnest (100
/// here), its `.thin` is 200 (``extraLight``), and its `.heavy` is 800 (``extraBold``), lighter than `.black`
/// (900). Translate by value, not by word. fontconfig's own scale (regular 80, bold 200) never appears in public
/// API.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight on the 1–1000 scale.
    public let value: Double

    /// A weight of `value` on the 1–1000 scale; values outside are clamped into it, and NaN, which is no weight,
    /// is ``regular`` (400).
    public init(_ value: Double) {
        self.value = value.isNaN ? 400 : min(max(value, 1), 1000)
    }

    /// 100, Thin (Hairline).
    public static let thin = FontWeight(100)
    /// 200, Extra Light (Ultra Light); UIKit's `UIFont.Weight.thin`.
    public static let extraLight = FontWeight(200)
    /// 300, Light.
    public static let light = FontWeight(300)
    /// 400, Regular (Normal, Book).
    public static let regular = FontWeight(400)
    /// 500, Medium.
    public static let medium = FontWeight(500)
    /// 600, Semi Bold (Demi Bold).
    public static let semiBold = FontWeight(600)
    /// 700, Bold.
    public static let bold = FontWeight(700)
    /// 800, Extra Bold (Ultra Bold); UIKit's `UIFont.Weight.heavy`.
    public static let extraBold = FontWeight(800)
    /// 900, Black (Heavy).
    public static let black = FontWeight(900)

    /// The nine named weights, thinnest first.
    public static let named: [FontWeight] = [
        .thin, .extraLight, .light, .regular, .medium, .semiBold, .bold, .extraBold, .black,
    ]

    /// The CSS name of the weight, such as `SemiBold`, or its number when it is not a multiple of 100.
    public var name: String {
        switch value {
        case 100: "Thin"
        case 200: "ExtraLight"
        case 300: "Light"
        case 400: "Regular"
        case 500: "Medium"
        case 600: "SemiBold"
        case 700: "Bold"
        case 800: "ExtraBold"
        case 900: "Black"
        default: description
        }
    }

    /// The weight's number, without a fraction when it has none (`600`, `587.5`).
    public var description: String {
        Notation.number(value)
    }

    /// Orders weights from thinnest to heaviest.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.value < rhs.value
    }
}

extension FontWeight: ExpressibleByIntegerLiteral {
    /// A weight written as a number, such as `600`.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }
}

extension FontWeight: Codable {
    /// Decodes a weight from a single number.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Double.self))
    }

    /// Encodes the weight as a single number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
