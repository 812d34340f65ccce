import FontFamilySyntax

extension SwiftFontNameScanner {
    /// Reads, token by token, what a Swift file declares that a font name can be followed through — `let` and `var`
    /// initialised in their declaration (in any scope), enum cases and their raw values, function parameters, the
    /// protocols a type conforms to — and knows the scope each token is in: the types and blocks around it.
    ///
    /// It reads the token stream, not a syntax tree: a declaration it does not recognise is simply not followed, and a
    /// name that uses it stays a note.
    struct DeclarationReader {
        /// The file's tokens.
        let source: Source
        /// Turns offsets into lines and columns.
        let locator: SourceLocator
        /// What names the file's blocks apart from other files' blocks: its index in the run (a short name, kept
        /// without an allocation), or its path.
        let blockTag: String
        /// What the file declares, so far.
        private(set) var symbols: SwiftFileSymbols

        /// A `{ … }` the reader is inside.
        private struct Scope {
            /// The index of its `}`.
            let closer: Int
            /// Its qualified name: a type's (`Theme.Brand`), or the enclosing one's with the block's own name.
            let names: [String]
            /// The index in `symbols.enumerations` of the enum whose body it is.
            let enumeration: Int?
            /// Whether that enum has a `String` raw type.
            let hasStringRawValues: Bool
            /// The function or initializer whose body it is, or a block of whose body it is (not through a type).
            var function: SwiftFontWrapper.Signature? = nil
        }

        /// What a type declaration names, by the index of its `{`.
        private struct TypeBody {
            let names: [String]
            let enumeration: Int?
            let hasStringRawValues: Bool
        }

        /// The scopes around the current token, innermost last.
        private var scopes: [Scope] = []
        /// The `}` of every block the current token is inside, innermost last. A block nested deeper than
        /// ``maximumScopeDepth`` that is no type's body shares the scope around it and has no entry in `scopes`: only
        /// where it ends is kept, 4 bytes a block (a 3 MB file of nested braces once took 150 MB of scopes).
        private var closers: [UInt32] = []
        /// The index of the innermost scope's `}` (`Int.max` at file scope): a token past it leaves that scope.
        private var innermostCloser = Int.max
        /// The bodies of the types declared so far, by the index of their `{`.
        private var typeBodies: [Int: TypeBody] = [:]
        /// The parameters of the functions declared so far, and the type each is declared with when that is a
        /// name or a path of them (`Brand`, `Theme.Brand`), by the index of their body's `{`.
        private var parameters: [Int: [(name: String, type: [String]?)]] = [:]
        /// The signatures of the functions and initializers declared so far, by the index of their body's `{`.
        private var signatures: [Int: SwiftFontWrapper.Signature] = [:]

        /// A reader at the start of `source`.
        init(source: Source, locator: SourceLocator, path: String, blockTag: String) {
            self.source = source
            self.locator = locator
            self.blockTag = blockTag
            symbols = SwiftFileSymbols(path: path)
        }

        /// The qualified name of the scope of the current token (empty at file scope).
        var scope: [String] { scopes.last?.names ?? [] }

        /// The function or initializer whose body (or a block of it) the current token is in; `nil` outside one, and
        /// in a type declared inside one.
        var enclosingFunction: SwiftFontWrapper.Signature? { scopes.last?.function }

        /// The most types and blocks a scope's name holds: a block or type nested deeper takes the name of the scope
        /// around it.
        static let maximumScopeDepth = 64

        /// The keywords that, after `class`, make it a modifier rather than a type declaration.
        private static let declarationKeywords: Set<String> = [
            "func", "var", "let", "subscript", "init", "override", "final", "static", "private", "public", "internal",
            "fileprivate", "open", "required", "convenience", "dynamic", "case", "typealias", "enum", "struct", "class",
            "actor", "protocol", "extension", "import", "nonisolated", "mutating", "nonmutating", "lazy", "weak",
            "unowned", "deinit", "indirect",
        ]

