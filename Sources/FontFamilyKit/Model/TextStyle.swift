/// One of Apple's Dynamic Type text styles, largest first.
///
/// The raw value is the style's name as UIKit and `Fixtures/dynamic-type-ios.tsv` spell it, such as `largeTitle`.
public enum TextStyle: String, CaseIterable, Sendable, Codable {
    /// Large Title, 34 pt at ``ContentSizeCategory/large``.
    case largeTitle
    /// Title 1, 28 pt.
    case title1
    /// Title 2, 22 pt.
    case title2
    /// Title 3, 20 pt.
    case title3
    /// Headline, 17 pt semi-bold (600).
    case headline
    /// Body, 17 pt.
    case body
    /// Callout, 16 pt.
    case callout
    /// Subheadline, 15 pt.
    case subheadline
    /// Footnote, 13 pt.
    case footnote
    /// Caption 1, 12 pt.
    case caption1
    /// Caption 2, 11 pt.
    case caption2

    /// The style's weight in Apple's table: ``FontWeight/semiBold`` for ``headline``, ``FontWeight/regular`` for
    /// every other style.
    public var defaultWeight: FontWeight {
        self == .headline ? .semiBold : .regular
    }

    /// The style named `text`, compared ignoring case (`body`, `Body`, `largetitle`).
    ///
    /// - Throws: ``UnknownNameError`` listing every style's name when `text` names none.
    public init(parsing text: String) throws(UnknownNameError) {
        guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw UnknownNameError(kind: "text style", input: text, expected: Self.allCases.map(\.rawValue))
        }
        self = style
    }

    /// The style's position in ``allCases``, from 0 for ``largeTitle``.
    var ordinal: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}
