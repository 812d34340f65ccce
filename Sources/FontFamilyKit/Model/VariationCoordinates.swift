/// A point in a variable font's design space: a value for each axis, in the font's axis order.
///
/// ```swift
/// let bold: VariationCoordinates = [.weight: 700, .slant: -10]
/// bold[.weight]   // 700
/// bold[.width]    // nil
/// print(bold)     // wght 700, slnt -10
/// ```
public struct VariationCoordinates: Hashable, Sendable, Codable, ExpressibleByDictionaryLiteral,
    CustomStringConvertible
{
    /// One axis value.
    public struct Coordinate: Hashable, Sendable, Codable {
        /// The axis.
        public var tag: VariationTag
        /// The value on the axis, in the axis's own units (design coordinates).
        public var value: Double

        /// The value `value` on the axis `tag`.
        public init(tag: VariationTag, value: Double) {
            self.tag = tag
            self.value = value
        }
    }

    /// The axis values in order, each tag once.
    public private(set) var values: [Coordinate]

    /// The given axis values, in order; a later value for a tag already given replaces the earlier one.
    public init(_ values: [Coordinate]) {
        self.values = []
        for coordinate in values { self[coordinate.tag] = coordinate.value }
    }

    /// The given axis values, in the literal's order.
    public init(dictionaryLiteral elements: (VariationTag, Double)...) {
        self.init(elements.map { Coordinate(tag: $0.0, value: $0.1) })
    }

    /// The value on axis `tag`, or `nil` when the coordinates do not set it; setting `nil` removes the axis.
    public subscript(tag: VariationTag) -> Double? {
        get { values[axis: tag] }
        set { values[axis: tag] = newValue }
    }

    /// The tags set, in order.
    public var tags: [VariationTag] { values.map(\.tag) }

    /// `true` when no axis is set.
    public var isEmpty: Bool { values.isEmpty }

    /// Each tag and value, separated by commas: `wght 700, slnt -10`; empty for no coordinates.
    public var description: String {
        values.map { "\($0.tag) \(Notation.number($0.value))" }.joined(separator: ", ")
    }

    /// The coordinates as a CSS `font-variation-settings` value, each tag a CSS string (``Notation/cssString(_:)``)
    /// and its value a number: `"wght" 700, "slnt" -10`.
    package var cssVariationSettings: String {
        values.map { Notation.cssString($0.tag.rawValue) + " " + Notation.number($0.value) }.joined(separator: ", ")
    }

    /// The coordinates as `tag=value` pairs separated by commas, the list HarfBuzz parses for Pango's `@` suffix
    /// and cairo for fontconfig's `fontvariations`: `wght=700,slnt=-10`. A tag is written without the trailing
    /// spaces that pad a short one.
    package var axisValueList: String {
        values.map { tag(trimming: $0.tag) + "=" + Notation.number($0.value) }.joined(separator: ",")
    }

    private func tag(trimming tag: VariationTag) -> String {
        var text = Substring(tag.rawValue)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

extension VariationCoordinates.Coordinate: AxisKeyed {
    var axisValue: Double {
        get { value }
        set { value = newValue }
    }

    init(tag: VariationTag, axisValue: Double) {
        self.init(tag: tag, value: axisValue)
    }
}
