import FixtureFontWriter
import FontFamilyCatalog
import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// Family lists as a browser on this machine draws them, on real fontconfig: `Fixtures/Lint/Web/browser.css`, which
/// `.ci/stacks` renders in Chromium too, over the fixture fonts and Liberation Sans and Mono under fontconfig's
/// metric-compatible alias rules (`Fixtures/MetricCompatible`).
@Suite struct BrowserDrawnStackTests {
    private static let web = PackagePaths.fixtures.appendingPathComponent("Lint/Web").path
    private static let sheet = web + "/browser.css"

    private static func described(_ findings: [LintFinding]) -> [String] {
        findings.map { $0.description.replacing(web + "/", with: "") }
    }

    private func findings(_ css: String, catalog: FontCatalogKind = .metricCompatible) throws -> [String] {
        try FontNameLinter(catalog: catalog.load()).findings(in: css, language: .css, path: "a.css").map(\.description)
    }

    enum FontCatalogKind {
        case metricCompatible, standard, apple

        func load() throws -> FontCatalog {
            switch self {
            case .metricCompatible: try FixtureCatalog.metricCompatible()
            case .standard: try FixtureCatalog.standard()
            case .apple: try FixtureCatalog.builtIn(fonts: [PackagePaths.fixtureFonts.path], "ios")
            }
        }
    }

