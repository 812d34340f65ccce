/// A font name as a Swift expression gives it, before the constants it names are followed: what the Swift scanner
/// reads at a call site or in a declaration's initializer.
///
/// A literal is kept inline in 32 bytes (its place in 32 bits a number), the rarer cases boxed: a ternary chain of
/// 100,000 links written at a call holds as many literals, every one checked.
enum SwiftValue: Hashable, Sendable {
    /// A string literal, its escapes decoded, at `line` and `column` of its file.
    case literal(String, line: Int32, column: Int32)
    /// A constant or an enum case named by `path` (`title`, `Theme.title`, `Self.title`, `Brand.body`), or its raw
    /// value when `rawValue` is true (`Brand.body.rawValue`); `spelled` is the expression as the source writes it.
    indirect case reference(path: [String], rawValue: Bool, spelled: String)
    /// The branches of a ternary (`wide ? "A" : "B"`) or of `??`: the name is one of them.
    case choice([SwiftValue])
    /// The parts of an interpolation or a `+` concatenation, in order, and where the expression starts (the name they
    /// make is reported there); `reason` is what a note says when one of them is computed at run time.
    indirect case concatenation([SwiftValue], line: Int, column: Int, reason: String)
    /// A value computed at run time (a call, a subscript, a parameter): `reason` says how, as in "the name is computed
    /// at run time".
    case runtime(reason: String)
}

/// What one Swift file declares that a font name can be followed through: constants initialised in the declaration,
/// enum cases with their raw values, function parameters, and the protocols each type conforms to.
struct SwiftFileSymbols: Sendable {
    /// What a declared name holds.
    ///
    /// A symbol is one word (its values are boxed): the run's table copies those it can look up. A file's list keeps
    /// the commonest ones, a literal constant's and one computed at run time, without a box
    /// (``SwiftDeclarationList``).
    enum Symbol: Hashable, Sendable {
        /// A `let` or `var` and its initializer.
        indirect case constant(SwiftValue)
        /// A `let` or `var` whose initializer is computed at run time (a call, a number): a constant whose value is
        /// ``SwiftValue/runtime(reason:)``, kept without a value.
        case computedAtRunTime
        /// A case of the enum `enumKey`, with its raw value (`nil` when the enum has no `String` raw type).
        indirect case enumCase(enumKey: String, rawValue: SwiftValue?)
        /// A function's parameter: its value comes from the caller, at run time. `type` is the type it is declared
        /// with when that is a name or a path of them (`Brand`): the raw value of a parameter of a `String` enum is
        /// one of the enum's.
        case parameter(type: [String]?)
    }

    /// One enum that has a `String` raw type, or conforms to something, as a key of its qualified name.
    struct Enumeration: Hashable, Sendable {
        /// The qualified name (`Theme.Brand`).
        let key: String
        /// Its cases, kept as a file's declarations are (an enum may have a case on every line of a file).
        private var caseList = SwiftDeclarationList()

        /// An enum of no case yet, named `key`.
        init(key: String) {
            self.key = key
        }

        /// Its cases' names and raw values, in source order.
        var cases: [(name: String, rawValue: SwiftValue?)] {
            var cases: [(name: String, rawValue: SwiftValue?)] = []
            for declaration in caseList {
                guard case .enumCase(_, let rawValue) = declaration.symbol else { continue }
                cases += repeatElement((name: declaration.name, rawValue: rawValue), count: declaration.count)
            }
            return cases
        }