        /// Reads the token at `index`: leaves the scopes it is past, enters a scope at `{`, and reads a declaration
        /// that starts there. Call it for every index, in order.
        mutating func visit(_ index: Int) {
            while index > innermostCloser {
                closers.removeLast()
                if scopes.last?.closer == innermostCloser { scopes.removeLast() }
                innermostCloser = closers.last.map(Int.init) ?? Int.max
            }
            // Only the keywords below start a declaration: an identifier is told apart by its length and bytes,
            // without making a string of it.
            switch source.tokens.kind(at: index) {
            case .leftBrace:
                enter(index)
                return
            case .identifier:
                break
            default:
                return
            }
            let token = source.tokens[index]
            switch token.end - token.start {
            case 3:
                if source.spells(token, "let") || source.spells(token, "var") { readBindings(at: index) }
            case 4:
                if source.spells(token, "case") {
                    readCases(at: index)
                } else if source.spells(token, "func") || source.spells(token, "init") {
                    readParameters(at: index)
                } else if source.spells(token, "enum") {
                    readType(at: index, keyword: "enum")
                }
            case 5:
                if source.spells(token, "class") {
                    readType(at: index, keyword: "class")
                } else if source.spells(token, "actor") {
                    readType(at: index, keyword: "actor")
                }
            case 6:
                if source.spells(token, "struct") { readType(at: index, keyword: "struct") }
            case 8:
                if source.spells(token, "protocol") { readType(at: index, keyword: "protocol") }
            case 9:
                if source.spells(token, "subscript") {
                    readParameters(at: index)
                } else if source.spells(token, "extension") {
                    readType(at: index, keyword: "extension")
                }
            default:
                break
            }
        }

        /// Enters the `{` at `index`: a type's body, or a block named after its place in the file.
        private mutating func enter(_ index: Int) {
            let closer = source.pairedCloser(of: index)
            guard closer > index else { return }
            closers.append(UInt32(truncatingIfNeeded: closer))
            innermostCloser = closer
            // A body is entered once: what its declaration said is dropped, so that the table stays small.
            let body = typeBodies.removeValue(forKey: index)
            let parameters = self.parameters.removeValue(forKey: index) ?? []
            if body == nil, scopes.count >= Self.maximumScopeDepth {
                for (name, type) in parameters {
                    symbols.symbols.append((name, self.scope, .parameter(type: type)))
                }
                return
            }
            let scope: Scope
            if let body {
                scope = Scope(
                    closer: closer, names: body.names, enumeration: body.enumeration,
                    hasStringRawValues: body.hasStringRawValues)
            } else {
                // A block nested deeper than any code is shares its enclosing scope's name, so that the names of
                // the scopes around a token take memory in proportion to the file, not to its depth squared.
                let names =
                    self.scope.count < Self.maximumScopeDepth ? self.scope + ["{\(blockTag):\(index)}"] : self.scope
                scope = Scope(
                    closer: closer, names: names, enumeration: nil, hasStringRawValues: false,
                    function: signatures[index] ?? scopes.last?.function)
            }
            scopes.append(scope)
            for (name, type) in parameters {
                symbols.symbols.append((name, scope.names, .parameter(type: type)))
            }
        }

        /// The name of the identifier at `index`, if there is one.
        private func name(at index: Int) -> String? {
            guard index >= 0, index < source.tokens.count else { return nil }
            return source.identifier(at: index, depth: source.tokens[index].depth).map {
                String(decoding: $0, as: UTF8.self)
            }
        }

        /// Whether the token at `index` starts a line.
        private func startsLine(_ index: Int) -> Bool {
            guard index > 0 else { return true }
            let previousEnd = source.tokens[index - 1].end
            let start = source.tokens[index].start
            guard previousEnd < start else { return false }
            return source.bytes[previousEnd..<start].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        }

        /// The index just past the expression that starts at `start`: at a `;`, `,`, `{`, a closing bracket, `else`,
        /// or a new line that does not continue it.
        private func expressionEnd(from start: Int) -> Int {
            let tokens = source.tokens
            guard start < tokens.count else { return start }
            let depth = tokens[start].depth
            var cursor = start
            while cursor < tokens.count {
                let token = tokens[cursor]
                guard token.depth == depth else { break }
                var continuesLine = false
                switch token.kind {
                case .semicolon, .comma, .leftBrace, .rightBrace, .rightParenthesis, .rightBracket: return cursor
                case .identifier where source.spells(token, "else"): return cursor
                case .operator, .period: continuesLine = true
                default: break
                }
                if case .operator = tokens[max(cursor - 1, 0)].kind { continuesLine = true }
                if cursor > start, !continuesLine, startsLine(cursor) { return cursor }
                cursor = source.indexAfter(cursor)
            }
            return min(cursor, tokens.count)
        }

