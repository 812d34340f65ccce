/// The container format of a font file.
///
/// When several files carry the same PostScript name, the catalog prefers them in ``rank`` order:
/// OpenType and TrueType, then Type 1, then web fonts, then bitmap and other formats.
public enum FontFormat: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// OpenType with TrueType outlines (`.ttf`, `.ttc`, and `.otf` files with `glyf` outlines).
    case trueType
    /// OpenType with PostScript (CFF or CFF2) outlines (`.otf`, `.otc`).
    case openType
    /// PostScript Type 1 (`.pfb`, `.pfa`, `.t1`).
    case type1
    /// WOFF or WOFF2 web fonts.
    case web
    /// Bitmap formats such as PCF and BDF.
    case bitmap
    /// Anything else fontconfig can read.
    case other

    /// The preference order among duplicates of one PostScript name: lower is preferred.
    public var rank: Int {
        switch self {
        case .trueType, .openType: 0
        case .type1: 1
        case .web: 2
        case .bitmap: 3
        case .other: 4
        }
    }

    /// The format as people name it: `TrueType`, `OpenType`, `Type 1`, `web font`, `bitmap`, `other`.
    public var description: String {
        switch self {
        case .trueType: "TrueType"
        case .openType: "OpenType"
        case .type1: "Type 1"
        case .web: "web font"
        case .bitmap: "bitmap"
        case .other: "other"
        }
    }
}
