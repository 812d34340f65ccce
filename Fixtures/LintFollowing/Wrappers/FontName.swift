import Tagged

enum FontTag {}

/// The app's font names: a `Tagged` string, written as literals.
typealias FontName = Tagged<FontTag, String>

extension Tagged where Tag == FontTag {
    static let gillBold: Self = "GillSans-Bold"
    static let gillTypo: Self = "GillSans-Bld"
    static let papyrusTypo: Self = "Papyrus-Condensd"
    static let unused: Self = "Nowhere-Regular"
}
