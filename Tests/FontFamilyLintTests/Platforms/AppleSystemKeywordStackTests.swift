import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// CSS's system-font keywords on an Apple target: `-apple-system`, `BlinkMacSystemFont` and the `ui-*` keywords reach
/// the system font there, so nothing after them is flagged; the generic `system-ui` is reached everywhere.
@Suite struct AppleSystemKeywordStackTests {
    /// The findings of `css` against the fixture fonts and the built-in lists `platforms`.
    static func findings(_ css: String, platforms: [String]) throws -> [String] {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtureFonts.path],
            platformFontLists: platforms.map { try BuiltInPlatformFontList.named($0).fontList },
            cacheDirectory: FixtureCatalog.cacheDirectory)
        return FontNameLinter(catalog: catalog).findings(in: css, language: .css, path: "a.css").map(\.description)
    }

    @Test func onAnAppleTargetNothingAfterAnAppleKeywordIsFlagged() throws {
        for keyword in ["-apple-system", "BlinkMacSystemFont"] {
            #expect(
                try Self.findings(
                    #"a { font-family: \#(keyword), "Segoe UI", "Helvetica Nue", Roboto; }"#, platforms: ["ios"])
                    == [])
        }
        for keyword in ["system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded"] {
            #expect(try Self.findings(#"a { font-family: \#(keyword), "Segoe UI"; }"#, platforms: ["ios"]) == [])
        }
    }

    /// Without an Apple target the keyword is a family name no browser on this machine has: what follows is checked,
    /// and in a list where nothing resolves the keyword is an error as every other entry.
    @Test func withoutAnAppleTargetWhatFollowsIsChecked() throws {
        let findings = try Self.findings(#"a { font-family: -apple-system, "Gil Sans"; }"#, platforms: [])
        #expect(
            findings.map { String($0.prefix(29)) } == [
                "a.css:1:18: error: '-apple-sy", "a.css:1:33: error: 'Gil Sans'",
            ])
        #expect(try Self.findings(#"a { font-family: -apple-system, "Gil Sans", serif; }"#, platforms: []).count == 1)
    }

    /// An entry before the keyword is still checked, and the message says the browser goes on to the keyword.
    @Test func anEntryBeforeTheKeywordIsStillChecked() throws {
        #expect(
            try Self.findings(#"a { font-family: "Avenir Nxt", -apple-system, "Segoe UI"; }"#, platforms: ["ios"]) == [
                "a.css:1:18: error: 'Avenir Nxt' is not among iOS 26's families or the given ones. Nearest families: "
                    + "'Avenir Next', 'Avenir Next Condensed', 'Avenir'; use one of those or bundle the font with the "
                    + "app. The browser goes on to '-apple-system'. (unknown-family)"
            ])
    }
}

/// A style sheet that names a system face by name is told the keyword that reaches it.
@Suite struct AppleSystemFaceInCSSTests {
    @Test func aSystemFaceInAStyleSheetGetsItsKeyword() throws {
        #expect(
            try AppleSystemKeywordStackTests.findings(#"a { font-family: "SF Mono", monospace; }"#, platforms: ["ios"])
                == [
                    "a.css:1:18: error: 'SF Mono' names the monospaced system font (SF Mono), which browsers reach by a "
                        + "keyword, never by this name: write ui-monospace. The browser goes on to the generic family "
                        + "monospace. (hidden-system-font)"
                ])
        #expect(
            try AppleSystemKeywordStackTests.findings(#"a { font-family: "SF Pro Text"; }"#, platforms: ["ios"]) == [
                "a.css:1:18: error: 'SF Pro Text' names the system font (SF Pro), which browsers reach by a keyword, "
                    + "never by this name: write system-ui (or -apple-system for older Safari). Nothing in the list "
                    + "resolves on this machine and it ends in no generic family: the browser draws its default font. "
                    + "(hidden-system-font)"
            ])
    }
}
