/// The point size of every ``TextStyle`` at every ``ContentSizeCategory``, and each style's weight.
///
/// ``iOS`` is Apple's published iOS table (Human Interface Guidelines, "Dynamic Type sizes"); build your own with
/// ``init(rows:weights:)``. Every size is a finite number above zero. Scale a size of your own with
/// ``scaledValue(for:style:category:minimumSize:maximumSize:)``, as `UIFontMetrics.scaledValue(for:)` does.
public struct DynamicTypeTable: Hashable, Sendable {
    /// Point sizes, style-major in ``TextStyle/allCases`` order, then ``ContentSizeCategory/allCases`` order.
    private let sizes: [Double]
    /// Weights in ``TextStyle/allCases`` order.
    private let weights: [FontWeight]

    /// A table from one row of sizes per style, smallest category first, as in `[.body: [14, 15, 16, 17, …]]`.
    ///
    /// - Parameters:
    ///   - rows: For every text style, exactly 12 sizes, one per ``ContentSizeCategory``, each above zero.
    ///   - weights: The weight of each style; a style not listed has its ``TextStyle/defaultWeight``.
    /// - Throws: ``InvalidTableError`` when a style is missing, a row does not have 12 sizes, or a size is not
    ///   a finite number above zero.
    public init(rows: [TextStyle: [Double]], weights: [TextStyle: FontWeight] = [:]) throws(InvalidTableError) {
        let count = ContentSizeCategory.allCases.count
        for style in TextStyle.allCases {
            guard let row = rows[style] else {
                throw InvalidTableError(message: "the table has no row for text style '\(style.rawValue)'; add one")
            }
            guard row.count == count else {
                throw InvalidTableError(
                    message: "the row for text style '\(style.rawValue)' has \(row.count) sizes; "
                        + "give exactly \(count), one per content size category"
                )
            }
            for (size, category) in zip(row, ContentSizeCategory.allCases) where !(size.isFinite && size > 0) {
                throw InvalidTableError(
                    message:
                        "the size of text style '\(style.rawValue)' at '\(category.rawValue)' is \(Notation.number(size)); "
                        + "give a point size above zero"
                )
            }
        }
        self.init(checkedRows: { rows[$0] ?? [] }, weight: { weights[$0] ?? $0.defaultWeight })
    }

    /// A table from a function giving each style's row, trusted to hold 12 sizes.
    private init(checkedRows rows: (TextStyle) -> [Double], weight: (TextStyle) -> FontWeight) {
        sizes = TextStyle.allCases.flatMap(rows)
        weights = TextStyle.allCases.map(weight)
    }

    /// The point size of `style` at `category`.
    public subscript(style: TextStyle, category: ContentSizeCategory) -> Double {
        sizes[style.ordinal * ContentSizeCategory.allCases.count + category.ordinal]
    }

    /// The weight of `style`, such as ``FontWeight/semiBold`` for ``TextStyle/headline`` in ``iOS``.
    public func weight(of style: TextStyle) -> FontWeight {
        weights[style.ordinal]
    }

    /// `base` scaled from ``ContentSizeCategory/large`` to `category` the way `style` scales, as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` does: `base × self[style, category] / self[style, .large]`,
    /// then limited to `minimumSize…maximumSize` (Swash's `maxSize`).
    ///
    /// When `minimumSize` is above `maximumSize`, `maximumSize` wins. The result is not rounded.
    public func scaledValue(
        for base: Double,
        style: TextStyle,
        category: ContentSizeCategory,
        minimumSize: Double? = nil,
        maximumSize: Double? = nil
    ) -> Double {
        Self.limit(
            base * self[style, category] / self[style, .large], minimumSize: minimumSize, maximumSize: maximumSize)
    }

    /// `size` raised to `minimumSize` and then lowered to `maximumSize`, so the maximum wins when they cross.
    static func limit(_ size: Double, minimumSize: Double?, maximumSize: Double?) -> Double {
        min(max(size, minimumSize ?? size), maximumSize ?? .infinity)
    }

    /// Apple's iOS and iPadOS table: `body` runs from 14 pt (extraSmall) through 17 pt (large) to 53 pt
    /// (accessibilityExtraExtraExtraLarge); `headline` is semi bold (600), every other style regular.
    public static let iOS = DynamicTypeTable(
        checkedRows: { style in
            switch style {
            // Categories:  XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        },
        weight: { $0.defaultWeight }
    )
}
