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
        #expect(PlatformBranches.platforms(of: "os(iOS) && DEBUG") == nil)
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

    /// A branch for a platform the run has no list of is not judged by the lists it has.
    @Test func aBranchForAnUnlistedPlatformIsLeftAlone() throws {
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
                "4 unknown-name"
            ])
        let objectiveC = """
            #if TARGET_OS_OSX
            NSFont *f = [NSFont fontWithName:@"Courier" size:12];
            #endif

            """
        #expect(linter.findings(in: objectiveC, language: .objectiveC, path: "A.m").isEmpty)
    }
}
