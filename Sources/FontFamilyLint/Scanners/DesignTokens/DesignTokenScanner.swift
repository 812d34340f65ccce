import FontFamilyKit
import FontFamilySyntax

/// Finds the font names in a design tokens file: the W3C Design Tokens format (Design Tokens Community Group), and the
/// older Tokens Studio (Figma) form without `$`.
///
/// ```json
/// {"font": {"$type": "fontFamily", "body": {"$value": ["Source Sans Pro", "Gill Sans", "sans-serif"]}},
///  "heading": {"$type": "typography", "$value": {"fontFamily": "{font.body}", "fontWeight": 600}}}
/// ```
///
/// gives `Source Sans Pro` (falling back to `Gill Sans`) and `Gill Sans` as family names, and the weight `600` that
/// `Source Sans Pro` should have: the typography's family is the alias `{font.body}`, followed to its first family.
///
/// - A `fontFamily` token's value, a string or an array of strings (a fallback list), gives one family name per
///   string (context `fontFamily`); a string that lists several families (`"Inter, sans-serif"`) gives each. Generic
///   families (`sans-serif`, `system-ui`, …) are no names to check and are left out, also of the fallbacks.
/// - A `typography` token's value gives its `fontFamily` member's names the same way, and its `fontWeight` member
///   (a number, or a name as `semi-bold`) as a weight the first family should have (context `fontWeight`), when that
///   family is known. Tokens Studio's weights are style names (`Semi Bold`), not the format's: they are left out.
/// - An alias (`"{font.body}"`) is followed through the file, chains included, and to the other design-tokens files
///   of the run (see ``scan(_:others:)``). The family it leads to is checked
///   where it is written, not again at the alias; an alias that leads nowhere (a path that the file does not define,
///   a loop) cannot be checked.
/// - Tokens of other types, and `$description`, `$extensions` and other `$` members, are not read.
enum DesignTokenScanner {
    /// The context of a family name.
    static let familyContext = "fontFamily"
    /// The context of a weight.
    static let weightContext = "fontWeight"
    /// The most fallbacks an occurrence lists: a renderer rarely gets further, and a hostile list of thousands of
    /// names would otherwise give each of its names thousands of fallbacks.
    static let maximumFallbacks = 32
    /// The font names of the design tokens in `text`, in source order; `nil` when `text` holds no design tokens (no
    /// `$value` member anywhere, and no Tokens Studio font token): `package.json`, `tsconfig.json`, … A text that is
    /// not JSON is no design tokens either unless it contains `"$value"`.
    ///
    /// - Throws: ``DesignTokenSyntaxError`` for a text that contains `"$value"` but is not JSON.
    static func occurrences(in text: String) throws(DesignTokenSyntaxError) -> [FontNameOccurrence]? {
        try scan(text)?.occurrences
    }

    /// The tokens of `text`, for the aliases that the other design-tokens files of a run make to them; `nil` when
    /// `text` is not JSON or holds no design tokens.
    static func index(of text: String) -> DesignTokenIndex? {
        guard let root = try? PositionedJSON.parse(text), let dialect = DesignTokenIndex.Dialect.of(root) else {
            return nil
        }
        return DesignTokenIndex(root: root, dialect: dialect)
    }

    /// The font names of the design tokens in `text`, as ``occurrences(in:)`` gives them, with the family list each
    /// family name stands in (by its index in the occurrences). An alias to a family token that `text` does not
    /// define is looked up in `others`, the other design-tokens files of the run, in order: its families are checked
    /// there, and count here as entries of the list.
    static func scan(
        _ text: String, others: [DesignTokenIndex] = []
    ) throws(DesignTokenSyntaxError) -> (occurrences: [FontNameOccurrence], stacks: [Int: FontStackPosition])? {
        let root: PositionedJSON
        do {
            root = try PositionedJSON.parse(text)
        } catch {
            guard mentionsValueMember(text) else { return nil }
            let position = SourceLocator(text).position(ofOffset: error.offset)
            throw DesignTokenSyntaxError(line: position.line, column: position.column, description: error.description)
        }
        guard let dialect = DesignTokenIndex.Dialect.of(root) else { return nil }
        var scan = Scan(index: DesignTokenIndex(root: root, dialect: dialect), others: others)
        for token in scan.index.tokens {
            if token.type == dialect.fontFamilyType {
                scan.addFamilies(token.value)
            } else if token.type == dialect.typographyType {
                scan.addTypography(token.value)
            }
        }
        let locator = SourceLocator(text)
        // A typography's members come in the order the file writes them, not family first: sort by place, keeping
        // the order of the names of one string.
        let ordered = scan.found.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        var stacks: [Int: FontStackPosition] = [:]
        let occurrences = ordered.enumerated().map { index, element in
            let found = element.element
            if let stack = found.stack { stacks[index] = stack }
            let position = locator.position(ofOffset: found.offset)
            return FontNameOccurrence(
                value: found.value, expectation: found.expectation, context: found.context, line: position.line,
                column: position.column, fallbacks: found.fallbacks)
        }
        return (occurrences, stacks)
    }

