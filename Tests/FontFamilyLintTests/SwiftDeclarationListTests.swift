import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// The declarations of a Swift file kept column by column in segments: each comes back as it was declared, a file of
/// many takes a few bytes beyond its names and literals for each, and a name declared again in a row is kept once
/// and still followed as often as it is declared.
@Suite struct SwiftDeclarationListTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// The advice a `dynamic-name` note ends with.
    private static let notCheckable = ExpectedMessages.swiftNotCheckable

    /// Lints the files `files` (by name) written into a fresh directory: each finding's line with the directory left
    /// out.
    private func lint(_ files: [String: String]) throws -> [String] {
        try linter.findingLines(of: files, tag: "lint-declarations")
    }

    /// Every kind of declaration, across three segments and in four scopes, comes back with its name (short, long,
    /// not ASCII), scope, symbol and count, in order.
    @Test func declarationsComeBackAsDeclared() {
        var list = SwiftDeclarationList()
        var expected: [(name: String, scope: Int, symbol: SwiftFileSymbols.Symbol, count: Int)] = []
        func add(_ name: String, _ scope: Int, _ symbol: SwiftFileSymbols.Symbol) {
            list.append(name: name, scope: scope, symbol: symbol)
            expected.append((name, scope, symbol, 1))
        }
        for index in 0..<10_000 {
            let scope = index / 3_000
            switch index % 5 {
            case 0:
                // A text of 255 bytes or more has its length kept apart.
                let text = index % 1_000 == 0 ? String(repeating: "é", count: 600) : "Name \(index) \\ \"é\""
                add("k\(index)", scope, .constant(.literal(text, line: 3, column: 9)))
            case 1:
                let name = index % 1_000 == 1 ? String(repeating: "n", count: 255) : "aVeryLongConstantNameOf"
                add("\(name)\(index)", scope, .computedAtRunTime)
            case 2:
                // A reference is kept as it is spelled when that gives its path, as it is otherwise.
                let references: [SwiftValue] = [
                    .reference(path: ["Theme", "title"], rawValue: false, spelled: "Theme.title"),
                    .reference(path: [".brand"], rawValue: true, spelled: ".brand.rawValue"),
                    .reference(path: ["default"], rawValue: false, spelled: "`default`"),
                    .reference(path: ["Theme", "title"], rawValue: true, spelled: "x"),
                ]
                add("café\(index)", scope, .constant(references[index / 5 % references.count]))
            case 3:
                // A parameter's type is kept as it is spelled when that gives its path, as it is otherwise.
                let types: [[String]?] = [["Brand"], nil, ["Theme", "Brand"], ["a.b"], []]
                add("p\(index)", scope, .parameter(type: types[index / 5 % types.count]))
            default:
                // A case's enum is kept once for a run of its cases; a raw value other than a literal as it is.
                let rawValues: [SwiftValue?] = [.literal("", line: 1, column: 2), nil, .runtime(reason: "r")]
                let enumKey = index % 10_000 < 5_000 ? "E" : "Theme.Brand"
                add("c\(index)", scope, .enumCase(enumKey: enumKey, rawValue: rawValues[index / 5 % rawValues.count]))
            }
        }
        #expect(list.count == 10_000)
        let kept = Array(list)
        #expect(kept.count == expected.count)
        for (declaration, wanted) in zip(kept, expected) {
            #expect(declaration.name == wanted.name)
            #expect(declaration.scope == wanted.scope)
            #expect(declaration.symbol == wanted.symbol)
            #expect(declaration.count == wanted.count)
        }
        var names: [String] = []
        list.forEach(named: { $0.hasPrefix("k999") }) { names.append($0.name) }
        #expect(names == ["k9990", "k9995"])
    }

    /// A name declared again right after itself, in the same scope and with the same symbol, is kept once and counted;
    /// one declared between them, another scope, another symbol or a literal (which stands at a place of its own)
    /// keeps each.
    @Test func aRepeatedDeclarationIsKeptOnceAndCounted() throws {
        let source =
            String(repeating: "let a = 1; ", count: 100_000) + "let a = b; let a = b; let b = 1; let a = 1;\n"
            + "let c = \"GillSans-Bld\"; let c = \"GillSans-Bld\"\nfunc f() { let d = 1; _ = UIFont(name: d, size: 1) }\n"
            + "let d = 1\n"
        let scan = SwiftFontNameScanner.scan(source, path: "Repeats.swift")
        try #require(scan.symbols.symbols.count == 8)
        let kept = scan.symbols.symbols.map { "\($0.name)@\($0.scope)×\($0.count)" }
        #expect(kept == ["a@0×100000", "a@0×2", "b@0×1", "a@0×1", "c@0×1", "c@0×1", "d@1×1", "d@0×1"])
    }

    /// 100,000 declarations of one name in a row are followed as the 100,000 they are: more than 64 names; 64 in a
    /// row give one name, computed at run time, and 65 more than 64.
    @Test func aRepeatedDeclarationIsFollowedAsOftenAsItIsDeclared() throws {
        func file(_ repeats: Int) -> String {
            "_ = UIFont(name: a, size: 12)\n" + String(repeating: "let a = 1; ", count: repeats) + "\n"
        }
        #expect(
            try lint(["Many.swift": file(100_000)]) == [
                "Many.swift:1:18: note: The font name cannot be checked: the name is the value of 'a', which gives "
                    + "more than 64 names that the lint does not check." + Self.notCheckable
            ])
        #expect(
            try lint(["Many.swift": file(65)]) == [
                "Many.swift:1:18: note: The font name cannot be checked: the name is the value of 'a', which gives "
                    + "more than 64 names that the lint does not check." + Self.notCheckable
            ])
        #expect(
            try lint(["Many.swift": file(64)]) == [
                "Many.swift:1:18: note: The font name cannot be checked: the name is the value of 'a', which is "
                    + "computed at run time." + Self.notCheckable
            ])
    }

    /// A file of 50,000 string constants keeps, for each, its name's and literal's bytes and 11 more (the length of
    /// each, what it holds, the literal's line and column), where each once took a 32-byte record and a 48-byte box;
    /// the last one, used in a font call, is followed to its literal's exact place.
    @Test func manyConstantsAreKeptCompactlyAndFollowedExactly() throws {
        let count = 50_000
        var source = "_ = UIFont(name: K.k\(count - 1), size: 12)\nenum K {\n"
        for index in 0..<(count - 1) { source += "    static let k\(index) = \"Name\(index)\"\n" }
        source += "    static let k\(count - 1) = \"GillSans-Bld\"\n}\n"
        let scan = SwiftFontNameScanner.scan(source, path: "Constants.swift")
        #expect(scan.symbols.symbols.count == count)
        #expect(scan.symbols.symbols.byteCount <= count * (11 + 6 + 9))
        #expect(
            try lint(["Constants.swift": source]) == [
                "Constants.swift:\(count + 2):25: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. Used as UIFont(name:size:) at Constants.swift:1:18. "
                    + "(unknown-name)"
            ])
    }

    /// A file of 1,000 functions keeps the signatures of those a token is inside only: a function nested in a
    /// method, entered after all of them, still passes its parameter on, and the method around it is still the
    /// function its own call is in.
    @Test func aFunctionInsideManyIsStillTheOneItsCallsAreIn() throws {
        var source = ""
        for index in 0..<1_000 { source += "func f\(index)(name: String) { _ = name }\n" }
        source += """
            struct Theme {
                func outer(name: String) {
                    func inner(_ face: String) -> UIFont? { UIFont(name: face, size: 12) }
                    _ = inner("GillSans-Bld")
                    _ = UIFont(name: name, size: 12)
                }
            }

            """
        let found = try lint(["Functions.swift": source])
        #expect(
            found == [
                "Functions.swift:1004:19: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)",
                "Functions.swift:1005:26: note: The font name cannot be checked: the name is the value of 'name'."
                    + Self.notCheckable,
            ])
    }

    /// An enum's cases come back with their raw values, a case without one declared again in a row as often as it
    /// is declared.
    @Test func anEnumsCasesComeBackAsDeclared() {
        let source = """
            enum Brand: String { case bold = "GillSans-Bold", light; case light; case regular = "DejaVuSans" }
            enum Plain { case x; case x, y }

            """
        let scan = SwiftFontNameScanner.scan(source, path: "Enums.swift")
        let cases = scan.symbols.enumerations.map { enumeration in
            enumeration.cases.map { "\(enumeration.key).\($0.name)=\($0.rawValue.map { "\($0)" } ?? "nil")" }
        }
        #expect(
            cases == [
                [
                    "Brand.bold=literal(\"GillSans-Bold\", line: 1, column: 34)",
                    "Brand.light=literal(\"light\", line: 1, column: 51)",
                    "Brand.light=literal(\"light\", line: 1, column: 63)",
                    "Brand.regular=literal(\"DejaVuSans\", line: 1, column: 85)",
                ],
                ["Plain.x=nil", "Plain.x=nil", "Plain.y=nil"],
            ])
    }
}
