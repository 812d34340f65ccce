import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// How the lint reads the entries of an `Info.plist`: paths normalised, a file listed twice, a file Foundation cannot
/// parse, and font extensions in any case. Each on a small app written for it, with the fixture font
/// `GillSans-Bold.ttf` copied where it is bundled.
@Suite struct InfoPlistEntryTests {
    /// Writes `files` into a fresh directory, with the fixture font `GillSans-Bold.ttf` copied to `font`; the
    /// directory and a linter whose catalog holds the copy.
    private static func project(_ files: [String: Data], font: String) throws -> (URL, FontNameLinter) {
        let root = try FixtureCatalog.temporaryDirectory("plist-entries")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let url = root.appendingPathComponent(font)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.fixtureFonts.appendingPathComponent("GillSans-Bold.ttf"), to: url)
        let catalog = try FontCatalog(
            fonts: [url.deletingLastPathComponent().path], cacheDirectory: FixtureCatalog.cacheDirectory)
        return (root, FontNameLinter(catalog: catalog))
    }

    private static func plist(_ fonts: [String]) -> Data {
        let entries = fonts.map { "    <string>\($0)</string>" }.joined(separator: "\n")
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>UIAppFonts</key>
            <array>
            \(entries)
            </array>
            </dict>
            </plist>

            """.utf8)
    }

    /// What counts as registration in code, as the `unlisted-app-font` message ends.
    static let registration =
        "CTFontManagerRegisterFontsForURL, CTFontManagerRegisterFontsForURLs, CTFontManagerRegisterFontURLs, "
        + "CTFontManagerRegisterGraphicsFont, FontBlaster.blast() or FontCatalog.registering(_:)."

    private static let code = Data("let bold = UIFont(name: \"GillSans-Bold\", size: 12)\n".utf8)

    private static func lines(_ report: LintReport, root: URL) -> [String] {
        report.findings.map { $0.description.replacing(root.path + "/", with: "") }
    }

    /// `Fonts/../Fonts/GillSans-Bold.ttf` is `Fonts/GillSans-Bold.ttf`: found, and the font is listed (it was
    /// `missing-app-font`, and the use `unlisted-app-font`).
    @Test func anEntryPathIsNormalised() throws {
        let (root, linter) = try Self.project(
            [
                "App/Info.plist": Self.plist(["Fonts/../Fonts/GillSans-Bold.ttf", "./Fonts//GillSans-Bold.ttf/."]),
                "App/Label.swift": Self.code,
            ], font: "App/Fonts/GillSans-Bold.ttf")
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(try linter.lint(paths: [root.path]), root: root) == [
                "App/Info.plist:7:13: warning: './Fonts//GillSans-Bold.ttf/.' is listed under UIAppFonts again: "
                    + "'Fonts/../Fonts/GillSans-Bold.ttf' at line 6 lists the same file. The app registers it once; "
                    + "remove this entry. (duplicate-app-font)"
            ])
        #expect(SourceTree.components(of: "../a/./b/../c") == ["..", "a", "c"])
    }

    /// A font listed three times is two warnings, at the second and third entries.
    @Test func aFontListedAgainIsAWarning() throws {
        let (root, linter) = try Self.project(
            [
                "App/Info.plist": Self.plist(["GillSans-Bold.ttf", "Fonts/GillSans-Bold.ttf", "GillSans-Bold.ttf"]),
                "App/Label.swift": Self.code,
            ], font: "App/Fonts/GillSans-Bold.ttf")
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(try linter.lint(paths: [root.path]), root: root) == [
                "App/Info.plist:8:13: warning: 'GillSans-Bold.ttf' is listed under UIAppFonts again: "
                    + "'GillSans-Bold.ttf' at line 6 lists the same file. The app registers it once; remove this "
                    + "entry. (duplicate-app-font)"
            ])
    }

    /// A bundled font whose extension is in capitals is a font: used and not listed, it is `unlisted-app-font`. A
    /// comparison of extensions that minded case would let it pass, and fail this test.
    @Test func aFontExtensionInCapitalsIsStillAFont() throws {
        let (root, linter) = try Self.project(
            [
                "App/Info.plist": Self.plist(["Other.ttf"]),
                "App/Label.swift": Self.code,
                "App/Other.ttf": Data(),
            ], font: "App/Fonts/GillSans-Bold.TTF")
        defer { FixtureCatalog.remove(root) }
        let lines = Self.lines(try linter.lint(paths: [root.path]), root: root)
            .map { $0.replacing(root.path + "/", with: "") }
        #expect(
            lines == [
                "App/Label.swift:1:25: error: 'GillSans-Bold' is a face of App/Fonts/GillSans-Bold.TTF, which no "
                    + "Info.plist lists under UIAppFonts: the app does not register the font, and UIFont(name:size:) "
                    + "returns nil for it. Add 'GillSans-Bold.TTF' to UIAppFonts (Fonts provided by application), or "
                    + "register the font in code at launch with " + Self.registration + " (unlisted-app-font)",
                "App/Info.plist:6:13: error: 'Other.ttf' is listed under UIAppFonts, and App/Other.ttf is not a font: "
                    + "FreeType finds no font in it. The app registers no font from it: replace it with the font "
                    + "file. (unreadable-app-font)",
            ])
    }

    /// An `Info.plist` with a NUL byte in a tag, which Foundation's reason quotes: the error is one line, the byte
    /// escaped.
    @Test func aPropertyListFoundationCannotParseIsOneEscapedLine() throws {
        let bytes = Data(
            ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>UIAppFonts</key><array>"
                + "<string>a\u{0}\nb</string></array><x\u{0}\ny></dict></plist>").utf8)
        let (root, linter) = try Self.project(["App/Info.plist": bytes], font: "App/Fonts/GillSans-Bold.ttf")
        defer { FixtureCatalog.remove(root) }
        let path = root.appendingPathComponent("App/Info.plist").path
        var message = ""
        do {
            _ = try linter.lint(paths: [root.path])
        } catch {
            message = error.description.replacing(path, with: "App/Info.plist")
        }
        #expect(
            message
                == "'App/Info.plist' is not a property list the lint can read: the data is not in the correct format "
                + "(Encountered unknown tag x\\u{0}\\u{A}y on line 1); fix the file, or leave it out of the paths to lint"
        )
        #expect(!message.contains("\n") && !message.contains("\u{0}"))
    }
}