    /// `true` when `text` contains `"$value"`: a text that is meant to be design tokens, even when it is not JSON.
    private static func mentionsValueMember(_ text: String) -> Bool {
        let needle = Array("\"$value\"".utf8)
        var matched = 0
        for byte in text.utf8 {
            if byte == needle[matched] {
                matched += 1
                if matched == needle.count { return true }
            } else {
                // The needle's only repeated byte is its quote, so a mismatch can restart only at a quote.
                matched = byte == needle[0] ? 1 : 0
            }
        }
        return false
    }

    /// The families one string names: itself, or each of its comma-separated names, trimmed and unquoted, when it is
    /// a CSS list (`"Inter, 'Gill Sans', sans-serif"`).
    static func familyNames(inLiteral string: String) -> [String] {
        guard string.utf8.contains(UInt8(ascii: ",")) else { return [string] }
        // CSS white space; a CR LF pair is one Character.
        func isSpace(_ character: Character) -> Bool {
            character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
        }
        return string.split(separator: ",").compactMap { part in
            var name = part.drop(while: isSpace)
            while let last = name.last, isSpace(last) { name = name.dropLast() }
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = name.dropFirst().dropLast()
            }
            return name.isEmpty ? nil : String(name)
        }
    }
}

extension DesignTokenScanner {
    /// A name found, at a UTF-8 byte offset, before offsets become lines and columns.
    private struct Found {
        /// The UTF-8 byte offset of the string's opening quote or the number's first character.
        let offset: Int
        /// The name, or why it cannot be checked.
        let value: FontNameOccurrence.Value
        /// What kind of name it is.
        let expectation: FontNameOccurrence.Expectation
        /// `fontFamily` or `fontWeight`.
        let context: String
        /// The families after it in its list.
        let fallbacks: [String]
        /// The list it stands in, for a family name.
        var stack: FontStackPosition?
    }

    /// A family's name, and whether it is a generic family, decided once.
    private struct Family {
        /// The name.
        let name: String
        /// `true` for a generic family or a system-font keyword.
        let isGeneric: Bool

        /// The family `name`.
        init(_ name: String) {
            self.name = name
            isGeneric = GenericFamilyName.contains(name)
        }
    }

    /// One family in a family value, in list order.
    private enum FamilyEntry {
        /// A family the value writes out at `offset`: a name to check.
        case literal(Family, offset: Int)
        /// A family an alias in the value leads to: checked where it is written.
        case resolved(Family)
        /// An alias that leads to no family, at `offset`, and why.
        case unknown(reason: String, offset: Int)
        /// An alias whose families are not known without following aliases inside another token's list.
        case unresolved

        /// The family, when it is known.
        var family: Family? {
            switch self {
            case .literal(let family, _), .resolved(let family): return family
            case .unknown, .unresolved: return nil
            }
        }
    }

    /// The names found in one file so far.
    private struct Scan {
        /// The file's tokens.
        let index: DesignTokenIndex
        /// The tokens of the run's other design-tokens files.
        let others: [DesignTokenIndex]
        /// What was found, in the order found.
        private(set) var found: [Found] = []
        /// The families of each token whose value is not an alias: `nil` when unknown, empty when the value is no
        /// family.
        private var familiesOfToken: [Int: [Family]?] = [:]

        /// A scan of `index`'s tokens, with the run's other files' tokens `others`.
        init(index: DesignTokenIndex, others: [DesignTokenIndex] = []) {
            self.index = index
            self.others = others
        }

        /// The families of the family token that `alias` names in one of ``others`` (the first that defines it):
        /// `nil` when none does or its list starts with an alias.
        private func familiesElsewhere(_ alias: String) -> [Family]? {
            for other in others {
                guard case .token(let token) = other.target(ofAlias: alias) else { continue }
                let type = other.tokens[token].type
                guard type == nil || type == other.dialect.fontFamilyType else { return nil }
                return DesignTokenScanner.families(ofToken: token, in: other)
            }
            return nil
        }