        /// Adds the case `name`, with its raw value.
        mutating func appendCase(name: String, rawValue: SwiftValue?) {
            caseList.append(name: name, scope: 0, symbol: .enumCase(enumKey: key, rawValue: rawValue))
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    /// The file's path, as the lint was given it.
    let path: String
    /// The qualified names of the scopes the file's declarations are in (`Theme`, `Theme.{App.swift:12}`), each
    /// once: the file's own scope (no name) first.
    var scopes: [[String]] = [[]]
    /// Each declared name, the index in ``scopes`` of the qualified name of the types and blocks around it, and what
    /// it holds. Its key, the two joined (`Theme.title`), is made only by a table that can look it up.
    var symbols = SwiftDeclarationList()
    /// The enums the file declares.
    var enumerations: [Enumeration] = []
    /// The types, by qualified name, that a declaration or extension says conform to `FontName`, with the protocols
    /// and raw types it lists (no other type is kept: nothing else is asked).
    var inherited: [(key: String, names: [String])] = []
}

/// One name a Swift value gives once its constants are followed: a constant string and where its literal is, or a
/// value computed at run time.
struct FollowedName: Hashable, Sendable {
    /// The name, or why it cannot be known.
    enum Value: Hashable, Sendable {
        /// A constant string.
        case constant(String)
        /// A value computed at run time; the reason says how.
        case runtime(reason: String)
    }

    /// The name.
    let value: Value
    /// The file of the literal (of the expression, for a concatenation).
    let path: String
    /// The line of the literal.
    let line: Int
    /// The column of the literal.
    let column: Int
    /// Whether the literal stands elsewhere than the expression that uses it (a constant or an enum case named by it).
    let isReferenced: Bool
}

/// Every constant and enum case the Swift files of one lint run declare, by qualified name, and the values they
/// give a font name: the value following between the Swift scanner's occurrences and the checks.
struct SwiftSymbolTable: Sendable {
    /// Each qualified name's declarations, with the file of each.
    private var symbols: [String: [(symbol: SwiftFileSymbols.Symbol, path: String, scope: [String])]] = [:]
    /// The declarations in a type's body, by their own name: what an implicit member (`.title`) may name.
    private var members: [String: [(symbol: SwiftFileSymbols.Symbol, path: String, scope: [String])]] = [:]
    /// The qualified names of the enums that conform to `FontName`.
    private var fontNameEnums: Set<String> = []
    /// The enums conforming to `FontName`, with their files, in the order of the files.
    private(set) var fontNameEnumerations: [(enumeration: SwiftFileSymbols.Enumeration, path: String)] = []
    /// Every enum the files declare, by qualified name, with its file: what a parameter's type names.
    private var enumerations: [String: [(enumeration: SwiftFileSymbols.Enumeration, path: String)]] = [:]

    /// The most names a concatenation of choices, or a constant, may give: more is a note that says so, never a
    /// silent cut (a choice written at the use gives one name per literal, and every one is checked).
    static let maximumAlternatives = 64
    /// The reason given for a concatenation of choices that gives more than ``maximumAlternatives`` names.
    private static var tooManyJoined: String {
        "the name joins choices that give more than \(maximumAlternatives) names, which the lint does not check"
    }
    /// What is added to the reason for a constant that gives more than ``maximumAlternatives`` names.
    private static var tooManyFollowed: String {
        ", which gives more than \(maximumAlternatives) names that the lint does not check"
    }
    /// The most references followed in a row: deeper is a cycle or a chain no one writes.
    private static let maximumDepth = 16

