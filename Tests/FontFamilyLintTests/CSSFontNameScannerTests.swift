import Testing

@testable import FontFamilyLint

extension FontNameOccurrence {
    /// A family name of a `font-family` list (`context: "font"` for the shorthand's list), as the CSS and HTML
    /// scanners find it.
    static func cssFamily(
        _ name: String, _ line: Int, _ column: Int, fallbacks: [String] = [],
        context: String = "font-family"
    ) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .literal(name), expectation: .familyName, context: context, line: line, column: column,
            fallbacks: fallbacks)
    }

    /// A name of an `@font-face` rule's `src: local(…)`.
    static func cssLocal(_ name: String, _ line: Int, _ column: Int) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .literal(name), expectation: .uniqueName, context: "local()", line: line,
            column: column)
    }

    /// A value the CSS and HTML scanners cannot read a name from: a family list's (or, with `local: true`, a
    /// `local()` name's).
    static func cssUnchecked(
        _ reason: String, _ line: Int, _ column: Int, context: String = "font-family",
        local: Bool = false
    ) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .notCheckable(reason: reason), expectation: local ? .uniqueName : .familyName,
            context: local ? "local()" : context, line: line, column: column)
    }
}

@Suite struct CSSFontNameScannerTests {
    private let notAList = "the value is not a list of family names"
    private let notAShorthand = "the value is not a font shorthand (a size, then family names)"
    private let notALocalName = "the local() argument is not a font name"

    private func scan(_ css: String) -> [FontNameOccurrence] {
        CSSFontNameScanner.occurrences(in: css)
    }

    // MARK: - font-family

