import FontFamilySyntax

/// How the scanner reads a call: the API its name reaches and its arguments.
extension SwiftFontNameScanner.Source {
    /// Whether the name before the `(` at `index` may be one ``callee(openingAt:scope:)`` knows: `false` for most
    /// calls' names, told from their first byte and length and the token before them alone (with no aliases, which
    /// any name may be), so that the scanner asks for the callee of few calls.
    @inline(__always)
    func mayNameCallee(openingAt index: Int) -> Bool {
        guard aliases.isEmpty, index >= 1, tokens.kind(at: index - 1) == .identifier else { return true }
        let (start, end) = tokens.bounds(at: index - 1)
        guard start < end, end <= bytes.count else { return true }
        let lengths = receiverlessCalleeLengths[Int(bytes[start])]
        return lengths >> min(end - start, 63) & 1 != 0 || index >= 2 && tokens.kind(at: index - 2) == .period
    }

    /// The API named before the `(` at `index`, when it is one of those that take a font name; `scope` is the
    /// qualified name of the scope the call is in, which `self.init(…)` and `Self(…)` take their type from (asked
    /// only for those: most blocks' names are never made).
    func callee(openingAt index: Int, scope: @autoclosure () -> [String] = []) -> SwiftFontNameScanner.Callee? {
        let depth = tokens.interpolationDepth(at: index)
        guard let name = identifier(at: index - 1, depth: depth), let first = name.first else { return nil }
        if !aliases.isEmpty, let type = aliases[String(decoding: name, as: UTF8.self)] {
            if type == "Font" { return nil }
            return .initializer(type: String(decoding: name, as: UTF8.self))
        }
        switch first {
        case UInt8(ascii: "U"), UInt8(ascii: "N"):
            return initializer(named: name)
        case UInt8(ascii: "i") where Self.isWord(name, "init"):
            guard isKind(.period, at: index - 2, depth: depth),
                let type = identifier(at: index - 3, depth: depth)
            else { return nil }
            if Self.isWord(type, "self") || Self.isWord(type, "Self") { return initializer(in: scope()) }
            if !aliases.isEmpty, let aliased = aliases[String(decoding: type, as: UTF8.self)], aliased != "Font" {
                return .initializer(type: String(decoding: type, as: UTF8.self))
            }
            return initializer(named: type)
        case UInt8(ascii: "c") where Self.isWord(name, "custom"):
            guard isKind(.period, at: index - 2, depth: depth) else { return nil }
            if let receiver = identifier(at: index - 3, depth: depth) {
                if Self.isWord(receiver, "Font") { return .fontCustom }
                if !aliases.isEmpty, aliases[String(decoding: receiver, as: UTF8.self)] == "Font" {
                    return .fontCustom
                }
                return tokens[index - 3].kind == .identifier && Self.introducesExpression(receiver)
                    ? .implicitCustom : nil
            }
            return isImplicitMember(periodAt: index - 2) ? .implicitCustom : nil
        case UInt8(ascii: "S") where Self.isWord(name, "Self"):
            return initializer(in: scope())
        case UInt8(ascii: "C"):
            for (function, parameterCount) in SwiftFontNameScanner.coreTextFunctions where Self.isWord(name, function) {
                return .coreText(function: function, parameterCount: parameterCount)
            }
            return nil
        default:
            // A method call has a receiver (`catalog.face(…)`, `self.face(…)`); a declaration
            // (`func face(postScriptName:)`, `case face(postScriptName: String)`) has none.
            guard isKind(.period, at: index - 2, depth: depth) else { return nil }
            if Self.isWord(name, "font") { return .fontManagerFont }
            for method in SwiftFontNameScanner.catalogMethods where Self.isWord(name, method) {
                return .catalogMethod(method)
            }
            return nil
        }
    }

    /// The initializer of the type `name`, if it is one of the font and font descriptor classes.
    private func initializer(named name: Slice<UnsafeBufferPointer<UInt8>>) -> SwiftFontNameScanner.Callee? {
        for type in SwiftFontNameScanner.fontTypes where Self.isWord(name, type) {
            return .initializer(type: type)
        }
        return nil
    }

    /// The initializer `self.init(…)` and `Self(…)` call in `scope`: that of the innermost type around it (a block
    /// is named `{…}`), when it is one of the font types (`extension UIFont`) or an alias of one.
    private func initializer(in scope: [String]) -> SwiftFontNameScanner.Callee? {
        guard let type = scope.last(where: { !$0.hasPrefix("{") }) else { return nil }
        if !aliases.isEmpty, let aliased = aliases[type] {
            return aliased == "Font" ? nil : .initializer(type: type)
        }
        return SwiftFontNameScanner.fontTypes.contains(type) ? .initializer(type: type) : nil
    }

    /// Whether `name` is `word`: their lengths first, which tell most names apart without comparing a byte (a
    /// file's every call is looked up here).
    @inline(__always)
    private static func isWord(_ name: Slice<UnsafeBufferPointer<UInt8>>, _ word: String) -> Bool {
        name.count == word.utf8.count && name.elementsEqual(word.utf8)
    }

