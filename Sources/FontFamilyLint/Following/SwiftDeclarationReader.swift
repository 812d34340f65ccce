import FontFamilySyntax

extension SwiftFontNameScanner {
    /// Reads, token by token, what a Swift file declares that a font name can be followed through — `let` and `var`
    /// initialised in their declaration (in any scope), enum cases and their raw values, function parameters, the
    /// protocols a type conforms to — and knows the scope each token is in: the types and blocks around it.
    ///
    /// It reads the token stream, not a syntax tree: a declaration it does not recognise is simply not followed, and a
    /// name that uses it stays a note. A `let` or `var` in a function body, which only that body sees, is read once a
    /// name is followed from the body (``readDeferredBindings()``): a body that passes only literals costs no more
    /// than its tokens.
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
            /// The index of its `{`.
            let opener: Int
            /// The index of its `}`.
            let closer: Int
            /// The index in `symbols.scopes` of its qualified name — a type's (`Theme.Brand`), or the enclosing one's
            /// with the block's own name — or `nil` for a block whose name is not made yet: a block's name is made
            /// only when something asks for it (a declaration in it, a call that names a constant), and most blocks
            /// (an `if`'s, a closure's) are never asked.
            var names: Int?
            /// The index in `symbols.enumerations` of the enum whose body it is.
            let enumeration: Int?
            /// Whether that enum has a `String` raw type.
            let hasStringRawValues: Bool
            /// The index in ``enteredFunctions`` of the function or initializer whose body it is, or a block of whose
            /// body it is (not through a type); -1 for none. An index, not the signature: a scope is copied freely.
            var function = -1
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
        /// The bodies of the types declared so far and not entered yet, by the index of their `{`.
        private var typeBodies: [Int: TypeBody] = [:]
        /// The parameters of the functions declared so far, and the type each is declared with when that is a
        /// name or a path of them (`Brand`, `Theme.Brand`), by the index of their body's `{`.
        private var parameters: [Int: [(name: String, type: [String]?)]] = [:]
        /// The signatures of the functions and initializers declared so far and not entered yet, by the index of
        /// their body's `{`.
        private var signatures: [Int: SwiftFontWrapper.Signature] = [:]
        /// The signatures of the function bodies entered that the current token may still be in, which scopes name
        /// by index.
        private var enteredFunctions: [SwiftFontWrapper.Signature] = []
        /// The `}` of the outermost function body the current token is in, `nil` outside one.
        private var functionBodyCloser: Int?
        /// Whether a name is followed from that body (``readDeferredBindings()`` was called in it): its `let` and
        /// `var` declarations are then read as they come.
        private var functionBodyFollows = false
        /// The `let` and `var` declarations of that body not read yet: a declaration in a function body is seen only
        /// from inside it, so it is read only once a name is followed there (most bodies pass only literals, or no
        /// name at all).
        private var deferredBindings = DeferredBindings()

        /// `let` and `var` declarations kept to be read later: the index of each one's keyword in 4 bytes, and the
        /// index in `symbols.scopes` of the scope of each run of them in the same scope, so that a body of many
        /// declarations keeps 4 bytes for each.
        private struct DeferredBindings {
            /// The indices of the keywords, in order.
            private var keywords: [UInt32] = []
            /// The index in `keywords` of the first of each run in the same scope, and that scope.
            private var scopes: [(first: Int, scope: Int)] = []
            /// The scope of the last run (-1 before the first).
            private var lastScope = -1

            /// Keeps the declaration whose keyword is at `keyword`, in the scope `scope`.
            mutating func append(keyword: Int, scope: Int) {
                if scope != lastScope {
                    scopes.append((keywords.count, scope))
                    lastScope = scope
                }
                keywords.append(UInt32(truncatingIfNeeded: keyword))
            }

            /// Forgets every declaration kept.
            mutating func removeAll(keepingCapacity: Bool) {
                keywords.removeAll(keepingCapacity: keepingCapacity)
                scopes.removeAll(keepingCapacity: keepingCapacity)
                lastScope = -1
            }

