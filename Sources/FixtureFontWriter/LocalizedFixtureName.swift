/// A family name (and optionally a style name) in one more language, written to the `name` table under a
/// Windows language ID.
public struct LocalizedFixtureName: Sendable, Hashable {
    /// The Windows language ID, for example `0x0411` for Japanese or `0x0409` for US English.
    public var windowsLanguageID: UInt16
    /// The family name in that language (name ID 1, and name ID 16 when the font has a typographic family).
    public var familyName: String
    /// The style name in that language (name ID 2, and name ID 17 when the font has a typographic style), if any.
    public var styleName: String?

    /// The Windows language ID for Japanese.
    public static let japanese: UInt16 = 0x0411

    /// A localized family name, and optionally a localized style name, under `windowsLanguageID`.
    public init(windowsLanguageID: UInt16, familyName: String, styleName: String? = nil) {
        self.windowsLanguageID = windowsLanguageID
        self.familyName = familyName
        self.styleName = styleName
    }
}
