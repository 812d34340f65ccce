import FontFamilySyntax

/// Reading the value an expression gives a font name: literals, references to constants and enum cases, ternaries,
/// `??`, interpolations and `+` concatenations.
extension SwiftFontNameScanner.Source {
    /// The indices of the tokens of `range` that are not inside a bracket or an interpolation of another of them.
    func topLevel(_ range: Range<Int>) -> [Int] {
        var expression: [Int] = []
        // Room for a short expression at once (a declaration's value is read here): an array grown from empty was
        // reallocated a few times per `let`, a tenth of a dense file's lint.
        expression.reserveCapacity(min(range.count, 16))
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            expression.append(cursor)
            cursor = indexAfter(cursor)
        }
        return expression
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
        return word.withUTF8Buffer { spelling in
            var offset = 0
            while offset < count {
                if bytes[start + offset] != spelling[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether ``value(of:locator:)`` of the top-level tokens of `range` gives only values computed at run time,
    /// decided without building the value: `true` for the commonest initializers (a call, a member of a call's
    /// result, a number) and for a `+` one of whose parts is one of those; `false` when the value has to be built to
    /// be known.
    func isComputedAtRunTime(_ range: Range<Int>) -> Bool {
        // The part since the last `+`: how many tokens, whether one is neither an identifier nor a `.` (it is no
        // path then), and whether its only token is a number.
        var partCount = 0
        var partIsNoPath = false
        var partIsNumber = false
        var hasComputedPart = false
        var isJoin = false
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if partCount == 0 { partIsNumber = false }
            switch token.kind {
            case .operator:
                // A ternary, `??` or another operator: the value decides.
                guard spells(token, "+"), partCount > 0 else { return false }
                if partCount >= 2 ? partIsNoPath : partIsNumber { hasComputedPart = true }
                isJoin = true
                partCount = 0
                partIsNoPath = false
                cursor += 1
                continue
            case .colon:
                return false
            case .identifier:
                if spells(token, "as") { return false }
            case .escapedIdentifier, .period:
                break
            case .number:
                partIsNumber = partCount == 0
                partIsNoPath = true
            default:
                partIsNoPath = true
            }
            partCount += 1
            cursor = indexAfter(cursor)
        }
        guard partCount > 0 else { return false }
        return (partCount >= 2 ? partIsNoPath : partIsNumber) || (isJoin && hasComputedPart)
    }

    /// The most brackets, operators and ternaries one value is followed through, nested in each other: deeper is
    /// no name anyone writes, and the value is a note rather than a walk that runs out of stack.
    static var maximumNesting: Int { 64 }

    /// The value the expression made of the top-level tokens `expression` gives, with the places of its literals.
    ///
    /// Its time and memory grow with the expression's length, however it nests: a chain of ternaries is read in a
    /// loop, and brackets or operators nested more than ``maximumNesting`` deep give a value computed at run time.
    func value(of expression: [Int], locator: SourceLocator) -> SwiftValue {
        value(of: expression, locator: locator, nesting: 0)
    }

    private func value(of expression: [Int], locator: SourceLocator, nesting: Int) -> SwiftValue {
        guard nesting < Self.maximumNesting else {
            return .runtime(
                reason: "the name is nested more than \(Self.maximumNesting) brackets or operators deep, which the "
                    + "lint does not follow")
        }
        var expression = expression
        dropBridgingCast(from: &expression)
        guard let firstIndex = expression.first else { return computedAtRunTime }
        if let choice = ternaryValue(of: expression, locator: locator, nesting: nesting) { return choice }
        if let parts = split(expression, at: "??") {
            return .choice(parts.map { value(of: $0, locator: locator, nesting: nesting + 1) })
        }
        let first = tokens[firstIndex]
        if let parts = split(expression, at: "+") {
            let (line, column) = locator.position(ofOffset: first.start)
            return .concatenation(
                parts.map { value(of: $0, locator: locator, nesting: nesting + 1) }, line: line, column: column,
                reason: "the name joins a value computed at run time")
        }
        if expression.count == 1,
            let single = singleTokenValue(at: firstIndex, locator: locator, nesting: nesting)
        {
            return single
        }
        if let converted = stringConversion(expression) {
            return value(of: converted, locator: locator, nesting: nesting + 1)
        }
        return pathValue(of: expression)
    }

    /// The argument of `String(x)` or `String(describing: x)` when `expression` is one — a string's text is the
    /// string, and a `RawRepresentable` or `LosslessStringConvertible` value's is its description — or of an
    /// initializer given the raw value (`FontName(rawValue: x)`, `Self(rawValue: x)`, `.init(rawValue: x)`), whose
    /// value stands for its raw value.
    func stringConversion(_ expression: [Int]) -> [Int]? {
        guard expression.count >= 2, let open = expression.last, tokens[open].kind == .leftParenthesis,
            isPath(Array(expression.dropLast())), let arguments = arguments(openingAt: open),
            arguments.ranges.count == 1, let range = arguments.first, !range.isEmpty
        else { return nil }
        let depth = tokens[open].depth
        let isString =
            expression.count == 2 && identifier(at: expression[0], depth: depth)?.elementsEqual("String".utf8) == true
        let label = arguments.labels[0]
        guard isString ? label == nil || label == "describing" : label == "rawValue" else { return nil }
        return topLevel(range)
    }

    /// The choice a ternary (or a chain of them) gives, `nil` when `expression` has no ternary at its top level.
    private func ternaryValue(of expression: [Int], locator: SourceLocator, nesting: Int) -> SwiftValue? {
        // A ternary binds loosest: `wide ? "A" : "B"` (a `?` with space before it, not optional chaining). A chain
        // (`a ? "A" : b ? "B" : "C"`) is one choice, read link by link.
        var branches: [SwiftValue] = []
        var rest = 0
        while let question = expression[rest...].firstIndex(where: isTernaryQuestionMark),
            let colon = expression[(question + 1)...].firstIndex(where: { tokens[$0].kind == .colon })
        {
            branches.append(
                value(of: Array(expression[(question + 1)..<colon]), locator: locator, nesting: nesting + 1))
            rest = colon + 1
        }
        guard !branches.isEmpty else { return nil }
        branches.append(value(of: Array(expression[rest...]), locator: locator, nesting: nesting + 1))
        return .choice(branches)
    }

    /// The value of an expression that is the one token at `index`: a string literal, a parenthesized
    /// expression or `nil`; `nil` for any other token (which may be a path).
    private func singleTokenValue(at index: Int, locator: SourceLocator, nesting: Int) -> SwiftValue? {
        let token = tokens[index]
        switch token.kind {
        case .string:
            if token.isInterpolated { return interpolation(at: index, locator: locator) }
            guard let text = SwiftLexer.decodedText(of: token, in: bytes) else { return computedAtRunTime }
            let (line, column) = locator.position(ofOffset: token.start)
            return .literal(text, line: line, column: column)
        case .leftParenthesis:
            let closer = pairedCloser(of: index)
            guard closer > index else { return computedAtRunTime }
            let inner = topLevel((index + 1)..<closer)
            guard !inner.isEmpty, !inner.contains(where: { tokens[$0].kind == .comma }) else {
                return computedAtRunTime
            }
            return value(of: inner, locator: locator, nesting: nesting + 1)
        default:
            return isKeyword("nil", at: index, depth: token.depth) ? .choice([]) : nil
        }
    }

    /// The reference a path (`Brand.title`, `.brand`, `Font.title.rawValue`) gives, or a value computed at run time
    /// when `expression` is no path.
    private func pathValue(of expression: [Int]) -> SwiftValue {
        guard isPath(expression), let firstIndex = expression.first else { return computedAtRunTime }
        let depth = tokens[firstIndex].depth
        var components: [String] = []
        var leadingPeriod = false
        for index in expression {
            if tokens[index].kind == .period {
                if components.isEmpty { leadingPeriod = true }
                continue
            }
            guard let name = identifier(at: index, depth: depth) else { return computedAtRunTime }
            components.append(String(decoding: name, as: UTF8.self))
        }
        // An implicit member (`.brand`) has no type the lint can know: it is never found.
        if leadingPeriod, !components.isEmpty { components[0] = "." + components[0] }
        let spelled = text(expression)
        if components.count >= 2, components.last == "rawValue" {
            return .reference(path: Array(components.dropLast()), rawValue: true, spelled: spelled)
        }
        return .reference(path: components, rawValue: false, spelled: spelled)
    }

    /// Whether the token at `index` is a ternary's `?`: an operator `?` with space before it, not optional chaining.
    private func isTernaryQuestionMark(_ index: Int) -> Bool {
        isOperator("?", at: index) && !tokens[index].isLeftBound
    }

    /// The parts of `expression` between the top-level operators `spelling`, or `nil` when it has none (or one
    /// at either end).
    private func split(_ expression: [Int], at spelling: StaticString) -> [[Int]]? {
        guard expression.contains(where: { tokens[$0].kind == .operator && isOperator(spelling, at: $0) }) else {
            return nil
        }
        var parts: [[Int]] = [[]]
        for index in expression {
            if isOperator(spelling, at: index) {
                parts.append([])
            } else {
                parts[parts.count - 1].append(index)
            }
        }
        guard parts.count > 1, !parts.contains(where: \.isEmpty) else { return nil }
        return parts
    }

    /// The parts of the interpolated single-line literal at `index`, when each interpolation is a constant's name
    /// (`"\(Brand.family)-Bold"`); a value computed at run time otherwise.
    private func interpolation(at index: Int, locator: SourceLocator) -> SwiftValue {
        let literal = tokens[index]
        let interpolates = SwiftValue.runtime(reason: "the name interpolates a value")
        guard !literal.isMultiline, literal.isTerminated, literal.end <= bytes.count else { return interpolates }
        let pounds = literal.rawDelimiterCount
        let (line, column) = locator.position(ofOffset: literal.start)
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
            parts.append(.literal(segment, line: line, column: column))
            // The interpolation's own tokens: a path of identifiers and periods, then its `)`.
            var expression: [Int] = []
            var end = afterPounds + 1
            while child < literal.endTokenIndex, tokens[child].start >= afterPounds {
                let token = tokens[child]
                guard token.depth == literal.depth + 1,
                    token.kind == .identifier || token.kind == .escapedIdentifier || token.kind == .period
                else { return interpolates }
                expression.append(child)
                end = token.end
                child += 1
                while end < contentEnd, bytes[end] == UInt8(ascii: " ") { end += 1 }
                if end < contentEnd, bytes[end] == UInt8(ascii: ")") { break }
            }
            guard !expression.isEmpty, end < contentEnd, bytes[end] == UInt8(ascii: ")") else { return interpolates }
            let part = value(of: expression, locator: locator)
            guard case .reference = part else { return interpolates }
            parts.append(part)
            segmentStart = end + 1
            offset = segmentStart
        }
        guard let last = Self.decoded(bytes[segmentStart..<contentEnd], pounds: pounds) else { return interpolates }
        // `"\(name)"` alone is the name's text: followed as the name is, to its literal.
        if parts.count == 2, case .literal("", _, _) = parts[0], last.isEmpty { return parts[1] }
        parts.append(.literal(last, line: line, column: column))
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
