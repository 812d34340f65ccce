/// How a family sizes its text styles for each ``ContentSizeCategory``: its own size per style, the table or
/// resizer that scales them, an optional fixed category, and optional limits.
///
/// A size is computed in four steps:
/// 1. The category is ``overrideCategory`` when set, else the reader's.
/// 2. The base size is `sizes[style]`, else ``table``'s size for the style at ``ContentSizeCategory/large``.
/// 3. The base is scaled by ``resizer`` when set, else by ``table``:
///    `base × table[style, category] / table[style, .large]`.
/// 4. The result is limited to ``minimumSize``…``maximumSize``; when the minimum is above the maximum, the
///    maximum wins.
///
/// ```swift
/// let scale = TypeScale(sizes: [.body: 17, .headline: 18], maximumSize: 28)
/// scale.pointSize(for: .headline, at: .extraLarge)  // 18 × 19 / 17 ≈ 20.12
/// ```
///
/// Two scales are equal when every property is; a ``resizer`` compares by its ``FontResizer/name`` (see
/// ``FontResizer``), so a ``StyledFamily`` that carries a scale stays `Hashable`.
public struct TypeScale: Hashable, Sendable, CustomStringConvertible {
    /// The family's size of each style at ``ContentSizeCategory/large``; a style not listed takes ``table``'s.
    public var sizes: [TextStyle: Double]
    /// The table that scales sizes across categories, and gives the size of styles ``sizes`` leaves out.
    public var table: DynamicTypeTable
    /// A rule that replaces ``table``'s scaling, such as the Font pod's `restrainedSizes`.
    public var resizer: FontResizer?
    /// The category to render at whatever the reader chose, such as ``ContentSizeCategory/small``.
    public var overrideCategory: ContentSizeCategory?
    /// The smallest point size the scale produces.
    public var minimumSize: Double?
    /// The largest point size the scale produces (Swash's `maxSize`).
    public var maximumSize: Double?

    /// A type scale; with no arguments, exactly Apple's iOS sizes.
    public init(
        sizes: [TextStyle: Double] = [:],
        table: DynamicTypeTable = .iOS,
        resizer: FontResizer? = nil,
        overrideCategory: ContentSizeCategory? = nil,
        minimumSize: Double? = nil,
        maximumSize: Double? = nil
    ) {
        self.sizes = sizes
        self.table = table
        self.resizer = resizer
        self.overrideCategory = overrideCategory
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
    }

    /// Apple's iOS sizes, unlimited, following the reader's category.
    public static let `default` = TypeScale()

    /// The size of `style` at ``ContentSizeCategory/large``: `sizes[style]`, else ``table``'s.
    public func baseSize(of style: TextStyle) -> Double {
        sizes[style] ?? table[style, .large]
    }

    /// The weight of `style`, from ``table``.
    public func weight(of style: TextStyle) -> FontWeight {
        table.weight(of: style)
    }

    /// The point size of `style` when the reader chose `category`.
    public func pointSize(for style: TextStyle, at category: ContentSizeCategory = .large) -> Double {
        let category = overrideCategory ?? category
        let base = baseSize(of: style)
        let size = resizer.map { $0(category, base) } ?? table.scaledValue(for: base, style: style, category: category)
        return DynamicTypeTable.limit(size, minimumSize: minimumSize, maximumSize: maximumSize)
    }

    /// The point size of `style` when the reader chose `category`, plus the increment of `sizeClass`, added after
    /// scaling and limits.
    public func pointSize<SizeClass>(
        for style: TextStyle,
        at category: ContentSizeCategory = .large,
        sizeClass: SizeClass,
        increments: SizeClassIncrements<SizeClass>
    ) -> Double {
        increments.apply(to: pointSize(for: style, at: category), for: sizeClass)
    }

    /// The sizes in text-style order, what scales them, the fixed category and the limits, in the order a size is
    /// computed: `TypeScale(headline 18 pt, body 17 pt, other styles from Apple's iOS table; scaled by Apple's iOS
    /// table; at most 28 pt)`.
    public var description: String {
        let tableName = table == .iOS ? "Apple's iOS table" : "a table of its own"
        let listed = TextStyle.allCases.compactMap { style in
            sizes[style].map { "\(style.rawValue) \(Notation.points($0)) pt" }
        }
        var parts: [String] = []
        if listed.isEmpty {
            parts.append("sizes from " + tableName)
        } else {
            let rest = listed.count < TextStyle.allCases.count ? ", other styles from " + tableName : ""
            parts.append(listed.joined(separator: ", ") + rest)
        }
        if let resizer {
            parts.append(
                resizer.name.map { "scaled by the resizer " + DisplayText.quoted($0) } ?? "scaled by a resizer")
        } else {
            parts.append("scaled by " + tableName)
        }
        if let overrideCategory { parts.append("always at category " + overrideCategory.rawValue) }
        if let minimumSize { parts.append("at least \(Notation.points(minimumSize)) pt") }
        if let maximumSize { parts.append("at most \(Notation.points(maximumSize)) pt") }
        return "TypeScale(" + parts.joined(separator: "; ") + ")"
    }
}
