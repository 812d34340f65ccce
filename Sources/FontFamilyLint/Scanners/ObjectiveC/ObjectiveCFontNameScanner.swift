import FontFamilySyntax

/// Finds the font names Objective-C source (`.m`, `.mm`, `.h`) passes to the APIs that take a face's name:
/// `[UIFont fontWithName:… size:…]`, `[NSFont fontWithName:… size:…]` (and `matrix:`),
/// `[UIFontDescriptor fontDescriptorWithName:… size:…]` (and `NSFontDescriptor`'s), `CTFontCreateWithName` and
/// `CTFontDescriptorCreateWithNameAndSize`.
///
/// It reads tokens from `ObjectiveCLexer`, so a call spelled inside a comment or a string is
/// never reported. A name given as `@"…"`, `"…"` concatenated literals, `CFSTR("…")` or a literal cast to a
/// `CFStringRef` (`(CFStringRef)@"…"`, `(__bridge CFStringRef)@"…"`) is checked; anything else (a variable, a
/// macro, a message) is a name built at run time, reported as not checkable. Each name is placed at its literal's
/// first character: the `@` of `@"…"`, the `C` of `CFSTR`.
enum ObjectiveCFontNameScanner {
    /// The font names in `text`, in source order, and its comments that may be suppression comments.
    static func scan(_ text: String) -> (occurrences: [FontNameOccurrence], comments: [SourceComment]) {
        let bytes = Array(text.utf8)
        let (tokens, commentRanges) = ObjectiveCLexer.lex(bytes)
        let locator = SourceLocator(text)
        let source = Source(bytes: bytes, tokens: tokens)
        var occurrences: [FontNameOccurrence] = []
        for index in tokens.indices {
            guard let (context, argument) = source.call(at: index),
                let (offset, value) = source.name(in: argument)
            else { continue }
            let (line, column) = locator.position(ofOffset: offset)
            occurrences.append(
                FontNameOccurrence(value: value, expectation: .faceName, context: context, line: line, column: column))
        }
        let comments = commentRanges.compactMap {
            SourceComment.candidate(bytes[$0], start: $0.lowerBound, end: $0.upperBound)
        }
        return (occurrences, comments)
    }

    /// The classes whose `…WithName:size:` class methods take a face's name, with the selector's first part.
    private static let messages: [(receiver: String, selector: String)] = [
        ("UIFont", "fontWithName"), ("NSFont", "fontWithName"), ("UIFontDescriptor", "fontDescriptorWithName"),
        ("NSFontDescriptor", "fontDescriptorWithName"),
    ]
    /// The second parts of the selectors that take a face's name first.
    private static let secondParts: Set<String> = ["size", "matrix"]
    /// The Core Text functions whose first argument is a face's name.
    private static let functions: Set<String> = ["CTFontCreateWithName", "CTFontDescriptorCreateWithNameAndSize"]
    /// The types a name may be cast to on its way to Core Text.
    private static let stringTypes: Set<String> = ["CFStringRef", "NSString"]

    /// A file's tokens and the questions the scanner asks about them.
    private struct Source {
        let bytes: [UInt8]
        let tokens: [ObjectiveCLexer.Token]

        /// The text of the token at `index`, if there is one.
        func text(_ index: Int) -> String? {
            guard index >= 0, index < tokens.count else { return nil }
            return String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }

        /// Whether the token at `index` is the punctuation `character`.
        func isPunctuation(_ character: Unicode.Scalar, at index: Int) -> Bool {
            guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
            return bytes[tokens[index].start] == UInt8(ascii: character)
        }

        /// Whether the token at `index` is an identifier.
        func isIdentifier(at index: Int) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .identifier
        }

        /// The API called at the token `index` (a selector's first part, or a function's name) and the token range of
        /// the name's argument; `nil` when no API that takes a font name is called there.
        func call(at index: Int) -> (context: String, argument: Range<Int>)? {
            guard tokens[index].kind == .identifier, let name = text(index) else { return nil }
            if ObjectiveCFontNameScanner.functions.contains(name) {
                guard isPunctuation("(", at: index + 1) else { return nil }
                let end = argumentEnd(from: index + 2, stopAtSelectorPart: false)
                guard isPunctuation(",", at: end) else { return nil }
                return (name, (index + 2)..<end)
            }
            guard isPunctuation(":", at: index + 1), isPunctuation("[", at: index - 2), let receiver = text(index - 1),
                isIdentifier(at: index - 1),
                ObjectiveCFontNameScanner.messages.contains(where: { $0 == (receiver, name) })
            else { return nil }
            let end = argumentEnd(from: index + 2, stopAtSelectorPart: true)
            guard isIdentifier(at: end), let second = text(end), ObjectiveCFontNameScanner.secondParts.contains(second)
            else { return nil }
            return ("[\(receiver) \(name):\(second):]", (index + 2)..<end)
        }

