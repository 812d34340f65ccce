import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// A family's name that some of the run's platforms lack gets the per-platform verdict a PostScript name gets: Kefa is
/// on iOS 18 (`Kefa-Regular`), Kefa III on iOS 26 in its place.
@Suite struct FamilyPlatformLintTests {
    /// The findings of `text` in `language` against the built-in iOS 18 and iOS 26 lists.
    static func findings(_ text: String, language: SourceLanguage, path: String) throws -> [String] {
        let linter = FontNameLinter(catalog: try FixtureCatalog.builtIn("ios18", "ios26"))
        return linter.findings(in: text, language: language, path: path).map(\.description)
    }

    @Test func theCatalogNamesThePlatformsThatLackAFamily() throws {
        let catalog = try FixtureCatalog.builtIn("ios18", "ios26")
        #expect(catalog.platforms(lackingFamily: "Kefa") == ["iOS 26"])
        #expect(catalog.platforms(lackingFamily: "kefa iii") == ["iOS 18"])
        #expect(catalog.platforms(lackingFamily: "Avenir Next") == [])
        #expect(catalog.platforms(lackingFamily: "Nonexistent Family") == [])
        #expect(try FixtureCatalog.builtIn("ios18").platforms(lackingFamily: "Kefa") == [])
    }

    /// In a style sheet the entry is a warning, and the entries after it are checked: where it is missing, the
    /// browser reads on to them.
    @Test func aStyleSheetFamilyIsAWarningAndTheListIsReadOnWhereItIsMissing() throws {
        #expect(
            try Self.findings(#"a { font-family: "Kefa", "Kefa III", serif; }"#, language: .css, path: "a.css") == [
                "a.css:1:18: warning: The family 'Kefa' is on iOS 18, not on iOS 26: no face of it is there. Serve it "
                    + "as a web font (@font-face), or follow it with a family every platform has. Where it is "
                    + "missing, the browser goes on to the next entry of the list. (missing-on-platform)",
                "a.css:1:26: warning: The family 'Kefa III' is on iOS 26, not on iOS 18: no face of it is there. "
                    + "Serve it as a web font (@font-face), or follow it with a family every platform has. Where it "
                    + "is missing, the browser goes on to the next entry of the list. (missing-on-platform)",
            ])
        #expect(
            try Self.findings(#"a { font-family: "Avenir Next", "Kefa"; }"#, language: .css, path: "a.css") == [])
    }

    /// SwiftUI's `Font.custom(_:size:)` with a weight takes a family: it gets the verdict in Swift's words.
    @Test func aWeightedSwiftUIFamilyIsAWarning() throws {
        #expect(
            try Self.findings(
                #"let t = Text("a").font(.custom("Kefa III", size: 12).weight(.regular))"#, language: .swift,
                path: "A.swift") == [
                    "A.swift:1:32: warning: The family 'Kefa III' is on iOS 26, not on iOS 18: no face of it is "
                        + "there. Bundle the font with the app, or choose another family where it is missing. "
                        + "(missing-on-platform)"
                ])
    }

    /// `iconFont(named:)` takes a PostScript name or a family's: a family gets the verdict too.
    @Test func anIconFontFamilyIsAWarning() throws {
        #expect(
            try Self.findings(
                #"let icons = try catalog.iconFont(named: "Kefa")"#, language: .swift, path: "A.swift") == [
                    "A.swift:1:41: warning: The family 'Kefa' is on iOS 18, not on iOS 26: no face of it is there. "
                        + "Bundle the font with the app, or choose another family where it is missing. "
                        + "(missing-on-platform)"
                ])
    }

    /// `UIFont(name:size:)` given a family finds it through its fallback: the family-not-face warning says where
    /// the family is missing.
    @Test func aFamilyWhereAFaceGoesSaysWhereItIsMissing() throws {
        let found = try Self.findings(
            #"let f = UIFont(name: "Kefa III", size: 12)"#, language: .swift, path: "A.swift")
        #expect(found.count == 1)
        #expect(
            found.first?.contains(
                " It is on iOS 26, not on iOS 18: there the fallback finds nothing.") == true)
        #expect(found.first?.hasSuffix("(family-not-face)") == true)
        let everywhere = try Self.findings(
            #"let f = UIFont(name: "Avenir Next", size: 12)"#, language: .swift, path: "A.swift")
        #expect(everywhere.first?.contains("there the fallback finds nothing") == false)
    }

    /// In a `#if` branch a family is judged by the branch's platforms alone, as a face's name is.
    @Test func aFamilyInABranchIsJudgedByItsPlatform() throws {
        let swift = """
            #if os(macOS)
            let mac = Text("a").font(.custom("Courier", size: 12).weight(.regular))
            #else
            let phone = Text("a").font(.custom("Courier", size: 12).weight(.regular))
            #endif

            """
        let found = try PlatformBranchLintTests.linter().findings(in: swift, language: .swift, path: "A.swift")
        #expect(
            found.map(\.description) == [
                "A.swift:4:36: error: The family 'Courier' is not on iOS 26, which this #if branch is compiled for: "
                    + "no face of it is there. Bundle the font with the app, or choose a family iOS 26 has. "
                    + "(missing-on-platform)"
            ])
    }
}
