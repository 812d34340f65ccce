import FontFamilySyntax

/// Finds the font names Swift source passes to the APIs that take one: `UIFont(name:size:)`, `NSFont(name:size:)`,
/// the font descriptors' `init(name:size:)`, SwiftUI's `Font.custom`, Core Text's `CTFontCreateWithName` and
/// `CTFontDescriptorCreateWithNameAndSize`, `NSFontManager`'s `font(withFamily:traits:weight:size:)` (a family name), and
/// this package's `face(postScriptName:)`, `faces(postScriptName:)`,
/// `resolve(postScriptName:fallback:)`, `iconFont(named:)` and `family(named:)`.
///
/// It reads tokens from ``SwiftLexer``, so a call spelled inside a comment or a string literal is never reported, while
/// a call inside a string interpolation is. A name given as a string literal is reported with its decoded value; one
/// given through constants — a name or a path (`Theme.title`, `Self.title`, `Brand.body.rawValue`), a ternary, `??`,
/// an interpolation or a `+` — is reported as a ``SwiftValue`` with the scope it is read in, which the lint follows
/// through the declarations ``DeclarationReader`` reads from every file of the run; any other expression (a call, a
/// subscript) is reported as not checkable. `Font.custom` with `.weight(_:)` or `.bold()` chained on it takes a
/// family name. Once the run's functions that pass a parameter on to one of these calls are known
/// (``SwiftFontWrapper``), a call of one of them is a font call too.
enum SwiftFontNameScanner {
    /// The font names in `text`, in source order.
    static func occurrences(in text: String, aliases: [String: String] = [:]) -> [FontNameOccurrence] {
        scan(text, path: "", aliases: aliases).occurrences
    }

    /// What one file holds for the lint: the font names it passes, in source order, and the constants and enums it
    /// declares, which the names of every file of the run are followed through.
    struct Scan: Sendable {
        /// The font names, in source order.
        var occurrences: [FontNameOccurrence]
        /// The declarations.
        var symbols: SwiftFileSymbols
        /// The `typealias` declarations of a font type the file holds (`typealias NSUIFont = UIFont`): each alias
        /// with the type it names, one of ``aliasableTypes``; an alias declared twice (`#if os(iOS)` … `#else`)
        /// keeps the type of its first declaration.
        var fontTypeAliases: [String: String] = [:]
        /// The comments that may be suppression comments, from the same pass of the lexer as the tokens.
        var comments: [SourceComment] = []
        /// The app's functions the file declares that pass a parameter on to a font call, in source order.
        var wrappers: [SwiftFontWrapper] = []
        /// The function each occurrence in such a function's body passes its parameter on for, by the occurrence's
        /// index: the occurrence's note is left out once the function has a caller.
        var wrapperBodies: [Int: SwiftFontWrapper] = [:]
        /// The app's functions the file calls with a name (one of the run's ``wrappers``).
        var calledWrappers: Set<SwiftFontWrapper> = []
        /// The indices of the occurrences at calls of such functions that no API of their own name takes a name at.
        var wrapperCalls: Set<Int> = []
        /// The notes about the file itself: that brackets nest too deep for the lint to read what is inside them
        /// (``unreadNestingNote(path:offset:locator:)``).
        var notes: [LintFinding] = []

        /// Whether the note that the occurrence at `position` cannot be checked is kept, once `called` — the app's
        /// functions that pass a name on and that the run calls — is known: a function's own call keeps none once
        /// it has a caller, and a call of one (by its name and labels alone) keeps none for an implicit member no
        /// linted file declares — that is another function's argument (SwiftUI's `.font(.title)` beside the app's
        /// `font(_:)`), since an implicit member of the app's type would be declared there.
        func keepsNote(at position: Int, called: Set<SwiftFontWrapper>) -> Bool {
            if let wrapper = wrapperBodies[position], called.contains(wrapper) { return false }
            guard wrapperCalls.contains(position),
                case .followed(.reference(let path, _, _), _) = occurrences[position].value
            else { return true }
            return !(path.count == 1 && path[0].hasPrefix("."))
        }

