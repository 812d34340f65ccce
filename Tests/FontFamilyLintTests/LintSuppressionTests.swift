import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// Suppression comments: `fontfamily:disable:next RULE` hides the rule's findings on the next line,
/// `fontfamily:disable:this RULE` on its own; a comment naming another rule hides nothing, and a malformed one is a
/// finding itself. Checked on real fontconfig over the fixture fonts.
@Suite struct LintSuppressionTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// Each finding as `line:column rule`.
    private static func places(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.line):\($0.column) \($0.rule.id)" }
    }

    @Test func aSwiftCommentHidesItsRuleOnItsLineAndTheNext() {
        let source = """
            // fontfamily:disable:next unknown-name
            let a = UIFont(name: "GillSans-Bld", size: 12)
            let b = UIFont(name: "GillSans-Bld", size: 12)  // fontfamily:disable:this unknown-name
            let c = UIFont(name: "GillSans-Bld", size: 12)
            /* fontfamily:disable:next wrong-case unknown-name -- two rules, and a reason */
            let d = UIFont(name: "GillSans-Bld", size: 12)
            /// fontfamily:disable:next unknown-name
            let e = UIFont(name: "GillSans-Bld", size: 12)
            """
        #expect(Self.places(linter.findings(in: source, language: .swift, path: "A.swift")) == ["4:22 unknown-name"])
    }

    /// The mutation that reads a suppression comment as hiding every rule fails here.
    @Test func aSwiftCommentNamingAnotherRuleHidesNothing() {
        let source = """
            // fontfamily:disable:next wrong-case
            let a = UIFont(name: "GillSans-Bld", size: 12)
            let b = UIFont(name: "GillSans-bold", size: 12)  // fontfamily:disable:this unknown-name
            // fontfamily:disable:next unknown-name

            let c = UIFont(name: "GillSans-Bld", size: 12)
            """
        #expect(
            Self.places(linter.findings(in: source, language: .swift, path: "A.swift")) == [
                "2:22 unknown-name", "3:22 wrong-case", "6:22 unknown-name",
            ])
    }

    /// Only a file that holds `fontfamily:` is searched for suppression comments, wherever the prefix starts.
    @Test func theSearchForTheDirectivePrefixFindsItAnywhere() {
        for (text, expected) in [
            ("fontfamily:", true), ("// fontfontfamily:disable", true), ("ffontfamily:", true), ("fontfamily", false),
            ("", false), ("fontfamily;disable", false),
        ] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(SourceComment.mayHoldDirective) == expected, "\(text)")
        }
        // The search looks at eight bytes at a time for the prefix's `:`: it finds the prefix at every place in a
        // block, and nothing in colons that no prefix ends.
        for padding in 0..<17 {
            let lead = String(repeating: ":", count: padding)
            for (text, expected) in [
                (lead + "fontfamily:", true), (lead + "fontfamily:" + lead, true),
                (lead + "fontfamily :" + lead, false),
                (lead + "fontfamil:y" + lead, false), (lead + "ontfamily:", false),
            ] {
                #expect(
                    Array(text.utf8).withUnsafeBufferPointer(SourceComment.mayHoldDirective) == expected, "\(text)")
            }
        }
    }

    /// Text that only looks like a suppression comment, inside a string literal, hides nothing.
    @Test func aSuppressionInAStringLiteralHidesNothing() {
        let source =
            #"let a = UIFont(name: "GillSans-Bld", size: 12); let s = "// fontfamily:disable:this unknown-name""#
        #expect(Self.places(linter.findings(in: source, language: .swift, path: "A.swift")) == ["1:22 unknown-name"])
    }

    @Test func aCSSCommentHidesItsRuleOnItsLineAndTheNext() {
        let sheet = """
            a {
              /* fontfamily:disable:next unknown-family */
              font-family: "Gil Sans", serif;
            }
            b { font-family: "Gil Sans", serif; /* fontfamily:disable:this unknown-family */ }
            c { font-family: "Gil Sans", serif; }
            d { font-family: "Gil Sans", serif; /* fontfamily:disable:this face-not-family */ }
            e { font-family: "content: '/* fontfamily:disable:this unknown-family */'", "Gil Sans"; }
            """
        #expect(
            Self.places(linter.findings(in: sheet, language: .css, path: "a.css")) == [
                "6:18 unknown-family", "7:18 unknown-family", "8:18 unknown-family", "8:77 unknown-family",
            ])
    }

    /// A page's own comments, and the CSS comments of its `<style>` elements and `style` attributes.
    @Test func anHTMLCommentHidesItsRuleOnTheNextLine() {
        let page = """
            <!-- fontfamily:disable:next unknown-family -->
            <p style='font-family: "Gil Sans"'>Hidden.</p>
            <p style='font-family: "Gil Sans" /* fontfamily:disable:this unknown-family */'>Hidden.</p>
            <style>
              h1 { font-family: "Gil Sans"; } /* fontfamily:disable:this unknown-family */
              h2 { font-family: "Gil Sans"; } /* fontfamily:disable:this wrong-case */
            </style>
            <script>// fontfamily:disable:next unknown-family</script>
            <p style='font-family: "Gil Sans"'>Reported.</p>
            """
        #expect(
            Self.places(linter.findings(in: page, language: .html, path: "a.html")) == [
                "6:21 unknown-family", "9:24 unknown-family",
            ])
    }

    /// A storyboard's comment gives its reason after ` - `: XML forbids `--` inside a comment. Read as rule ids, the
    /// reason's words would be unknown rules.
    @Test func anInterfaceBuilderCommentGivesItsReasonAfterOneHyphen() {
        let storyboard = """
            <document>
              <!-- fontfamily:disable:next unknown-name - the brand font ships with the release build -->
              <fontDescription key="fontDescription" name="GillSans-Bld" pointSize="17"/>
              <fontDescription key="fontDescription" name="GillSans-Bld" pointSize="17"/>
            </document>
            """
        #expect(
            Self.places(linter.findings(in: storyboard, language: .interfaceBuilder, path: "Main.storyboard")) == [
                "4:48 unknown-name"
            ])
    }

    /// A comment that starts with `fontfamily:` but is not a suppression comment is reported where it stands, among
    /// the findings in line order, and the finding it meant to hide stays.
    @Test func aMalformedSuppressionIsAFinding() {
        let source = """
            let a = UIFont(name: "GillSans-Bld", size: 12)  // fontfamily:disable:this unknown-nam
            // fontfamily:disable:next
            let b = UIFont(name: "GillSans-Bld", size: 12)
            // fontfamily:disable unknown-name
            // fontfamily is a great name for a package, not a suppression comment
            """
        let findings = linter.findings(in: source, language: .swift, path: "A.swift")
        #expect(
            Self.places(findings) == [
                "1:22 unknown-name", "1:49 invalid-suppression", "2:1 invalid-suppression", "3:22 unknown-name",
                "4:1 invalid-suppression",
            ])
        let usage =
            " Write 'fontfamily:disable:next RULE' (the line after the comment) or 'fontfamily:disable:this RULE' "
            + "(the comment's line), with one or more of the rules unknown-name, wrong-case, white-space, full-name, "
            + "family-not-face, misnamed-face, missing-style, unknown-family, family-spelling, face-not-family, "
            + "primary-family-name, invalid-weight, unresolved-weight, dynamic-name, invalid-tokens, "
            + "invalid-suppression, missing-app-font, unreadable-app-font, unlisted-app-font, missing-on-platform, "
            + "duplicate-app-font, invalid-encoding, hidden-system-font."
        #expect(
            findings.filter { $0.rule == .invalidSuppression }.map(\.message) == [
                "'unknown-nam' is not a rule of the font-name lint." + usage,
                "The suppression comment names no rule, so it hides nothing." + usage,
                "'fontfamily:disable' is not a suppression command." + usage,
            ])
        #expect(findings.filter { $0.rule == .invalidSuppression }.map(\.severity) == [.warning, .warning, .warning])
    }

    /// The fixture project's suppressions: five findings hidden, one comment naming another rule, one malformed.
    @Test func theFixtureProjectCountsWhatItsCommentsHide() throws {
        let project = PackagePaths.fixtures.appendingPathComponent("Lint").path
        let report = try linter.lint(paths: [project + "/Sources/App/Legacy.swift", project + "/Web/legacy.css"])
        #expect(
            report.findings.map { "\($0.path.replacing(project + "/", with: "")):\($0.line) \($0.rule.id)" } == [
                "Sources/App/Legacy.swift:10 unknown-name", "Sources/App/Legacy.swift:11 unknown-name",
                "Sources/App/Legacy.swift:11 invalid-suppression", "Web/legacy.css:9 face-not-family",
            ])
        #expect(report.suppressedCount == 5)
        #expect(report.summary == "3 errors, 1 warning and 0 notes in 2 files (8 names); 5 suppressed")
    }
}