        /// The index of the token that ends an argument starting at `start`: a `,` or a closing bracket at its depth,
        /// or, in a message, the next selector part (an identifier followed by `:`).
        func argumentEnd(from start: Int, stopAtSelectorPart: Bool) -> Int {
            var depth = 0
            var index = start
            while index < tokens.count {
                if tokens[index].kind == .punctuation {
                    switch bytes[tokens[index].start] {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                        if depth == 0 { return index }
                        depth -= 1
                    case UInt8(ascii: ","), UInt8(ascii: ";"):
                        if depth == 0 { return index }
                    default: break
                    }
                } else if stopAtSelectorPart, depth == 0, index > start, isIdentifier(at: index),
                    isPunctuation(":", at: index + 1)
                {
                    return index
                }
                index += 1
            }
            return index
        }

        /// Where the name in the argument `range` starts and what it is; `nil` for no argument or `nil`/`NULL`.
        func name(in range: Range<Int>) -> (offset: Int, value: FontNameOccurrence.Value)? {
            var range = range
            stripEnclosingParentheses(&range)
            stripCast(&range)
            stripEnclosingParentheses(&range)
            guard let first = range.first else { return nil }
            if range.count == 1, let word = text(first), word == "nil" || word == "NULL" { return nil }
            // CFSTR("…")
            if text(first) == "CFSTR", isPunctuation("(", at: first + 1), isPunctuation(")", at: range.upperBound - 1),
                let literal = literal(in: (first + 2)..<(range.upperBound - 1))
            {
                return (tokens[first].start, .literal(literal))
            }
            if let literal = literal(in: range) { return (tokens[first].start, .literal(literal)) }
            let reason =
                range.count == 1 && isIdentifier(at: first)
                ? "the name is the value of '\(text(first) ?? "")'" : "the name is computed at run time"
            return (tokens[first].start, .notCheckable(reason: reason))
        }

        /// The text of adjacent string literals in `range` (`@"Gill" @"Sans"` is `GillSans`), or `nil` when `range`
        /// holds anything else.
        func literal(in range: Range<Int>) -> String? {
            guard !range.isEmpty else { return nil }
            var text = ""
            for index in range {
                let token = tokens[index]
                guard token.kind == .string || token.kind == .objectiveCString,
                    let decoded = ObjectiveCLexer.decodedText(of: token, in: bytes)
                else { return nil }
                text += decoded
            }
            return text
        }

        /// Drops parentheses that enclose the whole of `range`, in one pass over it however deep they nest: the
        /// brackets of `range` are matched once, then each `(` whose `)` ends the range is dropped with it.
        func stripEnclosingParentheses(_ range: inout Range<Int>) {
            guard range.count >= 2, isPunctuation("(", at: range.lowerBound),
                isPunctuation(")", at: range.upperBound - 1)
            else { return }
            // The index of the bracket each of the leading run of `(` closes with (negative when it holds a `,` or `;`
            // of its own, like a call's arguments), by its place in the run.
            var leading = 0
            while range.lowerBound + leading < range.upperBound, isPunctuation("(", at: range.lowerBound + leading) {
                leading += 1
            }
            var closers = [Int](repeating: -1, count: leading)
            var open: [Int] = []
            for index in range where tokens[index].kind == .punctuation {
                switch bytes[tokens[index].start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard let opener = open.popLast() else { return }
                    if opener - range.lowerBound < leading, closers[opener - range.lowerBound] == -1 {
                        closers[opener - range.lowerBound] = index
                    }
                case UInt8(ascii: ","), UInt8(ascii: ";"):
                    // A separator at a leading `(`'s own depth: the parentheses do not enclose one expression.
                    if let opener = open.last, opener - range.lowerBound < leading {
                        closers[opener - range.lowerBound] = -2
                    }
                default: break
                }
            }
            var lower = range.lowerBound
            var upper = range.upperBound
            while upper - lower >= 2, lower - range.lowerBound < leading, closers[lower - range.lowerBound] == upper - 1
            {
                lower += 1
                upper -= 1
            }
            range = lower..<upper
        }

        /// Drops a cast to a string type at the start of `range`: `(CFStringRef)`, `(__bridge CFStringRef)`,
        /// `(NSString *)`.
        func stripCast(_ range: inout Range<Int>) {
            var index = range.lowerBound
            guard isPunctuation("(", at: index) else { return }
            index += 1
            if text(index) == "__bridge" { index += 1 }
            guard let type = text(index), ObjectiveCFontNameScanner.stringTypes.contains(type) else { return }
            index += 1
            if isPunctuation("*", at: index) { index += 1 }
            guard isPunctuation(")", at: index), index + 1 < range.upperBound else { return }
            range = (index + 1)..<range.upperBound
        }
    }
}