        /// The names its calls and declarations refer to, which another file of the run may declare.
        var referencedNames: Set<String> {
            var names: Set<String> = []
            symbols.collectReferencedNames(into: &names)
            for occurrence in occurrences {
                if case .followed(let value, _) = occurrence.value { value.collectReferencedNames(into: &names) }
            }
            return names
        }
    }

    /// The font names and declarations of `text`, the file at `path`; a call through one of `aliases` (an alias
    /// declared in any linted file, with the font type it names) is read as a call of that type, and a call of one of
    /// `wrappers` (the run's functions that pass a parameter on to a font call, by name) as a font call.
    ///
    /// `blockTag` names the file's blocks apart from other files' blocks in the run (the path when `nil`): a short
    /// one, such as the file's index in the run, takes no allocation per block.
    static func scan(
        _ text: String, path: String, aliases: [String: String] = [:], wrappers: [String: [SwiftFontWrapper]] = [:],
        blockTag: String? = nil
    ) -> Scan {
        // The scan reads the text's own UTF-8 storage: a file is never held twice.
        let locator = SourceLocator(text)
        var text = text
        return text.withUTF8 {
            scan(
                bytes: $0, locator: locator, path: path, aliases: aliases, wrappers: wrappers,
                blockTag: blockTag ?? path)
        }
    }

    /// ``scan(_:path:aliases:wrappers:blockTag:)`` over the UTF-8 text `bytes`, which the caller holds until it
    /// returns, and whose lines `locator` counts.
    private static func scan(
        bytes: UnsafeBufferPointer<UInt8>, locator: SourceLocator, path: String, aliases: [String: String],
        wrappers: [String: [SwiftFontWrapper]], blockTag: String
    ) -> Scan {
        var (chunks, offsets, scan) = read(
            bytes: bytes, locator: locator, path: path, aliases: aliases, wrappers: wrappers, blockTag: blockTag)
        // The tokens are gone by now: the names are joined into one list, each chunk let go once copied, so that
        // a file of font calls never holds its names twice, nor beside its tokens.
        scan.occurrences.reserveCapacity(offsets.count)
        chunks.reverse()
        while let chunk = chunks.popLast() { scan.occurrences += chunk }
        // A chained weight may stand after a later call's name: sorted when it does, the positions of the wrappers'
        // bodies and calls with them.
        if zip(offsets, offsets.dropFirst()).contains(where: { $0 > $1 }) {
            let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
            let unsorted = scan.occurrences
            scan.occurrences = order.map { unsorted[$0] }
            var sortedPosition = [Int](repeating: 0, count: order.count)
            for (position, read) in order.enumerated() { sortedPosition[read] = position }
            scan.wrapperBodies = Dictionary(
                uniqueKeysWithValues: scan.wrapperBodies.map { (sortedPosition[$0.key], $0.value) })
            scan.wrapperCalls = Set(scan.wrapperCalls.map { sortedPosition[$0] })
        }
        offsets = []
        return scan
    }

    /// The most names a chunk of ``read(bytes:locator:path:aliases:wrappers:blockTag:)`` holds.
    private static let chunkSize = 4_096

