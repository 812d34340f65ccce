import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint
@testable import FontFamilySyntax

/// ``SwiftFontNameScanner``: the call sites it recognises, what it reports of their name argument, and where.
@Suite struct SwiftFontNameScannerTests {
    /// The occurrences in `source`.
    private func scan(_ source: String) -> [FontNameOccurrence] {
        SwiftFontNameScanner.occurrences(in: source)
    }

    /// An occurrence of the literal name `text`.
    private func literal(
        _ text: String, _ context: String, _ line: Int, _ column: Int,
        _ expectation: FontNameOccurrence.Expectation = .faceName
    ) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .literal(text), expectation: expectation, context: context, line: line, column: column)
    }

    /// An occurrence of a name that cannot be read from the source, for `reason`.
    private func notCheckable(
        _ reason: String, _ context: String, _ line: Int, _ column: Int,
        _ expectation: FontNameOccurrence.Expectation = .faceName
    ) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .notCheckable(reason: reason), expectation: expectation, context: context, line: line, column: column
        )
    }

    /// An occurrence of a name the lint follows through constants: `value`, read at file scope.
    private func followed(
        _ value: SwiftValue, _ context: String, _ line: Int, _ column: Int,
        _ expectation: FontNameOccurrence.Expectation = .faceName
    ) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .followed(value, scope: []), expectation: expectation, context: context, line: line, column: column)
    }

    /// A reference to the constant `spelled` (`Theme.title`), or to its raw value when it ends in `.rawValue`.
    private func reference(_ spelled: String) -> SwiftValue {
        var path = spelled.split(separator: ".").map { String($0.filter { $0 != "`" }) }
        let rawValue = path.count > 1 && path.last == "rawValue"
        if rawValue { path.removeLast() }
        return .reference(path: path, rawValue: rawValue, spelled: spelled)
    }

    // MARK: - Call sites

    @Test func everyAPIThatTakesAName() {
        let source = #"""
            let a = UIFont(name: "A-Bold", size: 12)
            let b = UIFont.init(name: "B", size: 12)
            let c = NSFont(name: "C", size: 12)
            let d = UIFontDescriptor(name: "D", size: 12)
            let e = NSFontDescriptor(name: "E", size: 12)
            let f = Font.custom("F", size: 17)
            let g = SwiftUI.Font.custom("G", size: 17, relativeTo: .body)
            let h = Font.custom("H", fixedSize: 9)
            Text("x").font(.custom("I", size: 1))
            Text("x").font(.custom("J", size: 1, relativeTo: .title))
            Text("x").font(.custom("K", fixedSize: 1))
            let l = CTFontCreateWithName("L" as CFString, 12, nil)
            let m = CTFontDescriptorCreateWithNameAndSize("M" as CFString, 12)
            let n = catalog.face(postScriptName: "N")
            let o = catalog.faces(postScriptName: "O")
            let p = catalog.resolve(postScriptName: "P")
            let q = catalog.resolve(postScriptName: "Q", fallback: .family)
            let r = try catalog.iconFont(named: "R")
            let s = try catalog.iconFont(named: "S", for: metadata)
            let t = catalog.family(named: "T")
            """#
        #expect(
            scan(source) == [
                literal("A-Bold", "UIFont(name:size:)", 1, 22),
                literal("B", "UIFont(name:size:)", 2, 27),
                literal("C", "NSFont(name:size:)", 3, 22),
                literal("D", "UIFontDescriptor(name:size:)", 4, 32),
                literal("E", "NSFontDescriptor(name:size:)", 5, 32),
                literal("F", "Font.custom(_:size:)", 6, 21),
                literal("G", "Font.custom(_:size:relativeTo:)", 7, 29),
                literal("H", "Font.custom(_:fixedSize:)", 8, 21),
                literal("I", ".custom(_:size:)", 9, 24),
                literal("J", ".custom(_:size:relativeTo:)", 10, 24),
                literal("K", ".custom(_:fixedSize:)", 11, 24),
                literal("L", "CTFontCreateWithName", 12, 30),
                literal("M", "CTFontDescriptorCreateWithNameAndSize", 13, 47),
                literal("N", "face(postScriptName:)", 14, 38, .postScriptName),
                literal("O", "faces(postScriptName:)", 15, 39, .postScriptName),
                literal("P", "resolve(postScriptName:fallback:)", 16, 41, .postScriptName),
                literal("Q", "resolve(postScriptName:fallback:)", 17, 41, .postScriptName),
                literal("R", "iconFont(named:)", 18, 37, .postScriptOrFamilyName),
                literal("S", "iconFont(named:for:)", 19, 37, .postScriptOrFamilyName),
                literal("T", "family(named:)", 20, 31, .primaryFamilyName),
            ])
    }

    /// A `.` starts an implicit member after an opening bracket, a separator, a binary operator or a keyword that an
    /// expression follows; after a value (an identifier other than `Font`, a literal, a closing bracket, a postfix
    /// Whether the scanner reads the callee of each call in `text`, in order, with the font type aliases `aliases`.
    private func calleesRead(in text: String, aliases: [String: String] = [:]) -> [Bool] {
        var text = text
        return text.withUTF8 { bytes in
            let source = SwiftFontNameScanner.Source(bytes: bytes, aliases: aliases)
            return source.tokens.indices.filter { source.tokens.kind(at: $0) == .leftParenthesis }.map {
                source.mayNameCallee(openingAt: $0)
            }
        }
    }

    /// A call's callee is read when its name may be one the scanner knows — a font type, `Self`, a Core Text
    /// function, anything after a `.`, an escaped name, any name when the run has aliases — and for no other name,
    /// however close (a name one byte longer or shorter, or another of the same length).
    @Test func aCallsCalleeIsReadOnlyWhereItsNameMayBeOne() {
        let known =
            "UIFont(x) NSFont(x) UIFontDescriptor(x) NSFontDescriptor(x) Self(x) CTFontCreateWithName(x) "
            + "CTFontDescriptorCreateWithNameAndSize(x) Font.custom(x) .init(x) a.face(x) `UIFont`(x)"
        #expect(calleesRead(in: known) == Array(repeating: true, count: 11))
        let others = "UIFonts(x) NSFon(x) XIFont(x) Selfie(x) CTFontCreate(x) compute(x) custom(x) init(x) face(x)"
        #expect(calleesRead(in: others) == Array(repeating: false, count: 9))
        #expect(calleesRead(in: others, aliases: ["Face": "UIFont"]) == Array(repeating: true, count: 9))
        #expect(SwiftFontNameScanner.receiverlessCalleeLengths[Int(UInt8(ascii: "U"))] == 1 << 6 | 1 << 16)
        #expect(SwiftFontNameScanner.receiverlessCalleeLengths[Int(UInt8(ascii: "C"))] == 1 << 20 | 1 << 37)
        #expect(SwiftFontNameScanner.receiverlessCalleeLengths.filter { $0 != 0 }.count == 4)
    }

    /// operator) `.custom` is some other type's method.
    @Test func implicitCustomOnlyWhereAnImplicitMemberCanStand() {
        let source = #"""
            func f() -> Font { return .custom("A", size: 1) }
            let b: Font = bold ? .custom("B", size: 1) : .body
            let c = [.custom("C", size: 1)]
            let d = fallback ?? .custom("D", size: 1)
            switch font { case .custom("E", size: 1): break }
            let f = Font
                .custom("F", size: 1)
            let g = theme.custom("G", size: 1)
            let h = theme!.custom("H", size: 1)
            let i = "s".custom("I", size: 1)
            let j = items[0].custom("J", size: 1)
            let k = make().custom("K", size: 1)
            let l = "\(x)".custom("L", size: 1)
            let m = Array<Font>.custom("M", size: 1)
            let n = theme.custom(font: "N", size: 1)
            """#
        #expect(
            scan(source) == [
                literal("A", ".custom(_:size:)", 1, 35),
                literal("B", ".custom(_:size:)", 2, 30),
                literal("C", ".custom(_:size:)", 3, 18),
                literal("D", ".custom(_:size:)", 4, 29),
                literal("E", ".custom(_:size:)", 5, 28),
                literal("F", "Font.custom(_:size:)", 7, 13),
            ])
    }

    /// A pattern that binds the associated values of a `custom` case passes no name, whatever its form.
    @Test func aPatternThatBindsTheNameGivesNothing() {
        let source = #"""
            switch style {
            case .custom(let name, size: let size): print(name, size)
            case let .custom(name, size): print(name, size)
            case .custom(var name, _): name = ""
            }
            """#
        #expect(scan(source) == [])
    }

    @Test func theSecondLabelMustMatchTheAPI() {
        let source = #"""
            let a = UIFont(name: "A")
            let b = UIFont(name: "B", weight: 1)
            let c = UIFont(name: "C", size: 1, extra: 2)
            let d = Font.custom("D")
            let e = Font.custom("E", size: 1, weight: 2)
            let f = Font.custom(name: "F", size: 1)
            let g = Text("x").font(.custom(x))
            let h = CTFontCreateWithName("H", 12)
            let i = CTFontDescriptorCreateWithNameAndSize("I", size: 12)
            let j = catalog.iconFont(named: "J", size: 2)
            let k = catalog.face(named: "K")
            let l = catalog.family(postScriptName: "L")
            let m = catalog.resolve(postScriptName: "M", policy: .none)
            let n = Foo(name: "N", size: 1)
            let o = UIFontMetrics(name: "O", size: 1)
            let p = NSFont(name: "P", size: 1,)
            """#
        #expect(scan(source) == [literal("P", "NSFont(name:size:)", 16, 22)])
    }

    @Test func declarationsAndReferencesAreNotCalls() {
        let source = #"""
            extension FontCatalog {
                func face(postScriptName: String) -> FontFace? { nil }
                func family(named name: String) -> Family? { nil }
                public func iconFont(named name: String, for metadata: IconMetadata) throws -> FontFace { x }
            }
            enum Request { case face(postScriptName: String), family(named: String) }
            let selector = #selector(UIFont.init(name:size:))
            let method = catalog.face(postScriptName:)
            let call = self.face(postScriptName: "Via-Self")
            let implicitSelf = face(postScriptName: "Implicit-Self")
            """#
        #expect(scan(source) == [literal("Via-Self", "face(postScriptName:)", 9, 38, .postScriptName)])
    }

    // MARK: - The name argument

    @Test func whatTheArgumentIs() {
        let source = #"""
            UIFont(name: fontName, size: 1)
            UIFont(name: Theme.bodyFont, size: 1)
            UIFont(name: self.name, size: 1)
            UIFont(name: `default`.name, size: 1)
            UIFont(name: .brand, size: 1)
            UIFont(name: GillSans.bold.rawValue, size: 1)
            CTFontCreateWithName(GillSans.bold.rawValue as CFString, 12, nil)
            UIFont(name: "A" + "B", size: 1)
            UIFont(name: makeName(), size: 1)
            UIFont(name: bold ? "A" : "B", size: 1)
            UIFont(name: custom ?? "A", size: 1)
            UIFont(name: names[0], size: 1)
            UIFont(name: theme?.font, size: 1)
            UIFont(name: ("A"), size: 1)
            UIFont(name: "A\(weight)", size: 1)
            UIFont(name: , size: 1)
            catalog.iconFont(named: nil, for: metadata)
            CTFontCreateWithName("C" as CFString, 1, nil)
            CTFontCreateWithName(name as CFString, 1, nil)
            UIFont(name: "D" as String, size: 1)
            UIFont(name: "E" as! String, size: 1)
            UIFont(name: "F" as? NSString, size: 1)
            UIFont(name: "G" as Substring, size: 1)
            """#
        let context = "UIFont(name:size:)"
        #expect(
            scan(source) == [
                followed(reference("fontName"), context, 1, 14),
                followed(reference("Theme.bodyFont"), context, 2, 14),
                followed(reference("self.name"), context, 3, 14),
                followed(reference("`default`.name"), context, 4, 14),
                followed(.reference(path: [".brand"], rawValue: false, spelled: ".brand"), context, 5, 14),
                followed(reference("GillSans.bold.rawValue"), context, 6, 14),
                followed(reference("GillSans.bold.rawValue"), "CTFontCreateWithName", 7, 22),
                followed(
                    .concatenation(
                        [.literal("AB", line: 8, column: 14)], line: 8, column: 14,
                        reason: "the name joins a value computed at run time"), context, 8, 14),
                notCheckable("the name is computed at run time", context, 9, 14),
                followed(
                    .choice([.literal("A", line: 10, column: 21), .literal("B", line: 10, column: 27)]), context, 10, 14
                ),
                followed(.choice([reference("custom"), .literal("A", line: 11, column: 24)]), context, 11, 14),
                notCheckable("the name is computed at run time", context, 12, 14),
                notCheckable("the name is computed at run time", context, 13, 14),
                literal("A", context, 14, 14),
                followed(
                    .concatenation(
                        [.literal("A", line: 15, column: 14), reference("weight"), .literal("", line: 15, column: 14)],
                        line: 15, column: 14, reason: "the name interpolates a value"), context, 15, 14),
                literal("C", "CTFontCreateWithName", 18, 22),
                followed(reference("name"), "CTFontCreateWithName", 19, 22),
                literal("D", context, 20, 14),
                literal("E", context, 21, 14),
                literal("F", context, 22, 14),
                notCheckable("the name is computed at run time", context, 23, 14),
            ])
    }

    // MARK: - Literals

    @Test func everyKindOfLiteralIsDecoded() {
        let source = ###"""
            UIFont(name: "plain", size: 1)
            UIFont(name: "esc \0 \\ \t \n \r \" \' end", size: 1)
            UIFont(name: "\u{1F600}\u{41}\u{e9}", size: 1)
            UIFont(name: #"raw \n \#t "quoted" "#, size: 1)
            UIFont(name: ##"two "# \#n \##n"##, size: 1)
            UIFont(name: #"""#, size: 1)
            UIFont(name: "", size: 1)
            UIFont(name: """
                Gill
                  Sans \
                Bold
                """, size: 1)
            UIFont(name: #"""
              raw \n \#t
              """#, size: 1)
            UIFont(name: """
            \tflush "quotes" ""two""

            """, size: 1)
            """###
        #expect(
            scan(source) == [
                literal("plain", "UIFont(name:size:)", 1, 14),
                literal("esc \0 \\ \t \n \r \" ' end", "UIFont(name:size:)", 2, 14),
                literal("\u{1F600}A\u{E9}", "UIFont(name:size:)", 3, 14),
                literal(#"raw \n \#t "quoted" "#, "UIFont(name:size:)", 4, 14),
                literal("two \"# \\#n \n", "UIFont(name:size:)", 5, 14),
                literal("\"", "UIFont(name:size:)", 6, 14),
                literal("", "UIFont(name:size:)", 7, 14),
                literal("Gill\n  Sans Bold", "UIFont(name:size:)", 8, 14),
                literal("raw \\n \t", "UIFont(name:size:)", 13, 14),
                literal("\tflush \"quotes\" \"\"two\"\"\n", "UIFont(name:size:)", 16, 14),
            ])
    }

    @Test func multiLineLiteralsInCRLFFilesHaveLineFeeds() {
        let source = [
            "let a = UIFont(name: \"\"\"", "    Gill", "      Sans \\", "    Bold", "", "    \"\"\", size: 1)",
            "let b = UIFont(name: \"B\", size: 1)",
        ].joined(separator: "\r\n")
        #expect(
            scan(source) == [
                literal("Gill\n  Sans Bold\n", "UIFont(name:size:)", 1, 22),
                literal("B", "UIFont(name:size:)", 7, 22),
            ])
    }

    @Test func malformedLiteralsAreNotReported() {
        let source = #"""
            UIFont(name: "bad \q escape", size: 1)
            UIFont(name: "\u{D800}", size: 1)
            UIFont(name: "\u{}", size: 1)
            UIFont(name: "\u{123456789}", size: 1)
            UIFont(name: """content on the opening line
                """, size: 1)
            UIFont(name: """
                closing delimiter after text""", size: 1)
            UIFont(name: "good", size: 1)
            """#
        #expect(scan(source) == [literal("good", "UIFont(name:size:)", 9, 14)])
    }

    /// Every literal that the code generator writes reads back as the text it was made from.
    @Test func generatedLiteralsReadBack() {
        var random = RandomUnicodeText(seed: 24)
        for _ in 0..<300 {
            let text = random.string(maximumLength: 24)
            let source = "let font = UIFont(name: \(SwiftLiteral.string(text)), size: 12)"
            #expect(scan(source) == [literal(text, "UIFont(name:size:)", 1, 25)], "\(SwiftLiteral.string(text))")
        }
    }

    // MARK: - Interpolation

    @Test func interpolationsAreSkippedAndTheirCallsFound() {
        let source = ##"""
            let a = UIFont(name: "A-\(weight.name("x)", (1 + (2))))-\("")", size: 1)
            let b = "\(UIFont(name: "Inner", size: 1)) and \(Font.custom("\("deep")", size: 2))"
            let c = UIFont(name: #"raw \(not) \#(interpolated)"#, size: 1)
            let d = UIFont(name: #"raw \(not interpolated)"#, size: 1)
            let e = UIFont(name: """
                line \(1)
                """, size: 1)
            """##
        #expect(
            scan(source) == [
                notCheckable("the name interpolates a value", "UIFont(name:size:)", 1, 22),
                literal("Inner", "UIFont(name:size:)", 2, 25),
                notCheckable("the name interpolates a value", "Font.custom(_:size:)", 2, 62),
                followed(
                    .concatenation(
                        [
                            .literal(#"raw \(not) "#, line: 3, column: 22), reference("interpolated"),
                            .literal("", line: 3, column: 22),
                        ], line: 3, column: 22, reason: "the name interpolates a value"), "UIFont(name:size:)", 3, 22),
                literal(#"raw \(not interpolated)"#, "UIFont(name:size:)", 4, 22),
                notCheckable("the name interpolates a value", "UIFont(name:size:)", 5, 22),
            ])
    }

    @Test func occurrencesAreInSourceOrder() {
        let source = #"""
            UIFont(name: pick(UIFont(name: "Inner", size: 1)), size: 2)
            Font.custom("\(Font.custom("Nested", size: 1))", size: 2)
            """#
        #expect(
            scan(source) == [
                notCheckable("the name is computed at run time", "UIFont(name:size:)", 1, 14),
                literal("Inner", "UIFont(name:size:)", 1, 32),
                notCheckable("the name interpolates a value", "Font.custom(_:size:)", 2, 13),
                literal("Nested", "Font.custom(_:size:)", 2, 28),
            ])
    }

    // MARK: - What only looks like a call

    @Test func commentsStringsAndRegexesHideCalls() {
        let source = ###"""
            // UIFont(name: "A", size: 1)
            /* UIFont(name: "B", size: 1) /* nested */ UIFont(name: "C", size: 1) */
            /// UIFont(name: "D", size: 1)
            let s = "UIFont(name: \"E\", size: 1)"
            let t = #"UIFont(name: "F", size: 1)"#
            let u = """
                UIFont(name: "G", size: 1)
                """
            let v = ##"""
                UIFont(name: "H", size: 1) """# still inside
                """##
            let w = #/UIFont\(name: "I", size: 1\)/#
            let x = ##/"/#UIFont(name: "J", size: 1)/##
            let y = "a \" UIFont(name: \"K\", size: 1) \\"
            let z = UIFont(name: "L", size: 1) // UIFont(name: "M", size: 1)
            """###
        #expect(scan(source) == [literal("L", "UIFont(name:size:)", 15, 22)])
    }

    // MARK: - Malformed input

    @Test(
        arguments: [
            ("UIFont(name: \"abc", []),
            ("UIFont(name: \"A\", size: 1", []),
            ("UIFont(name: \"A\\", []),
            ("UIFont(name: \"\\(x", []),
            ("/* UIFont(name: \"A\", size: 1)", []),
            ("let a = \"\"\"\nUIFont(name: \"A\", size: 1)", []),
            ("let a = #\"\"\"\nUIFont(name: \"A\", size: 1)\n\"\"\"", []),
            ("let a = #\"", []),
            ("#", []),
            ("`", []),
            ("\"\\(\"\\(\"\\(", []),
            ("UIFont(name: \"abc, size: 1)\nlet b = UIFont(name: \"B\", size: 1)", [(2, 22, "B")]),
            ("let r = #/abc\nUIFont(name: \"A\", size: 1)", [(2, 14, "A")]),
            ("let s = \"\\(f(\nUIFont(name: \"A\", size: 1)", [(2, 14, "A")]),
            ("\"\\(UIFont(name: \"A\", size: 1)", [(1, 17, "A")]),
            ("let `x = UIFont(name: \"A\", size: 1)", [(1, 23, "A")]),
            ("UIFont(name: \"A\", size: ]1)", [(1, 14, "A")]),
        ] as [(String, [(Int, Int, String)])])
    /// Unterminated literals, comments, interpolations and calls end at their line or at the end of the text; what
    /// follows a line's end is read again.
    func unterminatedInput(source: String, expected: [(Int, Int, String)]) {
        #expect(scan(source) == expected.map { literal($0.2, "UIFont(name:size:)", $0.0, $0.1) })
    }

    /// Nesting that a recursive or rescanning scanner could not survive. Past 256 open brackets (128 levels of two
    /// calls) the lexer reads through the rest without keeping its tokens: the calls there are not read.
    @Test func deepNestingStaysLinear() {
        #expect(scan(String(repeating: "\"\\(", count: 20_000)) == [])
        #expect(scan(String(repeating: "UIFont(name: ", count: 20_000)) == [])
        #expect(scan(String(repeating: "/*", count: 20_000)) == [])
        #expect(scan(String(repeating: "(", count: 20_000) + String(repeating: "]", count: 20_000)) == [])
        let depth = 1_000
        let nested =
            String(repeating: "UIFont(name: \"\\(UIFont(name: ", count: depth) + "n"
            + String(repeating: ", size: 1))\", size: 1)", count: depth)
        let found = scan(nested)
        let unit = "UIFont(name: \"\\(UIFont(name: ".utf8.count
        let kept = SwiftLexer.maximumNestingDepth / 2
        #expect(found.count == 2 * kept)
        #expect(found.first == notCheckable("the name interpolates a value", "UIFont(name:size:)", 1, 14))
        #expect(
            found.dropFirst().first
                == notCheckable("the name is computed at run time", "UIFont(name:size:)", 1, unit + 1))
        #expect(
            found.last == notCheckable("the name is computed at run time", "UIFont(name:size:)", 1, kept * unit + 1))
    }

    // MARK: - Positions

    @Test func columnsCountUTF8BytesAndLinesEndAnyWay() {
        let source =
            "let ü = \"é\"; let x = UIFont(name: \"Ä\", size: 1)\r\n"
            + "/* 😀 */ let y = Font.custom(name, size: 1)\r"
            + "\tlet z = catalog.family(named: \"Gill Sans\")\n"
            + "let 名前 = UIFont(name: \"名\", size: 1)"
        #expect(
            scan(source) == [
                literal("Ä", "UIFont(name:size:)", 1, 37),
                followed(reference("name"), "Font.custom(_:size:)", 2, 32),
                literal("Gill Sans", "family(named:)", 3, 32, .primaryFamilyName),
                literal("名", "UIFont(name:size:)", 4, 27),
            ])
    }

    /// A comment that the code generator writes never hides or invents a call.
    @Test func generatedCommentsHideNothing() {
        var random = RandomUnicodeText(seed: 7)
        for _ in 0..<300 {
            let comment = SwiftLiteral.comment(random.string(maximumLength: 24))
            let source = "// \(comment)\n/* \(comment) */ let f = UIFont(name: \"A\", size: 1)"
            let column = 4 + comment.utf8.count + 3 + 22
            #expect(scan(source) == [literal("A", "UIFont(name:size:)", 2, column)], "\(comment)")
        }
    }
}
