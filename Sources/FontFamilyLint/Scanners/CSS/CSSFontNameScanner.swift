import FontFamilySyntax

/// Finds the font names a style sheet gives: each entry of a `font-family` list and of the `font` shorthand's
/// family list, in any rule at any depth (`@media`, `@supports`, `@layer`, `@container`, nested rules), and each
/// `local()` name of an `@font-face` rule's `src`.
///
/// Generic families, CSS-wide keywords and the families the sheet's own `@font-face` rules declare are left out; a
/// family list that is one `var(--name)` is read at the custom property's definition (see
/// ``CSSFontNameCollector``), and any other value that uses `var()`, `env()` or `attr()` gives one occurrence that
/// cannot be checked. A rule whose prelude no selector can be is dropped whole, as CSS Syntax 3 has a browser do. Comments, strings
/// and at-rule preludes (`@supports (font-family: X)`) give nothing, except the comments that may be suppression
/// comments (see ``LintSuppressions``).
enum CSSFontNameScanner {
    /// The font names in the style sheet `text`, in source order.
    static func occurrences(in text: String) -> [FontNameOccurrence] {
        collector(for: text).occurrences(in: text)
    }

    /// What the style sheet `text` holds, before its occurrences are made: for a lint that first gathers the
    /// `@font-face` families of every sheet.
    static func collector(for text: String) -> CSSFontNameCollector {
        var collector = CSSFontNameCollector()
        scan(Array(text.utf8), isDeclarationList: false, fileOffset: { $0 }, into: &collector)
        return collector
    }

    /// Reads the style sheet `bytes` (or, when `isDeclarationList`, the contents of a `style` attribute:
    /// declarations without braces) into `collector`; `fileOffset` turns an offset in `bytes` into one in the
    /// file.
    static func scan(
        _ bytes: [UInt8], isDeclarationList: Bool, fileOffset: (Int) -> Int,
        into collector: inout CSSFontNameCollector
    ) {
        let sheet = CSSTokenizer(bytes)
        var walk = Walk(sheet: sheet, isDeclarationList: isDeclarationList)
        walk.run(fileOffset: fileOffset, into: &collector)
        for range in sheet.comments {
            let comment = SourceComment.candidate(
                sheet.bytes[range], start: fileOffset(range.lowerBound), end: fileOffset(range.upperBound - 1) + 1)
            if let comment { collector.add(comment) }
        }
    }

    /// Reads the whole of `bytes` as one value of `property` (as the SVG presentation attribute `font-family`
    /// gives it) into `collector`.
    static func scanValue(
        _ bytes: [UInt8], of property: CSSFontDeclaration.Property, fileOffset: (Int) -> Int,
        into collector: inout CSSFontNameCollector
    ) {
        let sheet = CSSTokenizer(bytes)
        CSSFontDeclaration.read(
            property, value: 0..<sheet.tokens.count, of: sheet, fileOffset: fileOffset, into: &collector)
    }

    /// A walk over a sheet's rules and declarations (CSS Syntax 3, §5.4, with CSS Nesting), with an explicit stack
    /// of open blocks so that deep nesting cannot exhaust the call stack, and each token read a bounded number of
    /// times.
    private struct Walk {
        /// What a block holds.
        enum Contents {
            /// Rules only: the sheet's top level, and `@media` and its kin there.
            case rules
            /// Declarations and nested rules: a style rule's block, and any at-rule's block inside one.
            case declarations
            /// The descriptors of `@font-face`.
            case fontFace
        }

        /// An open block: the index of the token that ends it and what it holds.
        struct Block {
            /// The index of its closing `}` (the number of tokens for the top level or an unclosed block).
            let end: Int
            /// What it holds.
            let contents: Contents
        }

        /// The at-rules whose block holds what the block around them holds (rules at the top level, declarations
        /// inside a style rule).
        static let groupingRules: [StaticString] = [
            "media", "supports", "layer", "container", "scope", "starting-style", "document", "-moz-document",
        ]

        /// The sheet.
        let sheet: CSSTokenizer
        /// The blocks open around the current token, innermost last.
        var blocks: [Block]

        /// A walk over `sheet` from its first token.
        init(sheet: CSSTokenizer, isDeclarationList: Bool) {
            self.sheet = sheet
            blocks = [Block(end: sheet.tokens.count, contents: isDeclarationList ? .declarations : .rules)]
        }

        /// Reads every rule and declaration into `collector`.
        mutating func run(fileOffset: (Int) -> Int, into collector: inout CSSFontNameCollector) {
            var index = 0
            while let block = blocks.last {
                guard index < block.end else {
                    blocks.removeLast()
                    index = block.end + 1
                    continue
                }
                let kind = sheet.tokens[index].kind
                if kind == .atKeyword {
                    index = atRule(at: index, in: block)
                } else if block.contents == .rules {
                    index = kind == .cdo || kind == .cdc ? index + 1 : qualifiedRule(at: index, in: block)
                } else if kind == .semicolon || kind == .closeCurly {
                    index += 1
                } else if kind == .ident,
                    let end = declaration(at: index, in: block, fileOffset: fileOffset, into: &collector)
                {
                    index = end
                } else {
                    index = qualifiedRule(at: index, in: block)
                }
            }
        }

