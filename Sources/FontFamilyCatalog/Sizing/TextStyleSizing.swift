/// The point size of a text style at a category under a ``/FontFamilyKit/TypeScale``, with Swash's `defaultSize` and `maxSize` (here `maximumSize`)
/// in place of the scale's base size and maximum.
struct TextStyleSizing: Sendable {
    /// The size in points.
    let pointSize: Double
    /// The category the size is for: the scale's override category, else the reader's.
    let category: ContentSizeCategory

    /// The size of `style` at `category`.
    ///
    /// - Throws: ``SizedFontError/invalidSize(parameter:value:)`` when `defaultSize` or `maximumSize` is not a point
    ///   size.
    init(
        _ scale: TypeScale,
        _ style: TextStyle,
        _ category: ContentSizeCategory,
        defaultSize: Double?,
        maximumSize: Double?
    ) throws(SizedFontError) {
        try SizedFontError.check(defaultSize, "defaultSize")
        try SizedFontError.check(maximumSize, "maximumSize")
        var scale = scale
        if let defaultSize { scale.sizes[style] = defaultSize }
        if let maximumSize { scale.maximumSize = maximumSize }
        pointSize = scale.pointSize(for: style, at: category)
        self.category = scale.overrideCategory ?? category
    }
}