    /// The table of the symbols that `scans` declare, and that a reference of theirs can name.
    init(scans: [SwiftFontNameScanner.Scan]) {
        // A lookup ends with the name a reference ends with: a declaration of any other name is never found, and is
        // given no key.
        var lookedUp: Set<String> = []
        for scan in scans {
            for occurrence in scan.occurrences {
                if case .followed(let value, _) = occurrence.value { value.collectLookedUpNames(into: &lookedUp) }
            }
            scan.symbols.symbols.forEachReferringSymbol { symbol in
                switch symbol {
                case .constant(let value), .enumCase(_, let value?): value.collectLookedUpNames(into: &lookedUp)
                case .enumCase, .parameter, .computedAtRunTime: break
                }
            }
        }
        let files = scans.map(\.symbols)
        var conforming: Set<String> = []
        // A declaration a file makes several times in a row counts as often as it is made, up to one more than
        // ``maximumAlternatives``: each gives the same names, and more of them than that give the same note.
        let mostRepeats = Self.maximumAlternatives + 1
        for file in files {
            if !lookedUp.isEmpty {
                file.symbols.forEach(named: { lookedUp.contains(SwiftValue.lastSegment(of: $0)) }) { declaration in
                    let (name, symbol) = (declaration.name, declaration.symbol)
                    let scope = file.scopes[declaration.scope]
                    let repeats = min(declaration.count, mostRepeats)
                    let entries = repeatElement((symbol: symbol, path: file.path, scope: scope), count: repeats)
                    symbols[(scope + [name]).joined(separator: "."), default: []].append(contentsOf: entries)
                    // A member of a type's body (not of a block's): what an implicit member may name.
                    if let last = scope.last, !last.hasPrefix("{") {
                        members[name, default: []].append(contentsOf: entries)
                    }
                }
            }
            for (key, names) in file.inherited where names.contains(where: Self.isFontNameProtocol) {
                conforming.insert(key)
                conforming.insert(String(key.split(separator: ".").last ?? ""))
            }
        }
        for file in files {
            for enumeration in file.enumerations {
                enumerations[enumeration.key, default: []].append((enumeration, file.path))
                let last = String(enumeration.key.split(separator: ".").last ?? "")
                guard conforming.contains(enumeration.key) || conforming.contains(last) else { continue }
                fontNameEnums.insert(enumeration.key)
                fontNameEnumerations.append((enumeration, file.path))
            }
        }
    }

    /// Whether `name` is this package's `FontName` protocol (`FontName`, `FontFamilyKit.FontName`).
    private static func isFontNameProtocol(_ name: String) -> Bool {
        name == "FontName" || name.hasSuffix(".FontName")
    }

    /// The names `value`, used in the scope `scope` of the file at `path`, gives: a constant for every literal it
    /// reaches, a run-time value for every part the source does not hold. A reference to a case of a `FontName` enum
    /// gives none (the enum's raw values are checked where they are declared), and so does the raw value of a type
    /// no linted file declares (a typed value from generated code).
    func names(of value: SwiftValue, scope: [String], path: String) -> [FollowedName] {
        names(of: value, scope: scope, path: path, depth: 0, isReferenced: false)
    }

    /// Calls `body` with each name `value`, used in the scope `scope` of the file at `path`, gives, in the order of
    /// ``names(of:scope:path:)`` and each once, without a list of them: a choice written at the use (a ternary chain
    /// of 100,000 links) gives one name per literal, and each is handed on as it is read.
    func forEachDistinctName(
        of value: SwiftValue, scope: [String], path: String, _ body: (FollowedName) -> Void
    ) {
        // Only a name reached through a constant or made by a concatenation can come twice; a literal written in
        // the choice stands at a place of its own, and is never kept to be compared.
        var seen: Set<FollowedName> = []
        func walk(_ value: SwiftValue) {
            switch value {
            case .literal(let text, let line, let column):
                body(
                    FollowedName(
                        value: .constant(text), path: path, line: Int(line), column: Int(column), isReferenced: false))
            case .choice(let branches):
                for branch in branches { walk(branch) }
            case .reference, .concatenation, .runtime:
                for name in names(of: value, scope: scope, path: path) where seen.insert(name).inserted { body(name) }
            }
        }
        walk(value)
    }

