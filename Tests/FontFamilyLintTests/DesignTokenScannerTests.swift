import Testing

@testable import FontFamilyLint

@Suite struct DesignTokenScannerTests {
    private func scan(_ text: String) throws -> [FontNameOccurrence]? {
        try DesignTokenScanner.occurrences(in: text)
    }

    private func family(_ name: String, _ line: Int, _ column: Int, fallbacks: [String] = []) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .literal(name), expectation: .familyName, context: "fontFamily", line: line, column: column,
            fallbacks: fallbacks)
    }

    private func weight(_ text: String, of family: String, _ line: Int, _ column: Int) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .literal(text), expectation: .weight(family: family), context: "fontWeight", line: line,
            column: column)
    }

    private func unknownFamily(_ reason: String, _ line: Int, _ column: Int) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .notCheckable(reason: reason), expectation: .familyName, context: "fontFamily", line: line,
            column: column)
    }

    private func unknownWeight(_ reason: String, of family: String, _ line: Int, _ column: Int) -> FontNameOccurrence {
        FontNameOccurrence(
            value: .notCheckable(reason: reason), expectation: .weight(family: family), context: "fontWeight",
            line: line, column: column)
    }

    /// The error `text` gives, or `nil` (and a recorded issue) when it gives none.
    private func syntaxError(_ text: String) -> DesignTokenSyntaxError? {
        #expect(throws: DesignTokenSyntaxError.self) { try DesignTokenScanner.occurrences(in: text) }
    }

    // MARK: - fontFamily tokens

    @Test func fontFamilyTokensGiveOneNamePerString() throws {
        let text = #"""
            {
              "font": {
                "$type": "fontFamily",
                "body": { "$value": ["Source Sans Pro", "Gill Sans", "sans-serif"] },
                "display": { "$value": "Gill Sans" }
              }
            }
            """#
        #expect(
            try scan(text) == [
                family("Source Sans Pro", 4, 26, fallbacks: ["Gill Sans"]),
                family("Gill Sans", 4, 45),
                family("Gill Sans", 5, 28),
            ])
    }

    @Test func groupsPassTheirTypeDownUnlessATokenOrGroupSaysOtherwise() throws {
        let text = #"""
            {
              "brand": {
                "$type": "fontFamily",
                "primary": { "$value": "Inter" },
                "nested": {
                  "deeper": { "$value": "Lato" }
                },
                "colors": {
                  "$type": "color",
                  "red": { "$value": "#f00" },
                  "mono": { "$type": "fontFamily", "$value": "Fira Code" }
                },
                "size": { "$type": "dimension", "$value": "Not A Font" }
              },
              "untyped": { "$value": "Also Not" }
            }
            """#
        #expect(try scan(text) == [family("Inter", 4, 28), family("Lato", 6, 29), family("Fira Code", 11, 50)])
    }

    @Test func aTopLevelTypeReachesEveryToken() throws {
        let text = #"{"$type": "fontFamily", "a": {"$value": "Inter"}, "b": {"c": {"$value": ["Lato"]}}}"#
        #expect(try scan(text) == [family("Inter", 1, 41), family("Lato", 1, 74)])
    }

    @Test func aStringThatListsFamiliesGivesEach() throws {
        let text = #"{"f": {"$type": "fontFamily", "$value": ["Inter, 'Gill Sans' , \"Lato\",", "Arial"]}}"#
        #expect(
            try scan(text) == [
                family("Inter", 1, 42, fallbacks: ["Gill Sans", "Lato", "Arial"]),
                family("Gill Sans", 1, 42, fallbacks: ["Lato", "Arial"]),
                family("Lato", 1, 42, fallbacks: ["Arial"]),
                family("Arial", 1, 76),
            ])
    }

    @Test func aNameWithoutACommaIsKeptAsWritten() throws {
        // The checker says what is wrong with white space around a name; the scanner does not hide it.
        let text = #"{"f": {"$type": "fontFamily", "$value": [" Gill Sans ", ""]}}"#
        #expect(try scan(text) == [family(" Gill Sans ", 1, 42, fallbacks: [""]), family("", 1, 57)])
    }

    @Test func genericFamiliesAreNoNamesAndNoFallbacks() throws {
        let text =
            #"{"f": {"$type": "fontFamily", "$value": ["-apple-system", "Inter", "SANS-SERIF", "Lato", "ui-rounded"]}}"#
        #expect(try scan(text) == [family("Inter", 1, 59, fallbacks: ["Lato"]), family("Lato", 1, 82)])
    }

    @Test func fallbacksStopAfterThirtyTwoNames() throws {
        let names = (0..<40).map { "F\($0)" }
        let list = names.map { "\"\($0)\"" }.joined(separator: ",")
        let text = #"{"f": {"$type": "fontFamily", "$value": ["# + list + "]}}"
        var expected: [FontNameOccurrence] = []
        var column = 42
        for (position, name) in names.enumerated() {
            let fallbacks = Array(names[(position + 1)...].prefix(DesignTokenScanner.maximumFallbacks))
            expected.append(family(name, 1, column, fallbacks: fallbacks))
            column += name.utf8.count + 3
        }
        #expect(try scan(text) == expected)
        #expect(expected.first?.fallbacks.count == 32)
    }

    @Test func escapesAreDecodedAndColumnsCountUTF8Bytes() throws {
        let text =
            #"{"fonts—é": {"$type": "fontFamily", "日本": {"$value": "Noto Sans JP"}, "x": {"$value": "Gill\u0020Sans"}}}"#
        #expect(try scan(text) == [family("Noto Sans JP", 1, 61), family("Gill Sans", 1, 94)])
    }

    @Test func surrogatePairsAreDecoded() throws {
        let text = #"{"f": {"$type": "fontFamily", "$value": "Emoji \uD83D\uDE00 Sans"}}"#
        #expect(try scan(text) == [family("Emoji 😀 Sans", 1, 41)])
    }

    @Test func crlfAndLoneCarriageReturnsEndLines() throws {
        let lines = [
            #"{"#,
            #"  "font": {"#,
            #"    "$type": "fontFamily","#,
            #"    "a": { "$value": "Inter" },"#,
            #"    "b": { "$value": "Lato" }"#,
            #"  }"#,
            #"}"#,
        ]
        #expect(try scan(lines.joined(separator: "\r\n")) == [family("Inter", 4, 22), family("Lato", 5, 22)])
        #expect(try scan(lines.joined(separator: "\r")) == [family("Inter", 4, 22), family("Lato", 5, 22)])
    }

    // MARK: - typography tokens

    @Test func typographyGivesItsFamiliesAndAWeightOfTheFirst() throws {
        let text = #"""
            {
              "type": {
                "$type": "typography",
                "heading": { "$value": { "fontWeight": 600, "fontFamily": ["Gill Sans", "Helvetica", "serif"] } },
                "caption": { "$value": { "fontFamily": "Lato", "fontWeight": "semi-bold" } },
                "label": { "$value": { "fontFamily": "Lato", "fontWeight": 4e2 } },
                "wrong": { "$value": { "fontFamily": "Lato", "fontWeight": "semibold" } },
                "generic": { "$value": { "fontFamily": "system-ui", "fontWeight": 700 } },
                "noWeight": { "$value": { "fontFamily": "Lato" } },
                "noFamily": { "$value": { "fontWeight": 700 } },
                "odd": { "$value": { "fontFamily": "Lato", "fontWeight": true } }
              }
            }
            """#
        #expect(
            try scan(text) == [
                weight("600", of: "Gill Sans", 4, 44),
                family("Gill Sans", 4, 64, fallbacks: ["Helvetica"]),
                family("Helvetica", 4, 77),
                family("Lato", 5, 44),
                weight("semi-bold", of: "Lato", 5, 66),
                family("Lato", 6, 42),
                weight("4e2", of: "Lato", 6, 64),
                // The checker says that `semibold` is no weight the format knows.
                family("Lato", 7, 42),
                weight("semibold", of: "Lato", 7, 64),
                family("Lato", 9, 45),
                family("Lato", 11, 40),
            ])
    }

    @Test func typographyMembersOtherThanFamilyAndWeightAreNotRead() throws {
        let text =
            #"{"t": {"$type": "typography", "$value": {"fontSize": "Inter", "fontFamily": "Lato", "lineHeight": 1}}}"#
        #expect(try scan(text) == [family("Lato", 1, 77)])
    }

    // MARK: - Aliases

    @Test func aliasesAreFollowedAndCheckedWhereTheyLead() throws {
        let text = #"""
            {
              "font": {
                "$type": "fontFamily",
                "base": { "$value": ["Source Sans Pro", "Gill Sans"] },
                "body": { "$value": "{font.base}" },
                "text": { "$value": "{font.body}" }
              },
              "weight": {
                "$type": "fontWeight",
                "strong": { "$value": 700 },
                "semi": { "$value": "semi-bold" },
                "alias": { "$value": "{weight.strong}" }
              },
              "type": {
                "$type": "typography",
                "heading": { "$value": { "fontFamily": "{font.text}", "fontWeight": "{weight.alias}" } },
                "body": { "$value": { "fontFamily": "{font.base}", "fontWeight": "{weight.semi}" } },
                "copy": { "$value": "{type.body}" }
              }
            }
            """#
        #expect(
            try scan(text) == [
                family("Source Sans Pro", 4, 26, fallbacks: ["Gill Sans"]),
                family("Gill Sans", 4, 45),
                weight("700", of: "Source Sans Pro", 16, 73),
                weight("semi-bold", of: "Source Sans Pro", 17, 70),
            ])
    }

    @Test func aliasesThatLeadNowhereCannotBeChecked() throws {
        let text = #"""
            {
              "font": {
                "$type": "fontFamily",
                "missing": { "$value": "{font.base}" },
                "self": { "$value": "{font.self}" },
                "ping": { "$value": "{font.pong}" },
                "pong": { "$value": "{font.ping}" },
                "entry": { "$value": "{font.ping}" },
                "lead": { "$value": "{font.entry}" },
                "deep": { "$value": "{font.missing}" },
                "group": { "$value": "{font}" },
                "color": { "$value": "{color.red}" }
              },
              "color": { "red": { "$type": "color", "$value": "#f00" } },
              "type": {
                "$type": "typography",
                "a": { "$value": { "fontFamily": "{font.nowhere}", "fontWeight": 700 } },
                "b": { "$value": "{type.none}" },
                "c": { "$value": { "fontFamily": "Lato", "fontWeight": "{weight.none}" } },
                "d": { "$value": { "fontFamily": "Lato", "fontWeight": "{type.a}" } },
                "e": { "$value": "{color.red}" }
              }
            }
            """#
        #expect(
            try scan(text) == [
                unknownFamily("the family is the alias '{font.base}', which this file does not define", 4, 28),
                unknownFamily("the family is the alias '{font.self}', which refers to itself", 5, 25),
                unknownFamily(
                    "the family is the alias '{font.pong}', which refers to itself through '{font.ping}'", 6, 25),
                unknownFamily(
                    "the family is the alias '{font.ping}', which refers to itself through '{font.pong}'", 7, 25),
                unknownFamily(
                    "the family is the alias '{font.ping}', which refers to itself through '{font.pong}'", 8, 26),
                unknownFamily(
                    "the family is the alias '{font.entry}', which refers to '{font.ping}', which refers to itself", 9,
                    25),
                unknownFamily(
                    "the family is the alias '{font.missing}', which refers to '{font.base}', which this file does "
                        + "not define", 10, 25),
                unknownFamily("the family is the alias '{font}', which this file does not define", 11, 26),
                unknownFamily("the family is the alias '{color.red}', whose value is not a family name", 12, 26),
                // The family is unknown: no weight.
                unknownFamily("the family is the alias '{font.nowhere}', which this file does not define", 17, 38),
                unknownFamily("the typography is the alias '{type.none}', which this file does not define", 18, 22),
                family("Lato", 19, 38),
                unknownWeight(
                    "the weight is the alias '{weight.none}', which this file does not define", of: "Lato", 19, 60),
                family("Lato", 20, 38),
                unknownWeight(
                    "the weight is the alias '{type.a}', whose value is not a font weight", of: "Lato", 20, 60),
                unknownFamily(
                    "the typography is the alias '{color.red}', whose value is not a typography object", 21, 22),
            ])
    }

    @Test func aliasesInsideAListGiveTheirFamiliesAsFallbacks() throws {
        let text = #"""
            {"font": {"$type": "fontFamily",
            "brand": {"$value": "Inter"},
            "stack": {"$value": ["Lato", "{font.brand}", "Arial"]},
            "lead": {"$value": ["{font.brand}", "Arial"]}},
            "t": {"$type": "typography", "$value": {"fontFamily": ["{font.brand}", "Arial"], "fontWeight": 300}}}
            """#
        #expect(
            try scan(text) == [
                family("Inter", 2, 21),
                family("Lato", 3, 22, fallbacks: ["Inter", "Arial"]),
                family("Arial", 3, 46),
                family("Arial", 4, 37),
                family("Arial", 5, 72),
                weight("300", of: "Inter", 5, 96),
            ])
    }

    @Test func aliasesToTheRootTokenOfAGroupAreFollowed() throws {
        let text = #"""
            {"font": {"$type": "fontFamily", "$root": {"$value": "Inter"}, "alt": {"$value": "{font.$root}"}},
            "t": {"$type": "typography", "$value": {"fontFamily": "{font.$root}", "fontWeight": 500}}}
            """#
        #expect(try scan(text) == [family("Inter", 1, 54), weight("500", of: "Inter", 2, 85)])
    }

    @Test func aLongChainOfAliasesIsFollowedWithoutRecursion() throws {
        let count = 20_000
        var members = (0..<count).map { #""t\#($0)": {"$value": "{c.t\#($0 + 1)}"}"# }
        members.append(#""t\#(count)": {"$value": "Inter"}"#)
        let text =
            #"{"c": {"$type": "fontFamily", "#
            + members.joined(separator: ", ")
            + #"}, "u": {"$type": "typography", "$value": {"fontFamily": "{c.t0}", "fontWeight": 700}}}"#
        let occurrences = try #require(try scan(text))
        #expect(occurrences.map(\.value) == [.literal("Inter"), .literal("700")])
        #expect(occurrences.last?.expectation == .weight(family: "Inter"))
    }

    // MARK: - Duplicate keys and members that are not tokens

    @Test func theLastOfDuplicateKeysCounts() throws {
        let text = #"""
            {"font": {"$type": "fontFamily", "a": {"$value": "First"}, "a": {"$value": "Second", "$value": "Third"}}}
            """#
        #expect(try scan(text) == [family("Third", 1, 96)])
    }

    @Test func dollarMembersAreNotTokens() throws {
        let text = #"""
            {
              "$description": "Inter",
              "$extensions": { "com.figma": { "$type": "fontFamily", "$value": "Hidden" } },
              "font": {
                "$type": "fontFamily",
                "$description": "Lato",
                "$extensions": { "x": { "$value": "Hidden Too" } },
                "$deprecated": "Old",
                "body": { "$value": "Inter", "$description": "Gill Sans", "$extensions": { "y": "Nope" } }
              }
            }
            """#
        #expect(try scan(text) == [family("Inter", 9, 25)])
    }

    // MARK: - Files that are not design tokens

    @Test func jsonWithoutValueMembersIsNotDesignTokens() throws {
        #expect(try scan(#"{"name": "app", "dependencies": {"fontFamily": "Inter"}}"#) == nil)
        #expect(try scan("{}") == nil)
        #expect(try scan("[]") == nil)
        #expect(try scan(#""$value""#) == nil)
        #expect(try scan(#"{"value": "Inter", "type": "fontFamily"}"#) == nil)
        // tsconfig.json has comments: not JSON, and no design tokens either.
        #expect(try scan("{\n  // strict\n  \"compilerOptions\": {\"strict\": true},\n}") == nil)
        #expect(try scan("") == nil)
    }

    @Test func designTokensWithoutFontsHaveNoNames() throws {
        #expect(try scan(##"{"red": {"$type": "color", "$value": "#f00"}}"##) == [])
        #expect(try scan(#"[{"$value": "Inter", "$type": "fontFamily"}]"#) == [])
        #expect(try scan(#"{"a": [{"$value": "Inter", "$type": "fontFamily"}]}"#) == [])
    }

    // MARK: - Malformed JSON

    @Test func malformedDesignTokensSayWhatWasExpectedAndWhere() {
        let cases: [(text: String, line: Int, column: Int, description: String)] = [
            (
                #"{"f": {"$type": "fontFamily", "$value": "Inter",}}"#, 1, 49,
                "expected another member after ',' (JSON allows no trailing comma)"
            ),
            (
                "{\"f\": {\n  \"$value\": [\n    \"Inter\",\n  ]\n}}", 4, 3,
                "expected another element after ',' (JSON allows no trailing comma)"
            ),
            (
                "{\"f\": {\"$value\": \"Inter}}", 1, 18,
                "expected '\"' to close the string before the end of the file"
            ),
            (
                "{\"f\": {\"$value\": \"Inter}},\n\"g\": 1}", 1, 18,
                "expected '\"' to close the string before the end of the line"
            ),
            (
                #"{"f": {"$value": "Gill\xSans"}}"#, 1, 23,
                "expected '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after a backslash in a string"
            ),
            (
                #"{"f": {"$value": "\uD83D"}}"#, 1, 19,
                "expected a low surrogate escape ('\\uDC00' to '\\uDFFF') after the high surrogate '\\uD83D'"
            ),
            (#"{"f": {"$value" "Inter"}}"#, 1, 17, "expected ':' after an object key"),
            (#"{"f": {"$value": "Inter"} "g": 1}"#, 1, 27, "expected ',' or '}' after an object member"),
            (#"{"f": {"$value": 'Inter'}}"#, 1, 18, "expected a value after ':'"),
            (#"{"é": {"$value": "x",}}"#, 1, 23, "expected another member after ',' (JSON allows no trailing comma)"),
            (
                "{\r\n\"f\": {\r\n\"$value\": 01}}", 3, 12, "expected a number without leading zeros"
            ),
            (
                #"{"$value": "# + String(repeating: "[", count: 300), 1, 267,
                "expected no more than 256 levels of nested arrays and objects"
            ),
            (#"{"f": {"$value": "x"}} {}"#, 1, 24, "expected the end of the file after the JSON value"),
        ]
        for (text, line, column, description) in cases {
            #expect(
                syntaxError(text) == DesignTokenSyntaxError(line: line, column: column, description: description),
                "\(text.debugDescription)")
        }
    }

    // MARK: - Tokens Studio

    @Test func tokensStudioFilesGiveFamiliesButNotTheirStyleNameWeights() throws {
        let text = #"""
            {
              "global": {
                "fontFamilies": { "heading": { "value": "Gill Sans", "type": "fontFamilies" } },
                "fontWeights": { "bold": { "value": "Bold", "type": "fontWeights" } },
                "typography": {
                  "h1": { "value": { "fontFamily": "{fontFamilies.heading}", "fontWeight": "{fontWeights.bold}" }, "type": "typography" },
                  "h2": { "value": { "fontFamily": "Lato", "fontWeight": "Regular" }, "type": "typography" },
                  "h3": { "value": { "fontFamily": "{global.fontFamilies.heading}" }, "type": "typography" },
                  "h4": { "value": { "fontFamily": "{fontFamilies.body}" }, "type": "typography" }
                }
              },
              "$themes": [],
              "$metadata": { "tokenSetOrder": ["global"] }
            }
            """#
        #expect(
            try scan(text) == [
                family("Gill Sans", 3, 45),
                family("Lato", 7, 40),
                unknownFamily("the family is the alias '{fontFamilies.body}', which this file does not define", 9, 40),
            ])
    }

    /// A group that `$extends` another inherits the tokens it does not define itself, and an alias into it finds
    /// them; `$extends` that loop end without a name.
    @Test func anAliasFindsTheTokensAGroupInheritsThroughExtends() throws {
        let tokens = """
            {
              "base": { "$type": "fontFamily", "body": { "$value": "Gill Sans" } },
              "themeB": { "$extends": "{base}", "display": { "$value": "Papyrus", "$type": "fontFamily" } },
              "loopA": { "$extends": "{loopB}" },
              "loopB": { "$extends": "{loopA}" },
              "text": {
                "$type": "typography",
                "a": { "$value": { "fontFamily": "{themeB.body}", "fontWeight": 400 } },
                "b": { "$value": { "fontFamily": "{loopA.body}", "fontWeight": 400 } }
              }
            }
            """
        #expect(
            try scan(tokens) == [
                family("Gill Sans", 2, 56),
                family("Papyrus", 3, 60),
                weight("400", of: "Gill Sans", 8, 69),
                unknownFamily("the family is the alias '{loopA.body}', which this file does not define", 9, 38),
            ])
    }

    /// A JSON reference is reported as a family the lint cannot check, not dropped.
    @Test func aJSONReferenceIsNotCheckable() throws {
        let tokens = ##"{"font": {"$type": "fontFamily", "body": {"$value": [{"$ref": "#/x"}, "Gill Sans"]}}}"##
        #expect(
            try scan(tokens) == [
                FontNameOccurrence(
                    value: .notCheckable(
                        reason: "the family is a JSON reference ($ref), which the lint does not follow"),
                    expectation: .familyName, context: "fontFamily", line: 1, column: 54),
                family("Gill Sans", 1, 71),
            ])
    }
}
