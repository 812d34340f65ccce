/// A rule of your own that turns a base point size into the size for a ``ContentSizeCategory``, in place of a
/// ``DynamicTypeTable`` (the Font pod's `resizer`).
///
/// ```swift
/// let restrained = FontResizer { category, base in
///     switch category {
///     case .extraSmall, .small, .medium, .large: base
///     case .extraLarge: (base * 1.15).rounded(.down)
///     default: (base * 1.4).rounded(.down)
///     }
/// }
/// restrained(.extraLarge, 16)  // 18
/// ```
public struct FontResizer: Sendable {
    /// The rule: the point size for a category, given the base size.
    private let resize: @Sendable (ContentSizeCategory, Double) -> Double

    /// A resizer that sizes text with `resize(category, baseSize)`.
    public init(_ resize: @escaping @Sendable (ContentSizeCategory, Double) -> Double) {
        self.resize = resize
    }

    /// The point size for `category` of text whose base size is `base`.
    public func callAsFunction(_ category: ContentSizeCategory, _ base: Double) -> Double {
        resize(category, base)
    }
}