            /// Calls `body` with each declaration kept, in order: the index of its keyword and its scope.
            func forEach(_ body: (_ keyword: Int, _ scope: Int) -> Void) {
                for (run, (first, scope)) in scopes.enumerated() {
                    let end = run + 1 < scopes.count ? scopes[run + 1].first : keywords.count
                    for keyword in keywords[first..<end] { body(Int(keyword), scope) }
                }
            }
        }

        /// A reader at the start of `source`.
        init(source: Source, locator: SourceLocator, path: String, blockTag: String) {
            self.source = source
            self.locator = locator
            self.blockTag = blockTag
            symbols = SwiftFileSymbols(path: path)
        }

        /// The qualified name of the scope of the current token (empty at file scope), made the first time it is
        /// asked for in that scope.
        var scope: [String] {
            mutating get { symbols.scopes[scopeIndex()] }
        }

        /// The index in `symbols.scopes` of the qualified name of the current token's scope (0 at file scope).
        private mutating func scopeIndex() -> Int {
            scopes.isEmpty ? 0 : names(ofScopeAt: scopes.count - 1)
        }

        /// The index in `symbols.scopes` of the qualified name of `scopes[position]`, made now if it is a block's
        /// whose name was never asked for: the name of the scope around it and the block's own (`{tag:index}`),
        /// or only the former once ``maximumScopeDepth`` names deep.
        private mutating func names(ofScopeAt position: Int) -> Int {
            if let names = scopes[position].names { return names }
            // The blocks around it whose names are not made yet, innermost first: made outermost first, in a loop.
            var pending = [position]
            while let outer = pending.last.map({ $0 - 1 }), outer >= 0, scopes[outer].names == nil {
                pending.append(outer)
            }
            while let block = pending.popLast() {
                let outer = block == 0 ? 0 : scopes[block - 1].names ?? 0
                let outerNames = symbols.scopes[outer]
                if outerNames.count < Self.maximumScopeDepth {
                    symbols.scopes.append(outerNames + ["{\(blockTag):\(scopes[block].opener)}"])
                    scopes[block].names = symbols.scopes.count - 1
                } else {
                    // A block nested deeper than any code is shares its enclosing scope's name, so that the names
                    // of the scopes around a token take memory in proportion to the file, not to its depth squared.
                    scopes[block].names = outer
                }
            }
            return scopes[position].names ?? 0
        }

        /// The function or initializer whose body (or a block of it) the current token is in; `nil` outside one, and
        /// in a type declared inside one.
        var enclosingFunction: SwiftFontWrapper.Signature? {
            guard let function = scopes.last?.function, function >= 0 else { return nil }
            return enteredFunctions[function]
        }

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
        ///
        /// Always inlined into the scanner's loop over every token, before the optimizer runs (`@_transparent`): past
        /// a size of that loop, the optimizer's own inliner calls it instead, and a call a token costs the dense
        /// tree's lint a tenth more instructions.
        @_transparent
        mutating func visit(_ index: Int) {
            while index > innermostCloser {
                closers.removeLast()
                if scopes.last?.closer == innermostCloser { scopes.removeLast() }
                innermostCloser = closers.last.map(Int.init) ?? Int.max
            }
            if let closer = functionBodyCloser, index > closer {
                // Nothing from the body was followed: what it declares is never asked for.
                functionBodyCloser = nil
                deferredBindings.removeAll(keepingCapacity: true)
            }
            switch source.tokens.kind(at: index) {
            case .leftBrace:
                enter(index)
                return
            case .identifier:
                break
            default:
                return
            }
            switch Self.declaration(at: source.tokens.bounds(at: index), in: source.bytes) {
            case nil: break
            case .bindings: readOrDeferBindings(at: index)
            case .cases: readCases(at: index)
            case .parameters: readParameters(at: index)
            case .type(let keyword): readType(at: index, keyword: keyword)
            }
        }

        /// The keyword of a type declaration, as far as the reader tells them apart.
        private enum TypeKeyword {
            /// `enum`: its cases are read.
            case enumeration
            /// `extension`: its name is the extended type's, not qualified by the scope around it.
            case `extension`
            /// `struct`, `class`, `actor`, `protocol`.
            case other
        }