    /// The names of `bytes` in chunks, in the order their calls open, with the offset of each; and the rest of its
    /// scan. The names are kept in chunks of ``chunkSize``, never in one list that doubles as it grows: a file of font
    /// calls has as many names as calls, and a list copied as it grows holds them one and a half times.
    private static func read(
        bytes: UnsafeBufferPointer<UInt8>, locator: SourceLocator, path: String, aliases: [String: String],
        wrappers: [String: [SwiftFontWrapper]], blockTag: String
    ) -> (chunks: [[FontNameOccurrence]], offsets: [Int], scan: Scan) {
        // A constant: a method called on it is called on the value in place, never on a copy.
        let source = Source(bytes: bytes, aliases: aliases, wrappers: wrappers)
        var declarations = DeclarationReader(source: source, locator: locator, path: path, blockTag: blockTag)
        var chunks: [[FontNameOccurrence]] = []
        var offsets: [Int] = []
        var wrapperBodies: [Int: SwiftFontWrapper] = [:]
        var wrapperCalls: Set<Int> = []
        var declaredWrappers: [SwiftFontWrapper] = []
        var called: Set<SwiftFontWrapper> = []
        func add(
            _ value: FontNameOccurrence.Value, at offset: Int, api: API, forwards: SwiftFontWrapper? = nil,
            isWrapperCall: Bool = false
        ) {
            if offsets.count % chunkSize == 0 {
                chunks.append([])
                chunks[chunks.count - 1].reserveCapacity(chunkSize)
            }
            if let forwards { wrapperBodies[offsets.count] = forwards }
            if isWrapperCall { wrapperCalls.insert(offsets.count) }
            let (line, column) = locator.position(ofOffset: offset)
            chunks[chunks.count - 1].append(
                FontNameOccurrence(
                    value: value, expectation: api.expectation, context: api.context, line: line, column: column))
            offsets.append(offset)
        }
        var declaredAliases: [String: String] = [:]
        for index in source.tokens.indices {
            declarations.visit(index)
            // Only a `t` can start `typealias`: most tokens are passed over on their first byte.
            let kind = source.tokens.kind(at: index)
            if kind == .identifier, source.bytes[source.tokens.bounds(at: index).start] == UInt8(ascii: "t"),
                let (alias, type) = source.fontTypeAlias(declaredAt: index), declaredAliases[alias] == nil
            {
                declaredAliases[alias] = type
            }
            guard kind == .leftParenthesis else { continue }
            // A call of the app's own function that passes a name on, unless it is the call in that function's body.
            var wrapperCall = wrappers.isEmpty ? nil : source.wrapperCall(openingAt: index)
            if let call = wrapperCall, let function = declarations.enclosingFunction {
                let outside = call.wrappers.filter { $0.signature != function || $0.path != path }
                wrapperCall = outside.isEmpty ? nil : (outside, call.argument, call.context)
            }
            let api: API
            var value: FontNameOccurrence.Value
            let offset: Int
            var isWrapperCall = false
            if source.mayNameCallee(openingAt: index),
                let callee = source.callee(openingAt: index, scope: declarations.scope),
                let arguments = source.arguments(openingAt: index),
                let calleeAPI = callee.api(labels: arguments.labels)
            {
                guard let first = arguments.first,
                    let name = source.name(in: first, locator: locator, scope: declarations.scope)
                else { continue }
                (offset, value) = name
                api = source.weighted(calleeAPI, callee: callee, openingAt: index)
                // The weight chained on a family the source spells out: the family should have a face of it.
                if case .literal(let family) = value,
                    let weight = source.chainedWeight(callee: callee, openingAt: index)
                {
                    let check = API(context: api.context, expectation: .swiftWeight(family: family))
                    add(.literal(weight.name), at: weight.offset, api: check)
                }
            } else if let call = wrapperCall, let expectation = call.wrappers.first?.expectation,
                let name = source.name(in: call.argument, locator: locator, scope: declarations.scope)
            {
                (offset, value) = name
                api = API(context: call.context, expectation: expectation)
                isWrapperCall = true
            } else {
                continue
            }
            if let call = wrapperCall {
                called.formUnion(call.wrappers)
                // The function's parameter is a `String` enum's or a `RawRepresentable`'s when its body passes the
                // `rawValue` on: a constant the caller names stands for its raw value.
                if call.wrappers.contains(where: \.passesRawValue), case .followed(let followed, let scope) = value {
                    value = .followed(followed.withRawValue, scope: scope)
                }
            }
            // A name followed from a function body is followed through what the body declares.
            if case .followed = value { declarations.readDeferredBindings() }
            var forwards: SwiftFontWrapper?
            if let function = declarations.enclosingFunction,
                let (parameter, rawValue) = Self.forwardedParameter(value, of: function)
            {
                let wrapper = SwiftFontWrapper(
                    signature: function, parameter: parameter, passesRawValue: rawValue, expectation: api.expectation,
                    path: path, offset: offset)
                forwards = wrapper
                declaredWrappers.append(wrapper)
            }
            add(value, at: offset, api: api, forwards: forwards, isWrapperCall: isWrapperCall)
        }
        var scan = Scan(
            occurrences: [], symbols: declarations.symbols, fontTypeAliases: declaredAliases,
            comments: SourceComment.swiftComments(source.comments, in: source.bytes), wrappers: declaredWrappers,
            wrapperBodies: wrapperBodies, calledWrappers: called, wrapperCalls: wrapperCalls)
        if let offset = source.tokens.firstUnreadBracket {
            scan.notes.append(unreadNestingNote(path: path, offset: offset, locator: locator))
        }
        return (chunks, offsets, scan)
    }

