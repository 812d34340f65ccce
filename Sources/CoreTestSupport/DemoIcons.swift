public import FontFamilyKit

/// Written the way `IconEnumRenderer` writes enums.
public enum DemoIcons: String, IconGlyphs {
    /// The icon font's PostScript name.
    public static let fontPostScriptName = "demo"

    case arrowLeft = "arrow-left"
    case close = "close"
    case smile = "smile"

    /// The glyph's code point.
    public var unicode: Unicode.Scalar {
        switch self {
        case .arrowLeft: return "\u{E6FE}"
        case .close: return "\u{E857}"
        case .smile: return "\u{F0001}"
        }
    }
}
