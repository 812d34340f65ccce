import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// Family lists as a browser reads them, over the fixture fonts on real fontconfig: what follows the first entry that
/// resolves is never reached; before it a near miss is an error and a far-off name a note; a list where nothing
/// resolves is an error.
@Suite struct FontStackLintTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    private func findings(_ css: String, language: SourceLanguage = .css) -> [String] {
        linter.findings(in: css, language: language, path: "a.css").map(\.description)
    }

    /// The mutation "flag the entries after the resolving entry" fails here: a typo, a far-off name and a face's name
    /// after an installed family or a generic family are never reached.
    @Test func nothingAfterTheFirstEntryThatResolvesIsFlagged() {
        #expect(findings(#"a { font-family: "Gill Sans", "Gil Sans", Consolas, GillSans-Bold, serif; }"#) == [])
        #expect(findings(#"a { font-family: sans-serif, "Gil Sans"; }"#) == [])
        #expect(findings(#"a { font-family: system-ui, "Gil Sans"; }"#) == [])
        #expect(findings(#"<p style="font-family: monospace, 'Gil Sans'">x</p>"#, language: .html) == [])
    }

    @Test func aNearMissBeforeAResolvingEntryIsAnErrorAndAFarOffNameANote() {
        #expect(
            findings(#"a { font-family: "Noto Sans Mono", "Cascadia Code", "Gil Sans", monospace; }"#) == [
                "a.css:1:18: note: 'Noto Sans Mono' is not an installed family: no family has this name and none comes "
                    + "close. Install the font or check the name. The browser goes on to the generic family monospace. "
                    + "(unknown-family)",
                "a.css:1:36: note: 'Cascadia Code' is not an installed family: no family has this name and none comes "
                    + "close. Install the font or check the name. The browser goes on to the generic family monospace. "
                    + "(unknown-family)",
                "a.css:1:53: error: 'Gil Sans' is not an installed family. Nearest installed families: 'Gill Sans'; use "
                    + "one of those or install the font. The browser goes on to the generic family monospace. "
                    + "(unknown-family)",
            ])
    }

    @Test func aListWhereNothingResolvesIsAnError() {
        #expect(
            findings(#"a { font-family: "Cascadia Code"; }"#) == [
                "a.css:1:18: error: 'Cascadia Code' is not an installed family: no family has this name and none comes "
                    + "close. Install the font or check the name. Nothing in the list resolves on this machine and it "
                    + "ends in no generic family: the browser draws its default font. (unknown-family)"
            ])
        // Apple's system-font keywords are no generic family anywhere else: flagged as every other entry there.
        #expect(
            findings(#"a { font-family: -apple-system, "Cascadia Code"; }"#).map { $0.prefix(19) } == [
                "a.css:1:18: error: ", "a.css:1:33: error: ",
            ])
        // And the same verdict where the keyword is the whole list, which draws the default font.
        #expect(
            findings("a { font-family: -apple-system; }") == [
                "a.css:1:18: error: '-apple-system' is a system-font keyword of Apple's platforms, which a browser "
                    + "here takes for a family name it does not have. Nothing in the list resolves on this machine and "
                    + "it ends in no generic family: the browser draws its default font. (unknown-family)"
            ])
    }

    @Test func aCustomPropertyIsCheckedWhereItIsDefinedNamingItsUse() {
        let css = """
            :root { --brand: "Gill Sanz", sans-serif; }
            h1 { font-family: var(--brand); }
            h2 { font: 600 2rem/1.2 var(--brand); }
            p { font-family: var(--body, "Sorce Sans Pro", serif); }
            q { font-family: var(--nowhere); }
            """
        #expect(
            findings(css) == [
                "a.css:1:18: error: 'Gill Sanz' is not an installed family. Nearest installed families: 'Gill Sans'; "
                    + "use one of those or install the font. The browser goes on to the generic family sans-serif. "
                    + "The list is the custom property used by var(--brand) at a.css:2:19 and 1 more. (unknown-family)",
                "a.css:4:30: error: 'Sorce Sans Pro' is not an installed family. Nearest installed families: 'Source "
                    + "Sans Pro'; use one of those or install the font. The browser goes on to the generic family "
                    + "serif. (unknown-family)",
                "a.css:5:18: note: The font family cannot be checked: the value uses var(--nowhere), which no linted "
                    + "style sheet or page defines. The lint checks family names written out in the style sheet. "
                    + "(dynamic-name)",
            ])
    }

    /// `src` is a list too: a missing local() face is fine when a url() follows, a typo of an installed face is not.
    @Test func localBeforeAURLFollowsTheStackRule() {
        let css = """
            @font-face { font-family: A; src: local("Brand Sans Bold"), url(a.woff2) format("woff2"); }
            @font-face { font-family: B; src: local("GillSans-Bld"), url(b.woff2); }
            @font-face { font-family: C; src: local("GillSans-Bold"), local("Nope"), url(c.woff2); }
            """
        #expect(
            findings(css) == [
                "a.css:1:41: note: 'Brand Sans Bold' is not installed: no face has this PostScript name and none comes "
                    + "close. Install the font or check the name. The browser goes on to the url() after it. "
                    + "(unknown-name)",
                "a.css:2:41: error: 'GillSans-Bld' is not installed: no face has this PostScript name. Nearest "
                    + "installed names: GillSans-Bold, GillSans, GillSans-Italic; use one of those or install the "
                    + "font. The browser goes on to the url() after it. (unknown-name)",
            ])
    }

    /// CSS Syntax 3: lines that are not CSS become the prelude of the next rule, which the browser drops whole; a bad
    /// declaration ends at the next `;` or `}` of its block.
    @Test func parseErrorsRecoverAsABrowserDoes() {
        let css = """
            This file is generated: do not edit.
            @font-face { font-family: "Kit Sans"; src: local("Kit Sans"), url(kit.woff2); }
            a { font-size: 12px) 1em; font-family: "Gill Sanss", serif; }
            """
        #expect(
            findings(css) == [
                "a.css:3:40: error: 'Gill Sanss' is not an installed family. Nearest installed families: 'Gill Sans'; "
                    + "use one of those or install the font. The browser goes on to the generic family serif. "
                    + "(unknown-family)"
            ])
    }

    @Test func aDesignTokenFamilyListFollowsTheSameRule() {
        let tokens = #"""
            {"font": {"$type": "fontFamily",
              "mono": {"$value": ["Noto Sans Mono", "Gil Sans", "monospace"]},
              "body": {"$value": ["Gill Sans", "Gil Sans"]},
              "none": {"$value": "Cascadia Code"}}}
            """#
        #expect(
            linter.findings(in: tokens, language: .designTokens, path: "t.tokens.json").map(\.description) == [
                "t.tokens.json:2:23: note: 'Noto Sans Mono' is not an installed family: no family has this name and "
                    + "none comes close. Install the font or check the name. The list goes on to the generic family "
                    + "monospace. (unknown-family)",
                "t.tokens.json:2:41: error: 'Gil Sans' is not an installed family. Nearest installed families: 'Gill "
                    + "Sans'; use one of those or install the font. The list goes on to the generic family monospace. "
                    + "(unknown-family)",
                "t.tokens.json:4:22: error: 'Cascadia Code' is not an installed family: no family has this name and "
                    + "none comes close. Install the font or check the name. Nothing in the list resolves on this "
                    + "machine and it ends in no generic family. (unknown-family)",
            ])
    }
}
