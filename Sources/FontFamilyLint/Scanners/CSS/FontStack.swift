import FontFamilyKit

/// A fallback list as its renderer reads it: a CSS `font-family` list (or the `font` shorthand's, or a custom
/// property's value that one of them uses), an `@font-face` rule's `src`, a design token's family list.
///
/// The renderer takes the first entry that resolves on this machine — an installed family, a generic family (which
/// the renderer maps itself), a web font the project declares, a `url()` — and never reaches what follows it. The
/// lint checks the entries before that one only, and judges them by whether the list still works (see
/// ``FontNameLinter``).
struct FontStack: Hashable, Sendable {
    /// What an entry of a list is.
    enum Kind: String, Hashable, Sendable {
        /// A family name, resolved against the catalog as CSS compares family names.
        case family
        /// A generic family (`sans-serif`, `system-ui`) or a CSS-wide keyword: the renderer maps it to a font of its
        /// own choosing, so it always resolves.
        case generic
        /// A system-font keyword of Apple's platforms (`-apple-system`, `BlinkMacSystemFont`, `ui-serif`,
        /// `ui-sans-serif`, `ui-monospace`, `ui-rounded`): reached where an Apple platform's list is in the catalog,
        /// and elsewhere a family name a browser on this machine does not have.
        case platformKeyword
        /// A family that an `@font-face` rule of the project declares: the project's web font.
        case webFont
        /// A `local()` name of `src`: one face's PostScript or full name.
        case local
        /// A `url()` of `src`: a font file the browser downloads.
        case url
        /// An entry the lint cannot read (a `local()` built with `var()`, a token alias it cannot follow): taken as
        /// one that does not resolve.
        case unknown
    }

    /// One entry of a list.
    struct Entry: Hashable, Sendable {
        /// The name as written (decoded), or the `url()` as written.
        let name: String
        /// What it is.
        let kind: Kind

        /// How a message names the entry: a family quoted, a generic family by its keyword.
        var shown: String {
            switch kind {
            case .family, .unknown, .platformKeyword: DisplayText.quoted(name)
            case .generic: "the generic family \(DisplayText.escaped(name))"
            case .webFont: "the web font \(DisplayText.quoted(name))"
            case .local: "local(\(DisplayText.quoted(name)))"
            case .url: "the url() after it"
            }
        }
    }

    /// Who reads a list, as the messages say it.
    enum Reader: Hashable, Sendable {
        /// A browser: a style sheet or a page.
        case browser
        /// Whatever renders a design token (a browser, a native app): the messages speak of the list.
        case designToken
    }

    /// The entries, in list order (at most ``maximumEntries``).
    let entries: [Entry]
    /// Who reads the list.
    let reader: Reader
    /// Where a custom property whose value the list is gets used, as `var(--brand-font) at site.css:14:23`; `nil`
    /// for a list written where it is used.
    let use: String?

    /// The most entries a list keeps: real lists are far shorter, and a hostile one must not cost n² work.
    static let maximumEntries = 33

    /// A list of `entries` (the first ``maximumEntries`` kept) read by `reader`.
    init(entries: [Entry], reader: Reader, use: String? = nil) {
        self.entries = Array(entries.prefix(Self.maximumEntries))
        self.reader = reader
        self.use = use
    }
}

/// An occurrence's place in its list.
struct FontStackPosition: Hashable, Sendable {
    /// The list.
    let stack: FontStack
    /// The index of the occurrence's entry in ``FontStack/entries``.
    let index: Int
}

/// One family list the lint read, with where it stands: what `--reporter json` lists as `lists`, with the entry the
/// renderer reaches on this machine.
struct ScannedFamilyList: Hashable, Sendable {
    /// The line of its first entry.
    let line: Int
    /// The column of its first entry.
    let column: Int
    /// The property that holds it (`font-family`, `font`, or a custom property's name).
    let context: String
    /// The list.
    let stack: FontStack
}
