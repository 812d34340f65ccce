/// The text size a reader chose (Apple's `UIContentSizeCategory`), smallest first; ``large`` is the default.
///
/// The raw value is the category's name as `Fixtures/dynamic-type-ios.tsv` spells it, such as `extraLarge`.
/// Categories compare by size: `.small < .large < .accessibilityMedium`.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Sendable, Codable {
    /// Extra Small (XS).
    case extraSmall
    /// Small (S).
    case small
    /// Medium (M).
    case medium
    /// Large (L), the system default.
    case large
    /// Extra Large (XL).
    case extraLarge
    /// Extra Extra Large (XXL).
    case extraExtraLarge
    /// Extra Extra Extra Large (XXXL), the largest standard size.
    case extraExtraExtraLarge
    /// Accessibility Medium (AX1), the smallest accessibility size.
    case accessibilityMedium
    /// Accessibility Large (AX2).
    case accessibilityLarge
    /// Accessibility Extra Large (AX3).
    case accessibilityExtraLarge
    /// Accessibility Extra Extra Large (AX4).
    case accessibilityExtraExtraLarge
    /// Accessibility Extra Extra Extra Large (AX5), the largest size.
    case accessibilityExtraExtraExtraLarge

    /// The system default, ``large``.
    public static let `default` = ContentSizeCategory.large

    /// Whether this is one of the five accessibility sizes, ``accessibilityMedium`` and larger.
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// The category named `text`, compared ignoring case (`extraLarge`, `extralarge`).
    ///
    /// - Throws: ``UnknownNameError`` listing every category's name when `text` names none.
    public init(parsing text: String) throws(UnknownNameError) {
        guard let category = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw UnknownNameError(kind: "content size category", input: text, expected: Self.allCases.map(\.rawValue))
        }
        self = category
    }

    /// Orders categories from smallest to largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The category's position in ``allCases``, from 0 for ``extraSmall``.
    var ordinal: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }
}
