/// One axis of a variable font's design space, as the font's `fvar` table states it.
///
/// ```swift
/// let weight = VariationAxis(tag: .weight, name: "Weight", minimum: 100, defaultValue: 400, maximum: 900)
/// weight.range        // 100...900
/// print(weight)       // wght (Weight) 100–900, default 400
/// ```
public struct VariationAxis: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The axis tag, such as ``VariationTag/weight``.
    public var tag: VariationTag
    /// The axis name the font gives, such as `Weight` or `Grade`.
    public var name: String
    /// The smallest value the font supports.
    public var minimum: Double
    /// The value at the font's default instance.
    public var defaultValue: Double
    /// The largest value the font supports.
    public var maximum: Double
    /// Whether the font asks applications not to show the axis to users (`fvar`'s HIDDEN_AXIS flag).
    public var isHidden: Bool

    /// An axis with the given values; `minimum` and `maximum` are swapped when given the wrong way round, and the
    /// default is clamped into the range.
    public init(
        tag: VariationTag,
        name: String,
        minimum: Double,
        defaultValue: Double,
        maximum: Double,
        isHidden: Bool = false
    ) {
        self.tag = tag
        self.name = name
        self.minimum = Swift.min(minimum, maximum)
        self.maximum = Swift.max(minimum, maximum)
        self.defaultValue = Swift.min(Swift.max(defaultValue, self.minimum), self.maximum)
        self.isHidden = isHidden
    }

    /// The values the font supports, ``minimum`` through ``maximum``.
    public var range: ClosedRange<Double> { minimum...maximum }

    /// `value` moved into ``range``.
    public func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimum), maximum)
    }

    /// The tag, the name, the range and the default: `wght (Weight) 100–900, default 400`; `, hidden` for a hidden
    /// axis.
    public var description: String {
        let range = Notation.number(minimum) + "–" + Notation.number(maximum)
        return "\(tag) (\(DisplayText.escaped(name))) \(range), default \(Notation.number(defaultValue))"
            + (isHidden ? ", hidden" : "")
    }
}
