/// A generic family name that fontconfig resolves to an installed family, as CSS and fontconfig spell it.
public enum GenericFamily: String, CaseIterable, Hashable, Sendable, Codable {
    /// `sans-serif`, the usual system font.
    case sansSerif = "sans-serif"
    /// `serif`.
    case serif
    /// `monospace`.
    case monospace
}
