import FontFamilyKit

/// Names kept in constants and enums, as apps keep them: the lint follows each use to the literal.
let captionFace = "GillSans-Italc"

enum Typography {
    static let title = "GillSans-Semibold"
    static let wide = "Papyrus-Condensed"
    static let family = "GillSans"
    static let semibold = "Semibold"
}

/// The team's own names: followed where they are used.
enum Brand: String {
    case heading = "SourceSansPro-Bld"
    case body = "SourceSansPro-Regular"
    case papyrus
    case unused = "NeverUsed-Regular"
}

/// A generated-style enum: every raw value is checked, used or not.
enum Mincho: String, FontName {
    case regular = "ZenOldMincho-Regular"
    case bold = "ZenOldMincho-Bld"
}
