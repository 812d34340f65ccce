import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilySyntax

/// The font names read from one document's style sheets, kept until the whole document is read: a family that any
/// of its `@font-face` rules declares is the document's own web font, wherever the rule stands, and is neither
/// checked nor listed as a fallback.
struct CSSFontNameCollector {
    /// One entry of a `font-family` list (or of the `font` shorthand's family list).
    struct Family: Hashable, Sendable {
        /// The decoded name: a quoted entry's string, or an unquoted entry's identifiers joined by one space.
        let name: String
        /// The offset in the file of the entry's first byte (the opening quote of a quoted entry).
        let offset: Int
        /// Whether the entry is a generic family (`serif`, `generic(kai)`) or a CSS-wide keyword (`inherit`) rather
        /// than a family name.
        let isKeyword: Bool
    }

    /// What was read, in source order.
    private enum Item {
        /// The entries of one `font-family` or `font` value, under the property's name.
        case families([Family], context: String)
        /// One occurrence that stands alone, at a file offset.
        case single(
            FontNameOccurrence.Value, FontNameOccurrence.Expectation, context: String, offset: Int)
    }

    /// The most fallbacks an occurrence lists: real lists are far shorter, and a hostile one of n names would
    /// otherwise cost n² strings.
    static let maximumFallbacks = 32

    /// What was read, in source order.
    private var items: [Item] = []
    /// The families the document's `@font-face` rules declare, ASCII letters lowercased.
    private(set) var declaredFamilies: Set<String> = []
    /// The document's comments that may be suppression comments (see ``LintSuppressions``).
    private(set) var comments: [SourceComment] = []

    /// Adds the entries of one family list, read from the property `context`.
    mutating func addFamilies(_ families: [Family], context: String) {
        items.append(.families(families, context: context))
    }

    /// Adds one occurrence whose first byte is at `offset` in the file.
    mutating func add(
        _ value: FontNameOccurrence.Value, _ expectation: FontNameOccurrence.Expectation,
        context: String,
        offset: Int
    ) {
        items.append(.single(value, expectation, context: context, offset: offset))
    }

    /// Records a comment that may be a suppression comment.
    mutating func add(_ comment: SourceComment) {
        comments.append(comment)
    }

    /// Records a family that an `@font-face` rule declares.
    mutating func declare(family name: String) {
        declaredFamilies.insert(FontCatalog.asciiFolded(name))
    }

    /// The occurrences, in source order, with lines and columns in `text` (the file the offsets count in): one per
    /// family name of each list, leaving out generic families, keywords, the document's own `@font-face` families
    /// and those of `declaredElsewhere` (ASCII letters lowercased: the web fonts other style sheets of the project
    /// declare), each with the names after it as fallbacks (at most ``maximumFallbacks`` of them).
    func occurrences(in text: String, declaredElsewhere: Set<String> = []) -> [FontNameOccurrence] {
        let declaredFamilies = declaredFamilies.union(declaredElsewhere)
        let locator = SourceLocator(text)
        var result: [FontNameOccurrence] = []
        for item in items {
            switch item {
            case .families(let families, let context):
                let names = families.filter {
                    !$0.isKeyword && !declaredFamilies.contains(FontCatalog.asciiFolded($0.name))
                }
                for (index, family) in names.enumerated() {
                    let position = locator.position(ofOffset: family.offset)
                    result.append(
                        FontNameOccurrence(
                            value: .literal(family.name), expectation: .familyName, context: context,
                            line: position.line, column: position.column,
                            fallbacks: names[(index + 1)...].prefix(Self.maximumFallbacks).map(\.name)))
                }
            case .single(let value, let expectation, let context, let offset):
                let position = locator.position(ofOffset: offset)
                result.append(
                    FontNameOccurrence(
                        value: value, expectation: expectation, context: context, line: position.line,
                        column: position.column))
            }
        }
        return result
    }
}
