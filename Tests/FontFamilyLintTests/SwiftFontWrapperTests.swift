import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// The app's own functions that pass a parameter on to a font call — as it is, as its `rawValue`, as `String(name)`
/// or `"\(name)"` — are font calls at their callers: each caller's name is followed where the caller stands, and the
/// function's body gives no note once it has a caller. Checked against the fixture fonts on real fontconfig.
@Suite struct SwiftFontWrapperTests {
    private let linter: FontNameLinter
    private static let project = PackagePaths.fixtures.appendingPathComponent("LintFollowing/Wrappers").path

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// The fixture app: a `Tagged` name type with static constants, `Font.custom(_:size:)` and `UIFont.brand(_:size:)`
    /// overloads, free functions `heading(_:)` (interpolating its parameter) and `title(_:)` (passing it on to
    /// `heading`, two levels), and callers in a file without any trigger word (`Menu.swift`).
    @Test func callersOfTheAppsFunctionsAreFontCalls() throws {
        let report = try linter.lint(paths: [Self.project])
        #expect(report.findings.map { $0.description.replacing(Self.project + "/", with: "") } == Self.findings)
        #expect(report.summary == "5 errors, 0 warnings and 1 note in 4 files (12 names)")
    }

    /// `--fix` through the app's function: a literal a caller passes is rewritten where the caller writes it, a
    /// constant at its declaration.
    @Test func fixesRewriteTheCallersLiteralOrTheConstant() throws {
        let report = try linter.lint(paths: [Self.project])
        let fixes = LintFix.fixes(for: report.findings, catalog: linter.catalog)
        #expect(
            fixes.map { "\($0.path.replacing(Self.project + "/", with: "")):\($0.line):\($0.column) \($0.replacement)" }
                == [
                    "Board.swift:7:29 ZenOldMincho-Bold", "Board.swift:13:36 Papyrus-Condensed",
                    "FontName.swift:10:33 GillSans-Bold", "FontName.swift:11:36 Papyrus-Condensed",
                    "Menu.swift:4:24 GillSans-Italic",
                ])
        let board = try String(contentsOfFile: Self.project + "/Board.swift", encoding: .utf8)
        let fixed = LintFix.apply(fixes.filter { $0.path.hasSuffix("/Board.swift") }, to: Array(board.utf8))
        #expect(
            String(decoding: fixed.bytes, as: UTF8.self)
                == board.replacing("\"ZenOldMincho-bold\"", with: "\"ZenOldMincho-Bold\"")
                .replacing("\"Papyrus-Condensd\"", with: "\"Papyrus-Condensed\""))
        let names = try String(contentsOfFile: Self.project + "/FontName.swift", encoding: .utf8)
        let fixedNames = LintFix.apply(fixes.filter { $0.path.hasSuffix("/FontName.swift") }, to: Array(names.utf8))
        #expect(
            String(decoding: fixedNames.bytes, as: UTF8.self)
                == names.replacing("\"GillSans-Bld\"", with: "\"GillSans-Bold\"")
                .replacing("\"Papyrus-Condensd\"", with: "\"Papyrus-Condensed\""))
    }

    /// In one text: an initializer that passes its parameter on (`UIFont(brand:size:)`), a function of another name
    /// with a default argument left out, a caller passing a value computed at run time (the note goes to it), and a
    /// function no one calls (its body keeps its note).
    @Test func initializersDefaultsAndCallersInOneText() {
        let source = """
            enum Brand: String { case title = "GillSans-Bld" }
            extension UIFont {
                convenience init?(named name: String, size: CGFloat) { self.init(name: name, size: size) }
                static func menu(_ name: String, size: CGFloat = 12, bold: Bool = false) -> UIFont? {
                    UIFont(name: name, size: size)
                }
                static func unused(_ name: String) -> UIFont? { UIFont(name: name, size: 1) }
            }
            func make(_ name: String) -> UIFont? { UIFont(name: name, size: 1) }
            let a = UIFont(named: "Papyrus-Condensd", size: 12)
            let b = UIFont.menu("ZenOldMincho-bold", bold: true)
            let c = UIFont.menu(Brand.title.rawValue)
            let d = make(ProcessInfo.processInfo.environment["FONT"] ?? "")
            func make(_ name: String, size: Int) -> Int { size }
            let e = make("Not-A-Font", size: 3)
            """
        let found = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").map {
            "\($0.line):\($0.column) \($0.severity) \($0.rule.id) \($0.context) \($0.name ?? "-")"
        }
        #expect(
            found == [
                "1:35 error unknown-name UIFont.menu(_:) GillSans-Bld",
                "7:66 note dynamic-name UIFont(name:size:) -",
                "10:23 error unknown-name UIFont(named:size:) Papyrus-Condensd",
                "11:21 error wrong-case UIFont.menu(_:bold:) ZenOldMincho-bold",
                "13:14 note dynamic-name make(_:) -",
            ])
    }

    /// A function named like another API (`font(_:)` beside SwiftUI's `View.font(_:)`): a call whose implicit member
    /// no linted file declares is that other API's (`.font(.title)`), and gives no note; a literal or a declared
    /// member is checked, a variable is a note.
    @Test func anImplicitMemberNoFileDeclaresIsAnotherFunctionsArgument() {
        let source = """
            enum Face: String { case heading = "GillSans-Bld" }
            func font(_ name: Face) -> UIFont? { UIFont(name: name.rawValue, size: 12) }
            struct Screen {
                let picked: Face
                func body() {
                    _ = Text("a").font(.title)
                    _ = Text("b").font(.heading)
                    _ = font(picked)
                }
            }
            """
        let found = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").map {
            "\($0.line):\($0.column) \($0.severity) \($0.rule.id) \($0.context) \($0.name ?? "-")"
        }
        #expect(
            found == [
                "1:36 error unknown-name UIFont(name:size:) GillSans-Bld",
                "8:18 note dynamic-name font(_:) -",
            ])
    }

    /// A `RawRepresentable` struct's constants made with `init(rawValue:)` (`FontName(rawValue:)`, `Self(rawValue:)`,
    /// `.init(rawValue:)`) stand for their raw values, through the app's `custom` overload; an
    /// `ExpressibleByStringLiteral` type's constant passed on as its `description` stands for its literal.
    @Test func rawRepresentableConstantsThroughTheAppsOverload() {
        let source = """
            struct FontName: RawRepresentable {
                let rawValue: String
                static let title = FontName(rawValue: "GillSans-Bld")
                static let body = Self(rawValue: "Papyrus")
                static let caption: FontName = .init(rawValue: "Papyrus-Condensd")
            }
            extension Font {
                static func custom(_ name: FontName, size: CGFloat) -> Font { .custom(name.rawValue, size: size) }
            }
            struct Label: ExpressibleByStringLiteral, CustomStringConvertible {
                let description: String
                init(stringLiteral value: String) { description = value }
                static let menu: Label = "ZenOldMincho-bold"
            }
            func labelFont(_ label: Label) -> UIFont? { UIFont(name: label.description, size: 12) }
            let a = Font.custom(.title, size: 12)
            let b = Font.custom(.body, size: 12)
            let c = Font.custom(FontName.caption, size: 12)
            let d = labelFont(.menu)
            """
        let found = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").map {
            "\($0.line):\($0.column) \($0.severity) \($0.rule.id) \($0.context) \($0.name ?? "-")"
        }
        #expect(
            found == [
                "3:43 error unknown-name Font.custom(_:size:) GillSans-Bld",
                "5:52 error unknown-name Font.custom(_:size:) Papyrus-Condensd",
                "13:30 error wrong-case labelFont(_:) ZenOldMincho-bold",
            ])
    }

    /// `String(name)` and `"\(name)"` of a constant at a font call are followed to the constant's literal.
    @Test func stringConversionsOfAConstantAreFollowed() {
        let source = """
            enum Theme { static let title = "GillSans-Bld"; static let body = "Papyrus-Condensd" }
            let a = UIFont(name: String(Theme.title), size: 1)
            let b = UIFont(name: "\\(Theme.body)", size: 1)
            """
        let found = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").map {
            "\($0.line):\($0.column) \($0.severity) \($0.rule.id) \($0.name ?? "-")"
        }
        #expect(found == ["1:33 error unknown-name GillSans-Bld", "1:67 error unknown-name Papyrus-Condensd"])
    }

    private static let findings = [
        "Board.swift:7:29: error: 'ZenOldMincho-bold' is not installed, but 'ZenOldMincho-Bold' is: PostScript names "
            + "are case-sensitive, so write 'ZenOldMincho-Bold'. Asked for this PostScript name, fontconfig would "
            + "silently use Zen Old Mincho (ZenOldMincho-Bold). Typed value: ZenOldMincho.bold. (wrong-case)",
        "Board.swift:13:36: error: " + papyrusCondensd + " (unknown-name)",
        "Board.swift:14:36: note: The font name cannot be checked: the name is the value of 'picked'. Write the name "
            + "as a string literal, or pass the rawValue of a typed value from the enums fontfamily-dump prints. "
            + "(dynamic-name)",
        "FontName.swift:10:33: error: 'GillSans-Bld' is not installed: no face has this PostScript name. Nearest "
            + "installed names: GillSans-Bold, GillSans, GillSans-Italic; use one of those or install the font. Asked "
            + "for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Bold). Nearest typed value: "
            + "GillSans.bold. Used as UIFont.brand(_:size:) at Board.swift:6:32. (unknown-name)",
        "FontName.swift:11:36: error: " + papyrusCondensd + " Used as heading(_:) at Menu.swift:3:25. (unknown-name)",
        "Menu.swift:4:24: error: 'GillSans-Italc' is not installed: no face has this PostScript name. Nearest "
            + "installed names: GillSans-Italic, GillSans-Bold, GillSans-BoldItalic; use one of those or install the "
            + "font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Italic). Nearest "
            + "typed value: GillSans.italic. (unknown-name)",
    ]

    /// The message of an `unknown-name` error for `Papyrus-Condensd`, before the use it names.
    private static let papyrusCondensd =
        "'Papyrus-Condensd' is not installed: no face has this PostScript name. Nearest installed names: "
        + "Papyrus-Condensed, Papyrus; use one of those or install the font. Asked for this PostScript name, "
        + "fontconfig would silently use Papyrus (Papyrus-Condensed). Nearest typed value: Papyrus.condensed."
}