    /// The note that the bracket at `offset` of the file at `path` is nested more than
    /// ``SwiftLexer/maximumNestingDepth`` deep: the lexer read through it to its closer without keeping its tokens, so
    /// no font call inside it is checked. A `dynamic-name` note, as for any name the lint cannot check.
    static func unreadNestingNote(path: String, offset: Int, locator: SourceLocator) -> LintFinding {
        let (line, column) = locator.position(ofOffset: offset)
        let depth = SwiftLexer.maximumNestingDepth
        return LintFinding(
            path: path, line: line, column: column, severity: .note, rule: .dynamicName, context: "Swift",
            name: nil,
            message: "Brackets nest more than \(depth) deep here: the lint does not read what is inside this bracket "
                + "(up to the one that closes it), so a font name there is not checked. Nest less deeply, or move the "
                + "font call out of the nesting.")
    }

    /// The index of the parameter of `function` that `value` passes on — the parameter itself, its `rawValue` or
    /// `description`, `String(name)` or `"\(name)"` — and whether it is the `rawValue` (or `description`, which a
    /// type a string literal initialises gives as the literal); `nil` for any other value.
    static func forwardedParameter(
        _ value: FontNameOccurrence.Value, of function: SwiftFontWrapper.Signature
    ) -> (index: Int, rawValue: Bool)? {
        guard case .followed(.reference(let path, let rawValue, _), _) = value,
            path.count == 1 || (path.count == 2 && !rawValue && path[1] == "description"),
            let index = function.parameters.firstIndex(of: path[0])
        else { return nil }
        return (index, rawValue || path.count == 2)
    }

    /// The types a `typealias` the lint follows may name: the font classes whose `init(name:size:)` takes a face's
    /// name, and SwiftUI's `Font` (whose `custom` takes one).
    static let aliasableTypes: Set<String> = Set(fontTypes + ["Font"])

    /// An API that takes a font name as its first argument.
    struct API {
        /// The API as the occurrence names it.
        let context: String
        /// What kind of name it takes.
        let expectation: FontNameOccurrence.Expectation
    }

    /// The function or initializer a call names, before its argument labels are known.
    enum Callee {
        /// `UIFont`, `NSFont`, `UIFontDescriptor` or `NSFontDescriptor` (or its `.init`).
        case initializer(type: String)
        /// `Font.custom`.
        case fontCustom
        /// `.custom` as an implicit member.
        case implicitCustom
        /// A Core Text function whose first parameter is the name, and its parameter count.
        case coreText(function: String, parameterCount: Int)
        /// A method of `FontCatalog`.
        case catalogMethod(String)
        /// `NSFontManager`'s `font(withFamily:traits:weight:size:)`, which takes a family name and a weight.
        case fontManagerFont

