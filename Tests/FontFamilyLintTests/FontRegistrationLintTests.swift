import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// An app that registers its bundled fonts in code at launch gets no `unlisted-app-font`: a call of Core Text's
/// registration functions, FontBlaster's `blast()` or `FontCatalog.registering(_:)` in Swift or Objective-C counts;
/// the same words in a comment or a string do not.
@Suite struct FontRegistrationLintTests {
    /// A storyboard app with `GillSans-Bold.ttf` bundled and an `Info.plist` that lists no font, plus `files`: the
    /// findings of its lint, paths below the project.
    private static func lint(_ files: [String: String]) throws -> [String] {
        let root = try FixtureCatalog.temporaryDirectory("registration")
        defer { FixtureCatalog.remove(root) }
        let all = files.merging([
            "App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>

            """,
            "App/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document><label><fontDescription key="fontDescription" name="GillSans-Bold" family="Gill Sans" pointSize="17"/></label></document>

            """,
        ]) { first, _ in first }
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let font = root.appendingPathComponent("App/Fonts/GillSans-Bold.ttf")
        try FileManager.default.createDirectory(
            at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.fixtureFonts.appendingPathComponent("GillSans-Bold.ttf"), to: font)
        let catalog = try FontCatalog(
            fonts: [font.deletingLastPathComponent().path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let report = try FontNameLinter(catalog: catalog).lint(paths: [root.path])
        return report.findings.map { $0.description.replacing(root.path + "/", with: "") }
    }

    private static let unlisted =
        "App/Main.storyboard:2:63: error: 'GillSans-Bold' is a face of App/Fonts/GillSans-Bold.ttf, which no "
        + "Info.plist lists under UIAppFonts: the app does not register the font, and UIFont(name:size:) returns nil "
        + "for it. Add 'GillSans-Bold.ttf' to UIAppFonts (Fonts provided by application), or register the font in "
        + "code at launch with " + InfoPlistEntryTests.registration + " (unlisted-app-font)"

    @Test func withoutRegistrationTheStoryboardFontIsUnlisted() throws {
        let found = try Self.lint([
            "App/Fonts.swift": """
            // CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) is done elsewhere.
            let note = "FontBlaster.blast()"

            """
        ])
        #expect(found == [Self.unlisted])
    }

    @Test(arguments: [
        (
            "App/AppDelegate.swift",
            "func registerFonts(_ url: URL) {\n    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)\n}\n"
        ),
        ("App/AppDelegate.swift", "import FontBlaster\nfunc launch() { FontBlaster.blast() }\n"),
        ("App/Fonts.swift", "let registration = try FontCatalog.registering([\"Fonts\"])\n"),
        ("App/AppDelegate.m", "void Register(CGFontRef font) { CTFontManagerRegisterGraphicsFont(font, NULL); }\n"),
    ])
    func aRegistrationInCodeCountsAsListing(_ path: String, _ code: String) throws {
        #expect(try Self.lint([path: code]) == [])
    }
}