        /// Adds the names of a family value (a `fontFamily` token's value, a typography's `fontFamily` member): a
        /// string, an alias or an array of them. Returns its first family, when it is known and not generic.
        @discardableResult
        mutating func addFamilies(_ value: PositionedJSON) -> String? {
            var entries: [FamilyEntry] = []
            let elements: [PositionedJSON]
            if case .array(let array) = value.content { elements = array } else { elements = [value] }
            for element in elements { appendEntries(of: element, to: &entries) }
            addOccurrences(of: entries)
            guard let first = entries.first?.family, !first.isGeneric else { return nil }
            return first.name
        }

        /// Appends the families that one element of a family value gives to `entries`: a string's names, or the
        /// families an alias leads to (here or in ``others``), or why they are unknown.
        private mutating func appendEntries(of element: PositionedJSON, to entries: inout [FamilyEntry]) {
            guard let string = element.string else {
                if element.member("$ref") != nil {
                    let reason = "the family is a JSON reference ($ref), which the lint does not follow"
                    entries.append(.unknown(reason: reason, offset: element.offset))
                }
                return
            }
            guard let target = index.target(ofAlias: string) else {
                for name in DesignTokenScanner.familyNames(inLiteral: string) {
                    entries.append(.literal(Family(name), offset: element.offset))
                }
                return
            }
            guard case .token(let token) = target else {
                if case .undefined(let missing) = target, missing == string,
                    let families = familiesElsewhere(string), !families.isEmpty
                {
                    // Another file of the run defines it: checked there.
                    entries += families.map { .resolved($0) }
                    return
                }
                let reason = DesignTokenScanner.reason(
                    "family", alias: string, target: target, searchedOthers: !others.isEmpty)
                entries.append(.unknown(reason: reason, offset: element.offset))
                return
            }
            // A token of another type (a color, a typography) is no family, whatever its value looks like.
            let type = index.tokens[token].type
            let isFamily = type == nil || type == index.dialect.fontFamilyType
            switch isFamily ? families(ofToken: token) : [] {
            case .none:
                entries.append(.unresolved)
            case .some(let families) where families.isEmpty:
                let reason =
                    "the family is the alias \(DisplayText.quoted(string)), whose value is not a family name"
                entries.append(.unknown(reason: reason, offset: element.offset))
            case .some(let families):
                entries += families.map { .resolved($0) }
            }
        }

        /// Adds an occurrence for each family that `entries` write out and is not generic, with its fallbacks and
        /// its list, and one that cannot be checked for each alias that leads to no family.
        private mutating func addOccurrences(of entries: [FamilyEntry]) {
            let fallbacks = Self.fallbacks(of: entries)
            let stack = Self.stack(of: entries)
            for (position, entry) in entries.enumerated() {
                switch entry {
                case .literal(let family, let offset) where !family.isGeneric:
                    add(
                        .literal(family.name), .familyName, DesignTokenScanner.familyContext, offset,
                        fallbacks[position])
                    if position < stack.entries.count {
                        found[found.count - 1].stack = FontStackPosition(stack: stack, index: position)
                    }
                case .unknown(let reason, let offset):
                    add(.notCheckable(reason: reason), .familyName, DesignTokenScanner.familyContext, offset)
                default:
                    break
                }
            }
        }

        /// The fallbacks of each entry that writes a family out: the names of the known, non-generic families after
        /// it, at most ``DesignTokenScanner/maximumFallbacks`` of them; none for the other entries.
        private static func fallbacks(of entries: [FamilyEntry]) -> [[String]] {
            // Each name falls back to the names after it: collected from the end, at most maximumFallbacks of them.
            var fallbacks = Array(repeating: [String](), count: entries.count)
            var following: [String] = []
            for position in entries.indices.reversed() {
                if case .literal = entries[position] { fallbacks[position] = following }
                if let family = entries[position].family, !family.isGeneric {
                    following.insert(family.name, at: 0)
                    if following.count > DesignTokenScanner.maximumFallbacks { following.removeLast() }
                }
            }
            return fallbacks
        }

        /// The list that `entries` make, as a design-tokens renderer reads it.
        private static func stack(of entries: [FamilyEntry]) -> FontStack {
            FontStack(
                entries: entries.map { entry in
                    guard let family = entry.family else { return FontStack.Entry(name: "", kind: .unknown) }
                    return FontStack.Entry(
                        name: family.name,
                        kind: family.isGeneric ? GenericFamilyName.stackKind(of: family.name) : .family)
                }, reader: .designToken)
        }

