import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// The `Info.plist` checks on small projects written for each case: malformed and binary property lists, a listed
/// file that is not a font, `ATSApplicationFontsPath`, and calls through a `typealias` in files without a trigger
/// word.
@Suite struct InfoPlistLintTests {
    /// Writes `files` (by relative path) into a fresh directory, with the fixture font `GillSans-Bold.ttf` copied to
    /// each path of `fonts`.
    private static func project(_ files: [String: Data], fonts: [String] = []) throws -> URL {
        let root = try FixtureCatalog.temporaryDirectory("ios-project")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for path in fonts {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: PackagePaths.fixtureFonts.appendingPathComponent("GillSans-Bold.ttf"), to: url)
        }
        return root
    }

    private static func plist(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>

            """.utf8)
    }

    private static func summarized(_ findings: [LintFinding], root: URL) -> [String] {
        findings.map { finding in
            "\(finding.path.replacing(root.path + "/", with: "")):\(finding.line):\(finding.column) "
                + "\(finding.severity) \(finding.rule.id): \(finding.message.replacing(root.path + "/", with: ""))"
        }
    }

    @Test func aMalformedInfoPlistIsOneErrorNamingTheFile() throws {
        let root = try Self.project(["Info.plist": Data("<plist><dict><key>UIAppFonts</key></plist>".utf8)])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let path = root.appendingPathComponent("Info.plist").path
        #expect(
            throws: LintError(
                path: path,
                problem: .malformedPropertyList(
                    reason: "the data is not in the correct format (Value missing for key inside <dict> at line 1)"))
        ) {
            try linter.lint(paths: [root.path])
        }
        #expect(
            LintError(path: path, problem: .malformedPropertyList(reason: "UIAppFonts is not an array of strings"))
                .description
                == "'\(path)' is not a property list the lint can read: UIAppFonts is not an array of strings; fix "
                + "the file, or leave it out of the paths to lint")
    }

    /// Foundation's XML reader recursed once per nested array: 10,000 of them (the fuzzer's input, kept at 1,000 as
    /// `Fixtures/Fuzz/fuzz-info-plist/regression-nested-arrays.plist`) overflowed the stack and crashed the lint.
    @Test func deeplyNestedArraysAreMalformedNotACrash() throws {
        let reproducer = try Data(
            contentsOf: PackagePaths.fixtures.appendingPathComponent(
                "Fuzz/fuzz-info-plist/regression-nested-arrays.plist"))
        let deepest = Self.plist(
            "<key>UIAppFonts</key>\n" + String(repeating: "<array>", count: 100_000) + "<string>a.ttf</string>"
                + String(repeating: "</array>", count: 100_000))
        let linter = FontNameLinter(catalog: FontCatalog(faces: []))
        for (data, line) in [(reproducer, 5), (deepest, 5)] {
            let root = try Self.project(["Info.plist": data])
            defer { FixtureCatalog.remove(root) }
            #expect(
                throws: LintError(
                    path: root.appendingPathComponent("Info.plist").path,
                    problem: .malformedPropertyList(
                        reason: "its arrays and dictionaries nest more than 256 levels deep (line \(line))"))
            ) {
                try linter.lint(paths: [root.path])
            }
        }
        // 256 levels, the top dictionary among them, are read (an empty array or one in a comment opens none): the
        // list is of the wrong type, which the lint says.
        let root = try Self.project([
            "Info.plist": Self.plist(
                "<key>UIAppFonts</key>\n<array><array/><!-- <array> -->" + String(repeating: "<array>", count: 254)
                    + String(repeating: "</array>", count: 254) + "</array>")
        ])
        defer { FixtureCatalog.remove(root) }
        #expect(
            throws: LintError(
                path: root.appendingPathComponent("Info.plist").path,
                problem: .malformedPropertyList(reason: "UIAppFonts is not an array of strings"))
        ) {
            try linter.lint(paths: [root.path])
        }
    }

    @Test func fontKeysOfTheWrongTypeAreMalformed() throws {
        let root = try Self.project([
            "Info.plist": Self.plist("<key>UIAppFonts</key><string>Brand.ttf</string>"),
            "Mac/Info.plist": Self.plist("<key>ATSApplicationFontsPath</key><array/>"),
        ])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        #expect(
            throws: LintError(
                path: root.appendingPathComponent("Info.plist").path,
                problem: .malformedPropertyList(reason: "UIAppFonts is not an array of strings"))
        ) { try linter.lint(paths: [root.path]) }
        #expect(
            throws: LintError(
                path: root.appendingPathComponent("Mac/Info.plist").path,
                problem: .malformedPropertyList(reason: "ATSApplicationFontsPath is not a string"))
        ) { try linter.lint(paths: [root.appendingPathComponent("Mac").path]) }
    }

    @Test func aListedFileThatIsNoFontIsUnreadable() throws {
        let truncated = try Data(contentsOf: PackagePaths.fixtureFonts.appendingPathComponent("GillSans.ttf"))
            .prefix(64)
        let root = try Self.project([
            "Info.plist": Self.plist(
                "<key>UIAppFonts</key>\n<array>\n<string>Fonts/Notes.ttf</string>\n<string>Cut.ttf</string>\n</array>"),
            "Fonts/Notes.ttf": Data("not a font\n".utf8),
            "Fonts/Cut.ttf": Data(truncated),
        ])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let findings = try linter.lint(paths: [root.path]).findings
        #expect(
            Self.summarized(findings, root: root) == [
                "Info.plist:6:9 error unreadable-app-font: 'Fonts/Notes.ttf' is listed under UIAppFonts, and "
                    + "Fonts/Notes.ttf is not a font: FreeType finds no font in it. The app registers no font from "
                    + "it: replace it with the font file.",
                "Info.plist:7:9 error unreadable-app-font: 'Cut.ttf' is listed under UIAppFonts, and Fonts/Cut.ttf "
                    + "looks like a TrueType font, but FreeType cannot read it: unknown file format. The app registers "
                    + "no font from it: replace it with the font file.",
            ])
    }

    /// An `Info.plist` named itself finds the fonts it lists beside it, as a walk of its folder would; a missing one
    /// is still reported.
    @Test func anInfoPlistNamedItselfFindsTheFontsBesideIt() throws {
        let root = try Self.project(
            [
                "App/Info.plist": Self.plist(
                    "<key>UIAppFonts</key>\n<array>\n<string>Fonts/GillSans-Bold.ttf</string>\n"
                        + "<string>Fonts/Missing.ttf</string>\n</array>")
            ], fonts: ["App/Resources/Fonts/GillSans-Bold.ttf"])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let findings = try linter.lint(paths: [root.appendingPathComponent("App/Info.plist").path]).findings
        #expect(
            Self.summarized(findings, root: root) == [
                "App/Info.plist:7:9 error missing-app-font: 'Fonts/Missing.ttf' is listed under UIAppFonts, but no "
                    + "file under the linted paths is at that path: the app bundle lacks it, and its faces never "
                    + "load. Add the file to the target's resources, or fix the path (relative to the bundle's root)."
            ])
    }

    @Test func aBinaryInfoPlistIsReadWithEntriesAtTheStartOfTheFile() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": ["Missing.ttf"]], format: .binary, options: 0)
        let root = try Self.project(["Info.plist": binary])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let findings = try linter.lint(paths: [root.path]).findings
        #expect(
            Self.summarized(findings, root: root) == [
                "Info.plist:1:1 error missing-app-font: 'Missing.ttf' is listed under UIAppFonts, but no file under "
                    + "the linted paths is at that path: the app bundle lacks it, and its faces never load. Add the "
                    + "file to the target's resources, or fix the path (relative to the bundle's root)."
            ])
    }

    @Test func theFontsFolderListsEveryFontInItAndAMissingFolderIsReported() throws {
        let code = Data("let bold = NSFont(name: \"GillSans-Bold\", size: 12)\n".utf8)
        let root = try Self.project(
            [
                "Info.plist": Self.plist("<key>ATSApplicationFontsPath</key>\n<string>Fonts</string>"),
                "Other/Info.plist": Self.plist("<key>ATSApplicationFontsPath</key>\n<string>Typefaces</string>"),
                "Label.swift": code,
            ], fonts: ["Resources/Fonts/GillSans-Bold.ttf"])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(
            catalog: try FontCatalog(
                fonts: [root.appendingPathComponent("Resources/Fonts").path],
                cacheDirectory: FixtureCatalog.cacheDirectory))
        let listed = try linter.lint(paths: [root.path])
        #expect(
            Self.summarized(listed.findings, root: root) == [
                "Other/Info.plist:5:9 error missing-app-font: 'Typefaces' is the ATSApplicationFontsPath, but no "
                    + "folder under the linted paths is at that path: the app bundle lacks it, and its fonts never "
                    + "load. Add the folder to the target's resources, or fix the path (relative to the bundle's "
                    + "Resources)."
            ])
        let unlisted = try linter.lint(paths: [
            root.appendingPathComponent("Other").path, root.appendingPathComponent("Label.swift").path,
            root.appendingPathComponent("Resources").path,
        ])
        #expect(
            Self.summarized(unlisted.findings, root: root).map { $0.components(separatedBy: ": ").first } == [
                "Label.swift:1:25 error unlisted-app-font", "Other/Info.plist:5:9 error missing-app-font",
            ])
    }

    /// A file that calls through an alias without a trigger word is lexed once the alias is known; one that spells
    /// neither is never lexed.
    @Test func callsThroughATypealiasAreCheckedAndOnlyFilesThatSpellItAreLexed() throws {
        let root = try Self.project([
            "Platform.swift": Data(
                """
                #if os(iOS)
                    typealias Typeset = UIKit.UIFont
                #else
                    typealias Typeset = NSFont
                #endif

                """.utf8),
            "Use.swift": Data("let title = Typeset(name: \"GillSans-Bld\", size: 28)\n".utf8),
            "Plain.swift": Data("let count = 1\n".utf8),
        ])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        #expect(
            try linter.lint(paths: [root.path]).findings.map { "\($0.line):\($0.column) \($0.rule.id) \($0.context)" }
                == ["1:27 unknown-name Typeset(name:size:)"])
        let files = try SourceTree.walk([root.path]).files
        var texts: [Int: String] = [:]
        for (index, file) in files.enumerated() {
            texts[index] = try String(contentsOfFile: file.path, encoding: .utf8)
        }
        let lexed = FontNameLinter.swiftScans(of: texts, in: files).keys.map {
            files[$0].path.split(separator: "/").last.map(String.init) ?? ""
        }
        #expect(Set(lexed) == ["Platform.swift", "Use.swift"])
        // An alias of SwiftUI's Font reaches Font.custom.
        let swiftUI = "typealias AppFont = Font\nlet body = AppFont.custom(\"GillSans-Bld\", size: 17)\n"
        #expect(
            linter.findings(in: swiftUI, language: .swift, path: "A.swift").map { "\($0.line):\($0.column)" }
                == ["2:27"])
    }
}