    private func names(
        of value: SwiftValue, scope: [String], path: String, depth: Int, isReferenced: Bool
    ) -> [FollowedName] {
        switch value {
        case .literal(let text, let line, let column):
            return [
                FollowedName(
                    value: .constant(text), path: path, line: Int(line), column: Int(column), isReferenced: isReferenced
                )
            ]
        case .runtime(let reason):
            return [runtime(reason, path: path, isReferenced: isReferenced)]
        case .choice(let branches):
            // Every branch is checked: a choice gives at most one name per literal it holds.
            var all: [FollowedName] = []
            for branch in branches {
                all += names(of: branch, scope: scope, path: path, depth: depth, isReferenced: isReferenced)
            }
            return all
        case .concatenation(let parts, let line, let column, let reason):
            var combined: [FollowedName]? = nil
            for part in parts {
                let alternatives = names(of: part, scope: scope, path: path, depth: depth, isReferenced: isReferenced)
                if alternatives.contains(where: { if case .runtime = $0.value { true } else { false } }) {
                    return [runtime(reason, path: path, isReferenced: isReferenced)]
                }
                guard let previous = combined else {
                    combined = alternatives
                    continue
                }
                guard previous.count * alternatives.count <= Self.maximumAlternatives else {
                    return [runtime(Self.tooManyJoined, path: path, isReferenced: isReferenced)]
                }
                var next: [FollowedName] = []
                for first in previous {
                    for second in alternatives {
                        guard case .constant(let head) = first.value, case .constant(let tail) = second.value else {
                            continue
                        }
                        next.append(
                            FollowedName(
                                value: .constant(head + tail), path: path, line: line, column: column,
                                isReferenced: isReferenced))
                    }
                }
                combined = next
            }
            return combined ?? []
        case .reference(let components, let rawValue, let spelled):
            return follow(components, rawValue: rawValue, spelled: spelled, scope: scope, depth: depth)
        }
    }

    /// A run-time value at the use (its place is the occurrence's).
    private func runtime(_ reason: String, path: String, isReferenced: Bool) -> FollowedName {
        FollowedName(value: .runtime(reason: reason), path: path, line: 0, column: 0, isReferenced: isReferenced)
    }

    /// The names the reference to `components` gives, looked up from `scope` outwards as Swift looks names up.
    private func follow(
        _ components: [String], rawValue: Bool, spelled: String, scope: [String], depth: Int
    ) -> [FollowedName] {
        let unresolved = "the name is the value of '\(spelled)'"
        guard depth < Self.maximumDepth, let found = lookUp(components, scope: scope) else {
            // The raw value of a type no linted file declares: a typed value from generated code (`Generated.bold`).
            // A single name (a variable, an implicit member) is no such type's: it stays a note.
            return rawValue && components.count > 1 ? [] : [runtime(unresolved, path: "", isReferenced: false)]
        }
        var all: [FollowedName] = []
        for (symbol, file, declaredScope) in found {
            switch symbol {
            case .parameter(let type):
                // The raw value of a parameter of a `String` enum is one of the enum's raw values.
                guard rawValue, let type, let cases = stringCases(of: type, scope: declaredScope) else {
                    all.append(runtime(unresolved, path: file, isReferenced: false))
                    continue
                }
                for (raw, enumPath) in cases {
                    all += names(of: raw, scope: [], path: enumPath, depth: depth + 1, isReferenced: true)
                }
            case .enumCase(let enumKey, let raw):
                guard rawValue else { continue }
                if fontNameEnums.contains(enumKey) { continue }
                guard let raw else {
                    all.append(runtime(unresolved, path: file, isReferenced: false))
                    continue
                }
                all += names(of: raw, scope: [], path: file, depth: depth + 1, isReferenced: true)
            case .computedAtRunTime:
                all.append(runtime(unresolved + ", which is computed at run time", path: file, isReferenced: false))
            case .constant(let value):
                // `let brand = Brand.body` then `brand.rawValue`; the `rawValue` of a constant a literal initialises
                // (`static let title: Self = "Inter-Bold"` of a `RawRepresentable` type) is the literal.
                var inner = rawValue ? value.withRawValue : value
                if rawValue, case .reference(let target, false, let innerSpelled) = value {
                    inner = .reference(path: target, rawValue: true, spelled: innerSpelled + ".rawValue")
                }
                for name in names(of: inner, scope: declaredScope, path: file, depth: depth + 1, isReferenced: true) {
                    if case .runtime = name.value {
                        all.append(
                            runtime(unresolved + ", which is computed at run time", path: file, isReferenced: false))
                    } else {
                        all.append(name)
                    }
                }
            }
        }
        guard all.count <= Self.maximumAlternatives else {
            return [runtime(unresolved + Self.tooManyFollowed, path: "", isReferenced: false)]
        }
        return all
    }

