import FontFamilyCatalog
import FontFamilySyntax

/// Reads the value of one declaration that names fonts: `font-family`, the `font` shorthand, and in `@font-face`
/// the `font-family` it declares and the `local()` names of `src`.
enum CSSFontDeclaration {
    /// The declarations the lint reads.
    enum Property: Hashable, Sendable {
        /// `font-family` in a style rule: a list of family names.
        case fontFamily
        /// The `font` shorthand: styles, a size, an optional line height, then a list of family names.
        case font
        /// `font-family` in `@font-face`: the one family the rule declares.
        case declaredFamily
        /// `src` in `@font-face`: `local()` names and `url()`s.
        case source
    }

    /// Why a family list cannot be checked when it is not one.
    static let notAFamilyList = "the value is not a list of family names"
    /// Why a `font` value cannot be checked when it lacks a size or families.
    static let notAShorthand = "the value is not a font shorthand (a size, then family names)"
    /// Why a `local()` cannot be checked when its argument is not a name.
    static let notALocalName = "the local() argument is not a font name"

    /// The CSS-wide keywords, which name no family when written unquoted (as the generic families do).
    private static let keywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// The keywords that give the `font` shorthand's size.
    private static let sizeKeywords: Set<String> = [
        "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "larger", "smaller",
        "math",
    ]

    /// The units of an angle, which the shorthand's `oblique 10deg` has before its size.
    private static let angleUnits: Set<String> = ["deg", "grad", "rad", "turn"]

    /// Reads the value `range` (token indices) of `property` into `collector`; `fileOffset` turns a byte offset in
    /// `sheet` into one in the file.
    static func read(
        _ property: Property, value range: Range<Int>, of sheet: CSSTokenizer, fileOffset: (Int) -> Int,
        into collector: inout CSSFontNameCollector
    ) {
        let parts = topLevelParts(range, of: sheet)
        switch property {
        case .fontFamily, .font:
            readFamilyList(
                of: property, value: range, parts: parts, of: sheet, fileOffset: fileOffset, into: &collector)
        case .declaredFamily:
            guard !parts.isEmpty, dynamicFunction(in: range, of: sheet) == nil,
                case .success(let families) = families(in: parts[...], of: sheet, fileOffset: fileOffset),
                families.count == 1, let family = families.first, !family.isKeyword
            else { return }
            collector.declare(family: family.name)
        case .source:
            readSources(parts, of: sheet, fileOffset: fileOffset, into: &collector)
        }
    }

    /// Reads the family list of a `font-family` or `font` value `range`, whose top-level tokens are `parts`: a
    /// custom property, a value built at run time, or the families (after the shorthand's size).
    private static func readFamilyList(
        of property: Property, value range: Range<Int>, parts: [Int], of sheet: CSSTokenizer,
        fileOffset: (Int) -> Int, into collector: inout CSSFontNameCollector
    ) {
        let context = property == .font ? "font" : "font-family"
        if let variable = variableList(parts, of: property, in: sheet) {
            let fallback = variable.fallback.flatMap { fallback -> [CSSFontNameCollector.Family]? in
                guard case .success(let families) = families(in: fallback[...], of: sheet, fileOffset: fileOffset)
                else { return nil }
                return families
            }
            collector.addVariable(
                variable.name, fallback: fallback, context: context,
                offset: fileOffset(sheet.tokens[variable.index].start))
            return
        }
        if let (index, name) = dynamicFunction(in: range, of: sheet) {
            collector.add(
                .notCheckable(reason: "the value uses \(name)()"), .familyName, context: context,
                offset: fileOffset(sheet.tokens[index].start))
            return
        }
        guard !parts.isEmpty else { return }
        var list = parts[...]
        if property == .font {
            guard parts.count > 1 || sheet.tokens[parts[0]].kind != .ident else { return }
            guard let start = familiesStart(in: parts, of: sheet) else {
                collector.add(
                    .notCheckable(reason: notAShorthand), .familyName, context: context,
                    offset: fileOffset(sheet.tokens[parts[0]].start))
                return
            }
            list = parts[start...]
        }
        switch families(in: list, of: sheet, fileOffset: fileOffset) {
        case .success(let families):
            collector.addFamilies(families, context: context)
        case .failure(let failure):
            collector.add(
                .notCheckable(reason: notAFamilyList), .familyName, context: context,
                offset: fileOffset(sheet.tokens[failure.index].start))
        }
    }