    /// Every case of the fixture, with its exact finding. Without the browser's substitutes, `Arial`, `Helvetica`,
    /// `Courier New` and `Courier` are findings; without `@font-face` candidates `Brand Sams` is a note "none comes
    /// close"; without one-word neighbours `Source Sans` and `Gill Sans Std` are notes; without plausible suggestions
    /// `Libertine` is offered `Liberation Mono`; without the platform lists `Helvetica Neue` says "install the font";
    /// and without the keywords' occurrences `-apple-system` alone has no finding.
    @Test func theFixtureSheetGivesEachVerdict() throws {
        let linter = FontNameLinter(catalog: try FixtureCatalog.metricCompatible())
        let report = try linter.lint(paths: [Self.sheet])
        #expect(
            Self.described(report.findings) == [
                "browser.css:8:23: error: 'Brand Sams' is not an installed family nor a web font the style sheets "
                    + "declare, but 'Brand Sans' is declared with @font-face: write 'Brand Sans'. The browser goes on "
                    + "to the generic family sans-serif. (unknown-family)",
                "browser.css:9:23: error: 'Source Sans' is not an installed family. Nearest installed families: "
                    + "'Source Sans Pro'; use one of those or install the font. The browser goes on to the generic "
                    + "family serif. (unknown-family)",
                "browser.css:10:24: error: 'Gill Sans Std' is not an installed family. Nearest installed families: "
                    + "'Gill Sans'; use one of those or install the font. The browser goes on to the generic family "
                    + "serif. (unknown-family)",
                "browser.css:11:27: note: 'Libertine' is not an installed family: no family has this name and none "
                    + "comes close. Install the font or check the name. The browser goes on to the generic family "
                    + "serif. (unknown-family)",
                "browser.css:12:21: note: 'Helvetica Neue' is not an installed family: it is a font of iOS 26, iOS 18, "
                    + "macOS 26 (the built-in platform lists), where a browser draws it; a browser here does not have "
                    + "it. The browser goes on to 'Gill Sans'. (unknown-family)",
                "browser.css:13:25: error: '-apple-system' is a system-font keyword of Apple's platforms, which a "
                    + "browser here takes for a family name it does not have. Nothing in the list resolves on this "
                    + "machine and it ends in no generic family: the browser draws its default font. (unknown-family)",
            ])
        #expect(report.findings.map(\.replacement) == ["Brand Sans", "Source Sans Pro", "Gill Sans", nil, nil, nil])
        // The list's reached entry is the face drawn, which `.ci/stacks` compares with Chromium's.
        let reached = report.familyLists.prefix(4).map { [$0.entries[$0.reached ?? 0].name, $0.reachedFamily] }
        #expect(
            reached == [
                ["Arial", "Liberation Sans"], ["Helvetica", "Liberation Sans"], ["Courier New", "Liberation Mono"],
                ["Courier", "Liberation Mono"],
            ])
    }

    /// One text given alone: its own `@font-face` families are the candidates.
    @Test func aTypoOfAWebFontTheTextDeclaresIsAnError() throws {
        let css = """
            @font-face { font-family: "Brand Sans"; src: url(brand.woff2); }
            a { font-family: "brand sams", "Gill Sans"; }
            """
        #expect(
            try findings(css) == [
                "a.css:2:18: error: 'brand sams' is not an installed family nor a web font the style sheets declare, "
                    + "but 'Brand Sans' is declared with @font-face: write 'Brand Sans'. The browser goes on to 'Gill "
                    + "Sans'. (unknown-family)"
            ])
    }

    /// A design token's list is no browser's: a platform font is said to be installed there, and no face a browser
    /// would substitute reaches it.
    @Test func aDesignTokenSpeaksOfMachinesNotBrowsers() throws {
        let tokens = #"{ "brand": { "$type": "fontFamily", "$value": ["Helvetica Neue", "Arial", "Gill Sans"] } }"#
        let found = try FontNameLinter(catalog: FixtureCatalog.metricCompatible())
            .findings(in: tokens, language: .designTokens, path: "a.tokens.json").map(\.description)
        #expect(
            found == [
                "a.tokens.json:1:48: note: 'Helvetica Neue' is not an installed family: it is a font of iOS 26, iOS "
                    + "18, macOS 26 (the built-in platform lists), where it is installed; this machine does not have "
                    + "it. The list goes on to 'Gill Sans'. (unknown-family)",
                "a.tokens.json:1:66: note: 'Arial' is not an installed family: it is a font of iOS 26, iOS 18, macOS "
                    + "26 (the built-in platform lists), where it is installed; this machine does not have it. The "
                    + "list goes on to 'Gill Sans'. (unknown-family)",
            ])
    }

    @Test func aMetricCompatibleFaceIsReachedAndEndsTheList() throws {
        #expect(try findings(#"a { font-family: Arial, "Gil Sans", serif; }"#) == [])
        #expect(try findings(#"a { font-family: "Courier New"; }"#) == [])
        // Where the rules offer no face, Arial is a family the browser does not have: a font of Apple's platforms.
        #expect(
            try findings(#"a { font-family: Arial; }"#, catalog: .standard) == [
                "a.css:1:18: error: 'Arial' is not an installed family: it is a font of iOS 26, iOS 18, macOS 26 (the "
                    + "built-in platform lists), where a browser draws it; a browser here does not have it. Nothing in "
                    + "the list resolves on this machine and it ends in no generic family: the browser draws its "
                    + "default font. (unknown-family)"
            ])
    }

    /// A suggestion shares a word with the name, and never has another generic family than the list's where
    /// fontconfig's rules class it: without the class, `Liberation Mono` is offered in a serif list.
    @Test func suggestionsShareAWordAndTheListsGenericFamily() throws {
        #expect(
            try findings(#"a { font-family: "Liberation Serif", serif; }"#) == [
                "a.css:1:18: note: 'Liberation Serif' is not an installed family. Nearest installed families: "
                    + "'Liberation Sans'; use one of those or install the font. The browser goes on to the generic "
                    + "family serif. (unknown-family)"
            ])
        #expect(
            try findings(#"a { font-family: "Liberation Serif", monospace; }"#) == [
                "a.css:1:18: note: 'Liberation Serif' is not an installed family. Nearest installed families: "
                    + "'Liberation Sans', 'Liberation Mono'; use one of those or install the font. The browser goes on "
                    + "to the generic family monospace. (unknown-family)"
            ])
    }

    /// An icon font is suggested for a text family's entry only as a typo: `iconfont` is one word short of
    /// `Iconfont Sans`, but a list ending in `sans-serif` is text; a list of icon fonts ends in no generic family.
    @Test func anIconFontIsNoSuggestionForAText() throws {
        #expect(
            try findings(#"a { font-family: "Iconfont Sans", sans-serif; }"#) == [
                "a.css:1:18: note: 'Iconfont Sans' is not an installed family: no family has this name and none comes "
                    + "close. Install the font or check the name. The browser goes on to the generic family "
                    + "sans-serif. (unknown-family)"
            ])
        #expect(
            try findings(#"a { font-family: "Iconfont Round"; }"#) == [
                "a.css:1:18: error: 'Iconfont Round' is not an installed family. Nearest installed families: "
                    + "'iconfont'; use one of those or install the font. Nothing in the list resolves on this machine "
                    + "and it ends in no generic family: the browser draws its default font. (unknown-family)"
            ])
    }

    @Test func appleSystemKeywordsAreFamiliesThisBrowserLacksUnlessAnAppleTargetIsInTheRun() throws {
        #expect(try findings("a { font-family: ui-monospace, BlinkMacSystemFont, monospace; }") == [])
        #expect(
            try findings("a { font-family: ui-rounded; }") == [
                "a.css:1:18: error: 'ui-rounded' is a system-font keyword of Apple's platforms, which a browser here "
                    + "takes for a family name it does not have. Nothing in the list resolves on this machine and it "
                    + "ends in no generic family: the browser draws its default font. (unknown-family)"
            ])
        // system-ui is a generic family in Chromium everywhere.
        #expect(try findings(#"a { font-family: system-ui, "Gil Sans"; }"#) == [])
        #expect(try findings("a { font-family: -apple-system; }", catalog: .apple) == [])
        #expect(try findings("a { font-family: ui-monospace; }", catalog: .apple) == [])
    }
}

