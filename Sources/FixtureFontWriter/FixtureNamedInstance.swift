/// One named instance of a variable fixture font: a style name and a position on every axis.
public struct FixtureNamedInstance: Sendable, Hashable {
    /// The subfamily name, such as `Bold`, written under a name ID from 256 up.
    public var styleName: String
    /// The instance's PostScript name, such as `VarySans-Bold`, or `nil` to leave the instance without one
    /// (FreeType then joins the variations PostScript name prefix and the style name: `VarySans-Bold`).
    public var postScriptName: String?
    /// The value on each axis of ``FixtureFont/variationAxes``, in the same order; a missing value is the axis
    /// default, and extra values are ignored.
    public var coordinates: [Double]

    /// An instance named `styleName` at `coordinates`, with an optional PostScript name.
    public init(styleName: String, postScriptName: String? = nil, coordinates: [Double]) {
        self.styleName = styleName
        self.postScriptName = postScriptName
        self.coordinates = coordinates
    }
}