    /// The raw values of the cases of the `String` enum that `type` names from `scope`, with its file: none for a
    /// `FontName` enum (its raw values are checked where they are declared); `nil` when `type` names no enum of the
    /// run, or one without `String` raw values.
    private func stringCases(of type: [String], scope: [String]) -> [(SwiftValue, String)]? {
        for length in stride(from: scope.count, through: 0, by: -1) {
            let key = (scope.prefix(length) + type).joined(separator: ".")
            guard let found = enumerations[key] else { continue }
            var cases: [(SwiftValue, String)] = []
            for (enumeration, path) in found {
                for (_, raw) in enumeration.cases {
                    guard let raw else { return nil }
                    cases.append((raw, path))
                }
            }
            return fontNameEnums.contains(key) ? [] : cases
        }
        return nil
    }

    /// The declarations `components` names from `scope`: the innermost enclosing scope that declares it wins.
    private func lookUp(
        _ components: [String], scope: [String]
    ) -> [(symbol: SwiftFileSymbols.Symbol, path: String, scope: [String])]? {
        if components.count == 1, let member = components.first, member.hasPrefix(".") {
            return implicitMember(String(member.dropFirst()))
        }
        var components = components
        if components.first == "Self" || components.first == "self" { components.removeFirst() }
        guard !components.isEmpty else { return nil }
        for length in stride(from: scope.count, through: 0, by: -1) {
            let key = (scope.prefix(length) + components).joined(separator: ".")
            if let found = symbols[key] { return found }
        }
        return nil
    }
}

extension SwiftSymbolTable {
    /// The declarations an implicit member (`.matterMedium`) names: the type whose value it is cannot be known, so
    /// these are the static constants holding a string literal and the cases with a `String` raw value named
    /// `member` in a type's body — when exactly one type declares it (`extension Tagged where Tag == Font { static
    /// let matterMedium: Self = "Matter-Medium" }`, `enum FontName: String { case title = "…" }`); `nil` when none
    /// or several do, or one holds something else.
    fileprivate func implicitMember(
        _ member: String
    ) -> [(symbol: SwiftFileSymbols.Symbol, path: String, scope: [String])]? {
        guard let found = members[member], let type = found.first?.scope, !type.isEmpty,
            found.allSatisfy({ $0.scope == type })
        else { return nil }
        var resolved: [(symbol: SwiftFileSymbols.Symbol, path: String, scope: [String])] = []
        for declaration in found {
            switch declaration.symbol {
            case .constant(.literal):
                resolved.append(declaration)
            case .enumCase(let enumKey, let raw?) where !fontNameEnums.contains(enumKey):
                // The case stands for its raw value where the app's own function passes `name.rawValue` on.
                resolved.append((.constant(raw), declaration.path, declaration.scope))
            case .enumCase(let enumKey, _) where fontNameEnums.contains(enumKey):
                continue
            default:
                return nil
            }
        }
        return resolved
    }
}

extension SwiftValue {
    /// The concatenation of `parts` that starts at `line` and `column`, `reason` its note when a part is computed at
    /// run time, kept no larger than the names it gives: `(x + (x + (… + f())))` on every line of a file once kept
    /// a tree 64 levels deep a line.
    ///
    /// Following a concatenation gives its `reason` as soon as it meets a part computed at run time, unless the
    /// parts before it already joined more than ``SwiftSymbolTable/maximumAlternatives`` names: so a run-time part
    /// that only one part, or only literals, come before makes the whole a run-time value. Parts that are all
    /// literals make one literal at the concatenation's place, which is where its name is reported; it stays a
    /// concatenation of that one part, read as the call's expression rather than a literal written there.
    static func joining(_ parts: [SwiftValue], line: Int, column: Int, reason: String) -> SwiftValue {
        var text = ""
        var isLiteral = true
        for (index, part) in parts.enumerated() {
            switch part {
            case .runtime:
                if index <= 1 || isLiteral { return .runtime(reason: reason) }
                return .concatenation(parts, line: line, column: column, reason: reason)
            case .literal(let literal, _, _):
                text += literal
            case .concatenation(let inner, _, _, _):
                if inner.count == 1, case .literal(let literal, _, _) = inner[0] {
                    text += literal
                } else {
                    isLiteral = false
                }
            case .reference, .choice:
                isLiteral = false
            }
        }
        guard isLiteral else { return .concatenation(parts, line: line, column: column, reason: reason) }
        let literal = SwiftValue.literal(
            text, line: Int32(truncatingIfNeeded: line), column: Int32(truncatingIfNeeded: column))
        return .concatenation([literal], line: line, column: column, reason: reason)
    }

