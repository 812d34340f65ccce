import FontFamilySyntax

/// Reading the value an expression gives a font name: literals, references to constants and enum cases, ternaries,
/// `??`, interpolations and `+` concatenations.
extension SwiftFontNameScanner.Source {
    // An expression is read as the range of token indices it spans; its top-level tokens (those not inside a bracket
    // or an interpolation of another of them) are walked with ``indexAfter(_:)``, never copied into an array: a
    // 4 MB ternary chain once held an array of its tokens' indices, and a copy of each link's.

    /// Whether the top-level tokens of `range` are one token.
    private func isSingleToken(_ range: Range<Int>) -> Bool {
        !range.isEmpty && indexAfter(range.lowerBound) >= range.upperBound
    }

    /// The first top-level token of `range` for which `matches` is true.
    private func firstTopLevel(in range: Range<Int>, where matches: (Int) -> Bool) -> Int? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if matches(cursor) { return cursor }
            cursor = indexAfter(cursor)
        }
        return nil
    }

    /// The last top-level token of `range`, and how many there are.
    private func lastTopLevel(of range: Range<Int>) -> (index: Int, count: Int)? {
        var last: Int?
        var count = 0
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            last = cursor
            count += 1
            cursor = indexAfter(cursor)
        }
        return last.map { ($0, count) }
    }

    /// Whether the token at `index` is the operator `spelling`.
    func isOperator(_ spelling: StaticString, at index: Int) -> Bool {
        let token = tokens[index]
        return token.kind == .operator && spells(token, spelling)
    }

    /// Whether the text of `token` is `word`, compared byte by byte: the scanner asks this of most tokens it reads.
    func spells(_ token: SwiftLexer.Token, _ word: StaticString) -> Bool {
        let start = token.start
        let count = token.end - start
        guard count == word.utf8CodeUnitCount, token.end <= bytes.count else { return false }
        guard word.hasPointerRepresentation else {
            return word.withUTF8Buffer { bytes[start..<token.end].elementsEqual($0) }
        }
        // A keyword's bytes, read in place: a closure per comparison was most of what a `let` cost to recognise.
        let spelling = word.utf8Start
        var offset = 0
        while offset < count {
            if bytes[start + offset] != spelling[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The most brackets, operators and ternaries one value is followed through, nested in each other: deeper is
    /// no name anyone writes, and the value is a note rather than a walk that runs out of stack.
    static var maximumNesting: Int { 64 }

    /// The value the expression of the tokens in `range` gives, with the places of its literals.
    ///
    /// Its time and memory grow with the expression's length, however it nests: a chain of ternaries is read in a
    /// loop, and brackets or operators nested more than ``maximumNesting`` deep give a value computed at run time.
    func value(of range: Range<Int>, locator: SourceLocator) -> SwiftValue {
        value(of: range, locator: locator, nesting: 0, capped: false)
    }

    /// The value a declaration's initializer in `range` gives, built only as far as following it can tell: a
    /// constant that gives more than ``SwiftSymbolTable/maximumAlternatives`` names is a note wherever it is used,
    /// so a choice (a ternary chain, `??`) keeps no more literals and run-time values than one past that — each
    /// gives one name — and every branch that names a constant (whose names are not known yet). A choice joined to
    /// something (`+`, an interpolation) is kept whole: its part decides what the join says.
    func declaredValue(of range: Range<Int>, locator: SourceLocator) -> SwiftValue {
        value(of: range, locator: locator, nesting: 0, capped: true)
    }

    /// The branches of a choice (a ternary chain, `??`) as they are read.
    private struct Choice {
        /// Whether no more literals and run-time values are kept than a constant's note needs
        /// (``declaredValue(of:locator:)``).
        let capped: Bool
        /// The branches kept.
        var branches: [SwiftValue] = []
        /// How many of them give exactly one name: a literal, a run-time value.
        var definite = 0
        /// How many of them are references, joins or choices of their own, each at least one name to follow.
        var others = 0
        /// The texts of the literals longer than a string keeps inline (15 bytes), each once: a text met again
        /// shares the first one's storage, where a chain of 100,000 links naming one face held 100,000 copies of it.
        var texts: Set<String> = []

        /// Why a choice of more than ``SwiftSymbolTable/maximumAlternatives`` references, joins and choices is not
        /// followed past them.
        static var tooManyFollowed: String {
            "the name is one of more than \(SwiftSymbolTable.maximumAlternatives) constants or expressions, which the "
                + "lint does not follow"
        }

        /// Adds `branch`, unless the choice is capped and already gives more names than a constant may.
        mutating func add(_ branch: SwiftValue) {
            switch branch {
            case .literal(let text, let line, let column):
                guard !capped || definite <= SwiftSymbolTable.maximumAlternatives else { return }
                definite += 1
                guard text.utf8.count > 15 else { break }
                if let kept = texts.firstIndex(of: text) {
                    branches.append(.literal(texts[kept], line: line, column: column))
                    return
                }
                texts.insert(text)
            case .runtime:
                guard !capped || definite <= SwiftSymbolTable.maximumAlternatives else { return }
                definite += 1
            case .reference, .choice, .concatenation:
                // Past as many as a note needs, one run-time branch says that the rest is not followed: a chain of
                // 2 million references once kept each with its path.
                guard others < SwiftSymbolTable.maximumAlternatives else {
                    if others == SwiftSymbolTable.maximumAlternatives {
                        others += 1
                        branches.append(.runtime(reason: Self.tooManyFollowed))
                    }
                    return
                }
                others += 1
            }
            branches.append(branch)
        }
    }

    private func value(of range: Range<Int>, locator: SourceLocator, nesting: Int, capped: Bool) -> SwiftValue {
        guard nesting < Self.maximumNesting else {
            return .runtime(
                reason: "the name is nested more than \(Self.maximumNesting) brackets or operators deep, which the "
                    + "lint does not follow")
        }
        let range = droppingBridgingCast(range)
        guard !range.isEmpty else { return computedAtRunTime }
        let firstIndex = range.lowerBound
        if let choice = ternaryValue(of: range, locator: locator, nesting: nesting, capped: capped) { return choice }
        if let parts = split(range, at: "??") {
            guard parts.count <= Self.maximumParts else {
                return .runtime(
                    reason: "the name chains more than \(Self.maximumParts) values with `??`, which the lint does not "
                        + "follow")
            }
            var choice = Choice(capped: capped)
            for part in parts { choice.add(value(of: part, locator: locator, nesting: nesting + 1, capped: capped)) }
            return .choice(choice.branches)
        }
        let first = tokens[firstIndex]
        if let parts = split(range, at: "+") {
            guard parts.count <= Self.maximumParts else {
                return .runtime(
                    reason: "the name joins more than \(Self.maximumParts) parts, which the lint does not follow")
            }
            let (line, column) = locator.position(ofOffset: first.start)
            return .joining(
                parts.map { value(of: $0, locator: locator, nesting: nesting + 1, capped: false) }, line: line,
                column: column, reason: "the name joins a value computed at run time")
        }
        if isSingleToken(range),
            let single = singleTokenValue(at: firstIndex, locator: locator, nesting: nesting, capped: capped)
        {
            return single
        }
        if let converted = stringConversion(range) {
            return value(of: converted, locator: locator, nesting: nesting + 1, capped: capped)
        }
        return pathValue(of: range)
    }

    /// The tokens of the argument of `String(x)` or `String(describing: x)` when `range` is one — a string's text
    /// is the string, and a `RawRepresentable` or `LosslessStringConvertible` value's is its description — or of an
    /// initializer given the raw value (`FontName(rawValue: x)`, `Self(rawValue: x)`, `.init(rawValue: x)`), whose
    /// value stands for its raw value.
    func stringConversion(_ range: Range<Int>) -> Range<Int>? {
        guard let (open, count) = lastTopLevel(of: range), count >= 2, tokens[open].kind == .leftParenthesis,
            isPath(range.lowerBound..<open), let arguments = arguments(openingAt: open),
            arguments.ranges.count == 1, let argument = arguments.first, !argument.isEmpty
        else { return nil }
        let depth = tokens[open].depth
        let isString =
            count == 2 && identifier(at: range.lowerBound, depth: depth)?.elementsEqual("String".utf8) == true
        let label = arguments.labels[0]
        guard isString ? label == nil || label == "describing" : label == "rawValue" else { return nil }
        return argument
    }

    /// The choice a ternary (or a chain of them) gives, `nil` when `range` has no ternary at its top level.
    private func ternaryValue(
        of range: Range<Int>, locator: SourceLocator, nesting: Int, capped: Bool
    ) -> SwiftValue? {
        // A ternary binds loosest: `wide ? "A" : "B"` (a `?` with space before it, not optional chaining). A chain
        // (`a ? "A" : b ? "B" : "C"`) is one choice, read link by link into a list made once at its size.
        var links = 0
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if isTernaryQuestionMark(cursor) { links += 1 }
            cursor = indexAfter(cursor)
        }
        guard links > 0 else { return nil }
        var choice = Choice(capped: capped)
        var isTernary = false
        var rest = range.lowerBound
        while let question = firstTopLevel(in: rest..<range.upperBound, where: isTernaryQuestionMark),
            let colon = firstTopLevel(in: (question + 1)..<range.upperBound, where: { tokens[$0].kind == .colon })
        {
            if !isTernary, !capped { choice.branches.reserveCapacity(links + 1) }
            isTernary = true
            choice.add(value(of: (question + 1)..<colon, locator: locator, nesting: nesting + 1, capped: capped))
            rest = colon + 1
        }
        guard isTernary else { return nil }
        choice.add(
            value(of: rest..<max(rest, range.upperBound), locator: locator, nesting: nesting + 1, capped: capped))
        return .choice(choice.branches)
    }

    /// The value of an expression that is the one token at `index`: a string literal, a parenthesized
    /// expression or `nil`; `nil` for any other token (which may be a path).
    private func singleTokenValue(at index: Int, locator: SourceLocator, nesting: Int, capped: Bool) -> SwiftValue? {
        let token = tokens[index]
        switch token.kind {
        case .string:
            if token.isInterpolated { return interpolation(at: index, locator: locator) }
            guard let text = SwiftLexer.decodedText(of: token, in: bytes) else { return computedAtRunTime }
            return .literal(text, at: locator.position(ofOffset: token.start))
        case .leftParenthesis:
            let closer = pairedCloser(of: index)
            guard closer > index else { return computedAtRunTime }
            let inner = (index + 1)..<closer
            guard !inner.isEmpty, firstTopLevel(in: inner, where: { tokens[$0].kind == .comma }) == nil else {
                return computedAtRunTime
            }
            return value(of: inner, locator: locator, nesting: nesting + 1, capped: capped)
        default:
            return isKeyword("nil", at: index, depth: token.depth) ? .choice([]) : nil
        }
    }

    /// The reference a path (`Brand.title`, `.brand`, `Font.title.rawValue`) gives, or a value computed at run time
    /// when `range` is no path.
    private func pathValue(of range: Range<Int>) -> SwiftValue {
        guard !range.isEmpty, isPath(range) else { return computedAtRunTime }
        let depth = tokens[range.lowerBound].depth
        var components: [String] = []
        var leadingPeriod = false
        var spelled: [UInt8] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.end <= bytes.count { spelled.append(contentsOf: bytes[token.start..<token.end]) }
            if token.kind == .period {
                if components.isEmpty { leadingPeriod = true }
            } else {
                guard let name = identifier(at: cursor, depth: depth) else { return computedAtRunTime }
                components.append(String(decoding: name, as: UTF8.self))
            }
            cursor = indexAfter(cursor)
        }
        // An implicit member (`.brand`) has no type the lint can know: it is never found.
        if leadingPeriod, !components.isEmpty { components[0] = "." + components[0] }
        let text = String(decoding: spelled, as: UTF8.self)
        if components.count >= 2, components.last == "rawValue" {
            return .reference(path: Array(components.dropLast()), rawValue: true, spelled: text)
        }
        return .reference(path: components, rawValue: false, spelled: text)
    }

    /// Whether the token at `index` is a ternary's `?`: an operator `?` with space before it, not optional chaining.
    private func isTernaryQuestionMark(_ index: Int) -> Bool {
        isOperator("?", at: index) && !tokens[index].isLeftBound
    }

    /// The most parts a `+` join or a `??` chain is followed through: more gives a value computed at run time, with a
    /// note that says so (a name is joined or chosen from a few).
    static var maximumParts: Int { 64 }

    /// The parts of `range` between its top-level operators `spelling`, or `nil` when it has none (or one at either
    /// end, or two in a row); past ``maximumParts`` parts, only the first ``maximumParts`` and one more are kept, which
    /// is enough to tell that there are too many (a flat chain of 2 million `+` held a range for each).
    private func split(_ range: Range<Int>, at spelling: StaticString) -> [Range<Int>]? {
        var parts: [Range<Int>] = []
        var partStart = range.lowerBound
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if isOperator(spelling, at: cursor) {
                guard cursor > partStart else { return nil }
                if parts.count <= Self.maximumParts { parts.append(partStart..<cursor) }
                partStart = cursor + 1
            }
            cursor = indexAfter(cursor)
        }
        guard !parts.isEmpty, partStart < range.upperBound else { return nil }
        if parts.count <= Self.maximumParts { parts.append(partStart..<range.upperBound) }
        return parts
    }

    // MARK: Names

    /// Where the expression in `range` starts and the name it gives, read in `scope` (asked only for a name
    /// followed through constants); `nil` when it gives none to check (it is empty, `nil`, a pattern, or a literal
    /// the compiler would reject).
    func name(
        in range: Range<Int>, locator: SourceLocator, scope: @autoclosure () -> [String]
    ) -> (offset: Int, value: FontNameOccurrence.Value)? {
        guard !range.isEmpty else { return nil }
        let expression = droppingBridgingCast(range)
        let firstIndex = expression.lowerBound
        let first = tokens[firstIndex]
        let isSingle = isSingleToken(expression)
        if isSingle && first.kind == .string && !first.isInterpolated {
            guard let text = SwiftLexer.decodedText(of: first, in: bytes) else { return nil }
            return (first.start, .literal(text))
        }
        if isSingle && isKeyword("nil", at: firstIndex, depth: first.depth) { return nil }
        // `case .custom(let name, size: let size)`: a pattern binds the name, it passes none.
        if isKeyword("let", at: firstIndex, depth: first.depth) || isKeyword("var", at: firstIndex, depth: first.depth)
        {
            return nil
        }
        switch value(of: expression, locator: locator) {
        case .runtime(let reason): return (first.start, .notCheckable(reason: reason))
        case .literal(let text, _, _): return (first.start, .literal(text))
        case let value: return (first.start, .followed(value, scope: scope()))
        }
    }

    /// `range` without a trailing `as String`, `as CFString` or `as NSString` (or `as!`, `as?`).
    func droppingBridgingCast(_ range: Range<Int>) -> Range<Int> {
        // The last three top-level tokens, the last one last.
        var last = (-1, -1, -1)
        var count = 0
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            last = (last.1, last.2, cursor)
            count += 1
            cursor = indexAfter(cursor)
        }
        guard count >= 3, let typeName = identifier(at: last.2, depth: tokens[last.2].depth),
            SwiftFontNameScanner.bridgedStringTypes.contains(where: { typeName.elementsEqual($0.utf8) })
        else { return range }
        var asIndex = last.1
        var asPosition = count - 2
        let mark = tokens[last.1]
        if mark.kind == .operator && mark.end - mark.start == 1 && mark.isLeftBound
            && (bytes[mark.start] == UInt8(ascii: "!") || bytes[mark.start] == UInt8(ascii: "?"))
        {
            asIndex = last.0
            asPosition -= 1
        }
        guard asPosition >= 1, isKeyword("as", at: asIndex, depth: tokens[asIndex].depth) else { return range }
        return range.lowerBound..<asIndex
    }

    /// Whether the top-level tokens of `range` are an identifier or a path of them (`Theme.bodyFont`, `self.name`,
    /// `.body`).
    func isPath(_ range: Range<Int>) -> Bool {
        var expectsIdentifier = true
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let kind = tokens[cursor].kind
            if expectsIdentifier {
                if kind == .period && cursor == range.lowerBound {
                    cursor = indexAfter(cursor)
                    continue
                }
                guard kind == .identifier || kind == .escapedIdentifier else { return false }
            } else {
                guard kind == .period else { return false }
            }
            expectsIdentifier.toggle()
            cursor = indexAfter(cursor)
        }
        return !expectsIdentifier
    }

    /// The parts of the interpolated single-line literal at `index`, when each interpolation is a constant's name
    /// (`"\(Brand.family)-Bold"`); a value computed at run time otherwise.
    private func interpolation(at index: Int, locator: SourceLocator) -> SwiftValue {
        let literal = tokens[index]
        let interpolates = SwiftValue.runtime(reason: "the name interpolates a value")
        guard !literal.isMultiline, literal.isTerminated, literal.end <= bytes.count else { return interpolates }
        let pounds = literal.rawDelimiterCount
        let position = locator.position(ofOffset: literal.start)
        let (line, column) = position
        let contentEnd = literal.end - pounds - 1
        var parts: [SwiftValue] = []
        var segmentStart = literal.start + pounds + 1
        var offset = segmentStart
        var child = index + 1
        while offset < contentEnd {
            guard bytes[offset] == UInt8(ascii: "\\") else {
                offset += 1
                continue
            }
            var afterPounds = offset + 1
            while afterPounds - offset - 1 < pounds, afterPounds < contentEnd, bytes[afterPounds] == UInt8(ascii: "#") {
                afterPounds += 1
            }
            guard afterPounds - offset - 1 == pounds, afterPounds < contentEnd else {
                offset += 1
                continue
            }
            guard bytes[afterPounds] == UInt8(ascii: "(") else {
                offset = pounds == 0 ? afterPounds + 1 : afterPounds
                continue
            }
            guard let segment = Self.decoded(bytes[segmentStart..<offset], pounds: pounds) else { return interpolates }
            parts.append(.literal(segment, at: position))
            // The interpolation's own tokens: a path of identifiers and periods, then its `)`.
            var expression: Range<Int>?
            var end = afterPounds + 1
            while child < literal.endTokenIndex, tokens[child].start >= afterPounds {
                let token = tokens[child]
                guard token.depth == literal.depth + 1,
                    token.kind == .identifier || token.kind == .escapedIdentifier || token.kind == .period
                else { return interpolates }
                expression = (expression?.lowerBound ?? child)..<(child + 1)
                end = token.end
                child += 1
                while end < contentEnd, bytes[end] == UInt8(ascii: " ") { end += 1 }
                if end < contentEnd, bytes[end] == UInt8(ascii: ")") { break }
            }
            guard let expression, end < contentEnd, bytes[end] == UInt8(ascii: ")") else { return interpolates }
            let part = value(of: expression, locator: locator)
            guard case .reference = part else { return interpolates }
            parts.append(part)
            segmentStart = end + 1
            offset = segmentStart
        }
        guard let last = Self.decoded(bytes[segmentStart..<contentEnd], pounds: pounds) else { return interpolates }
        // `"\(name)"` alone is the name's text: followed as the name is, to its literal.
        if parts.count == 2, case .literal("", _, _) = parts[0], last.isEmpty { return parts[1] }
        parts.append(.literal(last, at: position))
        return .concatenation(parts, line: line, column: column, reason: "the name interpolates a value")
    }

    /// The value of the literal text `content` between quotes with `pounds` raw delimiters, escapes decoded.
    private static func decoded(_ content: Slice<UnsafeBufferPointer<UInt8>>, pounds: Int) -> String? {
        let delimiter = [UInt8](repeating: UInt8(ascii: "#"), count: pounds)
        let bytes = delimiter + [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")] + delimiter
        guard let token = SwiftLexer.tokens(in: bytes).first, token.end == bytes.count else { return nil }
        return SwiftLexer.decodedText(of: token, in: bytes)
    }

    /// The name of the method called on the result of the `Font.custom` call whose `(` is at `index`
    /// (`.weight` in `Font.custom("Inter", size: 17).weight(.bold)`), and the index of that call's `)`; `nil` for
    /// another callee or when no call is chained on it.
    ///
    /// A `.custom` that is the whole argument of a view's `.font(_:)` takes the view's `.fontWeight(_:)` or `.bold()`
    /// chained after that call (`Text("A").font(.custom("Inter", size: 17)).fontWeight(.bold)`): the method is then
    /// `fontWeight` or `bold` and the index is that of `.font(_:)`'s `)`.
    private func chainedCall(
        callee: SwiftFontNameScanner.Callee, openingAt index: Int
    ) -> (method: Slice<UnsafeBufferPointer<UInt8>>, closer: Int)? {
        switch callee {
        case .fontCustom, .implicitCustom: break
        default: return nil
        }
        let closer = pairedCloser(of: index)
        guard closer > index else { return nil }
        if let method = methodCalled(after: closer, depth: tokens[index].depth) { return (method, closer) }
        // `.font(.custom(…))`: the `(` of `.font` three tokens before this one, closed right after this call.
        guard case .implicitCustom = callee, index >= 5, case .leftParenthesis = tokens[index - 3].kind,
            pairedCloser(of: index - 3) == closer + 1
        else { return nil }
        let depth = tokens[index - 3].depth
        guard identifier(at: index - 4, depth: depth)?.elementsEqual("font".utf8) == true,
            isKind(.period, at: index - 5, depth: depth),
            let method = methodCalled(after: closer + 1, depth: depth)
        else { return nil }
        let weights = method.elementsEqual("fontWeight".utf8) || method.elementsEqual("bold".utf8)
        return weights ? (method, closer + 1) : nil
    }

    /// The name of the method called with `(` right after the `)` at `closer` (`.weight` in `….weight(.bold)`).
    private func methodCalled(after closer: Int, depth: Int) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard isKind(.period, at: closer + 1, depth: depth), let method = identifier(at: closer + 2, depth: depth),
            isKind(.leftParenthesis, at: closer + 3, depth: depth)
        else { return nil }
        return method
    }

    /// `api`, or the same call reading a family name when SwiftUI's `.weight(_:)` or `.bold()` is chained on a
    /// `Font.custom` call whose `(` is at `index`: the platform then finds the family and picks its face by weight.
    func weighted(
        _ api: SwiftFontNameScanner.API, callee: SwiftFontNameScanner.Callee, openingAt index: Int
    ) -> SwiftFontNameScanner.API {
        guard let (method, _) = chainedCall(callee: callee, openingAt: index) else { return api }
        if method.elementsEqual("weight".utf8) || method.elementsEqual("fontWeight".utf8) {
            let chain = "." + String(decoding: method, as: UTF8.self) + "(_:)"
            return SwiftFontNameScanner.API(context: api.context + chain, expectation: .weightedFamilyName)
        }
        if method.elementsEqual("bold".utf8) {
            return SwiftFontNameScanner.API(context: api.context + ".bold()", expectation: .weightedFamilyName)
        }
        return api
    }

    /// The `Font.Weight` member that `.weight(.X)` (or `.weight(Font.Weight.X)`) names, or `bold` for `.bold()`,
    /// chained on the `Font.custom` call whose `(` is at `index`, and the offset where it is written; `nil` for any
    /// other chain or a weight that is not a member spelled out (a variable).
    func chainedWeight(
        callee: SwiftFontNameScanner.Callee, openingAt index: Int
    ) -> (offset: Int, name: String)? {
        guard let (method, closer) = chainedCall(callee: callee, openingAt: index) else { return nil }
        let depth = tokens[index].depth
        let argumentEnd = pairedCloser(of: closer + 3)
        if method.elementsEqual("bold".utf8) {
            return argumentEnd == closer + 4 ? (tokens[closer + 2].start, "bold") : nil
        }
        guard method.elementsEqual("weight".utf8) || method.elementsEqual("fontWeight".utf8), argumentEnd > closer + 3
        else { return nil }
        let argument = Array((closer + 4)..<argumentEnd)
        // `.semibold`, or `Font.Weight.semibold`.
        let spellsType =
            argument.count == 5 && identifier(at: argument[0], depth: depth)?.elementsEqual("Font".utf8) == true
            && isKind(.period, at: argument[1], depth: depth)
            && identifier(at: argument[2], depth: depth)?.elementsEqual("Weight".utf8) == true
        guard argument.count == 2 || spellsType, isKind(.period, at: argument[argument.count - 2], depth: depth),
            let member = identifier(at: argument[argument.count - 1], depth: depth)
        else { return nil }
        let name = String(decoding: member, as: UTF8.self)
        guard SwiftFontWeight.weight(named: name) != nil else { return nil }
        return (tokens[argument[0]].start, name)
    }
}
