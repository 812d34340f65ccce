package import FontFamilyKit
import FontFamilySyntax

/// Reads icon glyphs from CSS rules such as `.fa-glass:before { content: "\f000"; }`, over the tokens of the
/// package's one CSS tokenizer (CSS Syntax 3), so escapes, comments and line breaks read as the lint reads them.
///
/// A glyph rule has at least one selector made only of classes and a `:before` / `::before` (or `after`)
/// pseudo-element, and a `content` that is one character written as a CSS escape or outside ASCII. The glyph's name
/// is the selector's last class; every selector of a rule names the same glyph (aliases). A first
/// `-`-separated segment that every glyph name shares (`fa-`) is stripped, and so is the `_` that Material Icons puts
/// before a leading digit (`._10k` → `10k`). Rules inside `@media`, `@supports` and `@layer` count; other at-rules
/// do not, except that the first `@font-face` gives the font family. Everything else is ignored.
package enum IconCSSParser {
    /// A glyph rule as written: the class names of its glyph selectors and its `content` character.
    package struct Rule: Equatable {
        /// The last class of each glyph selector, in order, prefixes not yet stripped.
        package var names: [String]
        /// The escape's value (which may not be a valid scalar).
        package var value: UInt32
        /// The escape's hex digits, or the character itself, for messages.
        package var text: String
    }

    /// The glyph rules of `text`, in order; each has at least one name.
    package static func rules(in text: String) -> [Rule] {
        scan(text).rules
    }

    package static func parse(_ text: String, source: String) throws(IconMetadataError) -> IconMetadata {
        let (rules, family) = scan(text)
        let prefix = sharedPrefix(of: rules.flatMap(\.names))
        var glyphs: [IconGlyph] = []
        for rule in rules {
            let names = rule.names.map { displayName(String($0.dropFirst(prefix.count))) }
            guard let name = names.first else { continue }
            guard let scalar = Unicode.Scalar(rule.value), rule.value != 0 else {
                throw .invalidCodePoint(source: source, glyph: name, text: rule.text)
            }
            glyphs.append(IconGlyph(name: name, unicode: scalar, aliases: Array(names.dropFirst())))
        }
        return IconMetadata(source: source, fontFamily: family, glyphs: glyphs)
    }

    /// The glyph rules of `text` and the family of its first `@font-face`.
    private static func scan(_ text: String) -> (rules: [Rule], fontFamily: String?) {
        var walk = Walk(sheet: CSSTokenizer(Array(text.utf8)))
        walk.block(walk.sheet.tokens.indices)
        return (walk.rules, walk.family)
    }

    /// The first `-`-terminated segment every name starts with (and that leaves none of them empty), or `""`.
    static func sharedPrefix(of names: [String]) -> String {
        guard let first = names.first, let dash = first.firstIndex(of: "-") else { return "" }
        let prefix = String(first[...dash])
        let shared = names.allSatisfy { $0.hasPrefix(prefix) && $0.count > prefix.count }
        return shared ? prefix : ""
    }

    /// Undoes Material Icons' CSS escape of a leading digit (`_10k` → `10k`).
    static func displayName(_ name: String) -> String {
        guard name.first == "_", let second = name.dropFirst().first, second.isASCII, second.isNumber else {
            return name
        }
        return String(name.dropFirst())
    }

    /// One pass over a sheet's rules, collecting glyph rules and the first `@font-face` family.
    private struct Walk {
        let sheet: CSSTokenizer
        var rules: [Rule] = []
        var family: String?

        /// Reads the rules among the tokens `range` (a sheet, or the inside of a grouping rule's block).
        mutating func block(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                let token = sheet.tokens[index]
                switch token.kind {
                case .cdo, .cdc, .semicolon, .closeCurly:
                    index += 1
                case .atKeyword:
                    index = atRule(at: index, in: range)
                default:
                    index = qualifiedRule(at: index, in: range)
                }
            }
        }

        /// Reads the at-rule whose keyword is at `index`; returns the index after it.
        mutating func atRule(at index: Int, in range: Range<Int>) -> Int {
            let (open, after) = blockOfRule(at: index + 1, in: range)
            guard let open else { return after }
            let keyword = sheet.tokens[index]
            let inside = (open + 1)..<min(sheet.tokens[open].closer, range.upperBound)
            if sheet.name(of: keyword, is: "media") || sheet.name(of: keyword, is: "supports")
                || sheet.name(of: keyword, is: "layer")
            {
                block(inside)
            } else if sheet.name(of: keyword, is: "font-face"), family == nil,
                let value = declarations(inside)["font-family"]
            {
                family = familyName(value)
            }
            return after
        }

        /// Reads the qualified rule that starts at `index`; returns the index after it.
        mutating func qualifiedRule(at index: Int, in range: Range<Int>) -> Int {
            let (open, after) = blockOfRule(at: index, in: range)
            guard let open else { return after }
            let inside = (open + 1)..<min(sheet.tokens[open].closer, range.upperBound)
            guard let content = declarations(inside)["content"], let (value, text) = glyphContent(content) else {
                return after
            }
            let names = selectors(index..<open).compactMap(glyphClass)
            if !names.isEmpty { rules.append(Rule(names: names, value: value, text: text)) }
            return after
        }

        /// The `{` that opens the block of the rule whose prelude starts at `index` (`nil` when a `;` or `}` ends
        /// the prelude first, as it ends a statement at-rule) and the index of the token after the rule.
        func blockOfRule(at index: Int, in range: Range<Int>) -> (open: Int?, after: Int) {
            var cursor = index
            while cursor < range.upperBound {
                switch sheet.tokens[cursor].kind {
                case .openCurly: return (cursor, min(sheet.next(after: cursor), range.upperBound))
                case .semicolon, .closeCurly: return (nil, cursor + 1)
                default: cursor = sheet.next(after: cursor)
                }
            }
            return (nil, range.upperBound)
        }

        /// The declarations among the tokens `range` of a block: lowercased property name → the tokens of its
        /// value. A property given twice keeps its last value, as in CSS.
        func declarations(_ range: Range<Int>) -> [String: Range<Int>] {
            var result: [String: Range<Int>] = [:]
            var index = range.lowerBound
            while index < range.upperBound {
                let start = index
                while index < range.upperBound, sheet.tokens[index].kind != .semicolon {
                    index = sheet.next(after: index)
                }
                let end = min(index, range.upperBound)
                index += 1
                guard end - start >= 2, sheet.tokens[start].kind == .ident, sheet.tokens[start + 1].kind == .colon
                else { continue }
                result[sheet.value(of: sheet.tokens[start]).lowercased()] = (start + 2)..<end
            }
            return result
        }

        /// The first family of a `font-family` value: a string, or identifiers joined by spaces.
        func familyName(_ value: Range<Int>) -> String? {
            var words: [String] = []
            for index in value {
                let token = sheet.tokens[index]
                switch token.kind {
                case .string where words.isEmpty: return sheet.value(of: token)
                case .ident: words.append(sheet.value(of: token))
                default: return words.isEmpty ? nil : words.joined(separator: " ")
                }
            }
            return words.isEmpty ? nil : words.joined(separator: " ")
        }

        /// The token ranges of a selector list's selectors, split at its top-level commas.
        func selectors(_ prelude: Range<Int>) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start = prelude.lowerBound
            var index = start
            while index < prelude.upperBound {
                if sheet.tokens[index].kind == .comma {
                    result.append(start..<index)
                    start = index + 1
                }
                index = sheet.next(after: index)
            }
            result.append(start..<prelude.upperBound)
            return result
        }

        /// The last class of a selector such as `.a.b:before` or `.fa-x::before` — classes and the pseudo-element
        /// with nothing between them — or `nil` for any other selector.
        func glyphClass(_ selector: Range<Int>) -> String? {
            let tokens = sheet.tokens
            var index = selector.lowerBound
            var last: String?
            while index + 1 < selector.upperBound, isDelim(tokens[index], "."), tokens[index + 1].kind == .ident,
                tokens[index + 1].start == tokens[index].end
            {
                last = sheet.value(of: tokens[index + 1])
                index += 2
            }
            guard let last, index < selector.upperBound, tokens[index].kind == .colon else { return nil }
            if index + 1 < selector.upperBound, tokens[index + 1].kind == .colon { index += 1 }
            let pseudo = index + 1
            guard pseudo + 1 == selector.upperBound, tokens[pseudo].kind == .ident,
                sheet.name(of: tokens[pseudo], is: "before") || sheet.name(of: tokens[pseudo], is: "after"),
                (selector.lowerBound..<pseudo).allSatisfy({ tokens[$0 + 1].start == tokens[$0].end })
            else { return nil }
            return last
        }

        /// The one character a `content` value's string holds, if it is written as an escape or lies outside ASCII:
        /// its value and its text for messages (the escape's hex digits, or the character). Anything but
        /// `!important` after the string disqualifies it.
        func glyphContent(_ value: Range<Int>) -> (value: UInt32, text: String)? {
            guard let first = value.first, sheet.tokens[first].kind == .string else { return nil }
            let rest = value.dropFirst()
            guard
                rest.isEmpty
                    || (rest.count == 2 && isDelim(sheet.tokens[first + 1], "!")
                        && sheet.name(of: sheet.tokens[first + 2], is: "important"))
            else { return nil }
            let token = sheet.tokens[first]
            let bytes = sheet.bytes
            var characters: [(value: UInt32, text: String, escaped: Bool)] = []
            var offset = token.start + 1
            while offset < token.contentEnd {
                guard bytes[offset] == UInt8(ascii: "\\") else {
                    let length = Self.scalarLength(bytes[offset])
                    let text = String(decoding: bytes[offset..<min(offset + length, token.contentEnd)], as: UTF8.self)
                    characters.append((text.unicodeScalars.first?.value ?? 0xFFFD, text, false))
                    offset += length
                    continue
                }
                let escape = CSSTokenizer.escape(in: bytes, at: offset)
                if let hex = escape.hexValue {
                    let digits = bytes[(offset + 1)...].prefix { ASCIIBytes.hexDigitValue($0) != nil }.prefix(6)
                    characters.append((hex, String(decoding: digits, as: UTF8.self), true))
                } else if escape.end <= token.contentEnd, offset + 1 < token.contentEnd,
                    ![UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C].contains(bytes[offset + 1])
                {
                    let text = String(decoding: bytes[(offset + 1)..<escape.end], as: UTF8.self)
                    characters.append((text.unicodeScalars.first?.value ?? 0xFFFD, text, true))
                }
                offset = min(max(escape.end, offset + 1), token.contentEnd)
            }
            guard characters.count == 1, let only = characters.first, only.escaped || only.value > 0x7F else {
                return nil
            }
            return (only.value, only.text)
        }

        func isDelim(_ token: CSSToken, _ character: Unicode.Scalar) -> Bool {
            token.kind == .delim && token.end == token.start + 1 && sheet.bytes[token.start] == UInt8(character.value)
        }

        /// How many bytes the UTF-8 sequence that starts with `lead` has.
        static func scalarLength(_ lead: UInt8) -> Int {
            switch lead {
            case 0xF0...: 4
            case 0xE0...: 3
            case 0xC0...: 2
            default: 1
            }
        }
    }
}
