import FontFamilyCatalog
import FontFamilyKit
import FontFamilySyntax

/// The font names read from one document's style sheets, kept until the whole document is read: a family that any
/// of its `@font-face` rules declares is the document's own web font, wherever the rule stands, and is neither
/// checked nor listed as a fallback; a custom property that a `font-family` uses through `var()` is checked where
/// it is defined, in whichever linted sheet or page that is.
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

    /// One entry of an `@font-face` rule's `src`.
    enum Source: Hashable, Sendable {
        /// A `local()` name, or why it cannot be read, at a file offset.
        case local(FontNameOccurrence.Value, offset: Int)
        /// A `url()` (or `src` entry of another kind), which the browser downloads.
        case url
    }

    /// The custom properties of a whole lint run: which are defined, and where `font-family` lists use them.
    struct CustomProperties: Sendable {
        /// The names (`--brand-font`) that some linted sheet or page defines.
        var defined: Set<String> = []
        /// For each name, where a family list uses it, as `path:line:column`, in the order read.
        var uses: [String: [String]] = [:]
    }

    /// What the occurrences of a document are, with the lists they stand in.
    struct Scanned {
        /// The occurrences, in source order.
        var occurrences: [FontNameOccurrence] = []
        /// The list of each occurrence that stands in one, by its index in ``occurrences``.
        var stacks: [Int: FontStackPosition] = [:]
        /// Every family list read, in source order (a custom property's value once for each definition used).
        var lists: [ScannedFamilyList] = []
    }

    /// What was read, in source order.
    private enum Item {
        /// The entries of one `font-family` or `font` value, under the property's name.
        case families([Family], context: String)
        /// A family list that is `var(--name)` or `var(--name, fallback)`, at a file offset.
        case variable(name: String, fallback: [Family]?, context: String, offset: Int)
        /// A custom property's definition: its value's families, or `nil` when the value is not a family list.
        case definition(name: String, families: [Family]?, offset: Int)
        /// The entries of an `@font-face` rule's `src`.
        case sources([Source])
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
    /// The families the document's `@font-face` rules declare, as first written, each once.
    private(set) var declaredFamilyNames: [String] = []
    /// The document's comments that may be suppression comments (see ``LintSuppressions``).
    private(set) var comments: [SourceComment] = []

    /// Adds the entries of one family list, read from the property `context`.
    mutating func addFamilies(_ families: [Family], context: String) {
        items.append(.families(families, context: context))
    }

    /// Adds a family list that is the custom property `name` (with the families `fallback` after its comma),
    /// read from the property `context` at `offset`.
    mutating func addVariable(_ name: String, fallback: [Family]?, context: String, offset: Int) {
        items.append(.variable(name: name, fallback: fallback, context: context, offset: offset))
    }

    /// Adds the definition of the custom property `name`, whose value starts at `offset`: its families, or `nil`
    /// when the value is not a list of family names.
    mutating func define(_ name: String, families: [Family]?, offset: Int) {
        items.append(.definition(name: name, families: families, offset: offset))
    }

    /// Adds the entries of an `@font-face` rule's `src`.
    mutating func addSources(_ sources: [Source]) {
        items.append(.sources(sources))
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
        if declaredFamilies.insert(FontCatalog.asciiFolded(name)).inserted { declaredFamilyNames.append(name) }
    }

    /// The custom properties the document defines.
    var definedProperties: Set<String> {
        var names: Set<String> = []
        for case .definition(let name, _, _) in items { names.insert(name) }
        return names
    }

    /// Where the document's family lists use custom properties, as `path:line:column` for the document at `path`
    /// with the text `text`, in source order.
    func propertyUses(in text: String, path: String) -> [(name: String, place: String)] {
        let locator = SourceLocator(text)
        var uses: [(name: String, place: String)] = []
        for case .variable(let name, _, _, let offset) in items {
            let position = locator.position(ofOffset: offset)
            uses.append((name, "\(path):\(position.line):\(position.column)"))
        }
        return uses
    }

    /// The occurrences, in source order, with lines and columns in `text` (the file the offsets count in): one per
    /// family name of each list, leaving out generic families, keywords, the document's own `@font-face` families
    /// and those of `declaredElsewhere` (ASCII letters lowercased: the web fonts other style sheets of the project
    /// declare), each with the names after it as fallbacks (at most ``maximumFallbacks`` of them).
    func occurrences(in text: String, declaredElsewhere: Set<String> = []) -> [FontNameOccurrence] {
        var properties = CustomProperties()
        properties.defined = definedProperties
        for use in propertyUses(in: text, path: "") { properties.uses[use.name, default: []].append(use.place) }
        return scanned(in: text, declaredElsewhere: declaredElsewhere, properties: properties).occurrences
    }

    /// The occurrences, their lists and every family list of the document, with lines and columns in `text`, as
    /// ``occurrences(in:declaredElsewhere:)`` gives them; a custom property of `properties.defined` that a list uses
    /// is checked at its definition, and the definitions this document holds that `properties.uses` uses are
    /// checked here, naming their first use.
    func scanned(
        in text: String, declaredElsewhere: Set<String> = [], properties: CustomProperties
    ) -> Scanned {
        var assembler = Assembler(
            declaredFamilies: declaredFamilies.union(declaredElsewhere), locator: SourceLocator(text))
        for item in items {
            switch item {
            case .families(let families, let context):
                assembler.addList(families, context: context, use: nil)
            case .variable(let name, let fallback, let context, let offset):
                // A defined property is checked where it is defined.
                guard !properties.defined.contains(name) else { continue }
                assembler.addVariable(name, fallback: fallback, context: context, offset: offset)
            case .definition(let name, let families, let offset):
                guard let uses = properties.uses[name], let first = uses.first else { continue }
                assembler.addDefinition(name, families: families, offset: offset, uses: uses, first: first)
            case .sources(let sources):
                assembler.addSources(sources)
            case .single(let value, let expectation, let context, let offset):
                assembler.addSingle(value, expectation, context: context, offset: offset)
            }
        }
        return assembler.result
    }

    /// Builds the ``Scanned`` of a document from its items, one item at a time, in source order.
    private struct Assembler {
        /// The families that are web fonts (the document's own and those other sheets declare), ASCII letters
        /// lowercased.
        let declaredFamilies: Set<String>
        /// Turns the file's offsets into lines and columns.
        let locator: SourceLocator
        /// What has been built so far.
        var result = Scanned()

        /// The stack entry of `family`: a generic family or keyword, a web font, or a family name.
        func entry(_ family: Family) -> FontStack.Entry {
            if family.isKeyword {
                return FontStack.Entry(name: family.name, kind: GenericFamilyName.stackKind(of: family.name))
            }
            if declaredFamilies.contains(FontCatalog.asciiFolded(family.name)) {
                return FontStack.Entry(name: family.name, kind: .webFont)
            }
            return FontStack.Entry(name: family.name, kind: .family)
        }

        /// Adds a family list read from `context` and an occurrence for each family it checks, with its fallbacks.
        mutating func addList(_ families: [Family], context: String, use: String?) {
            guard let first = families.first else { return }
            let stack = FontStack(entries: families.map(entry), reader: .browser, use: use)
            let start = locator.position(ofOffset: first.offset)
            result.lists.append(
                ScannedFamilyList(line: start.line, column: start.column, context: context, stack: stack))
            let names = families.filter {
                !$0.isKeyword && !declaredFamilies.contains(FontCatalog.asciiFolded($0.name))
            }
            var checked = 0
            for (index, family) in families.enumerated() {
                // An Apple system-font keyword is checked too: a browser here has no such family.
                let isAppleKeyword =
                    family.isKeyword && GenericFamilyName.stackKind(of: family.name) == .platformKeyword
                guard isAppleKeyword || !family.isKeyword,
                    !declaredFamilies.contains(FontCatalog.asciiFolded(family.name))
                else {
                    continue
                }
                let position = locator.position(ofOffset: family.offset)
                if index < stack.entries.count {
                    result.stacks[result.occurrences.count] = FontStackPosition(stack: stack, index: index)
                }
                if !isAppleKeyword { checked += 1 }
                result.occurrences.append(
                    FontNameOccurrence(
                        value: .literal(family.name), expectation: .familyName, context: context,
                        line: position.line, column: position.column,
                        fallbacks: names[checked...].prefix(CSSFontNameCollector.maximumFallbacks).map(\.name)))
            }
        }

        /// Adds one occurrence that stands alone, at `offset` in the file.
        mutating func addSingle(
            _ value: FontNameOccurrence.Value, _ expectation: FontNameOccurrence.Expectation, context: String,
            offset: Int
        ) {
            let position = locator.position(ofOffset: offset)
            result.occurrences.append(
                FontNameOccurrence(
                    value: value, expectation: expectation, context: context, line: position.line,
                    column: position.column))
        }

        /// Adds a use of the custom property `name` that no linted sheet defines: its fallback list, or an
        /// occurrence that cannot be checked.
        mutating func addVariable(_ name: String, fallback: [Family]?, context: String, offset: Int) {
            if let fallback {
                addList(fallback, context: context, use: nil)
            } else {
                let reason =
                    "the value uses var(\(DisplayText.escaped(name))), which no linted style sheet or page defines"
                addSingle(.notCheckable(reason: reason), .familyName, context: context, offset: offset)
            }
        }

        /// Adds the definition of the custom property `name` that `uses` use (`first` the first of them): its
        /// family list, or an occurrence that cannot be checked.
        mutating func addDefinition(
            _ name: String, families: [Family]?, offset: Int, uses: [String], first: String
        ) {
            let more = uses.count > 1 ? " and \(uses.count - 1) more" : ""
            let use = "var(\(DisplayText.escaped(name))) at \(DisplayText.escaped(first, limit: nil))\(more)"
            if let families {
                addList(families, context: name, use: use)
            } else {
                addSingle(
                    .notCheckable(reason: "its value, used by \(use), is not a list of family names"),
                    .familyName, context: name, offset: offset)
            }
        }

        /// Adds the `local()` names of an `@font-face` rule's `src`, each in the stack of all its entries.
        mutating func addSources(_ sources: [Source]) {
            var entries: [FontStack.Entry] = []
            for source in sources {
                switch source {
                case .local(.literal(let name), _): entries.append(FontStack.Entry(name: name, kind: .local))
                case .local(.notCheckable, _), .local(.followed, _):
                    entries.append(FontStack.Entry(name: "", kind: .unknown))
                case .url: entries.append(FontStack.Entry(name: "url()", kind: .url))
                }
            }
            let stack = FontStack(entries: entries, reader: .browser)
            for (index, source) in sources.enumerated() {
                guard case .local(let value, let offset) = source else { continue }
                if case .literal = value, index < stack.entries.count {
                    result.stacks[result.occurrences.count] = FontStackPosition(stack: stack, index: index)
                }
                addSingle(value, .uniqueName, context: "local()", offset: offset)
            }
        }
    }
}