        /// Reads the at-rule at `index`: its prelude up to `;` or its block, which opens when it holds rules or
        /// declarations. Returns the index to go on from.
        mutating func atRule(at index: Int, in block: Block) -> Int {
            let keyword = sheet.tokens[index]
            var current = index + 1
            while current < block.end {
                switch sheet.tokens[current].kind {
                case .semicolon:
                    return current + 1
                case .openCurly:
                    let contents: Contents
                    if block.contents == .fontFace {
                        return sheet.next(after: current)
                    } else if sheet.name(of: keyword, is: "font-face") {
                        contents = .fontFace
                    } else if Self.groupingRules.contains(where: { sheet.name(of: keyword, is: $0) }) {
                        contents = block.contents
                    } else {
                        contents = .declarations
                    }
                    blocks.append(Block(end: sheet.tokens[current].closer, contents: contents))
                    return current + 1
                default:
                    current = sheet.next(after: current)
                }
            }
            return block.end
        }

        /// Reads the qualified rule (a style rule, a keyframe) at `index`: its prelude up to its block, which opens
        /// as declarations. Inside a block that holds declarations, a `;` before any block ends the rule as
        /// invalid. Returns the index to go on from.
        mutating func qualifiedRule(at index: Int, in block: Block) -> Int {
            var current = index
            var isSelector = true
            while current < block.end {
                let kind = sheet.tokens[current].kind
                switch kind {
                case .openCurly:
                    // A prelude that no selector can be (lines that are not CSS before an `@font-face`, which CSS
                    // Syntax 3 reads into the prelude) makes the browser drop the whole rule: nothing in its block
                    // applies, and none of it is a use.
                    guard block.contents != .fontFace, isSelector else { return sheet.next(after: current) }
                    blocks.append(Block(end: sheet.tokens[current].closer, contents: .declarations))
                    return current + 1
                case .semicolon where block.contents != .rules:
                    return current + 1
                case .atKeyword, .string, .badString, .url, .badURL, .semicolon:
                    isSelector = false
                    current = sheet.next(after: current)
                case .number where block.contents == .rules, .percentage where block.contents == .rules,
                    .dimension where block.contents == .rules:
                    // Only a keyframe's selector is a number, and keyframes stand inside `@keyframes`.
                    isSelector = false
                    current = sheet.next(after: current)
                default:
                    current = sheet.next(after: current)
                }
            }
            return block.end
        }

        /// Reads the declaration that starts with the identifier at `index` and returns the index after it, or
        /// `nil` when the tokens are not a declaration (`a:hover { … }` is a nested rule: its value would hold a
        /// `{}` block and something else).
        func declaration(
            at index: Int, in block: Block, fileOffset: (Int) -> Int,
            into collector: inout CSSFontNameCollector
        ) -> Int? {
            guard index + 1 < block.end, sheet.tokens[index + 1].kind == .colon else { return nil }
            let name = sheet.tokens[index]
            let isCustomProperty =
                name.end - name.start >= 2 && sheet.bytes[name.start] == UInt8(ascii: "-")
                && sheet.bytes[name.start + 1] == UInt8(ascii: "-")
            let valueStart = index + 2
            var current = valueStart
            var hasBlock = false
            var hasOther = false
            while current < block.end {
                let kind = sheet.tokens[current].kind
                if kind == .semicolon || kind == .closeCurly { break }
                if kind == .openCurly { hasBlock = true } else { hasOther = true }
                if hasBlock, hasOther, !isCustomProperty { return nil }
                current = sheet.next(after: current)
            }
            if isCustomProperty, block.contents != .fontFace, current > valueStart {
                CSSFontDeclaration.readDefinition(
                    of: sheet.value(of: name), value: valueStart..<current, of: sheet, fileOffset: fileOffset,
                    into: &collector)
            } else if let property = property(named: name, in: block) {
                CSSFontDeclaration.read(
                    property, value: valueStart..<current, of: sheet, fileOffset: fileOffset, into: &collector
                )
            }
            return current < block.end && sheet.tokens[current].kind == .semicolon ? current + 1 : current
        }

        /// The property the lint reads that the declaration name `name` is, in a block of `block`'s kind.
        func property(named name: CSSToken, in block: Block) -> CSSFontDeclaration.Property? {
            if block.contents == .fontFace {
                if sheet.name(of: name, is: "font-family") { return .declaredFamily }
                if sheet.name(of: name, is: "src") { return .source }
            } else {
                if sheet.name(of: name, is: "font-family") { return .fontFamily }
                if sheet.name(of: name, is: "font") { return .font }
            }
            return nil
        }
    }
}