        /// The API a call with the argument `labels` (`nil` for an unlabelled argument) reaches, if it is one that
        /// takes a font name.
        func api(labels: [String?]) -> API? {
            switch self {
            case .initializer(let type):
                guard labels == ["name", "size"] else { return nil }
                // The common types' contexts are literals: a file of font calls makes no string per call.
                let context =
                    switch type {
                    case "UIFont": "UIFont(name:size:)"
                    case "NSFont": "NSFont(name:size:)"
                    default: "\(type)(name:size:)"
                    }
                return API(context: context, expectation: .faceName)
            case .fontCustom, .implicitCustom:
                let isFont = if case .fontCustom = self { true } else { false }
                switch labels {
                case [nil, "size"]:
                    return API(context: isFont ? "Font.custom(_:size:)" : ".custom(_:size:)", expectation: .faceName)
                case [nil, "size", "relativeTo"]:
                    return API(
                        context: isFont ? "Font.custom(_:size:relativeTo:)" : ".custom(_:size:relativeTo:)",
                        expectation: .faceName)
                case [nil, "fixedSize"]:
                    return API(
                        context: isFont ? "Font.custom(_:fixedSize:)" : ".custom(_:fixedSize:)", expectation: .faceName)
                default: return nil
                }
            case .coreText(let function, let parameterCount):
                guard labels.count == parameterCount, labels.allSatisfy({ $0 == nil }) else { return nil }
                return API(context: function, expectation: .faceName)
            case .fontManagerFont:
                guard labels == ["withFamily", "traits", "weight", "size"] else { return nil }
                return API(
                    context: "NSFontManager.font(withFamily:traits:weight:size:)", expectation: .weightedFamilyName)
            case .catalogMethod(let method):
                switch (method, labels) {
                case ("face", ["postScriptName"]):
                    return API(context: "face(postScriptName:)", expectation: .postScriptName)
                case ("faces", ["postScriptName"]):
                    return API(context: "faces(postScriptName:)", expectation: .postScriptName)
                case ("resolve", ["postScriptName"]), ("resolve", ["postScriptName", "fallback"]):
                    return API(context: "resolve(postScriptName:fallback:)", expectation: .postScriptName)
                case ("iconFont", ["named"]):
                    return API(context: "iconFont(named:)", expectation: .postScriptOrFamilyName)
                case ("iconFont", ["named", "for"]):
                    return API(context: "iconFont(named:for:)", expectation: .postScriptOrFamilyName)
                case ("family", ["named"]):
                    return API(context: "family(named:)", expectation: .primaryFamilyName)
                default:
                    return nil
                }
            }
        }
    }

    /// A call's arguments: their labels, and the token range of each one's expression.
    struct Arguments {
        /// Each argument's label, `nil` for an unlabelled one.
        var labels: [String?] = []
        /// Each argument's expression: token indices from its first token up to (not including) the `,` or `)`
        /// after it.
        var ranges: [Range<Int>] = []
        /// The first argument's expression; `nil` when the call has no argument.
        var first: Range<Int>? { ranges.first }
    }

    /// The most arguments any of the APIs takes: a call with more is none of them.
    static let maximumArgumentCount = 4
    /// The classes whose `init(name:size:)` takes a face's name.
    static let fontTypes = ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor"]
    /// Core Text's functions that take a face's name first, each with its number of parameters.
    static let coreTextFunctions = [("CTFontCreateWithName", 3), ("CTFontDescriptorCreateWithNameAndSize", 2)]
    /// For each byte value, a bit for the length of each name that starts with it and that a call the scanner reads
    /// may spell with no `.` before it — a font type's initializer, `Self(…)`, a Core Text function (bit 63 for 63
    /// bytes or more): every other call of such a name is told apart without reading further
    /// (``Source/mayNameCallee(openingAt:)``).
    static let receiverlessCalleeLengths: [UInt64] = {
        var lengths = [UInt64](repeating: 0, count: 256)
        for name in fontTypes + ["Self"] + coreTextFunctions.map(\.0) {
            guard let first = name.utf8.first else { continue }
            lengths[Int(first)] |= 1 << min(name.utf8.count, 63)
        }
        return lengths
    }()
    /// The `FontCatalog` methods that take a name.
    static let catalogMethods = ["face", "faces", "resolve", "iconFont", "family"]
    /// The keywords an expression can follow, so that a `.` after them starts an implicit member.
    static let expressionKeywords = [
        "return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "switch", "yield", "then",
        "else", "repeat", "unsafe", "consume", "copy",
    ]
    /// The string types a literal name may be cast to (`"Name" as CFString`).
    static let bridgedStringTypes = ["String", "CFString", "NSString"]