    /// Quoted entries are their strings, unquoted ones their identifiers joined by one space; each lists the names
    /// after it, generics left out.
    @Test func eachEntryIsAnOccurrenceWithTheNamesAfterItAsFallbacks() {
        let css = #"""
            p { font-family: "Gill Sans", Gill   Sans   MT , serif, 'Noto Sans', Arial }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Gill Sans", 1, 18, fallbacks: ["Gill Sans MT", "Noto Sans", "Arial"]),
                .cssFamily("Gill Sans MT", 1, 31, fallbacks: ["Noto Sans", "Arial"]),
                .cssFamily("Noto Sans", 1, 57, fallbacks: ["Arial"]),
                .cssFamily("Arial", 1, 70),
            ])
    }

    /// Generic families and CSS-wide keywords name no family, in any case, unless quoted; two identifiers are a name.
    /// Apple's system-font keywords (`ui-serif`, …) are occurrences, which a browser here takes for families it lacks.
    @Test func genericFamiliesAndKeywordsGiveNothingUnlessQuoted() {
        let css = #"""
            p { font-family: SERIF, "serif", sans-serif, Monospace, cursive, fantasy, system-ui, ui-serif,
                ui-sans-serif, ui-monospace, ui-rounded, math, emoji, fangsong, generic(kai), 'sans-serif', Sans Serif }
            q { font-family: inherit } r { font-family: INITIAL } s { font-family: unset } t { font-family: revert }
            u { font-family: revert-layer } v { font: inherit } w { font-family: }
            """#
        #expect(
            scan(css) == [
                .cssFamily("serif", 1, 25, fallbacks: ["sans-serif", "Sans Serif"]),
                .cssFamily("ui-serif", 1, 86, fallbacks: ["sans-serif", "Sans Serif"]),
                .cssFamily("ui-sans-serif", 2, 5, fallbacks: ["sans-serif", "Sans Serif"]),
                .cssFamily("ui-monospace", 2, 20, fallbacks: ["sans-serif", "Sans Serif"]),
                .cssFamily("ui-rounded", 2, 34, fallbacks: ["sans-serif", "Sans Serif"]),
                .cssFamily("sans-serif", 2, 83, fallbacks: ["Sans Serif"]),
                .cssFamily("Sans Serif", 2, 97),
            ])
    }

    /// A byte order mark before the first rule is dropped, so `@font-face` after it is read as an at-rule; the
    /// columns still count its three bytes, as an editor's do.
    @Test func aByteOrderMarkBeforeTheFirstRuleIsDropped() {
        let css =
            "\u{FEFF}@font-face { font-family: \"Brand Web\"; src: url(b.woff2); }\n"
            + "h1 { font-family: \"Brand Web\", \"Gill Sans\"; }"
        #expect(scan(css) == [.cssFamily("Gill Sans", 2, 32)])
    }

    /// The system-font stack most sites start with: its keywords are occurrences (judged with their list, see
    /// `FontStackLintTests`), and the families after them are checked with what follows each as its fallbacks.
    @Test func theSystemFontKeywordsOfTheCommonStackAreRead() {
        let css = #"body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; }"#
        #expect(
            scan(css) == [
                .cssFamily("-apple-system", 1, 21, fallbacks: ["Segoe UI", "Roboto"]),
                .cssFamily("BlinkMacSystemFont", 1, 36, fallbacks: ["Segoe UI", "Roboto"]),
                .cssFamily("Segoe UI", 1, 56, fallbacks: ["Roboto"]),
                .cssFamily("Roboto", 1, 68),
            ])
    }

    /// `font-family` in a comment, in a string or as part of another property's name gives nothing.
    @Test func commentsStringsAndOtherPropertiesGiveNothing() {
        let css = #"""
            /* p { font-family: Commented; } */
            p::before { content: "font-family: Quoted; font: 12px Q"; font-family: Real /* font-family: In */ }
            q { content: 'a { font-family: S }'; --font-family: Custom; font-family-x: O; x-font-family: O }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Real", 2, 72)
            ])
    }

    /// Rules at any depth count: grouping at-rules, nested rules (`&`, `a:hover`), declarations beside nested rules,
    /// keyframes, `@page` margin boxes.
    @Test func declarationsAtAnyDepth() {
        let css = #"""
            @media screen {
              @supports (display: grid) {
                @layer base {
                  @container card (min-width: 10em) { p { font-family: Deep } }
                }
              }
            }
            .card {
              color: red;
              & .title { font-family: Ampersand }
              a:hover { font-family: Hover }
              @media print { font-family: InMedia; .x { font-family: Inner } }
              font-family: AfterNested;
            }
            @keyframes k { from { font-family: Frame } }
            @page { font-family: Page; @top-left { font-family: Margin } }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Deep", 4, 60),
                .cssFamily("Ampersand", 10, 27),
                .cssFamily("Hover", 11, 26),
                .cssFamily("InMedia", 12, 31),
                .cssFamily("Inner", 12, 58),
                .cssFamily("AfterNested", 13, 16),
                .cssFamily("Frame", 15, 36),
                .cssFamily("Page", 16, 22),
                .cssFamily("Margin", 16, 53),
            ])
    }

    /// Escapes in strings (`\"`, `\22 `, `\000022`, an escaped line break) and in identifiers are decoded; a hex escape
    /// eats one space after it.
    @Test func escapesAreDecoded() {
        let css = #"""
            p { font-family: "Gill \"Sans\"", "\22 Quoted\000022", '\'Single\27', \47 ill\ Sans, "Line\
            Break", "\41 \42", "\0", Café\2C Bar }
            """#
        #expect(
            scan(css) == [
                .cssFamily(
                    "Gill \"Sans\"", 1, 18,
                    fallbacks: [
                        "\"Quoted\"", "'Single'", "Gill Sans", "LineBreak", "AB", "\u{FFFD}", "Café,Bar",
                    ]),
                .cssFamily(
                    "\"Quoted\"", 1, 35,
                    fallbacks: ["'Single'", "Gill Sans", "LineBreak", "AB", "\u{FFFD}", "Café,Bar"]),
                .cssFamily(
                    "'Single'", 1, 56, fallbacks: ["Gill Sans", "LineBreak", "AB", "\u{FFFD}", "Café,Bar"]),
                .cssFamily("Gill Sans", 1, 71, fallbacks: ["LineBreak", "AB", "\u{FFFD}", "Café,Bar"]),
                .cssFamily("LineBreak", 1, 86, fallbacks: ["AB", "\u{FFFD}", "Café,Bar"]),
                .cssFamily("AB", 2, 9, fallbacks: ["\u{FFFD}", "Café,Bar"]),
                .cssFamily("\u{FFFD}", 2, 20, fallbacks: ["Café,Bar"]),
                .cssFamily("Café,Bar", 2, 26),
            ])
    }

    /// Property names compare without case and with escapes decoded.
    @Test func propertyNamesIgnoreCaseAndEscapes() {
        let css = #"""
            p { FONT-FAMILY: Upper; Font-Family: Mixed; font\-family: Escaped; f\6fnt: 12px Short; FoNt: 1em Case }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Upper", 1, 18),
                .cssFamily("Mixed", 1, 38),
                .cssFamily("Escaped", 1, 59),
                .cssFamily("Short", 1, 81, context: "font"),
                .cssFamily("Case", 1, 98, context: "font"),
            ])
    }

    /// `!important` (in any case, with or without a space after `!`) is not part of the last name.
    @Test func importantIsNotAName() {
        let css = #"""
            p { font-family: A, B !important; font: 12px C ! IMPORTANT; font-family: "D"!important }
            """#
        #expect(
            scan(css) == [
                .cssFamily("A", 1, 18, fallbacks: ["B"]),
                .cssFamily("B", 1, 21),
                .cssFamily("C", 1, 46, context: "font"),
                .cssFamily("D", 1, 74),
            ])
    }

    /// Several declarations and rules on one line each give their names at their own columns.
    @Test func severalDeclarationsOnOneLine() {
        let css = #"""
            p{font-family:A;font-family:B,C}q{font:1em D;color:red;font-family:E}r{font-family:F}
            """#
        #expect(
            scan(css) == [
                .cssFamily("A", 1, 15),
                .cssFamily("B", 1, 29, fallbacks: ["C"]),
                .cssFamily("C", 1, 31),
                .cssFamily("D", 1, 44, context: "font"),
                .cssFamily("E", 1, 68),
                .cssFamily("F", 1, 84),
            ])
    }

    /// A value that is not a family list (a number, two strings, an empty entry, a bad string) gives one occurrence
    /// that cannot be checked, at the entry (or the comma beside the empty one).
    @Test func aValueThatIsNotAFamilyListCannotBeChecked() {
        let css = #"""
            a { font-family: A B 1, C } b { font-family: A,, B } c { font-family: , A } d { font-family: A, }
            e { font-family: "A" "B" } f { font-family: 12px } g { font-family: A; } h { font-family: "bad
            string", Z }
            """#
        #expect(
            scan(css) == [
                .cssUnchecked(notAList, 1, 18),
                .cssUnchecked(notAList, 1, 48),
                .cssUnchecked(notAList, 1, 71),
                .cssUnchecked(notAList, 1, 95),
                .cssUnchecked(notAList, 2, 18),
                .cssUnchecked(notAList, 2, 45),
                .cssFamily("A", 2, 69),
                .cssUnchecked(notAList, 2, 91),
            ])
    }

    // MARK: - font

    /// The shorthand's families follow its size (a length, a percentage, a keyword, a function of lengths, a zero) and
    /// optional `/line-height`; an angle after `oblique` is not the size.
    @Test func shorthandFamiliesFollowTheSize() {
        let css = #"""
            a { font: italic small-caps bold condensed 16px/1.5 Inter, "Noto Sans", sans-serif }
            b { font: 100% B; font: 1em / 1.2 C; font: oblique 10deg larger D; font: 700 xx-small E }
            c { font: calc(1rem + 2px)/normal F; font: clamp(1rem, 2vw, 2rem) G; font: 0/0 H; font: 12px/30px I, J }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Inter", 1, 53, fallbacks: ["Noto Sans"], context: "font"),
                .cssFamily("Noto Sans", 1, 60, context: "font"),
                .cssFamily("B", 2, 16, context: "font"),
                .cssFamily("C", 2, 35, context: "font"),
                .cssFamily("D", 2, 65, context: "font"),
                .cssFamily("E", 2, 87, context: "font"),
                .cssFamily("F", 3, 35, context: "font"),
                .cssFamily("G", 3, 67, context: "font"),
                .cssFamily("H", 3, 80, context: "font"),
                .cssFamily("I", 3, 99, fallbacks: ["J"], context: "font"),
                .cssFamily("J", 3, 102, context: "font"),
            ])
    }

    /// System-font and other lone keywords give nothing; a value without a size or without families cannot be checked.
    @Test func shorthandWithoutFamilies() {
        let css = #"""
            a { font: caption; font: icon; font: menu; font: message-box; font: small-caption; font: status-bar }
            b { font: -apple-system-body; font: 12px serif; font: ; font: inherit !important }
            c { font: bold Arial; font: 12px; font: "Arial"; font: 12px/ ; font: 12px/1.5 }
            """#
        #expect(
            scan(css) == [
                .cssUnchecked(notAShorthand, 3, 11, context: "font"),
                .cssUnchecked(notAShorthand, 3, 29, context: "font"),
                .cssUnchecked(notAShorthand, 3, 41, context: "font"),
                .cssUnchecked(notAShorthand, 3, 56, context: "font"),
                .cssUnchecked(notAShorthand, 3, 70, context: "font"),
            ])
    }

    // MARK: - var(), env(), attr()

    /// A value that uses `var()`, `env()` or `attr()` anywhere, in any case, gives one occurrence at the first such
    /// function instead of its entries.
    @Test func dynamicValuesCannotBeChecked() {
        let css = #"""
            a { font-family: var(--body), Arial; font-family: Arial, ENV(safe), X }
            b { font: 12px/1 attr(data-font); font-family: A, "B", calc(var(--x)); font: var(--size) B }
            """#
        #expect(
            scan(css) == [
                .cssUnchecked("the value uses var()", 1, 18),
                .cssUnchecked("the value uses env()", 1, 58),
                .cssUnchecked("the value uses attr()", 2, 18, context: "font"),
                .cssUnchecked("the value uses var()", 2, 61),
                .cssUnchecked("the value uses var()", 2, 78, context: "font"),
            ])
    }

    // MARK: - @font-face

    /// `@font-face` declares a family (not checked) that is left out wherever the sheet uses it, compared without ASCII
    /// case, even when declared later or inside `@media`; `local()` names are unique names.
    @Test func fontFaceDeclaresTheSheetsOwnFamilies() {
        let css = #"""
            p { font-family: brand sans, Arial, "BRAND SANS", Georgia, serif }
            @font-face {
              font-family: "Brand Sans";
              src: local("Brand Sans Regular"), local(BrandSans-Regular), url(brand.woff2) format("woff2");
            }
            q { font: 12px Brand Sans, Verdana }
            @media screen { @font-face { font-family: Late; src: url(late.woff) } }
            r { font-family: late, LATE X, Late }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Arial", 1, 30, fallbacks: ["Georgia"]),
                .cssFamily("Georgia", 1, 51),
                .cssLocal("Brand Sans Regular", 4, 14),
                .cssLocal("BrandSans-Regular", 4, 43),
                .cssFamily("Verdana", 6, 28, context: "font"),
                .cssFamily("LATE X", 8, 24),
            ])
    }

    /// `local()` takes a string or identifiers; anything else cannot be checked. A descriptor of two families, a
    /// generic or a `var()` declares nothing; rules nested in `@font-face` are skipped.
    @Test func fontFaceOddities() {
        let css = #"""
            @font-face { src: local( Foo   Bar ), local(), local(var(--x)), local(1px), local(serif), LOCAL('X') }
            @font-face { font-family: A, B } @font-face { font-family: serif } @font-face { font-family: var(--f) }
            p { font-family: A, B, serif, Serif2 }
            @font-face { font-family: Nested; p { font-family: Inside } }
            """#
        #expect(
            scan(css) == [
                .cssLocal("Foo Bar", 1, 26),
                .cssUnchecked(notALocalName, 1, 39, local: true),
                .cssUnchecked("the value uses var()", 1, 54, local: true),
                .cssUnchecked(notALocalName, 1, 65, local: true),
                .cssLocal("serif", 1, 83),
                .cssLocal("X", 1, 97),
                .cssFamily("A", 3, 18, fallbacks: ["B", "Serif2"]),
                .cssFamily("B", 3, 21, fallbacks: ["Serif2"]),
                .cssFamily("Serif2", 3, 31),
            ])
    }

    // MARK: - Structure and positions

    /// Declarations outside a rule and at-rule preludes (`@supports (font-family: X)`) give nothing; a declaration hack
    /// (`*font-family`) or one outside a rule swallows the next rule's prelude up to its block, and a browser drops
    /// that rule whole (CSS Syntax 3: at the top level a `;` or an at-keyword is part of the prelude, and no selector
    /// holds one).
    @Test func topLevelDeclarationsAndPreludesGiveNothing() {
        let css = #"""
            @supports (font-family: Pre) { p { font-family: X } }
            font-family: TopLevel;
            @font-feature-values Foo { @styleset { nice: 1 } }
            @import url("a.css") supports(font-family: Imp);
            *font-family: Hack; q { font-family: Q }
            """#
        #expect(
            scan(css) == [
                .cssFamily("X", 1, 49)
            ])
    }

    /// Columns count UTF-8 bytes, as the Swift compiler does.
    @Test func columnsCountUTF8Bytes() {
        let css = #"""
            p::before { content: "é→"; font-family: Ünïcode, "Gill Sans" } /* ü */ q { font: 12px/1 ü }
            """#
        #expect(
            scan(css) == [
                .cssFamily("Ünïcode", 1, 44, fallbacks: ["Gill Sans"]),
                .cssFamily("Gill Sans", 1, 55),
                .cssFamily("ü", 1, 95, context: "font"),
            ])
    }

    /// Lines end at `\r\n`, `\n` or a lone `\r`.
    @Test func lineBreaksOfEveryKind() {
        let css =
            "p {\r\n  font-family:\r\n    A,\r\n    B;\r\n}\r\nq { font: 12px C }\rr { font-family: D }"
        #expect(
            scan(css) == [
                .cssFamily("A", 3, 5, fallbacks: ["B"]),
                .cssFamily("B", 4, 5),
                .cssFamily("C", 6, 16, context: "font"),
                .cssFamily("D", 7, 18),
            ])
    }

    /// An unterminated comment, string, block, `url(` or escape ends at the end of the text, as in a browser.
    @Test func unterminatedConstructsEndAtTheEnd() {
        #expect(scan("p { font-family: A } /* q { font-family: B }") == [.cssFamily("A", 1, 18)])
        #expect(
            scan(#"p { font-family: A, "unterminated"#)
                == [.cssFamily("A", 1, 18, fallbacks: ["unterminated"]), .cssFamily("unterminated", 1, 21)])
        #expect(scan(#"p { font-family: "A\"#) == [.cssFamily("A", 1, 18)])
        #expect(
            scan("p { font-family: A; q { font-family: B") == [
                .cssFamily("A", 1, 18), .cssFamily("B", 1, 38),
            ])
        #expect(
            scan("@media screen { p { font: 12px/1.5 X") == [.cssFamily("X", 1, 36, context: "font")])
        #expect(scan("@font-face { font-family: X; src: local(Y") == [.cssLocal("Y", 1, 41)])
        #expect(scan("@font-face { font-family: X") == [])
        #expect(scan("p { font-family: url(x") == [.cssUnchecked(notAList, 1, 18)])
        #expect(scan(#"p { font-family: A\"#) == [.cssFamily("A\u{FFFD}", 1, 18)])
        #expect(scan(#"\"#) == [])
        #expect(scan("") == [])
    }

    /// A block closes only with its own bracket: a `(` left open swallows the rest; stray `}` at the top level are
    /// part of the next rule's selector.
    @Test func bracketsMatchTheirOwnKind() {
        #expect(
            scan("p { font-family: (A, B } q { font-family: C }") == [.cssUnchecked(notAList, 1, 18)])
        #expect(
            scan("p { font-family: A } } } q { font-family: B }") == [
                .cssFamily("A", 1, 18), .cssFamily("B", 1, 43),
            ])
    }

    /// Hostile input finishes: deep nesting does not exhaust the stack, and a long list's occurrences list at most
    /// 32 fallbacks each instead of growing with the square of the list.
    @Test func hostileInputFinishes() {
        #expect(scan(String(repeating: "a{", count: 30_000)) == [])
        #expect(
            scan("p{font-family:" + String(repeating: "(", count: 30_000)) == [
                .cssUnchecked(notAList, 1, 15)
            ])
        #expect(scan(String(repeating: "b{a:b{}", count: 15_000)) == [])
        let long = scan("p{font-family:" + String(repeating: "N,", count: 5_000) + "M}")
        #expect(long.count == 5_001)
        #expect(long.first?.fallbacks == Array(repeating: "N", count: 32))
        #expect(long.last == .cssFamily("M", 1, 10_015))
    }
}
