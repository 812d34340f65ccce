/// A value that belongs to one variation axis: an element of a list that holds each tag at most once, in order
/// (``VariationCoordinates`` and ``FontFamily/AxisRanges`` keep their values this way).
protocol AxisKeyed {
    /// What the element holds for its axis.
    associatedtype Value
    /// The axis.
    var tag: VariationTag { get }
    /// The element's value.
    var axisValue: Value { get set }
    /// An element for `tag` holding `value`.
    init(tag: VariationTag, axisValue: Value)
}

extension Array where Element: AxisKeyed {
    /// The value for `tag`, or `nil` when no element has it; setting replaces the value in place, appends a new tag
    /// at the end, and `nil` removes the tag.
    subscript(axis tag: VariationTag) -> Element.Value? {
        get { first { $0.tag == tag }?.axisValue }
        set {
            let position = firstIndex { $0.tag == tag }
            switch (position, newValue) {
            case (let position?, let value?): self[position].axisValue = value
            case (let position?, nil): remove(at: position)
            case (nil, let value?): append(Element(tag: tag, axisValue: value))
            case (nil, nil): break
            }
        }
    }
}