    /// A string literal, its escapes decoded, at `position` (a line and a column) of its file.
    static func literal(_ text: String, at position: (line: Int, column: Int)) -> SwiftValue {
        .literal(text, line: Int32(clamping: position.line), column: Int32(clamping: position.column))
    }

    /// The value's `rawValue`: each reference it may give stands for its raw value (a `String` enum's case, a
    /// constant of a `RawRepresentable` type), while a literal stays itself (a type a string literal initialises
    /// keeps it as its raw value).
    var withRawValue: SwiftValue {
        switch self {
        case .reference(let path, false, let spelled): .reference(path: path, rawValue: true, spelled: spelled)
        case .choice(let values): .choice(values.map(\.withRawValue))
        case .literal, .reference, .concatenation, .runtime: self
        }
    }

    /// Adds the names this value refers to: every component of its references but `Self` and `self`, in its branches
    /// and parts too.
    func collectReferencedNames(into names: inout Set<String>) {
        switch self {
        case .literal, .runtime: break
        case .reference(let path, _, _):
            for component in path where component != "Self" && component != "self" {
                // An implicit member (`.matterMedium`) is declared without its `.`.
                names.insert(component.hasPrefix(".") ? String(component.dropFirst()) : component)
            }
        case .choice(let values), .concatenation(let values, _, _, _):
            for value in values { value.collectReferencedNames(into: &names) }
        }
    }

    /// Adds what a lookup of each of this value's references ends with: the last segment (after its last `.`) of
    /// its last component once a leading `Self` or `self` is dropped, as ``SwiftSymbolTable`` looks it up.
    func collectLookedUpNames(into names: inout Set<String>) {
        switch self {
        case .literal, .runtime: break
        case .reference(let path, _, _):
            let components = path.first == "Self" || path.first == "self" ? path.dropFirst() : path[...]
            if let last = components.last { names.insert(Self.lastSegment(of: last)) }
        case .choice(let values), .concatenation(let values, _, _, _):
            for value in values { value.collectLookedUpNames(into: &names) }
        }
    }

    /// What a qualified key ending with `name` ends with after its last `.`: `name` itself unless it holds a `.`.
    static func lastSegment(of name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
}

extension SwiftFileSymbols {
    /// Adds the names the file's constants, raw values and extensions refer to: what another file may have to
    /// declare.
    func collectReferencedNames(into names: inout Set<String>) {
        symbols.forEachReferringSymbol { symbol in
            switch symbol {
            case .constant(let value): value.collectReferencedNames(into: &names)
            case .enumCase(_, let rawValue?): rawValue.collectReferencedNames(into: &names)
            case .parameter(let type?): names.formUnion(type)
            case .enumCase, .parameter, .computedAtRunTime: break
            }
        }
        for (key, _) in inherited {
            for component in key.split(separator: ".") { names.insert(String(component)) }
        }
    }
}