        /// What a keyword that starts a declaration the reader reads declares.
        private enum Declaration {
            /// `let`, `var`.
            case bindings
            /// `case`.
            case cases
            /// `func`, `init`, `subscript`.
            case parameters
            /// `enum`, `class`, `actor`, `struct`, `protocol`, `extension`.
            case type(TypeKeyword)
        }

        /// The declaration the identifier at `bounds` of `bytes` starts, when it is a keyword that starts one the reader
        /// reads. A static function of the token's bounds and the bytes: the reader, a large value, is not copied for
        /// each identifier, and an identifier is told apart by its length and bytes, without making a string of it.
        private static func declaration(
            at bounds: (start: Int, end: Int), in bytes: UnsafeBufferPointer<UInt8>
        ) -> Declaration? {
            let start = bounds.start
            let length = bounds.end - start
            // Most identifiers are no keyword by their length or their first byte.
            guard length >= 3, length <= 9, bounds.end <= bytes.count else { return nil }
            func spells(_ word: StaticString) -> Bool {
                guard word.utf8CodeUnitCount == length else { return false }
                let spelling = word.utf8Start
                for offset in 0..<length where bytes[start + offset] != spelling[offset] { return false }
                return true
            }
            switch bytes[start] {
            case UInt8(ascii: "l"): return spells("let") ? .bindings : nil
            case UInt8(ascii: "v"): return spells("var") ? .bindings : nil
            case UInt8(ascii: "c"):
                if spells("case") { return .cases }
                return spells("class") ? .type(.other) : nil
            case UInt8(ascii: "f"): return spells("func") ? .parameters : nil
            case UInt8(ascii: "i"): return spells("init") ? .parameters : nil
            case UInt8(ascii: "e"):
                if spells("enum") { return .type(.enumeration) }
                return spells("extension") ? .type(.extension) : nil
            case UInt8(ascii: "a"): return spells("actor") ? .type(.other) : nil
            case UInt8(ascii: "s"):
                if spells("struct") { return .type(.other) }
                return spells("subscript") ? .parameters : nil
            case UInt8(ascii: "p"): return spells("protocol") ? .type(.other) : nil
            default: return nil
            }
        }

        /// Enters the `{` at `index`: a type's body, or a block named after its place in the file.
        private mutating func enter(_ index: Int) {
            let closer = source.pairedCloser(of: index)
            guard closer > index else { return }
            closers.append(UInt32(truncatingIfNeeded: closer))
            innermostCloser = closer
            // A body is entered once: what its declaration said is dropped, so that the tables stay small (and most
            // blocks, an `if`'s or a closure's, find them empty without a lookup).
            let body = typeBodies.isEmpty ? nil : typeBodies.removeValue(forKey: index)
            let parameters = self.parameters.isEmpty ? [] : self.parameters.removeValue(forKey: index) ?? []
            let signature = signatures.isEmpty ? nil : signatures.removeValue(forKey: index)
            if body == nil, scopes.count >= Self.maximumScopeDepth {
                if !parameters.isEmpty {
                    let scope = scopeIndex()
                    for (name, type) in parameters {
                        symbols.symbols.append(name: name, scope: scope, symbol: .parameter(type: type))
                    }
                }
                return
            }
            if let body {
                symbols.scopes.append(body.names)
                scopes.append(
                    Scope(
                        opener: index, closer: closer, names: symbols.scopes.count - 1, enumeration: body.enumeration,
                        hasStringRawValues: body.hasStringRawValues))
            } else {
                var function = scopes.last?.function ?? -1
                if let signature {
                    // The functions no scope around the token is in any more are never asked for again: a file of
                    // many functions keeps only those it is inside.
                    let live = scopes.last { $0.function >= 0 }?.function ?? -1
                    enteredFunctions.removeLast(enteredFunctions.count - live - 1)
                    enteredFunctions.append(signature)
                    function = enteredFunctions.count - 1
                }
                scopes.append(
                    Scope(
                        opener: index, closer: closer, names: nil, enumeration: nil, hasStringRawValues: false,
                        function: function))
                if signature != nil, functionBodyCloser == nil {
                    functionBodyCloser = closer
                    functionBodyFollows = false
                }
            }
            guard !parameters.isEmpty else { return }
            let scope = scopeIndex()
            for (name, type) in parameters {
                symbols.symbols.append(name: name, scope: scope, symbol: .parameter(type: type))
            }
        }

