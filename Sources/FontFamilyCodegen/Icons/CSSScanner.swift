import FontFamilyCatalog
import FontFamilySyntax
import Foundation

/// A small CSS tokenizer: enough to walk rules, at-rules, selectors and declarations of real stylesheets.
struct CSSScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Self.removingComments(Array(text.unicodeScalars))
    }

    /// Walks every rule, collecting glyph rules and the first `@font-face` family.
    mutating func scan() -> (rules: [IconCSSParser.Rule], fontFamily: String?) {
        var rules: [IconCSSParser.Rule] = []
        var family: String?
        scanBlock(until: scalars.count, rules: &rules, family: &family)
        return (rules, family)
    }

    private mutating func scanBlock(until end: Int, rules: inout [IconCSSParser.Rule], family: inout String?) {
        while index < end {
            let preludeStart = index
            guard let stop = skip(until: ["{", ";", "}"], end: end) else { return }
            let prelude = String(String.UnicodeScalarView(scalars[preludeStart..<index]))
                .trimmingCharacters(in: .whitespacesAndNewlines)
            index += 1
            guard stop == "{" else { continue }
            let bodyStart = index
            let bodyEnd = matchingBrace(end: end)
            let keyword = prelude.lowercased()
            if keyword.hasPrefix("@media") || keyword.hasPrefix("@supports") || keyword.hasPrefix("@layer") {
                index = bodyStart
                scanBlock(until: bodyEnd, rules: &rules, family: &family)
            } else if keyword.hasPrefix("@font-face") {
                if family == nil, let value = declarations(bodyStart..<bodyEnd)["font-family"] {
                    family = Self.unquoted(value)
                }
            } else if !keyword.hasPrefix("@"),
                let content = declarations(bodyStart..<bodyEnd)["content"],
                let (value, text) = Self.glyphContent(content)
            {
                let names = Self.splitSelectors(prelude).compactMap(Self.glyphClass)
                if !names.isEmpty { rules.append(IconCSSParser.Rule(names: names, value: value, text: text)) }
            }
            index = min(bodyEnd + 1, end)
        }
    }

    /// Moves to the first of `stops` outside strings and parentheses and returns it, or `nil` at `end`.
    private mutating func skip(until stops: Set<Unicode.Scalar>, end: Int) -> Unicode.Scalar? {
        var depth = 0
        while index < end {
            let scalar = scalars[index]
            if scalar == "\"" || scalar == "'" {
                skipString(end: end)
                continue
            }
            if scalar == "\\" {
                index = min(index + 2, end)
                continue
            }
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth = max(0, depth - 1) }
            if depth == 0, stops.contains(scalar) { return scalar }
            index += 1
        }
        return nil
    }

    /// From just inside a `{`, the index of its matching `}` (or `end`).
    private mutating func matchingBrace(end: Int) -> Int {
        var depth = 1
        while index < end {
            let scalar = scalars[index]
            if scalar == "\"" || scalar == "'" {
                skipString(end: end)
                continue
            }
            if scalar == "\\" {
                index = min(index + 2, end)
                continue
            }
            if scalar == "{" { depth += 1 }
            if scalar == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return end
    }

    /// Skips a quoted string starting at `index`.
    private mutating func skipString(end: Int) {
        let quote = scalars[index]
        index += 1
        while index < end, scalars[index] != quote {
            index += scalars[index] == "\\" ? 2 : 1
        }
        index = min(index + 1, end)
    }

    /// The declarations in `range`, lowercased property → raw value text (the last one wins, as in CSS).
    private func declarations(_ range: Range<Int>) -> [String: String] {
        var result: [String: String] = [:]
        var copy = CSSScanner(scalars: scalars, index: range.lowerBound)
        while copy.index < range.upperBound {
            let start = copy.index
            _ = copy.skip(until: [";"], end: range.upperBound)
            let text = String(String.UnicodeScalarView(scalars[start..<copy.index]))
            copy.index += 1
            guard let colon = text.firstIndex(of: ":") else { continue }
            let property = text[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            result[property] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return result
    }

    private init(scalars: [Unicode.Scalar], index: Int) {
        self.scalars = scalars
        self.index = index
    }

    /// `scalars` without `/* … */` comments (strings are kept intact).
    private static func removingComments(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var index = 0
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                result.append(scalar)
                if scalar == "\\", index + 1 < scalars.count {
                    result.append(scalars[index + 1])
                    index += 2
                    continue
                }
                if scalar == open { quote = nil }
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count
                        && scalars[index + 1] == "/")
                {
                    index += 1
                }
                index += 2
                result.append(" ")
            } else {
                if scalar == "\"" || scalar == "'" { quote = scalar }
                result.append(scalar)
                index += 1
            }
        }
        return result
    }

    /// Splits a selector list at top-level commas.
    private static func splitSelectors(_ prelude: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        for character in prelude {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == ",", depth == 0 {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        result.append(current)
        return result.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// The last class of a selector such as `.a.b:before` or `.fa-x::before`, or `nil` for any other selector.
    private static func glyphClass(_ selector: String) -> String? {
        let scalars = Array(selector.unicodeScalars)
        var index = 0
        var classes: [String] = []
        while index < scalars.count, scalars[index] == "." {
            index += 1
            var name = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\\" {
                    switch escape(in: scalars, at: index) {
                    case .hex(let value, _, let next):
                        guard let decoded = Unicode.Scalar(value) else { return nil }
                        name.append(decoded)
                        index = next
                    case .literal(let decoded, let next):
                        name.append(decoded)
                        index = next
                    case .continuation, .end:
                        return nil
                    }
                } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                    || scalar == "_" || scalar.value > 0x7F
                {
                    name.append(scalar)
                    index += 1
                } else {
                    break
                }
            }
            guard !name.isEmpty else { return nil }
            classes.append(String(name))
        }
        guard let last = classes.last else { return nil }
        let rest = String(String.UnicodeScalarView(scalars[index...])).lowercased()
        return [":before", "::before", ":after", "::after"].contains(rest) ? last : nil
    }

    /// The one character a `content` value's string holds, if it is written as an escape or lies outside ASCII:
    /// its value and its text for messages. Anything but `!important` after the string disqualifies it.
    private static func glyphContent(_ value: String) -> (value: UInt32, text: String)? {
        let scalars = Array(value.unicodeScalars)
        guard let quote = scalars.first, quote == "\"" || quote == "'" else { return nil }
        var index = 1
        var characters: [(value: UInt32, text: String, escaped: Bool)] = []
        while index < scalars.count, scalars[index] != quote {
            guard scalars[index] == "\\" else {
                characters.append((scalars[index].value, String(scalars[index]), false))
                index += 1
                continue
            }
            switch escape(in: scalars, at: index) {
            case .hex(let value, let text, let next):
                characters.append((value, text, true))
                index = next
            case .literal(let scalar, let next):
                characters.append((scalar.value, String(scalar), true))
                index = next
            case .continuation(let next):
                index = next
            case .end:
                return nil
            }
        }
        let trailing = String(String.UnicodeScalarView(scalars[min(index + 1, scalars.count)...]))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard index < scalars.count, trailing.isEmpty || trailing.hasPrefix("!"), characters.count == 1,
            let only = characters.first, only.escaped || only.value > 0x7F
        else {
            return nil
        }
        return (only.value, only.text)
    }

    /// A CSS escape, read from its backslash.
    private enum Escape {
        /// `\` and 1 to 6 hex digits (and the one whitespace that may end them).
        case hex(value: UInt32, text: String, next: Int)
        /// `\` and any other character, which stands for itself.
        case literal(Unicode.Scalar, next: Int)
        /// `\` and a line break, which strings ignore.
        case continuation(next: Int)
        /// `\` at the end of the text.
        case end
    }

    /// The escape whose backslash is at `index`.
    private static func escape(in scalars: [Unicode.Scalar], at index: Int) -> Escape {
        let hexStart = index + 1
        guard hexStart < scalars.count else { return .end }
        var hexEnd = hexStart
        while hexEnd < scalars.count, hexEnd - hexStart < 6, scalars[hexEnd].properties.isASCIIHexDigit {
            hexEnd += 1
        }
        if hexEnd > hexStart {
            let text = String(String.UnicodeScalarView(scalars[hexStart..<hexEnd]))
            var next = hexEnd
            if next < scalars.count, scalars[next] == " " || scalars[next] == "\t" || scalars[next] == "\n" {
                next += 1
            }
            return .hex(value: UInt32(text, radix: 16) ?? 0, text: text, next: next)
        }
        switch scalars[hexStart] {
        case "\r":
            let next = hexStart + 1
            return .continuation(next: next < scalars.count && scalars[next] == "\n" ? next + 1 : next)
        case "\n", "\u{0C}":
            return .continuation(next: hexStart + 1)
        default:
            return .literal(scalars[hexStart], next: hexStart + 1)
        }
    }

    /// A `font-family` value without its quotes.
    private static func unquoted(_ value: String) -> String {
        let first = value.split(separator: ",").first.map(String.init) ?? value
        let trimmed = first.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= 2, let open = trimmed.first, open == "\"" || open == "'", trimmed.last == open else {
            return trimmed
        }
        return String(trimmed.dropFirst().dropLast())
    }
}