    /// Reads the entries of an `@font-face` rule's `src`, whose top-level tokens are `parts`: its `local()` names
    /// and `url()`s, in order.
    private static func readSources(
        _ parts: [Int], of sheet: CSSTokenizer, fileOffset: (Int) -> Int,
        into collector: inout CSSFontNameCollector
    ) {
        // Each comma-separated entry is a local() or a url() (with format() and tech() after it): the browser
        // tries them in order.
        var sources: [CSSFontNameCollector.Source] = []
        var entryHasURL = false
        for index in parts {
            let token = sheet.tokens[index]
            if token.kind == .comma {
                if entryHasURL { sources.append(.url) }
                entryHasURL = false
            } else if token.kind == .function, sheet.name(of: token, is: "local") {
                sources.append(readLocal(at: index, of: sheet, fileOffset: fileOffset))
            } else if token.kind == .url || (token.kind == .function && sheet.name(of: token, is: "url")) {
                entryHasURL = true
            }
        }
        if entryHasURL { sources.append(.url) }
        if !sources.isEmpty { collector.addSources(sources) }
    }

    /// Reads the value `range` (token indices) of the custom property `name` into `collector`: its families when it
    /// is a list of family names, for the `font-family` lists that use it through `var()`.
    static func readDefinition(
        of name: String, value range: Range<Int>, of sheet: CSSTokenizer, fileOffset: (Int) -> Int,
        into collector: inout CSSFontNameCollector
    ) {
        let parts = topLevelParts(range, of: sheet)
        let offset = fileOffset(parts.first.map { sheet.tokens[$0].start } ?? sheet.tokens[range.lowerBound].start)
        var families: [CSSFontNameCollector.Family]?
        if !parts.isEmpty, dynamicFunction(in: range, of: sheet) == nil,
            case .success(let found) = Self.families(in: parts[...], of: sheet, fileOffset: fileOffset)
        {
            families = found
        }
        collector.define(name, families: families, offset: offset)
    }

    /// The custom property a family list is, when the list is one `var(--name)` or `var(--name, fallback)` (for
    /// the `font` shorthand: its family list, after a size): the `var(` token's index, the property's name and the
    /// top-level tokens of the fallback.
    private static func variableList(
        _ parts: [Int], of property: Property, in sheet: CSSTokenizer
    ) -> (index: Int, name: String, fallback: [Int]?)? {
        guard let last = parts.last, sheet.tokens[last].kind == .function, sheet.name(of: sheet.tokens[last], is: "var")
        else { return nil }
        if property == .font {
            let before = Array(parts.dropLast())
            guard !before.isEmpty, familiesStart(in: parts, of: sheet) == parts.count - 1,
                dynamicFunction(in: before[0]..<last, of: sheet) == nil
            else { return nil }
        } else if parts.count != 1 {
            return nil
        }
        let function = sheet.tokens[last]
        let arguments = topLevelParts((last + 1)..<max(last + 1, min(function.closer, sheet.tokens.count)), of: sheet)
        guard let first = arguments.first, sheet.tokens[first].kind == .ident else { return nil }
        let name = sheet.value(of: sheet.tokens[first])
        guard name.hasPrefix("--") else { return nil }
        guard arguments.count > 1 else { return (last, name, nil) }
        guard sheet.tokens[arguments[1]].kind == .comma else { return nil }
        let fallback = Array(arguments.dropFirst(2))
        guard let start = fallback.first, let end = fallback.last,
            dynamicFunction(in: start..<(end + 1), of: sheet) == nil
        else { return (last, name, nil) }
        return (last, name, fallback)
    }

    /// Reads the `local(` function at token `index`.
    private static func readLocal(
        at index: Int, of sheet: CSSTokenizer, fileOffset: (Int) -> Int
    ) -> CSSFontNameCollector.Source {
        let function = sheet.tokens[index]
        let arguments = (index + 1)..<max(index + 1, min(function.closer, sheet.tokens.count))
        if let (dynamic, name) = dynamicFunction(in: arguments, of: sheet) {
            return .local(
                .notCheckable(reason: "the value uses \(name)()"), offset: fileOffset(sheet.tokens[dynamic].start))
        }
        let parts = topLevelParts(arguments, of: sheet)
        if let family = parts.isEmpty ? nil : family(in: parts[...], of: sheet, fileOffset: fileOffset),
            sheet.tokens[parts[0]].kind != .function
        {
            return .local(.literal(family.name), offset: family.offset)
        }
        return .local(.notCheckable(reason: notALocalName), offset: fileOffset(function.start))
    }

    /// The token where a list of families is not one.
    private struct InvalidEntry: Error {
        /// The index of the token to report: the entry's first token, or the comma beside an empty entry.
        let index: Int
    }

    /// The entries of the comma-separated family list `parts` (top-level token indices), or where it stops being
    /// one.
    private static func families(
        in parts: ArraySlice<Int>, of sheet: CSSTokenizer, fileOffset: (Int) -> Int
    ) -> Result<[CSSFontNameCollector.Family], InvalidEntry> {
        var families: [CSSFontNameCollector.Family] = []
        var entryStart = parts.startIndex
        while true {
            var entryEnd = entryStart
            while entryEnd < parts.endIndex, sheet.tokens[parts[entryEnd]].kind != .comma { entryEnd += 1 }
            let entry = parts[entryStart..<entryEnd]
            if entry.isEmpty {
                let comma = entryEnd < parts.endIndex ? entryEnd : entryStart - 1
                return .failure(InvalidEntry(index: parts[max(comma, parts.startIndex)]))
            }
            guard let family = family(in: entry, of: sheet, fileOffset: fileOffset) else {
                return .failure(InvalidEntry(index: parts[entry.startIndex]))
            }
            families.append(family)
            guard entryEnd < parts.endIndex else { return .success(families) }
            entryStart = entryEnd + 1
        }
    }