        /// The name of the identifier at `index`, if there is one.
        private func name(at index: Int) -> String? {
            guard index >= 0, index < source.tokens.count else { return nil }
            return source.identifier(at: index, depth: source.tokens[index].depth).map {
                String(decoding: $0, as: UTF8.self)
            }
        }

        /// An initializer as one pass over its top-level tokens reads it: where it ends, and whether the value it
        /// gives is known, without building it, to be computed at run time.
        private struct Initializer {
            /// The index just past the expression.
            var end: Int
            /// Whether ``SwiftFontNameScanner/Source/value(of:locator:)`` would give only values computed at run
            /// time: the commonest initializers (a call, a member of a call's result, a number) and a `+` one of whose
            /// parts is one of those; `false` when the value has to be built to be known.
            var isComputedAtRunTime: Bool
            /// Whether its last top-level token is a `(`: a call, which may be a conversion of a name
            /// (``SwiftFontNameScanner/Source/stringConversion(_:)``) to be read as the name.
            var endsWithCall: Bool
        }

        /// Reads the expression that starts at `start` in one pass: it ends at a `;`, `,`, `{`, a closing bracket,
        /// `else`, or a new line that does not continue it.
        private func readInitializer(from start: Int) -> Initializer {
            let tokens = source.tokens
            guard start < tokens.count else {
                return Initializer(end: start, isComputedAtRunTime: false, endsWithCall: false)
            }
            let depth = tokens[start].depth
            // The part since the last `+`: how many tokens, whether one is neither an identifier nor a `.` (it is no
            // path then), and whether its only token is a number. `isDecided` once a token says the value has to
            // be built (a ternary, `??` or another operator, a `:`, `as`).
            var partCount = 0
            var partIsNoPath = false
            var partIsNumber = false
            var hasComputedPart = false
            var isJoin = false
            var isDecided = false
            var lastKind = SwiftLexer.Kind.semicolon
            var cursor = start
            while cursor < tokens.count {
                // Most tokens are told by their kind alone; only an identifier's or an operator's text is read.
                guard tokens.interpolationDepth(at: cursor) == depth else { break }
                let kind = tokens.kind(at: cursor)
                var continuesLine = false
                switch kind {
                case .semicolon, .comma, .leftBrace, .rightBrace, .rightParenthesis, .rightBracket:
                    return finished(at: cursor)
                case .identifier where source.spells(tokens[cursor], "else"): return finished(at: cursor)
                case .operator, .period: continuesLine = true
                default: break
                }
                if case .operator = tokens.kind(at: max(cursor - 1, 0)) { continuesLine = true }
                if cursor > start, !continuesLine, source.tokens.startsLine(at: cursor) { return finished(at: cursor) }
                lastKind = kind
                let next = source.indexAfter(cursor)
                if !isDecided {
                    if partCount == 0 { partIsNumber = false }
                    switch kind {
                    case .operator:
                        if source.spells(tokens[cursor], "+"), partCount > 0 {
                            if partCount >= 2 ? partIsNoPath : partIsNumber { hasComputedPart = true }
                            isJoin = true
                            partCount = 0
                            partIsNoPath = false
                            cursor = next
                            continue
                        }
                        isDecided = true
                    case .colon:
                        isDecided = true
                    case .identifier:
                        if source.spells(tokens[cursor], "as") { isDecided = true }
                    case .escapedIdentifier, .period:
                        break
                    case .number:
                        partIsNumber = partCount == 0
                        partIsNoPath = true
                    default:
                        partIsNoPath = true
                    }
                    partCount += 1
                }
                cursor = next
            }
            return finished(at: min(cursor, tokens.count))

            func finished(at end: Int) -> Initializer {
                let computed =
                    !isDecided && partCount > 0
                    && ((partCount >= 2 ? partIsNoPath : partIsNumber) || (isJoin && hasComputedPart))
                return Initializer(
                    end: end, isComputedAtRunTime: computed, endsWithCall: lastKind == .leftParenthesis)
            }
        }