    /// A source file's bytes and tokens, and the questions the scanner asks about them.
    struct Source {
        /// The UTF-8 text, which the scan's caller holds while the source is in use.
        let bytes: UnsafeBufferPointer<UInt8>
        /// Its tokens, each opening bracket paired with the one that closes it (``pairedCloser(of:)``).
        let tokens: SwiftTokenList
        /// Its comments, as byte ranges.
        let comments: [Range<Int>]
        /// The aliases of font types the linted files declare, each with the type it names (`NSUIFont`: `UIFont`).
        let aliases: [String: String]
        /// The run's functions that pass a parameter on to a font call, by the name their callers spell.
        let wrappers: [String: [SwiftFontWrapper]]
        /// The value of a name computed at run time (a call, a number), made once per file and shared by every
        /// value that holds one (its reason's text is one allocation). A constant whose initializer is known to be
        /// computed at run time holds no value at all (``SwiftFileSymbols/Symbol/computedAtRunTime``).
        let computedAtRunTime = SwiftValue.runtime(reason: "the name is computed at run time")
        /// ``SwiftFontNameScanner/receiverlessCalleeLengths``, held here: read at every call, without the check that
        /// a static constant is made.
        let receiverlessCalleeLengths = SwiftFontNameScanner.receiverlessCalleeLengths

        /// The tokens of `bytes` and their bracket pairs, read with the run's font type `aliases` and `wrappers`.
        init(
            bytes: UnsafeBufferPointer<UInt8>, aliases: [String: String] = [:],
            wrappers: [String: [SwiftFontWrapper]] = [:]
        ) {
            self.bytes = bytes
            (tokens, comments) = SwiftLexer.tokensAndComments(in: bytes)
            self.aliases = aliases
            self.wrappers = wrappers
        }

        /// For a `(`, `[` or `{` token, the index of the token that closes it; -1 for an unclosed one and for every
        /// other token.
        func pairedCloser(of index: Int) -> Int {
            tokens.closer(of: index)
        }

        // MARK: Tokens

        /// The token at `index`, if there is one at interpolation depth `depth`.
        @inline(__always)
        func token(at index: Int, depth: Int) -> SwiftLexer.Token? {
            guard index >= 0, index < tokens.count, tokens.interpolationDepth(at: index) == depth else { return nil }
            return tokens[index]
        }

        /// The name of the identifier token at `index` (without backticks), if it is one at depth `depth`.
        @inline(__always)
        func identifier(at index: Int, depth: Int) -> Slice<UnsafeBufferPointer<UInt8>>? {
            // Told from the token's kind, depth and bounds alone, read from its word.
            guard index >= 0, index < tokens.count else { return nil }
            let kind = tokens.kind(at: index)
            guard kind == .identifier || kind == .escapedIdentifier, tokens.interpolationDepth(at: index) == depth
            else { return nil }
            let (start, end) = tokens.bounds(at: index)
            guard end <= bytes.count else { return nil }
            if kind == .identifier { return bytes[start..<end] }
            return end - start >= 2 ? bytes[(start + 1)..<(end - 1)] : nil
        }

        /// Whether the token at `index` is the keyword `keyword` (not an escaped identifier) at depth `depth`.
        func isKeyword(_ keyword: StaticString, at index: Int, depth: Int) -> Bool {
            // Most tokens are no identifier, or none at the depth: told from the kind and depth alone.
            guard isKind(.identifier, at: index, depth: depth) else { return false }
            return spells(tokens[index], keyword)
        }

        /// Whether the token at `index` is of kind `kind` at depth `depth`.
        @inline(__always)
        func isKind(_ kind: SwiftLexer.Kind, at index: Int, depth: Int) -> Bool {
            index >= 0 && index < tokens.count && tokens.kind(at: index) == kind
                && tokens.interpolationDepth(at: index) == depth
        }

        /// The index of the token after the one at `index`, skipping what its brackets or its interpolations hold.
        func indexAfter(_ index: Int) -> Int {
            let closer = pairedCloser(of: index)
            if closer > index { return closer + 1 }
            return max(tokens[index].endTokenIndex, index + 1)
        }
    }
}