    /// One entry of a family list: one string, one or more identifiers, or `generic(…)`; `nil` for anything else.
    private static func family(
        in entry: ArraySlice<Int>, of sheet: CSSTokenizer, fileOffset: (Int) -> Int
    ) -> CSSFontNameCollector.Family? {
        guard let firstIndex = entry.first else { return nil }
        let first = sheet.tokens[firstIndex]
        let offset = fileOffset(first.start)
        if entry.count == 1, first.kind == .string {
            return CSSFontNameCollector.Family(name: sheet.value(of: first), offset: offset, isKeyword: false)
        }
        if entry.count == 1, first.kind == .function, sheet.name(of: first, is: "generic") {
            return CSSFontNameCollector.Family(name: sheet.value(of: first), offset: offset, isKeyword: true)
        }
        var name = ""
        for index in entry {
            guard sheet.tokens[index].kind == .ident else { return nil }
            if !name.isEmpty { name += " " }
            name += sheet.value(of: sheet.tokens[index])
        }
        let isKeyword =
            entry.count == 1 && (keywords.contains(FontCatalog.asciiFolded(name)) || GenericFamilyName.contains(name))
        return CSSFontNameCollector.Family(name: name, offset: offset, isKeyword: isKeyword)
    }

    /// The index in `parts` where the `font` shorthand's family list starts: after the size and the optional
    /// `/line-height`; `nil` when the value has no size or nothing after it.
    private static func familiesStart(in parts: [Int], of sheet: CSSTokenizer) -> Int? {
        guard let size = parts.firstIndex(where: { isSize(at: $0, of: sheet) }) else { return nil }
        var start = size + 1
        if start < parts.count, sheet.tokens[parts[start]].kind == .delim,
            sheet.bytes[sheet.tokens[parts[start]].start] == UInt8(ascii: "/")
        {
            start += 2
        }
        return start < parts.count ? start : nil
    }

    /// Whether token `index` is a `font-size`: a length (a dimension that is not an angle, or a zero), a
    /// percentage, a size keyword, or a function of lengths (`calc(1rem + 1vw)`).
    private static func isSize(at index: Int, of sheet: CSSTokenizer) -> Bool {
        let token = sheet.tokens[index]
        switch token.kind {
        case .percentage:
            return true
        case .dimension:
            return !angleUnits.contains(FontCatalog.asciiFolded(unit(of: token, in: sheet)))
        case .number:
            for byte in sheet.bytes[token.start..<token.end] {
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
                if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return false }
            }
            return true
        case .ident:
            return sizeKeywords.contains(FontCatalog.asciiFolded(sheet.value(of: token)))
        case .function:
            let arguments = (index + 1)..<max(index + 1, min(token.closer, sheet.tokens.count))
            return arguments.contains { inner in
                let kind = sheet.tokens[inner].kind
                return kind == .percentage
                    || (kind == .dimension
                        && !angleUnits.contains(FontCatalog.asciiFolded(unit(of: sheet.tokens[inner], in: sheet))))
            }
        default:
            return false
        }
    }

    /// A dimension's unit, as written.
    private static func unit(of token: CSSToken, in sheet: CSSTokenizer) -> String {
        String(decoding: sheet.bytes[token.contentEnd..<token.end], as: UTF8.self)
    }

    /// The indices of the tokens at the top level of `range` (a block and what it holds count as one), without a
    /// final `!important`.
    private static func topLevelParts(_ range: Range<Int>, of sheet: CSSTokenizer) -> [Int] {
        var parts: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            parts.append(index)
            index = sheet.next(after: index)
        }
        if parts.count >= 2, sheet.name(of: sheet.tokens[parts[parts.count - 1]], is: "important"),
            sheet.tokens[parts[parts.count - 2]].kind == .delim,
            sheet.bytes[sheet.tokens[parts[parts.count - 2]].start] == UInt8(ascii: "!")
        {
            parts.removeLast(2)
        }
        return parts
    }

    /// The first `var(`, `env(` or `attr(` in `range`, at any depth, and its name in lowercase: a value that holds
    /// one is known only at run time.
    private static func dynamicFunction(
        in range: Range<Int>, of sheet: CSSTokenizer
    ) -> (index: Int, name: String)? {
        for index in range where sheet.tokens[index].kind == .function {
            let token = sheet.tokens[index]
            if sheet.name(of: token, is: "var") { return (index, "var") }
            if sheet.name(of: token, is: "env") { return (index, "env") }
            if sheet.name(of: token, is: "attr") { return (index, "attr") }
        }
        return nil
    }
}