        /// Reads the `let` or `var` declaration at `index`, or, in a function body (not a type declared in one) that
        /// no name is followed from yet, keeps it to read once one is.
        @inline(never)
        private mutating func readOrDeferBindings(at index: Int) {
            if functionBodyCloser != nil, !functionBodyFollows, let function = scopes.last?.function, function >= 0 {
                deferredBindings.append(keyword: index, scope: scopeIndex())
            } else {
                readBindings(at: index, scope: scopeIndex())
            }
        }

        /// Reads the `let` and `var` declarations of the current function body not read yet, and those after them as
        /// they come: the scanner calls it before it follows a name from the body. It stays out of the scanner's loop
        /// over every token, which it made slower inlined there.
        @inline(never)
        mutating func readDeferredBindings() {
            guard functionBodyCloser != nil, !functionBodyFollows else { return }
            functionBodyFollows = true
            let deferred = deferredBindings
            deferredBindings = DeferredBindings()
            deferred.forEach { keyword, scope in readBindings(at: keyword, scope: scope) }
        }

        /// Reads `let a = …, b: T = …` at `index`, declared in the scope `scope` (an index in `symbols.scopes`):
        /// each name initialised in its declaration.
        private mutating func readBindings(at index: Int, scope: Int) {
            var cursor = index
            while let binding = binding(after: cursor, declaredAt: index) {
                let name = UnsafeBufferPointer(rebasing: source.bytes[binding.name])
                if let body = binding.computedBody {
                    readComputedLiteral(name, openingAt: body, scope: scope)
                    return
                }
                // A value computed at run time is recorded without being built (a later reference still says so).
                let value = binding.value.map { source.declaredValue(of: $0, locator: locator) }
                symbols.symbols.append(name: name, scope: scope, value: value)
                guard let next = binding.next else { return }
                cursor = next
            }
        }

        /// One binding of a `let` or `var` declaration, as ``binding(after:declaredAt:)`` reads it: offsets and
        /// indices only, nothing to count references to.
        private struct Binding {
            /// The bytes of its name.
            var name: Range<Int>
            /// The tokens of its initializer when its value has to be built; `nil` when it is computed at run time.
            var value: Range<Int>?
            /// The index of the `{` of a computed property's body, instead of an initializer.
            var computedBody: Int?
            /// The index of the `,` after it when another binding follows.
            var next: Int?
        }

        /// The binding after the `let` or `var` at `keyword` or the `,` at `previous` before it; `nil` when none is
        /// initialised there. It only reads: the reader's own state is changed by its caller, once per binding.
        private func binding(after previous: Int, declaredAt keyword: Int) -> Binding? {
            // Each token is first told by its kind and depth, read from the token list without the rest of it.
            let tokens = source.tokens
            let depth = tokens.interpolationDepth(at: keyword)
            func isKind(_ kind: SwiftLexer.Kind, at index: Int) -> Bool {
                index >= 0 && index < tokens.count && tokens.kind(at: index) == kind
                    && tokens.interpolationDepth(at: index) == depth
            }
            // `case let x`, `if case let .some(x)`: a pattern, not a declaration.
            if previous == keyword, isKind(.identifier, at: keyword - 1), source.spells(tokens[keyword - 1], "case") {
                return nil
            }
            var cursor = previous + 1
            // The name, without the backticks of an escaped one.
            let name: Range<Int>
            if isKind(.identifier, at: cursor) {
                name = tokens[cursor].start..<tokens[cursor].end
            } else if isKind(.escapedIdentifier, at: cursor), tokens[cursor].end - tokens[cursor].start >= 2 {
                name = (tokens[cursor].start + 1)..<(tokens[cursor].end - 1)
            } else {
                return nil
            }
            guard tokens[cursor].end <= source.bytes.count else { return nil }
            cursor += 1
            if isKind(.colon, at: cursor) {
                // The type annotation, up to `=` or the end of the declaration.
                cursor += 1
                while cursor < tokens.count, tokens.interpolationDepth(at: cursor) == depth,
                    !source.isOperator("=", at: cursor)
                {
                    switch tokens.kind(at: cursor) {
                    case .leftBrace: return Binding(name: name, computedBody: cursor)
                    case .rightBrace, .semicolon, .comma: return nil
                    default: cursor = source.indexAfter(cursor)
                    }
                    if cursor < tokens.count, source.tokens.startsLine(at: cursor), !source.isOperator("=", at: cursor)
                    {
                        return nil
                    }
                }
            }
            guard cursor < tokens.count, tokens.kind(at: cursor) == .operator, source.spells(tokens[cursor], "=") else {
                return nil
            }
            let initializer = readInitializer(from: cursor + 1)
            let range = (cursor + 1)..<initializer.end
            let isComputed =
                initializer.isComputedAtRunTime && !(initializer.endsWithCall && source.stringConversion(range) != nil)
            let next = isKind(.comma, at: initializer.end) ? initializer.end : nil
            return Binding(name: name, value: isComputed ? nil : range, next: next)
        }

