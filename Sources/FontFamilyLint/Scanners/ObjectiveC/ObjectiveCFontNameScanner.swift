import FontFamilySyntax

/// Finds the font names Objective-C source (`.m`, `.mm`, `.h`) passes to the APIs that take a face's name:
/// `[UIFont fontWithName:… size:…]`, `[NSFont fontWithName:… size:…]` (and `matrix:`),
/// `[UIFontDescriptor fontDescriptorWithName:… size:…]` (and `NSFontDescriptor`'s), `CTFontCreateWithName` and
/// `CTFontDescriptorCreateWithNameAndSize`.
///
/// It reads tokens from `ObjectiveCLexer`, so a call spelled inside a comment or a string is
/// never reported. A name given as `@"…"`, `"…"` concatenated literals, `CFSTR("…")` or a literal cast to a
/// `CFStringRef` (`(CFStringRef)@"…"`, `(__bridge CFStringRef)@"…"`) is checked, and so is a string constant of
/// the file or of another file of the run (`static NSString *const kName = @"…";`, `#define kName @"…"`) at its
/// literal, the occurrence naming its use; anything else (a variable, another macro, a message) is a name built at run time, reported as not
/// checkable. Each name is placed at its literal's first character: the `@` of `@"…"`, the `C` of `CFSTR`. Inside
/// an `@implementation` of a category or subclass of one of the font classes, `[self …]` and `[super …]` are
/// messages to that class.
enum ObjectiveCFontNameScanner {
    /// A string constant an Objective-C file defines: the file, where its literal starts and the literal's text.
    struct Constant: Hashable, Sendable {
        /// The path of the file that defines it.
        let path: String
        /// The line of the literal's first character, counting from 1.
        let line: Int
        /// The column of the literal's first character (its `@`), counting UTF-8 bytes from 1.
        let column: Int
        /// The literal's text, escapes decoded.
        let value: String
    }

    /// The string constants `text` (the file at `path`) defines, by name (see `Source.constants()`).
    static func constants(in text: String, path: String) -> [String: Constant] {
        let bytes = Array(text.utf8)
        let source = Source(bytes: bytes, tokens: ObjectiveCLexer.lex(bytes).tokens)
        let locator = SourceLocator(text)
        return source.constants().mapValues {
            let (line, column) = locator.position(ofOffset: $0.offset)
            return Constant(path: path, line: line, column: column, value: $0.value)
        }
    }

