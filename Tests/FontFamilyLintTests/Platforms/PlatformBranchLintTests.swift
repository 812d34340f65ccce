import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// Code that says which platform it is for is checked against that platform alone.
@Suite struct PlatformBranchLintTests {
    @Test func branchesSayTheirPlatforms() {
        let text = """
            let a = 1
            #if os(iOS)
            let b = 2
            #elseif os(macOS)
            let c = 3
            #else
            let d = 4
            #endif
            #if canImport(AppKit) // a Mac
            let e = 5
            #else
            let f = 6
            #endif
            #if DEBUG
            let g = 7
            #endif
            """
        let branches = PlatformBranches(text)
        let platforms = (1...16).map { line in
            branches.platforms(atLine: line).map { $0.sorted().joined(separator: ",") } ?? "-"
        }
        #expect(
            platforms
                == [
                    "-", "iOS,iPadOS,Mac Catalyst", "iOS,iPadOS,Mac Catalyst", "macOS", "macOS",
                    "tvOS,visionOS,watchOS",
                    "tvOS,visionOS,watchOS", "-", "macOS", "macOS", "Mac Catalyst,iOS,iPadOS,tvOS,visionOS,watchOS",
                    "Mac Catalyst,iOS,iPadOS,tvOS,visionOS,watchOS", "-", "-", "-", "-",
                ].map { $0.split(separator: ",").map(String.init).sorted().joined(separator: ",") })
        #expect(PlatformBranches.platforms(of: " !TARGET_OS_IPHONE") == ["macOS"])
        #expect(PlatformBranches.platforms(of: "os(iOS) && DEBUG") == ["iOS", "iPadOS", "Mac Catalyst"])
        #expect(PlatformBranches.platforms(of: "os(iOS) || DEBUG") == nil)
    }

    /// `&&`, `||`, `!` and parentheses, in Swift and Objective-C: each condition's platforms, and an `#else` after a
    /// condition this reads only in part (`DEBUG`) leaves out only where a branch before it is surely taken.
    @Test func conditionsJoinedWithAndOrAndNot() {
        let platforms = [
            "os(iOS) && !targetEnvironment(macCatalyst)", "canImport(UIKit) && !os(watchOS)",
            "TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST", "(TARGET_OS_OSX || TARGET_OS_MACCATALYST) && DEBUG",
            "!(os(iOS) || os(macOS))", "defined(TARGET_OS_OSX) && TARGET_OS_OSX == 1", "TARGET_OS_IPHONE == 0",
            "!(os(iOS) && DEBUG)", "os(iOS) && os(macOS)",
        ].map { PlatformBranches.platforms(of: $0).map { $0.sorted().joined(separator: ",") } ?? "-" }
        #expect(
            platforms == [
                "iOS,iPadOS", "Mac Catalyst,iOS,iPadOS,tvOS,visionOS", "iOS,iPadOS,tvOS,visionOS,watchOS",
                "Mac Catalyst,macOS", "tvOS,visionOS,watchOS", "macOS", "macOS", "-", "",
            ])
        let branches = PlatformBranches("#if os(iOS) && DEBUG\na\n#else\nb\n#endif\n#if os(iOS)\nc\n#else\nd\n#endif\n")
        #expect(branches.platforms(atLine: 2) == ["iOS", "iPadOS", "Mac Catalyst"])
        #expect(branches.platforms(atLine: 4) == nil)
        #expect(branches.platforms(atLine: 8) == ["macOS", "tvOS", "visionOS", "watchOS"])
        #expect(PlatformBranches.platforms(of: String(repeating: "!(", count: 5000) + "os(iOS)") == nil)
        // An include guard's `#endif` closes the guard, not the branch around it.
        let guarded = PlatformBranches("#if TARGET_OS_OSX\n#ifndef FONTS_H\n#define FONTS_H\n#endif\na\n#endif\n")
        #expect(guarded.platforms(atLine: 5) == ["macOS"])
    }

    /// Real files (`Fixtures/LintFollowing/Branches`) with joined conditions, linted with the built-in iOS list and
    /// the fixture fonts bundled: the iOS branch is judged by the iOS list; the branch for macOS, which the run has
    /// no list of, by the bundled and installed fonts — a typo of a bundled face is an error, a name the iOS list has
    /// is left alone, and any other name is a note that it cannot be checked there.
    @Test func joinedConditionsOnRealFiles() throws {
        let catalog = try FixtureCatalog.builtIn(fonts: [PackagePaths.fixtureFonts.path], "ios")
        let directory = PackagePaths.fixtures.appendingPathComponent("LintFollowing/Branches").path
        let report = try FontNameLinter(catalog: catalog).lint(paths: [directory])
        #expect(
            report.findings.map { $0.description.replacing(directory + "/", with: "") } == [
                "Branches.m:4:58: error: " + Self.notOnIOS("Courier")
                    + "CourierNewPSMT, CourierNewPS-BoldMT, CourierNewPS-ItalicMT; use one of those or bundle the font "
                    + "with the app. (unknown-name)",
                "Branches.m:6:56: error: " + Self.notAmongGiven("Papyrus-Condensd", on: "Mac Catalyst, macOS")
                    + "Papyrus-Condensed, Papyrus; use one of those or bundle the font with the app. (unknown-name)",
                "Branches.swift:4:26: error: " + Self.notOnIOS("Courier")
                    + "CourierNewPSMT, CourierNewPS-BoldMT, CourierNewPS-ItalicMT; use one of those or bundle the font "
                    + "with the app. Nearest typed value: CourierNew.regular. (unknown-name)",
                "Branches.swift:6:29: note: " + Self.cannotCheck("Courier", on: "Mac Catalyst, tvOS, visionOS"),
                "Branches.swift:8:24: note: " + Self.cannotCheck("Courier", on: "macOS, watchOS"),
                "Branches.swift:9:28: error: " + Self.notAmongGiven("GillSans-Bld", on: "macOS, watchOS")
                    + "GillSans-Bold, GillSans, GillSans-Italic; use one of those or bundle the font with the app. "
                    + "Nearest typed value: GillSans.bold. (unknown-name)",
            ])
    }

    /// The start of an `unknown-name` error with the iOS list and the fixture fonts, up to the nearest names.
    private static func notOnIOS(_ name: String) -> String {
        "'\(name)' is not among iOS 26's fonts or the given ones: no face has this PostScript name. Nearest names: "
    }

    /// The start of an `unknown-name` error in a branch for `platforms`, which the run has no list of, up to the
    /// nearest names: it speaks of the given fonts, not of the iOS list the branch is not compiled for.
    private static func notAmongGiven(_ name: String, on platforms: String) -> String {
        "'\(name)' is not among the given fonts, which are what the run knows of \(platforms) (what this #if branch is "
            + "compiled for, which the run has no font list of): no face has this PostScript name. Nearest names: "
    }

    /// A finding about the app's fonts holds on every platform: a bundled font no `Info.plist` lists, used in a branch
    /// for a platform the run has no list of, is still `unlisted-app-font` there.
    @Test func anUnlistedAppFontInAnUnlistedBranchStays() throws {
        let root = try FixtureCatalog.temporaryDirectory("unlisted-branch")
        defer { FixtureCatalog.remove(root) }
        let files = [
            "App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>

            """,
            "App/Mac.swift": "#if os(macOS)\nlet f = NSFont(name: \"GillSans-Bold\", size: 12)\n#endif\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let font = root.appendingPathComponent("App/Fonts/GillSans-Bold.ttf")
        try FileManager.default.createDirectory(at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.fixtureFonts.appendingPathComponent("GillSans-Bold.ttf"), to: font)
        let catalog = try FixtureCatalog.builtIn(fonts: [font.deletingLastPathComponent().path], "ios")
        let report = try FontNameLinter(catalog: catalog).lint(paths: [root.path])
        #expect(
            report.findings.map {
                "\($0.path.replacing(root.path + "/", with: "")):\($0.line):\($0.column) \($0.rule.id)"
            }
                == ["App/Mac.swift:2:22 unlisted-app-font"])
    }

    /// The note for a name in a branch for platforms the run has no list of.
    private static func cannotCheck(_ name: String, on platforms: String) -> String {
        "'\(name)' cannot be checked for \(platforms), which this #if branch is compiled for: the run has no font list "
            + "of \(platforms), and no bundled or installed font comes close. Add the platform's list (--platform) to "
            + "check it. (missing-on-platform)"
    }

    /// A catalog of the built-in iOS 26 list and a macOS list of one face, Courier.
    static func linter() throws -> FontNameLinter {
        let json = """
            {"format": "fontfamily-platform-fonts", "formatVersion": 1, "platform": "macOS", "osVersion": "15",
             "faces": [{"postScriptName": "Courier", "family": "Courier"}]}
            """
        let mac = try PlatformFontList(json: Array(json.utf8), path: "macos.json")
        let catalog = try FontCatalog(
            fonts: [], platformFontLists: [try BuiltInPlatformFontList.named("ios").fontList, mac],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        return FontNameLinter(catalog: catalog)
    }

    @Test func aNameIsCheckedAgainstItsBranchsPlatformAlone() throws {
        let swift = """
            #if os(macOS)
            let mac = NSFont(name: "Courier", size: 12)
            #else
            let phone = UIFont(name: "Courier", size: 12)
            #endif
            let both = UIFont(name: "Courier", size: 12)
            #if canImport(UIKit)
            let kefa = UIFont(name: "KefaIII-Bold", size: 12)
            #endif

            """
        let found = try Self.linter().findings(in: swift, language: .swift, path: "A.swift")
        #expect(
            found.map(\.description) == [
                "A.swift:4:26: error: 'Courier' is not on iOS 26, which this #if branch is compiled for: "
                    + "UIFont(name:size:) gives nil there. Bundle the font with the app, or choose a face iOS 26 has. "
                    + "(missing-on-platform)",
                "A.swift:6:25: warning: 'Courier' is on macOS 15, not on iOS 26: UIFont(name:size:) gives nil there. "
                    + "Bundle the font with the app, or choose another face where it is missing. (missing-on-platform)",
            ])
    }

    /// A branch for a platform the run has no list of is not judged by the lists it has: a typo of a bundled or
    /// installed face is still an error there; a name far from all of them is a note.
    @Test func aBranchForAnUnlistedPlatformIsCheckedAgainstTheFontsThatApply() throws {
        let catalog = try FixtureCatalog.builtIn("ios")
        let linter = FontNameLinter(catalog: catalog)
        let swift = """
            #if os(macOS)
            let mac = NSFont(name: "Courier", size: 12)
            #else
            let phone = UIFont(name: "Courer", size: 12)
            #endif

            """
        #expect(
            linter.findings(in: swift, language: .swift, path: "A.swift").map { "\($0.line) \($0.rule.id)" } == [
                "2 missing-on-platform", "4 unknown-name",
            ])
        let objectiveC = """
            #if TARGET_OS_OSX
            NSFont *f = [NSFont fontWithName:@"Courier" size:12];
            #endif

            """
        #expect(
            linter.findings(in: objectiveC, language: .objectiveC, path: "A.m").map(\.description) == [
                "A.m:2:34: note: " + Self.cannotCheck("Courier", on: "macOS")
            ])
    }
}
