import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilySyntax

/// The names in a family list that mean no installed family: the generic families of CSS Fonts 4 and the
/// system-font keywords browsers take in their place (`-apple-system`, `BlinkMacSystemFont`), compared ignoring ASCII
/// case. A CSS scanner asks only of an unquoted name; a quoted `"serif"` is a family name.
enum GenericFamilyName {
    /// The names, lowercased.
    static let names: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong", "-apple-system", "blinkmacsystemfont",
    ]

    /// `true` when `name` is one of ``names`` in any ASCII case.
    static func contains(_ name: String) -> Bool {
        names.contains(FontCatalog.asciiFolded(name))
    }
}
