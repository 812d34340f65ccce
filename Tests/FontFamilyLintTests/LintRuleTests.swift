import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyLint

/// Every kind of finding has its own rule, on real fontconfig over the fixture fonts; the docs list each rule with
/// its meaning.
@Suite struct LintRuleTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// Each finding as `line severity rule name`.
    private static func rules(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.line) \($0.severity) \($0.rule.id) \($0.name ?? "-")" }
    }

    @Test func eachSwiftCheckHasItsRule() {
        let source = """
            let a = UIFont(name: "NoSuchFont-Regular", size: 12)
            let b = UIFont(name: "gillsans-bold", size: 12)
            let c = UIFont(name: " GillSans-Italic", size: 12)
            let d = UIFont(name: "Gill Sans Light Italic", size: 12)
            let e = catalog.face(postScriptName: "Gill Sans Light Italic")
            let f = UIFont(name: "Gill Sans", size: 12)
            let g = UIFont(name: "Damascus-Regular", size: 12)
            let h = UIFont(name: "ZenOldMincho-Black", size: 12)
            let i = catalog.family(named: "gill sans")
            let j = UIFont(name: fontName, size: 12)
            let k = UIFont(name: "GillSans", size: 12)  // fontfamily:disable:this unknown-nam
            """
        #expect(
            Self.rules(linter.findings(in: source, language: .swift, path: "A.swift")) == [
                "1 error unknown-name NoSuchFont-Regular",
                "2 error wrong-case gillsans-bold",
                "3 error white-space  GillSans-Italic",
                "4 warning full-name Gill Sans Light Italic",
                "5 error full-name Gill Sans Light Italic",
                "6 warning family-not-face Gill Sans",
                "7 error misnamed-face Damascus-Regular",
                "8 error missing-style ZenOldMincho-Black",
                "9 error primary-family-name gill sans",
                "10 note dynamic-name -",
                "11 warning invalid-suppression unknown-nam",
            ])
    }

    @Test func eachCSSCheckHasItsRule() {
        let sheet = """
            a { font-family: "Gil Sans"; }
            b { font-family: SourceSansPro; }
            c { font-family: GillSans-Bold; }
            d { font-family: var(--brand); }
            """
        #expect(
            Self.rules(linter.findings(in: sheet, language: .css, path: "a.css")) == [
                "1 error unknown-family Gil Sans",
                "2 error family-spelling SourceSansPro",
                "3 error face-not-family GillSans-Bold",
                "4 note dynamic-name -",
            ])
    }

    @Test func eachDesignTokenCheckHasItsRule() {
        let tokens = """
            {"t": {"$type": "typography",
              "a": {"$value": {"fontFamily": "Gill Sans", "fontWeight": "semibold"}},
              "b": {"$value": {"fontFamily": "Gill Sans", "fontWeight": 100}}}}
            """
        #expect(
            Self.rules(linter.findings(in: tokens, language: .designTokens, path: "t.tokens.json")) == [
                "2 error invalid-weight semibold", "3 warning unresolved-weight 100",
            ])
        #expect(
            Self.rules(
                linter.findings(
                    in: #"{"font": {"$type": "fontFamily", "$value": "Gill Sans" }"#, language: .designTokens,
                    path: "t.tokens.json")) == ["1 error invalid-tokens -"])
    }

    /// Between them, the three texts above give every rule of source text; `IOSProjectLintTests` and
    /// `InfoPlistLintTests` give the app-font rules.
    @Test func everyRuleHasAnIdentifierAndALine() {
        #expect(
            LintRule.allCases.map(\.id) == [
                "unknown-name", "wrong-case", "white-space", "full-name", "family-not-face", "misnamed-face",
                "missing-style", "unknown-family", "family-spelling", "face-not-family", "primary-family-name",
                "invalid-weight", "unresolved-weight", "dynamic-name", "invalid-tokens", "invalid-suppression",
                "missing-app-font", "unreadable-app-font", "unlisted-app-font", "missing-on-platform",
                "duplicate-app-font", "invalid-encoding", "hidden-system-font",
            ])
        for rule in LintRule.allCases {
            #expect(LintRule(id: rule.id) == rule)
            #expect(rule.summary.hasSuffix("."))
        }
        #expect(LintRule(id: "unknown_name") == nil)
    }

    /// The README and the DocC article list every rule, each with its one-line meaning, in one table row.
    @Test(arguments: ["Sources/FontFamilyLint/FontFamilyLint.docc/Articles/LintingFontNames.md"])
    func theDocsListEveryRule(_ path: String) throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("` | ") }
        let listed = LintRule.allCases.map { "| `\($0.id)` | \($0.summary) |" }
        #expect(
            rows.filter { row in LintRule.allCases.contains { row.hasPrefix("| `\($0.id)` |") } }.map(String.init)
                == listed)
    }
}