        /// Adds the names of a typography token's value: its `fontFamily` member's families, and its `fontWeight`
        /// member as a weight of the first of them. An alias to another typography is checked there.
        mutating func addTypography(_ value: PositionedJSON) {
            if let alias = value.string {
                guard let target = index.target(ofAlias: alias) else { return }
                let reason: String
                switch target {
                case .token(let token):
                    guard index.tokens[token].value.members == nil else { return }
                    reason =
                        "the typography is the alias \(DisplayText.quoted(alias)), whose value is not a typography object"
                default:
                    reason = DesignTokenScanner.reason("typography", alias: alias, target: target)
                }
                add(.notCheckable(reason: reason), .familyName, DesignTokenScanner.familyContext, value.offset)
                return
            }
            guard value.members != nil, let familyValue = value.member("fontFamily") else { return }
            let family = addFamilies(familyValue)
            guard !index.dialect.isTokensStudio, let family, let weight = value.member("fontWeight") else { return }
            addWeight(weight, of: family)
        }

        /// Adds a typography's `fontWeight` member, a number or a name or an alias to one, as a weight of `family`.
        private mutating func addWeight(_ weight: PositionedJSON, of family: String) {
            let written: FontNameOccurrence.Value
            switch weight.content {
            case .number(let number):
                written = .literal(number)
            case .string(let string):
                guard let target = index.target(ofAlias: string) else {
                    written = .literal(string)
                    break
                }
                guard case .token(let token) = target else {
                    written = .notCheckable(reason: DesignTokenScanner.reason("weight", alias: string, target: target))
                    break
                }
                switch index.tokens[token].value.content {
                case .number(let text), .string(let text):
                    written = .literal(text)
                default:
                    written = .notCheckable(
                        reason:
                            "the weight is the alias \(DisplayText.quoted(string)), whose value is not a font weight")
                }
            default:
                return
            }
            add(written, .weight(family: family), DesignTokenScanner.weightContext, weight.offset)
        }

        /// Records one name.
        private mutating func add(
            _ value: FontNameOccurrence.Value, _ expectation: FontNameOccurrence.Expectation, _ context: String,
            _ offset: Int, _ fallbacks: [String] = []
        ) {
            found.append(
                Found(offset: offset, value: value, expectation: expectation, context: context, fallbacks: fallbacks))
        }

        /// The first families (one more than ``DesignTokenScanner/maximumFallbacks`` at most) of a token whose value
        /// is not an alias: `nil` when its list starts with an alias, empty when its value is no family.
        private mutating func families(ofToken token: Int) -> [Family]? {
            if let known = familiesOfToken[token] { return known }
            let families = DesignTokenScanner.families(ofToken: token, in: index)
            familiesOfToken[token] = families
            return families
        }
    }

    /// The first families (one more than ``DesignTokenScanner/maximumFallbacks`` at most) of the token `token` of
    /// `index`, whose value is not an alias: `nil` when its list starts with an alias, empty when its value is no
    /// family.
    private static func families(ofToken token: Int, in index: DesignTokenIndex) -> [Family]? {
        let limit = DesignTokenScanner.maximumFallbacks + 1
        var names: [String]? = []
        switch index.tokens[token].value.content {
        case .string(let string):
            names = Array(DesignTokenScanner.familyNames(inLiteral: string).prefix(limit))
        case .array(let elements):
            var listed: [String] = []
            for element in elements where listed.count < limit {
                guard let string = element.string else { continue }
                // Aliases inside another token's list are not followed (that token is checked where it is
                // written): the names stop there.
                if DesignTokenIndex.aliasPath(string) != nil { break }
                listed += DesignTokenScanner.familyNames(inLiteral: string).prefix(limit - listed.count)
            }
            names = listed.isEmpty && elements.contains(where: { $0.string != nil }) ? nil : listed
        default:
            break
        }
        return names.map { $0.map(Family.init) }
    }

    /// Why the `subject` ("family", "weight", "typography") that is `alias` cannot be checked: where its chain of
    /// aliases ends; `searchedOthers` when the other design-tokens files of the run were searched too.
    private static func reason(
        _ subject: String, alias: String, target: DesignTokenIndex.Target, searchedOthers: Bool = false
    ) -> String {
        let start = "the \(subject) is the alias \(DisplayText.quoted(alias))"
        switch target {
        case .token:
            return start
        case .undefined(let missing) where missing == alias:
            return start
                + (searchedOthers
                    ? ", which no design-tokens file of the lint defines" : ", which this file does not define")
        case .undefined(let missing):
            return start + ", which refers to \(DisplayText.quoted(missing)), which this file does not define"
        case .loop(.none):
            return start + ", which refers to itself"
        case .loop(.some(let through)):
            return start + ", which refers to itself through \(DisplayText.quoted(through))"
        case .intoLoop(let entry):
            return start + ", which refers to \(DisplayText.quoted(entry)), which refers to itself"
        }
    }
}
