import FontFamilyKit

/// The weights SwiftUI's `Font.Weight` names, as `.weight(_:)` chained on `Font.custom(_:size:)` picks a family's
/// face by them, on the OpenType scale (`ultraLight` 100 … `black` 900); `.bold()` is `bold`.
enum SwiftFontWeight {
    /// Each `Font.Weight` member, lightest first, and its weight.
    static let members: [(name: String, weight: FontWeight)] = [
        ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500), ("semibold", 600),
        ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The weight of the `Font.Weight` member `name`, or `nil` when it is none.
    static func weight(named name: String) -> FontWeight? {
        members.first { $0.name == name }?.weight
    }
}
