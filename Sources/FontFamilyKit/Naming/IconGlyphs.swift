/// A `String` enum of an icon font's glyphs, as `fontfamily-dump --icons` generates it: the raw value is the glyph's
/// original name, ``unicode`` the code point it is drawn at.
///
/// A conforming enum writes only ``fontPostScriptName`` and ``unicode``; everything else comes from this protocol.
///
/// ```swift
/// enum IconFont: String, IconGlyphs {
///     static let fontPostScriptName = "iconfont"
///     case arrowLeft = "arrow-left"
///     case close = "close"
///     var unicode: Unicode.Scalar {
///         switch self {
///         case .arrowLeft: return "\u{E6FE}"
///         case .close: return "\u{E857}"
///         }
///     }
/// }
/// IconFont.close.character               // "\u{E857}"
/// IconFont(rawValue: "arrow-left")       // .arrowLeft
/// ```
public protocol IconGlyphs: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {
    /// The PostScript name of the font that draws these glyphs.
    static var fontPostScriptName: String { get }
    /// The code point this glyph is drawn at.
    var unicode: Unicode.Scalar { get }
}

extension IconGlyphs {
    /// The glyph's name in the metadata it was generated from (`"arrow-left"`).
    public var glyphName: String { rawValue }

    /// The code point as a number (`0xE857`).
    public var codePoint: UInt32 { unicode.value }

    /// The glyph as a character, ready to put in a string drawn with the icon font.
    public var character: Character { Character(unicode) }

    /// The glyph as a one-character string.
    public var string: String { String(Character(unicode)) }

    /// Every case as neutral metadata (aliases, which share a code point, stay separate glyphs), for checking the
    /// enum against a font with `FontFamilyCatalog`'s `IconCoverage`.
    public static var metadata: IconMetadata {
        IconMetadata(
            source: String(describing: Self.self),
            fontFamily: nil,
            glyphs: allCases.map { IconGlyph(name: $0.rawValue, unicode: $0.unicode) }
        )
    }
}