    /// Whether a keyword that an expression follows is `word` (`return .custom(…)`, `case .custom(…)`).
    private static func introducesExpression(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        SwiftFontNameScanner.expressionKeywords.contains { Self.isWord(word, $0) }
    }

    /// Whether the `.` at `index` starts an implicit member expression rather than accessing a member of what
    /// precedes it (an identifier, a literal, a closing bracket, a postfix operator). The token before it is not
    /// an identifier (the caller checks those).
    private func isImplicitMember(periodAt index: Int) -> Bool {
        let depth = tokens[index].depth
        guard index > 0, tokens[index - 1].depth >= depth else { return true }
        // A deeper token before the `.` belongs to an interpolated string literal: `"\(x)".custom`.
        guard tokens[index - 1].depth == depth else { return false }
        switch tokens[index - 1].kind {
        case .leftParenthesis, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            let isPostfix = tokens[index].isLeftBound && tokens[index - 1].isLeftBound
            return !isPostfix
        default:
            return false
        }
    }

    /// The labels of the arguments of the call whose `(` is at `index`, and their tokens; `nil` when the `(` is never
    /// closed or the call has more than `limit` arguments (by default, more than any of the APIs takes).
    func arguments(
        openingAt index: Int, limit: Int = SwiftFontNameScanner.maximumArgumentCount
    ) -> SwiftFontNameScanner.Arguments? {
        let closer = pairedCloser(of: index)
        guard closer > index else { return nil }
        var arguments = SwiftFontNameScanner.Arguments()
        let depth = tokens[index].depth
        var argumentStart = index + 1
        var cursor = index + 1
        while cursor <= closer {
            guard cursor == closer || tokens[cursor].kind == .comma else {
                cursor = indexAfter(cursor)
                continue
            }
            if cursor == closer && argumentStart == closer { break }  // `()`, or a trailing comma
            guard arguments.labels.count < limit else { return nil }
            var expressionStart = argumentStart
            if let label = identifier(at: argumentStart, depth: depth),
                isKind(.colon, at: argumentStart + 1, depth: depth)
            {
                arguments.labels.append(String(decoding: label, as: UTF8.self))
                expressionStart = argumentStart + 2
            } else {
                arguments.labels.append(nil)
            }
            arguments.ranges.append(expressionStart..<max(expressionStart, cursor))
            argumentStart = cursor + 1
            cursor += 1
        }
        return arguments
    }
}

/// How the scanner reads a call of the app's own functions that pass a parameter on to a font call.
extension SwiftFontNameScanner.Source {
    /// The most arguments a call of an app's function that passes a name on may have.
    static var maximumWrapperArgumentCount: Int { 8 }

    /// The app's functions that the call whose `(` is at `index` may call (by its name and argument labels, among
    /// ``wrappers``), the tokens of the argument it passes on to a font call, and the call as a finding names it
    /// (`UIFont.brand(_:)`, `.custom(_:size:)`); `nil` when it calls none of them, or declares one.
    func wrapperCall(
        openingAt index: Int
    ) -> (wrappers: [SwiftFontWrapper], argument: Range<Int>, context: String)? {
        let depth = tokens[index].depth
        guard let spelled = identifier(at: index - 1, depth: depth) else { return nil }
        var name = String(decoding: spelled, as: UTF8.self)
        // `UIFont(brand: .title)`, `brand(.title)`; `.brand(.title)` and `UIFont.brand(.title)` keep their receiver.
        var context = name
        if name == "init" {
            // `UIFont.init(brand:size:)`: the initializer of the type before it.
            guard isKind(.period, at: index - 2, depth: depth), let type = identifier(at: index - 3, depth: depth)
            else { return nil }
            name = String(decoding: type, as: UTF8.self)
            context = name
        } else if isKind(.period, at: index - 2, depth: depth) {
            let receiver = identifier(at: index - 3, depth: depth).flatMap { word in
                Self.introducesExpression(word) ? nil : String(decoding: word, as: UTF8.self)
            }
            context = (receiver ?? "") + "." + name
        }
        guard let candidates = wrappers[name] else { return nil }
        // `func custom(…)`, `case custom(…)`: a declaration, not a call.
        for keyword: StaticString in ["func", "case", "macro"] where isKeyword(keyword, at: index - 2, depth: depth) {
            return nil
        }
        guard let arguments = arguments(openingAt: index, limit: Self.maximumWrapperArgumentCount) else { return nil }
        var matched: [SwiftFontWrapper] = []
        var argument: Range<Int>?
        for wrapper in candidates {
            guard let indices = wrapper.signature.parameterIndices(forLabels: arguments.labels),
                let position = indices.firstIndex(of: wrapper.parameter)
            else { continue }
            let range = arguments.ranges[position]
            guard argument == nil || argument == range else { continue }
            argument = range
            matched.append(wrapper)
        }
        guard let argument, !matched.isEmpty else { return nil }
        let labels = arguments.labels.map { ($0 ?? "_") + ":" }.joined()
        return (matched, argument, context + "(" + labels + ")")
    }
}
