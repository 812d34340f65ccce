/// Which of Apple's system fonts a name spells: SF Pro, SF Compact, SF Mono, New York and their hidden names
/// (`.SFUI-Regular`, `.AppleSystemUIFont`). The platforms keep these faces from `UIFont(name:size:)`, `NSFont(name:
/// size:)` and `Font.custom(_:size:)`, and their licence keeps them out of an app's bundle: code reaches them through
/// the system-font API of their design alone.
///
/// ```swift
/// AppleSystemFontDesign(spelledBy: "SFProText-Medium")   // .standard
/// AppleSystemFontDesign(spelledBy: "SF Mono")            // .monospaced
/// AppleSystemFontDesign(spelledBy: "Avenir Next")        // nil
/// ```
public enum AppleSystemFontDesign: String, Hashable, Sendable, CaseIterable {
    /// SF Pro, SF Compact, San Francisco, `.SFUI…`, `.AppleSystemUIFont`: the system font.
    case standard
    /// SF Pro Rounded, SF Compact Rounded: the system font's rounded design.
    case rounded
    /// SF Mono: the monospaced system font.
    case monospaced
    /// New York: the system font's serif design.
    case serif

    /// The design a PostScript or family name spells, or `nil` for a name that spells none. Case, spaces, hyphens,
    /// underscores and a leading `.` are ignored.
    public init?(spelledBy name: String) {
        let key = String(
            name.drop { $0 == "." }.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        let prefixes: [(String, AppleSystemFontDesign)] = [
            ("sfprorounded", .rounded), ("sfcompactrounded", .rounded), ("sfuirounded", .rounded),
            ("sfnsrounded", .rounded), ("sfmono", .monospaced), ("sfnsmono", .monospaced), ("newyork", .serif),
            ("sfpro", .standard), ("sfcompact", .standard), ("sfui", .standard), ("sfns", .standard),
            ("sanfrancisco", .standard), ("applesystemuifont", .standard),
        ]
        guard let design = prefixes.first(where: { key.hasPrefix($0.0) })?.1 else { return nil }
        self = design
    }

    /// The font's name, as a message gives it: `SF Mono`.
    public var fontName: String {
        switch self {
        case .standard: "the system font (SF Pro)"
        case .rounded: "the system font's rounded design (SF Pro Rounded)"
        case .monospaced: "the monospaced system font (SF Mono)"
        case .serif: "the system font's serif design (New York)"
        }
    }

    /// The CSS keyword that reaches the design in a browser: `system-ui`, `ui-rounded`, `ui-monospace`, `ui-serif`.
    public var cssKeyword: String {
        switch self {
        case .standard: "system-ui"
        case .rounded: "ui-rounded"
        case .monospaced: "ui-monospace"
        case .serif: "ui-serif"
        }
    }

    /// The calls that reach the design, in Swift (UIKit or AppKit), SwiftUI and Objective-C.
    public var calls: String {
        switch self {
        case .standard:
            "UIFont.systemFont(ofSize:weight:) (NSFont on macOS), SwiftUI's Font.system(size:weight:design:), or "
                + "[UIFont systemFontOfSize:weight:] in Objective-C"
        case .rounded:
            "Font.system(size:weight:design: .rounded) in SwiftUI, or the system font's descriptor "
                + ".withDesign(.rounded) (fontDescriptorWithDesign:UIFontDescriptorSystemDesignRounded in "
                + "Objective-C)"
        case .monospaced:
            "UIFont.monospacedSystemFont(ofSize:weight:) (NSFont on macOS), SwiftUI's Font.system(size:weight:design: "
                + ".monospaced), or [UIFont monospacedSystemFontOfSize:weight:] in Objective-C"
        case .serif:
            "Font.system(size:weight:design: .serif) in SwiftUI, or the system font's descriptor .withDesign(.serif) "
                + "(fontDescriptorWithDesign:UIFontDescriptorSystemDesignSerif in Objective-C)"
        }
    }
}
