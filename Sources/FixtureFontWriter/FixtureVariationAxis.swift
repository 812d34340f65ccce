/// One design axis of a variable fixture font, written to `fvar` with its name in `name`.
public struct FixtureVariationAxis: Sendable, Hashable {
    /// The four-character axis tag, such as `wght`; registered tags are lowercase.
    public var tag: String
    /// The axis name shown to users, such as `Weight`, written under a name ID from 256 up.
    public var name: String
    /// The smallest value the axis allows.
    public var minimum: Double
    /// The value of the default instance: the outlines stored in `glyf`.
    public var defaultValue: Double
    /// The largest value the axis allows.
    public var maximum: Double

    /// An axis `tag` named `name`, from `minimum` through `maximum`, with the default at `defaultValue`.
    public init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// The registered weight axis, `wght`, on the OpenType 1–1000 scale.
    public static func weight(minimum: Double, defaultValue: Double, maximum: Double) -> FixtureVariationAxis {
        FixtureVariationAxis(
            tag: "wght", name: "Weight", minimum: minimum, defaultValue: defaultValue, maximum: maximum)
    }

    /// The registered width axis, `wdth`, in percent of the normal width.
    public static func width(minimum: Double, defaultValue: Double, maximum: Double) -> FixtureVariationAxis {
        FixtureVariationAxis(
            tag: "wdth", name: "Width", minimum: minimum, defaultValue: defaultValue, maximum: maximum)
    }
}