        /// Reads `let a = …, b: T = …` at `index`: each name initialised in its declaration.
        private mutating func readBindings(at index: Int) {
            let tokens = source.tokens
            let depth = tokens[index].depth
            // `case let x`, `if case let .some(x)`: a pattern, not a declaration.
            if source.isKeyword("case", at: index - 1, depth: depth) { return }
            var cursor = index + 1
            while let name = name(at: cursor), source.tokens[cursor].depth == depth {
                cursor += 1
                if source.isKind(.colon, at: cursor, depth: depth) {
                    // The type annotation, up to `=` or the end of the declaration.
                    cursor += 1
                    while cursor < tokens.count, tokens[cursor].depth == depth, !source.isOperator("=", at: cursor) {
                        switch tokens[cursor].kind {
                        case .leftBrace:
                            readComputedLiteral(name, openingAt: cursor)
                            return
                        case .rightBrace, .semicolon, .comma: return
                        default: cursor = source.indexAfter(cursor)
                        }
                        if cursor < tokens.count, startsLine(cursor), !source.isOperator("=", at: cursor) { return }
                    }
                }
                guard cursor < tokens.count, source.isOperator("=", at: cursor) else { return }
                let end = expressionEnd(from: cursor + 1)
                let expression = source.topLevel((cursor + 1)..<end)
                let value =
                    source.isComputedAtRunTime((cursor + 1)..<end) && source.stringConversion(expression) == nil
                    ? source.computedAtRunTime : source.value(of: expression, locator: locator)
                symbols.symbols.append((name, scope, .constant(value)))
                guard source.isKind(.comma, at: end, depth: depth) else { return }
                cursor = end + 1
            }
        }

        /// Reads the body at `index` of the computed property `name` when it only gives a string literal
        /// (`var title: String { "Inter-Bold" }`, or with `return`): a constant of that value. A body that computes
        /// anything else is not read, as before.
        private mutating func readComputedLiteral(_ name: String, openingAt index: Int) {
            let tokens = source.tokens
            let closer = source.pairedCloser(of: index)
            let depth = tokens[index].depth
            guard closer > index else { return }
            var literal = index + 1
            if closer - index == 3, source.isKeyword("return", at: literal, depth: depth) { literal += 1 }
            guard literal == closer - 1, case .string = tokens[literal].kind, tokens[literal].depth == depth,
                let text = SwiftLexer.decodedText(of: tokens[literal], in: source.bytes)
            else { return }
            let (line, column) = locator.position(ofOffset: tokens[literal].start)
            symbols.symbols.append((name, scope, .constant(.literal(text, line: line, column: column))))
        }

        /// Reads the cases at `index` when it opens a `case` of an enum's body: each name, and its raw value.
        private mutating func readCases(at index: Int) {
            guard let scope = scopes.last, let enumeration = scope.enumeration else { return }
            let tokens = source.tokens
            let depth = tokens[index].depth
            let enumKey = scope.names.joined(separator: ".")
            var cursor = index + 1
            while let name = name(at: cursor) {
                let nameToken = tokens[cursor]
                cursor += 1
                if source.isKind(.leftParenthesis, at: cursor, depth: depth) { cursor = source.indexAfter(cursor) }
                var rawValue: SwiftValue?
                if cursor < tokens.count, source.isOperator("=", at: cursor) {
                    let literal = tokens.indices.contains(cursor + 1) ? tokens[cursor + 1] : nil
                    if scope.hasStringRawValues, let literal, literal.kind == .string,
                        let text = SwiftLexer.decodedText(of: literal, in: source.bytes)
                    {
                        let (line, column) = locator.position(ofOffset: literal.start)
                        rawValue = .literal(text, line: line, column: column)
                    }
                    cursor = cursor + 1 < tokens.count ? source.indexAfter(cursor + 1) : cursor + 1
                } else if scope.hasStringRawValues {
                    // The implicit raw value of a `String` enum's case is its name.
                    let (line, column) = locator.position(ofOffset: nameToken.start)
                    rawValue = .literal(name, line: line, column: column)
                }
                symbols.symbols.append((name, scope.names, .enumCase(enumKey: enumKey, rawValue: rawValue)))
                symbols.enumerations[enumeration].cases.append((name, rawValue))
                guard source.isKind(.comma, at: cursor, depth: depth) else { return }
                cursor += 1
            }
        }

