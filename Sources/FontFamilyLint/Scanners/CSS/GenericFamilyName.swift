import FontFamilyCatalog

/// The names in a family list that mean no installed family: the generic families of CSS Fonts 4 and the
/// system-font keywords browsers take in their place (`-apple-system`, `BlinkMacSystemFont`), compared ignoring ASCII
/// case. A CSS scanner asks only of an unquoted name; a quoted `"serif"` is a family name.
enum GenericFamilyName {
    /// The names, lowercased.
    static let names: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong", "-apple-system", "blinkmacsystemfont",
    ]

    /// The system-font keywords of Apple's platforms, which a browser on Linux takes for family names it does not have
    /// (Chromium there knows `system-ui` alone): reached only where an Apple platform's list is in the catalog, and
    /// flagged only in a list where nothing else resolves.
    static let appleKeywords: Set<String> = [
        "-apple-system", "blinkmacsystemfont", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// The kind of entry the generic family or keyword `name` is in a family list: ``FontStack/Kind/platformKeyword``
    /// for an Apple system-font keyword, else ``FontStack/Kind/generic``.
    static func stackKind(of name: String) -> FontStack.Kind {
        appleKeywords.contains(FontCatalog.asciiFolded(name)) ? .platformKeyword : .generic
    }

    /// `true` when `name` is one of ``names`` in any ASCII case.
    static func contains(_ name: String) -> Bool {
        names.contains(FontCatalog.asciiFolded(name))
    }
}