    /// The font names in `text`, in source order, and its comments that may be suppression comments; a name that is
    /// a constant `text` does not define is looked up in `constants` (those of the other files).
    static func scan(
        _ text: String, constants others: [String: Constant] = [:]
    ) -> (occurrences: [FontNameOccurrence], comments: [SourceComment]) {
        let bytes = Array(text.utf8)
        let (tokens, commentRanges) = ObjectiveCLexer.lex(bytes)
        let locator = SourceLocator(text)
        let source = Source(bytes: bytes, tokens: tokens)
        let constants = source.constants()
        let fontClasses = source.fontImplementations()
        var occurrences: [FontNameOccurrence] = []
        var implementation = 0
        for index in tokens.indices {
            while implementation < fontClasses.count, fontClasses[implementation].tokens.upperBound <= index {
                implementation += 1
            }
            let enclosing =
                implementation < fontClasses.count && fontClasses[implementation].tokens.contains(index)
                ? fontClasses[implementation].fontClass : nil
            guard let (context, argument) = source.call(at: index, insideImplementationOf: enclosing),
                let (offset, value) = source.name(in: argument)
            else { continue }
            let (line, column) = locator.position(ofOffset: offset)
            if case .notCheckable = value, let word = source.identifier(in: argument), let constant = constants[word] {
                // A constant of this file: its literal is checked where it is written, and the finding names the use.
                let (constantLine, constantColumn) = locator.position(ofOffset: constant.offset)
                occurrences.append(
                    FontNameOccurrence(
                        value: .literal(constant.value), expectation: .faceName, context: context,
                        line: constantLine, column: constantColumn,
                        use: FontNameOccurrence.UseSite(line: line, column: column)))
                continue
            }
            if case .notCheckable = value, let word = source.identifier(in: argument), let constant = others[word] {
                occurrences.append(
                    FontNameOccurrence(
                        value: .literal(constant.value), expectation: .faceName, context: context,
                        line: constant.line, column: constant.column,
                        use: FontNameOccurrence.UseSite(line: line, column: column), path: constant.path))
                continue
            }
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
        func call(at index: Int, insideImplementationOf fontClass: String?) -> (context: String, argument: Range<Int>)?
        {
            guard tokens[index].kind == .identifier, let name = text(index) else { return nil }
            if ObjectiveCFontNameScanner.functions.contains(name) {
                guard isPunctuation("(", at: index + 1) else { return nil }
                let end = argumentEnd(from: index + 2, stopAtSelectorPart: false)
                guard isPunctuation(",", at: end) else { return nil }
                return (name, (index + 2)..<end)
            }
            guard isPunctuation(":", at: index + 1), isPunctuation("[", at: index - 2), let receiver = text(index - 1),
                isIdentifier(at: index - 1)
            else { return nil }
            // `self` and `super` are the font class only in its own category or subclass.
            let receiverClass = receiver == "self" || receiver == "super" ? fontClass : receiver
            guard let receiverClass,
                ObjectiveCFontNameScanner.messages.contains(where: { $0 == (receiverClass, name) })
            else { return nil }
            let end = argumentEnd(from: index + 2, stopAtSelectorPart: true)
            guard isIdentifier(at: end), let second = text(end), ObjectiveCFontNameScanner.secondParts.contains(second)
            else { return nil }
            return ("[\(receiver) \(name):\(second):]", (index + 2)..<end)
        }

        /// The string constants the file defines, by name: `NSString *const kName = @"…";` (with or without
        /// `static`, however the `*` is spaced, `const` before or after `NSString` too), `#define kName @"…"` (or
        /// `(@"…")`, continued on the next line with a backslash), and in Objective-C++ a class's constant
        /// (`NSString *const Fonts::title = @"…";`, or `static inline NSString *const title = @"…";` in the body of
        /// `class Fonts`, named `Fonts::title` and, in the class, `title`), each with the offset of its literal and
        /// its text. A name defined twice is left out: which definition a use sees is not known here.
        func constants() -> [String: (offset: Int, value: String)] {
            var found: [String: (offset: Int, value: String)] = [:]
            var defined: [String: Int] = [:]
            let classes = classBodies()
            var classIndex = 0
            for index in tokens.indices where tokens[index].kind == .identifier {
                guard let (name, range) = constantDefinition(at: index) else { continue }
                var value = range
                // `#define kName \` then the value on the next line.
                while value.count > 1, isPunctuation("\\", at: value.lowerBound) {
                    value = (value.lowerBound + 1)..<value.upperBound
                }
                stripEnclosingParentheses(&value)
                let parts = value.filter { !isPunctuation("\\", at: $0) }
                // The innermost class body around the definition: its constant is also `Class::name`.
                while classIndex < classes.count, classes[classIndex].tokens.upperBound <= index { classIndex += 1 }
                let enclosing = classes[classIndex...].prefix { $0.tokens.lowerBound < index }.last {
                    $0.tokens.contains(index)
                }
                let names = [name] + (enclosing.map { ["\($0.name)::\(name)"] } ?? [])
                for name in names { defined[name, default: 0] += 1 }
                if let first = parts.first, let literal = literal(in: parts) {
                    for name in names { found[name] = (tokens[first].start, literal) }
                }
            }
            return found.filter { defined[$0.key] == 1 }
        }

        /// The token ranges of the bodies of the C++ classes and structures of an Objective-C++ file
        /// (`class Fonts { … };`), with each one's name, in source order.
        func classBodies() -> [(tokens: Range<Int>, name: String)] {
            var found: [(tokens: Range<Int>, name: String)] = []
            for index in tokens.indices where tokens[index].kind == .identifier {
                guard let keyword = text(index), keyword == "class" || keyword == "struct",
                    !isPunctuation("@", at: index - 1), isIdentifier(at: index + 1), let name = text(index + 1)
                else { continue }
                // The body: the `{` after the name and its base classes, before any `;` or `(`.
                var open = index + 2
                while open < tokens.count, !isPunctuation("{", at: open), !isPunctuation(";", at: open),
                    !isPunctuation("(", at: open), !isPunctuation(")", at: open)
                {
                    open += 1
                }
                guard isPunctuation("{", at: open) else { continue }
                var depth = 0
                var close = open
                while close < tokens.count {
                    if isPunctuation("{", at: close) { depth += 1 }
                    if isPunctuation("}", at: close) {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                found.append(((open + 1)..<close, name))
            }
            return found
        }

        /// The name and the value's token range of a constant whose definition starts at the token `index` (the
        /// `NSString` of `NSString *const kName = …;`, the `#` of `#define kName …`), or `nil`.
        func constantDefinition(at index: Int) -> (name: String, value: Range<Int>)? {
            if text(index) == "NSString" {
                // `NSString *const`, `NSString const *`, `const NSString *`, `NSString * const` and qualifiers.
                var cursor = index + 1
                var isPointer = false
                var isConstant = text(index - 1) == "const"
                while cursor < tokens.count {
                    if isPunctuation("*", at: cursor) {
                        isPointer = true
                    } else if let word = text(cursor), Self.qualifiers.contains(word) {
                        if word == "const" { isConstant = true }
                    } else {
                        break
                    }
                    cursor += 1
                }
                guard isPointer, isConstant, let (name, nameEnd) = qualifiedName(at: cursor),
                    isPunctuation("=", at: nameEnd)
                else { return nil }
                let end = argumentEnd(from: nameEnd + 1, stopAtSelectorPart: false)
                guard isPunctuation(";", at: end) else { return nil }
                return (name, (nameEnd + 1)..<end)
            }
            if text(index) == "define", isPunctuation("#", at: index - 1), isIdentifier(at: index + 1),
                let name = text(index + 1), index + 1 < tokens.count,
                tokens[index + 1].end < bytes.count, bytes[tokens[index + 1].end] != UInt8(ascii: "(")
            {
                // A macro's value is the rest of its line, and of the next after a backslash that ends it.
                var end = index + 2
                while end < tokens.count,
                    !bytes[tokens[end - 1].end..<tokens[end].start].contains(UInt8(ascii: "\n"))
                        || isPunctuation("\\", at: end - 1)
                {
                    end += 1
                }
                return (name, (index + 2)..<end)
            }
            return nil
        }

        /// The words that may qualify a constant's type between `NSString` and its name.
        private static let qualifiers: Set<String> = [
            "const", "__strong", "_Nonnull", "_Nullable", "nonnull", "nullable", "__unsafe_unretained",
        ]

        /// The name at `index` — an identifier, or a C++ qualified one (`Fonts::title`) — and the index after it.
        func qualifiedName(at index: Int) -> (name: String, end: Int)? {
            guard isIdentifier(at: index), var name = text(index) else { return nil }
            var end = index + 1
            while isPunctuation(":", at: end), isPunctuation(":", at: end + 1), isIdentifier(at: end + 2),
                let part = text(end + 2)
            {
                name += "::" + part
                end += 3
            }
            return (name, end)
        }

        /// The token ranges of the `@implementation … @end` blocks of a category or subclass of `UIFont`, `NSFont`,
        /// `UIFontDescriptor` or `NSFontDescriptor` (`@implementation UIFont (App)`, `@implementation AppFont :
        /// UIFont`, or `@implementation AppFont` after `@interface AppFont : UIFont` in the same file), with that
        /// class, in source order.
        func fontImplementations() -> [(tokens: Range<Int>, fontClass: String)] {
            let fontClasses = Set(ObjectiveCFontNameScanner.messages.map(\.receiver))
            // `@interface AppFont : UIFont` declares the superclass that `@implementation AppFont` leaves out.
            var superclasses: [String: String] = [:]
            for index in tokens.indices
            where isPunctuation("@", at: index) && text(index + 1) == "interface" && isPunctuation(":", at: index + 3) {
                if let name = text(index + 2), let superclass = text(index + 4) { superclasses[name] = superclass }
            }
            var found: [(tokens: Range<Int>, fontClass: String)] = []
            var index = 0
            while index < tokens.count {
                guard isPunctuation("@", at: index), text(index + 1) == "implementation", let name = text(index + 2)
                else {
                    index += 1
                    continue
                }
                var end = index + 3
                while end < tokens.count, !(isPunctuation("@", at: end) && text(end + 1) == "end") { end += 1 }
                let fontClass: String? =
                    isPunctuation("(", at: index + 3)
                    ? name : isPunctuation(":", at: index + 3) ? text(index + 4) : superclasses[name]
                if let fontClass, fontClasses.contains(fontClass) { found.append(((index + 3)..<end, fontClass)) }
                index = end + 1
            }
            return found
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

        /// The identifier that is the whole of the argument `range`, past parentheses and a cast, if it is one (a
        /// C++ qualified name, `Fonts::title`, too).
        func identifier(in range: Range<Int>) -> String? {
            var range = range
            stripEnclosingParentheses(&range)
            stripCast(&range)
            stripEnclosingParentheses(&range)
            guard let first = range.first, let (name, end) = qualifiedName(at: first), end == range.upperBound
            else { return nil }
            return name
        }

        /// The text of adjacent string literals at `range` (`@"Gill" @"Sans"` is `GillSans`), or `nil` when `range`
        /// holds anything else.
        func literal<Indices: Collection<Int>>(in range: Indices) -> String? {
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
