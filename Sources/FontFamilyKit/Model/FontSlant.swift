/// Whether a face is upright, italic or oblique (CSS `font-style`).
public enum FontSlant: String, Hashable, Comparable, Sendable, Codable, CaseIterable {
    /// Upright (roman, normal).
    case upright
    /// A true italic design.
    case italic
    /// A slanted version of the upright design.
    case oblique

    /// `true` for ``italic`` and ``oblique``.
    public var isSlanted: Bool { self != .upright }

    /// Orders upright before italic before oblique.
    public static func < (lhs: FontSlant, rhs: FontSlant) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .upright: 0
        case .italic: 1
        case .oblique: 2
        }
    }
}
