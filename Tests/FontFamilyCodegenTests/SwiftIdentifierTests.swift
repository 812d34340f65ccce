import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("Gill Sans", "GillSans", "gillSans"),
        ("source sans 3", "SourceSans3", "sourceSans3"),
        ("SemiBold Italic", "SemiBoldItalic", "semiBoldItalic"),
        ("arrow-left", "ArrowLeft", "arrowLeft"),
        ("snake_case_name", "SnakeCaseName", "snakeCaseName"),
        ("Noto Sans (CJK) JP.v2", "NotoSansCJKJPV2", "notoSansCJKJPV2"),
        ("URW Gothic", "URWGothic", "urwGothic"),
        ("URLValue", "URLValue", "urlValue"),
        ("It", "It", "it"),
        ("500px", "_500px", "_500px"),
        ("1234", "_1234", "_1234"),
        ("Café", "Café", "café"),
        ("Cafe\u{301}", "Café", "café"),
        ("ゴシック", "ゴシック", "ゴシック"),
        ("IPAゴシック", "IPAゴシック", "ipaゴシック"),
        ("straße", "Straße", "straße"),
        ("\u{301}abc", "Abc", "abc"),
        ("Smile 😀 Face", "SmileFace", "smileFace"),
        ("Semi\u{AD}Bold", "SemiBold", "semiBold"),
        ("zero\u{200B}width", "Zerowidth", "zerowidth"),
        ("a\u{202E}lmao\u{202C}b", "Almaob", "almaob"),
        ("Hangul\u{3164}Filler", "HangulFiller", "hangulFiller"),
        ("ハ\u{FE01}Lo", "ハLo", "ハLo"),
        ("\\(x)", "X", "x"),
        ("\"\"\"Quoted\"\"\"", "Quoted", "quoted"),
        ("end */ of // comment", "EndOfComment", "endOfComment"),
    ])
    func camelCase(text: String, typeName: String, memberName: String) {
        #expect(SwiftIdentifier.typeName(from: text, fallback: "Fallback") == typeName)
        #expect(SwiftIdentifier.memberName(from: text, fallback: "fallback") == memberName)
    }

    @Test(arguments: [
        ("class", "Class", "`class`"),
        ("default", "Default", "`default`"),
        ("init", "Init", "`init`"),
        ("self", "`Self`", "`self`"),
        ("Self", "`Self`", "`self`"),
        ("Type", "`Type`", "type"),
        ("Protocol", "`Protocol`", "`protocol`"),
        ("Any", "`Any`", "any"),
        ("some", "Some", "`some`"),
    ])
    func keywordsAreBackticked(text: String, typeName: String, memberName: String) {
        #expect(SwiftIdentifier.typeName(from: text, fallback: "Fallback") == typeName)
        #expect(SwiftIdentifier.memberName(from: text, fallback: "fallback") == memberName)
    }

    @Test(arguments: ["", "_", "😀", "\u{202E}\u{200B}", "*/", "//", "\"\"\"", "\u{E001}"])
    func textWithoutUsableCharactersUsesTheFallback(text: String) {
        #expect(SwiftIdentifier.typeName(from: text, fallback: "Face") == "Face")
        #expect(SwiftIdentifier.memberName(from: text, fallback: "face") == "face")
    }

    @Test func unusableFallbackBecomesUnnamed() {
        #expect(SwiftIdentifier.typeName(from: "", fallback: "") == "Unnamed")
        #expect(SwiftIdentifier.memberName(from: "-", fallback: "😀") == "unnamed")
        #expect(SwiftIdentifier.memberName(from: "", fallback: "default") == "`default`")
    }

    @Test func longNamesAreKeptWhole() {
        let text = String(repeating: "Ab ", count: 200)
        #expect(SwiftIdentifier.typeName(from: text, fallback: "F") == String(repeating: "Ab", count: 200))
        #expect(SwiftIdentifier.memberName(from: text, fallback: "f") == "ab" + String(repeating: "Ab", count: 199))
    }

    @Test func collisionsAfterSanitizingAreNumbered() {
        let names = ["Foo Bar", "Foo-Bar", "foo bar"].map { SwiftIdentifier.typeName(from: $0, fallback: "F") }
        #expect(names == ["FooBar", "FooBar", "FooBar"])
        #expect(SwiftIdentifier.uniqued(names) == ["FooBar", "FooBar2", "FooBar3"])
    }

    @Test func uniquedNeverTakesAnExistingName() {
        #expect(SwiftIdentifier.uniqued(["regular", "regular", "regular2"]) == ["regular", "regular3", "regular2"])
        #expect(SwiftIdentifier.uniqued(["a1", "a1", "a1_2"]) == ["a1", "a1_3", "a1_2"])
        #expect(
            SwiftIdentifier.uniqued(["`default`", "default", "default2"]) == ["`default`", "default3", "default2"])
        #expect(SwiftIdentifier.uniqued([]) == [])
        #expect(SwiftIdentifier.uniqued(["a", "b"]) == ["a", "b"])
    }

    /// Every keyword and contextual keyword of Swift 6, as enum cases of a `FontName` enum that are also used, and
    /// as type names.
    @Test func everyKeywordCompilesAsTypeAndCase() throws {
        let contextual = [
            "any", "associativity", "attached", "consume", "convenience", "copy", "didSet", "discard", "distributed",
            "dynamic", "each", "final", "freestanding", "get", "indirect", "infix", "isolated", "lazy", "left",
            "macro", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
            "required", "right", "sending", "set", "then", "unowned", "unsafe", "weak", "willSet", "yield",
            "rawValue", "allCases", "hashValue", "postScriptName", "hash", "Element", "RawValue", "AllCases",
        ]
        let texts = SwiftIdentifier.keywords.sorted() + contextual
        let members = SwiftIdentifier.uniqued(texts.map { SwiftIdentifier.memberName(from: $0, fallback: "m") })
        let types = SwiftIdentifier.uniqued(texts.map { SwiftIdentifier.typeName(from: $0, fallback: "T") })
        var source = "import FontFamilyKit\n\nenum Keywords: String, FontName {\n"
        for member in members { source += "    case \(member) = \(SwiftLiteral.string(member))\n" }
        source += "}\n\nlet used: [Keywords] = [" + members.map { "." + $0 }.joined(separator: ", ") + "]\n"
        source += "let names = used.map(\\.postScriptName)\n\nenum Types {\n"
        for type in types { source += "    enum \(type) {}\n" }
        try SwiftTypechecker.typecheck(source + "}\n")
    }

    @Test func everyEdgeCaseCompilesAsTypeAndCase() throws {
        let texts = [
            "class", "Type", "Self", "default", "init", "self", "Protocol", "_", "Any", "some", "1234", "", "😀",
            "\u{301}abc", "Café", "ゴシック", "٣abc", "İstanbul", "a\u{202E}b", String(repeating: "x", count: 500),
        ]
        let types = SwiftIdentifier.uniqued(texts.map { SwiftIdentifier.typeName(from: $0, fallback: "T") })
        let members = SwiftIdentifier.uniqued(texts.map { SwiftIdentifier.memberName(from: $0, fallback: "m") })
        var source = ""
        for (type, member) in zip(types, members) {
            source += "enum \(type) { case \(member) }\n"
            source += "let _: \(type) = .\(member)\n"
        }
        source += "enum AllCases { case \(members.joined(separator: ", ")) }\n"
        try SwiftTypechecker.typecheck(source)
    }
}

/// Vendors' abbreviations in style names, spelled out before a style becomes a case name.
@Suite struct StyleAbbreviationTests {
    @Test(arguments: [
        ("Bold Cond", "Bold Condensed"), ("Cond It", "Condensed Italic"), ("SemiboldIt", "Semibold Italic"),
        ("BdIt", "Bold Italic"), ("Cn Obl", "Condensed Oblique"), ("XCond", "XCond"), ("Italic", "Italic"),
        ("Light Ext", "Light Extended"), ("Semibd", "SemiBold"), ("COND", "Condensed"), ("Blk-Ital", "Black Italic"),
        ("Med Lt Hv", "Medium Light Heavy"), ("Compr", "Compressed"), ("Itálico", "Itálico"), ("", ""),
    ])
    func abbreviationsAreSpelledOut(_ style: String, _ expanded: String) {
        #expect(StyleAbbreviation.expanded(style) == expanded)
    }
}