        /// Reads the parameters of the function, initializer or subscript at `index`, and where its body opens.
        private mutating func readParameters(at index: Int) {
            let tokens = source.tokens
            let depth = tokens[index].depth
            var cursor = index + 1
            while cursor < tokens.count, tokens[cursor].depth >= depth, tokens[cursor].kind != .leftParenthesis {
                switch tokens[cursor].kind {
                case .leftBrace, .rightBrace, .semicolon: return
                default: cursor += 1
                }
            }
            guard cursor < tokens.count, source.pairedCloser(of: cursor) > cursor else { return }
            let closer = source.pairedCloser(of: cursor)
            var names: [(name: String, type: [String]?)] = []
            var labels: [String?] = []
            var internalNames: [String?] = []
            var defaults: [Bool] = []
            var segment: [Int] = []
            for item in source.topLevel((cursor + 1)..<closer) + [closer] {
                guard item == closer || tokens[item].kind == .comma else {
                    segment.append(item)
                    continue
                }
                if let colon = segment.firstIndex(where: { tokens[$0].kind == .colon }), colon >= 1,
                    let parameter = name(at: segment[colon - 1])
                {
                    // The type, up to a default value.
                    let type = segment[(colon + 1)...]
                    let typeEnd = type.firstIndex { source.isOperator("=", at: $0) } ?? type.endIndex
                    if parameter != "_" { names.append((parameter, typePath(type[..<typeEnd]))) }
                    let label = colon >= 2 ? name(at: segment[colon - 2]) : parameter
                    labels.append(label == "_" ? nil : label)
                    internalNames.append(parameter == "_" ? nil : parameter)
                    defaults.append(typeEnd != type.endIndex)
                }
                segment = []
            }
            // The body: the first `{` after the signature (a protocol's requirement has none).
            var body = closer + 1
            while body < tokens.count, tokens[body].depth == depth {
                let kind = tokens[body].kind
                if kind == .leftBrace { break }
                if kind == .rightBrace || kind == .semicolon || source.isOperator("=", at: body) { return }
                if let word = name(at: body), Self.declarationKeywords.contains(word) { return }
                body = source.indexAfter(body)
            }
            guard body < tokens.count, tokens[body].kind == .leftBrace else { return }
            parameters[body] = names
            // A function's name, or an initializer's type: what its callers spell.
            let function =
                source.spells(tokens[index], "init") ? scope.last(where: { !$0.hasPrefix("{") }) : name(at: index + 1)
            if let function, !source.spells(tokens[index], "subscript"),
                !source.isKind(.period, at: index - 1, depth: depth)
            {
                signatures[body] = SwiftFontWrapper.Signature(
                    name: function, labels: labels, parameters: internalNames, hasDefault: defaults)
            }
        }

        /// The names of the type `tokens` spell when it is a name or a path of them (`Brand`, `Theme.Brand`), as a
        /// parameter's type; `nil` for any other type (an optional, a generic, a function).
        private func typePath(_ tokens: ArraySlice<Int>) -> [String]? {
            var names: [String] = []
            for (position, index) in tokens.enumerated() {
                if position % 2 == 1 {
                    guard case .period = source.tokens[index].kind else { return nil }
                } else {
                    guard let name = name(at: index) else { return nil }
                    names.append(name)
                }
            }
            return tokens.count % 2 == 1 ? names : nil
        }

        /// Reads the type declaration or extension at `index`: its name, what it inherits, and where its body opens.
        private mutating func readType(at index: Int, keyword: String) {
            let tokens = source.tokens
            let depth = tokens[index].depth
            guard let first = name(at: index + 1), !Self.declarationKeywords.contains(first) else { return }
            var names = [first]
            var cursor = index + 2
            while source.isKind(.period, at: cursor, depth: depth), let next = name(at: cursor + 1) {
                names.append(next)
                cursor += 2
            }
            var inherited: [String] = []
            var body = cursor
            var current: [String] = []
            var afterColon = false
            while body < tokens.count, tokens[body].depth == depth, tokens[body].kind != .leftBrace {
                let kind = tokens[body].kind
                if kind == .rightBrace || kind == .semicolon { return }
                if source.isKeyword("where", at: body, depth: depth) { afterColon = false }
                if kind == .colon, current.isEmpty, inherited.isEmpty { afterColon = true }
                if afterColon, let word = name(at: body) {
                    current.append(word)
                } else if afterColon, kind == .comma, !current.isEmpty {
                    inherited.append(current.joined(separator: "."))
                    current = []
                }
                body = source.indexAfter(body)
            }
            if !current.isEmpty { inherited.append(current.joined(separator: ".")) }
            guard body < tokens.count, tokens[body].kind == .leftBrace else { return }
            let qualified =
                keyword == "extension" ? names : scope.count < Self.maximumScopeDepth ? scope + names : scope
            let key = qualified.joined(separator: ".")
            // Only a conformance to `FontName` is ever asked about: a file of classes keeps no list for each.
            if inherited.contains(where: { $0 == "FontName" || $0.hasSuffix(".FontName") }) {
                symbols.inherited.append((key, inherited))
            }
            var enumeration: Int?
            let hasStringRawValues = keyword == "enum" && inherited.first == "String"
            if keyword == "enum" {
                enumeration = symbols.enumerations.count
                symbols.enumerations.append(SwiftFileSymbols.Enumeration(key: key, cases: []))
            }
            typeBodies[body] = TypeBody(
                names: qualified, enumeration: enumeration, hasStringRawValues: hasStringRawValues)
        }
    }
}