/// Names one word from installed families, on families written for the test and listed by real fontconfig: Noto Sans
/// CJK split by language as Debian installs it, and URW's Nimbus Roman under its current name.
@Suite struct WordNeighbourStackTests {
    private static func fonts() -> [FixtureFont] {
        ["Noto Sans CJK JP", "Noto Sans CJK KR", "Nimbus Roman"].map { family in
            FixtureFont(
                family: family, style: "Regular",
                postScriptName: family.replacing(" ", with: "") + "-Regular",
                codePoints: FixtureSet.latinCodePoints)
        }
    }

    private static func findings(_ css: String) throws -> [String] {
        let directory = try FixtureCatalog.directory(with: fonts())
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        return FontNameLinter(catalog: catalog).findings(in: css, language: .css, path: "a.css").map(\.description)
    }

    /// The mutation "no word neighbours" makes each of these a note, "none comes close" (or a list of far names).
    @Test func aNameOneWordFromItsFamilyIsANearMiss() throws {
        #expect(
            try Self.findings(#"a { font-family: "Noto Sans JP", "Noto Sans CJK", "Nimbus Roman No9 L", serif; }"#) == [
                "a.css:1:18: error: 'Noto Sans JP' is not an installed family. Nearest installed families: 'Noto Sans "
                    + "CJK JP', 'Noto Sans CJK KR'; use one of those or install the font. The browser goes on to the "
                    + "generic family serif. (unknown-family)",
                "a.css:1:34: error: 'Noto Sans CJK' is not an installed family. Nearest installed families: 'Noto "
                    + "Sans CJK JP', 'Noto Sans CJK KR'; use one of those or install the font. The browser goes on to "
                    + "the generic family serif. (unknown-family)",
                "a.css:1:51: error: 'Nimbus Roman No9 L' is not an installed family. Nearest installed families: "
                    + "'Nimbus Roman'; use one of those or install the font. The browser goes on to the generic family "
                    + "serif. (unknown-family)",
            ])
        // A name of one word is no family's neighbour: far off, a note.
        #expect(
            try Self.findings(#"a { font-family: Nimbus, serif; }"#) == [
                "a.css:1:18: note: 'Nimbus' is not an installed family. Nearest installed families: 'Nimbus Roman'; "
                    + "use one of those or install the font. The browser goes on to the generic family serif. "
                    + "(unknown-family)"
            ])
    }
}
