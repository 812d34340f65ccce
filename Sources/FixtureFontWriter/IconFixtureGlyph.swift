/// One icon of the fixture icon font, as iconfont.cn lists it in its `iconfont.json` download.
public struct IconFixtureGlyph: Sendable, Hashable {
    /// iconfont.cn's numeric icon ID, as a string.
    public var iconID: String
    /// The icon's display name.
    public var name: String
    /// The CSS class without its prefix (`arrow-left`); also the glyph's PostScript name.
    public var fontClass: String
    /// The Private Use Area code point the icon is mapped to.
    public var codePoint: UInt32

    /// An icon at `codePoint`.
    public init(iconID: String, name: String, fontClass: String, codePoint: UInt32) {
        self.iconID = iconID
        self.name = name
        self.fontClass = fontClass
        self.codePoint = codePoint
    }
}