        /// Reads the body at `index` of the computed property `name` when it only gives a string literal
        /// (`var title: String { "Inter-Bold" }`, or with `return`): a constant of that value. A body that computes
        /// anything else is not read, as before.
        private mutating func readComputedLiteral(
            _ name: UnsafeBufferPointer<UInt8>, openingAt index: Int, scope: Int
        ) {
            let tokens = source.tokens
            let closer = source.pairedCloser(of: index)
            let depth = tokens[index].depth
            guard closer > index else { return }
            var literal = index + 1
            if closer - index == 3, source.isKeyword("return", at: literal, depth: depth) { literal += 1 }
            guard literal == closer - 1, case .string = tokens[literal].kind, tokens[literal].depth == depth,
                let text = SwiftLexer.decodedText(of: tokens[literal], in: source.bytes)
            else { return }
            let position = locator.position(ofOffset: tokens[literal].start)
            symbols.symbols.append(name: name, scope: scope, value: .literal(text, at: position))
        }

        /// Reads the cases at `index` when it opens a `case` of an enum's body: each name, and its raw value.
        private mutating func readCases(at index: Int) {
            guard let scope = scopes.last, let enumeration = scope.enumeration else { return }
            let tokens = source.tokens
            let depth = tokens[index].depth
            let names = scopeIndex()
            let enumKey = symbols.scopes[names].joined(separator: ".")
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
                        rawValue = .literal(text, at: locator.position(ofOffset: literal.start))
                    }
                    cursor = cursor + 1 < tokens.count ? source.indexAfter(cursor + 1) : cursor + 1
                } else if scope.hasStringRawValues {
                    // The implicit raw value of a `String` enum's case is its name.
                    rawValue = .literal(name, at: locator.position(ofOffset: nameToken.start))
                }
                symbols.symbols.append(
                    name: name, scope: names, symbol: .enumCase(enumKey: enumKey, rawValue: rawValue))
                symbols.enumerations[enumeration].appendCase(name: name, rawValue: rawValue)
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
            // Each parameter's top-level tokens, up to a `,` or the `)`.
            var item = cursor + 1
            while true {
                let isEnd = item >= closer
                guard isEnd || tokens[item].kind == .comma else {
                    segment.append(item)
                    item = source.indexAfter(item)
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
                segment.removeAll(keepingCapacity: true)
                if isEnd { break }
                item += 1
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
                source.spells(tokens[index], "init")
                ? self.scope.last(where: { !$0.hasPrefix("{") }) : name(at: index + 1)
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
        private mutating func readType(at index: Int, keyword: TypeKeyword) {
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
            let scope = self.scope
            let qualified =
                keyword == .extension ? names : scope.count < Self.maximumScopeDepth ? scope + names : scope
            let key = qualified.joined(separator: ".")
            // Only a conformance to `FontName` is ever asked about: a file of classes keeps no list for each.
            if inherited.contains(where: { $0 == "FontName" || $0.hasSuffix(".FontName") }) {
                symbols.inherited.append((key, inherited))
            }
            var enumeration: Int?
            let hasStringRawValues = keyword == .enumeration && inherited.first == "String"
            if keyword == .enumeration {
                enumeration = symbols.enumerations.count
                symbols.enumerations.append(SwiftFileSymbols.Enumeration(key: key))
            }
            typeBodies[body] = TypeBody(
                names: qualified, enumeration: enumeration, hasStringRawValues: hasStringRawValues)
        }
    }
}
