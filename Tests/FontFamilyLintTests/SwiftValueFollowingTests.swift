import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// The value following of the Swift lint: a name kept in a constant, an enum's raw value, a ternary, `??`, an
/// interpolation or a `+` of constants is checked where its literal is, and the finding names where it is used; only
/// a value computed at run time is a note. Checked against the fixture fonts on real fontconfig.
@Suite struct SwiftValueFollowingTests {
    private let linter: FontNameLinter
    private static let app = PackagePaths.fixtures.appendingPathComponent("Lint/Sources/App").path

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// Each finding as `path:line:column severity rule context name → replacement typed value`, the path's
    /// directories left out.
    private static func summarized(_ findings: [LintFinding]) -> [String] {
        findings.map { finding in
            let file = finding.path.split(separator: "/").last.map(String.init) ?? finding.path
            let fix = [finding.replacement, finding.typedValue].map { $0 ?? "-" }.joined(separator: " ")
            return "\(file):\(finding.line):\(finding.column) \(finding.severity) \(finding.rule.id) "
                + "\(finding.context) \(finding.name ?? "-") → \(fix)"
        }
    }

    /// The findings of one Swift text.
    private func findings(_ source: String) -> [String] {
        Self.summarized(linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift"))
    }

    /// The fixture project's constants and enums (`Constants.swift`), used in another file (`Screens.swift`): every
    /// finding, with its exact place and message.
    @Test func theFixtureNamesAreCheckedWhereTheirLiteralsAre() throws {
        let report = try linter.lint(paths: [Self.app + "/Constants.swift", Self.app + "/Screens.swift"])
        let lines = report.findings.map { finding in
            finding.description.replacing(Self.app + "/", with: "")
        }
        #expect(lines == Self.fixtureFindings)
        #expect(report.summary == "11 errors, 1 warning and 3 notes in 2 files (17 names)")
    }

    /// A constant in every scope: global, a type's member, a nested type's, an extension's, a local; a parameter
    /// shadows a global constant of its name, and a local of another function is out of reach.
    @Test func constantsInEveryScopeAreFollowed() {
        let source = """
            let globalFace = "GillSans-bold"
            enum Fonts {
                static let member = "GillSans-light"
                enum Nested { static let deep = "GillSans-italic" }
                static func make(globalFace: String) -> UIFont? { UIFont(name: globalFace, size: 1) }
            }
            extension Fonts { static let extended = "Papyrus-condensed" }
            func use() {
                let local = "ZenOldMincho-bold"
                _ = UIFont(name: local, size: 1)
                _ = UIFont(name: globalFace, size: 1)
                _ = UIFont(name: Fonts.member, size: 1)
                _ = UIFont(name: Fonts.Nested.deep, size: 1)
                _ = UIFont(name: Fonts.extended, size: 1)
            }
            func other() { _ = UIFont(name: local, size: 1) }
            """
        #expect(
            findings(source) == [
                "Fonts.swift:1:18 error wrong-case UIFont(name:size:) GillSans-bold → GillSans-Bold GillSans.bold",
                "Fonts.swift:3:25 error wrong-case UIFont(name:size:) GillSans-light → GillSans-Light GillSans.light",
                "Fonts.swift:4:37 error wrong-case UIFont(name:size:) GillSans-italic → GillSans-Italic "
                    + "GillSans.italic",
                "Fonts.swift:5:68 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:7:41 error wrong-case UIFont(name:size:) Papyrus-condensed → Papyrus-Condensed "
                    + "Papyrus.condensed",
                "Fonts.swift:9:17 error wrong-case UIFont(name:size:) ZenOldMincho-bold → ZenOldMincho-Bold "
                    + "ZenOldMincho.bold",
                "Fonts.swift:16:33 note dynamic-name UIFont(name:size:) - → - -",
            ])
        let first = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").first
        #expect(
            first?.message.hasSuffix(". Typed value: GillSans.bold. Used as UIFont(name:size:) at Fonts.swift:11:22.")
                == true)
    }

    /// A `String` enum's raw values, written or implicit, through `.rawValue`, a constant holding the case, and
    /// `Self.`; the raw value of a type no linted file declares (generated code) is not reported.
    @Test func enumRawValuesAreFollowedWhenUsed() {
        let source = """
            enum Brand: String {
                case gillSans = "GillSans"
                case papyrus
                case typo = "GillSans-Bld"
                case unused = "Nowhere-Regular"
            }
            let brand = Brand.papyrus
            let a = UIFont(name: brand.rawValue, size: 1)
            let b = UIFont(name: Brand.typo.rawValue, size: 1)
            let c = UIFont(name: Brand.gillSans.rawValue, size: 1)
            let d = UIFont(name: Generated.bold.rawValue, size: 1)
            struct Holder { func f() -> UIFont? { UIFont(name: Self.title, size: 1) }; static let title = "Damascus" }
            """
        #expect(
            findings(source) == [
                "Fonts.swift:3:10 error wrong-case UIFont(name:size:) papyrus → Papyrus Papyrus.regular",
                "Fonts.swift:4:17 error unknown-name UIFont(name:size:) GillSans-Bld → GillSans-Bold GillSans.bold",
            ])
    }

    /// Every raw value of an enum conforming to `FontName` (here through an extension) is checked once, where it is
    /// written, whether the code uses it or not.
    @Test func fontNameEnumsAreCheckedWhetherUsedOrNot() {
        let source = """
            enum Serif: String {
                case regular = "ZenOldMincho-Regular"
                case black = "ZenOldMincho-Black"
            }
            extension Serif: FontName {}
            let s = UIFont(name: Serif.black.rawValue, size: 1)
            """
        #expect(findings(source) == ["Fonts.swift:3:18 error missing-style FontName ZenOldMincho-Black → - -"])
    }

    /// Each literal branch of a ternary, a `+` of constants where it is written, a cycle of constants a note, and an
    /// interpolation of constants that resolves is no finding.
    @Test func branchesAndConcatenationsInConstants() {
        let source = """
            let wide = true
            let face = wide ? "GillSans-Bold" : "GillSans-Bolt"
            let family = "GillSans"
            let joined = family + "-light"
            let a = UIFont(name: face, size: 1)
            let b = UIFont(name: joined, size: 1)
            let c = UIFont(name: loopA, size: 1)
            let loopA = loopB
            let loopB = loopA
            let d = UIFont(name: "\\(family)-Light", size: 1)
            """
        #expect(
            findings(source) == [
                "Fonts.swift:2:37 error unknown-name UIFont(name:size:) GillSans-Bolt → GillSans-Bold GillSans.bold",
                "Fonts.swift:4:14 error wrong-case UIFont(name:size:) GillSans-light → GillSans-Light GillSans.light",
                "Fonts.swift:7:22 note dynamic-name UIFont(name:size:) - → - -",
            ])
    }

    /// The initializers the declaration reader knows without building their value (a number, a call, a member of a
    /// call's result on the next line, a `+` with a call) are noted at a use as computed at run time; a conversion
    /// (`String(describing:)`, `init(rawValue:)`), a ternary and a later binding of the same declaration are
    /// followed to their literals; a block's constant is found inside the block and not after it.
    @Test func initializersComputedAtRunTimeAreNotedAtTheirUse() {
        let source = """
            enum Brand: String { case light = "GillSans-light" }
            func screen(wide: Bool) {
                let size = 12
                let joined = makeName() + "-Bold"
                let converted = String(describing: "GillSans-bold")
                let raw = Brand(rawValue: "GillSans-Ligth")
                let first = makeName(), second = "GillSans-italic"
                let chained = makeFont()
                    .fontName
                let pick = wide ? "GillSans-Bolt" : makeName()
                if wide {
                    let inner = "GillSans-light"
                    _ = UIFont(name: inner, size: 1)
                }
                _ = UIFont(name: size, size: 1)
                _ = UIFont(name: joined, size: 1)
                _ = UIFont(name: converted, size: 1)
                _ = UIFont(name: raw.rawValue, size: 1)
                _ = UIFont(name: first, size: 1)
                _ = UIFont(name: second, size: 1)
                _ = UIFont(name: chained, size: 1)
                _ = UIFont(name: pick, size: 1)
                _ = UIFont(name: inner, size: 1)
            }
            """
        let computed = { (name: String) in
            "The font name cannot be checked: the name is the value of '\(name)', which is computed at run time. "
                + "Write the name as a string literal, or pass the rawValue of a typed value from the enums "
                + "fontfamily-dump prints."
        }
        #expect(
            findings(source) == [
                "Fonts.swift:5:40 error wrong-case UIFont(name:size:) GillSans-bold → GillSans-Bold GillSans.bold",
                "Fonts.swift:6:31 error unknown-name UIFont(name:size:) GillSans-Ligth → GillSans-Light GillSans.light",
                "Fonts.swift:7:38 error wrong-case UIFont(name:size:) GillSans-italic → GillSans-Italic GillSans.italic",
                "Fonts.swift:10:23 error unknown-name UIFont(name:size:) GillSans-Bolt → GillSans-Bold GillSans.bold",
                "Fonts.swift:12:21 error wrong-case UIFont(name:size:) GillSans-light → GillSans-Light GillSans.light",
                "Fonts.swift:15:22 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:16:22 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:19:22 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:21:22 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:22:22 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:23:22 note dynamic-name UIFont(name:size:) - → - -",
            ])
        let notes = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift")
            .filter { $0.rule == .dynamicName }.map(\.message)
        #expect(
            notes == ["size", "joined", "first", "chained", "pick"].map(computed) + [
                "The font name cannot be checked: the name is the value of 'inner'. Write the name as a string "
                    + "literal, or pass the rawValue of a typed value from the enums fontfamily-dump prints."
            ])
    }

    /// A type annotation before the literal, and several bindings in one declaration.
    @Test func annotatedAndSeveralBindingsAreFollowed() {
        let source = """
            let a: String = "GillSans-bold", b = "GillSans-light"
            let x = UIFont(name: a, size: 1)
            let y = UIFont(name: b, size: 1)
            """
        #expect(
            findings(source) == [
                "Fonts.swift:1:17 error wrong-case UIFont(name:size:) GillSans-bold → GillSans-Bold GillSans.bold",
                "Fonts.swift:1:38 error wrong-case UIFont(name:size:) GillSans-light → GillSans-Light GillSans.light",
            ])
    }

    /// A finding at a constant's literal is hidden by a suppression comment there, not at the use.
    @Test func aSuppressionAtTheLiteralHidesItsFinding() {
        let source = """
            // fontfamily:disable:next wrong-case -- the asset catalog renames it
            let hidden = "GillSans-bold"
            let shown = "GillSans-light"
            let a = UIFont(name: hidden, size: 1)  // fontfamily:disable:this unknown-name
            let b = UIFont(name: shown, size: 1)  // fontfamily:disable:this wrong-case
            """
        #expect(
            findings(source) == [
                "Fonts.swift:3:13 error wrong-case UIFont(name:size:) GillSans-light → GillSans-Light GillSans.light"
            ])
    }

    /// SwiftUI's `Font.custom` with `.weight(_:)` or `.bold()` chained on it takes a family name and picks the face by
    /// weight: a family (in any case) or a PostScript name resolves, a face's full name is a warning, a typo an error;
    /// without the chain, a family is still a family where a face's name goes. `NSFontManager`'s
    /// `font(withFamily:traits:weight:size:)` takes a family name too.
    @Test func aWeightChainedOnFontCustomTakesAFamily() {
        let source = """
            let a = Font.custom("Gill Sans", size: 17).weight(.semibold)
            let b = Font.custom("gill sans", size: 17).bold()
            let c = Font.custom("GillSans-Bold", size: 17).weight(.bold)
            let d = Font.custom("Gill Sans Bold", size: 17).weight(.bold)
            let e = Font.custom("Gill Sans", size: 17)
            let f = NSFontManager.shared.font(withFamily: "Gill Sans", traits: [], weight: 5, size: 12)
            let g = NSFontManager.shared.font(withFamily: "Gil Sans", traits: .boldFontMask, weight: 9, size: 12)
            """
        #expect(
            findings(source) == [
                "Fonts.swift:4:21 warning face-not-family Font.custom(_:size:).weight(_:) Gill Sans Bold → Gill Sans -",
                "Fonts.swift:5:21 warning family-not-face Font.custom(_:size:) Gill Sans → GillSans GillSans.regular",
                "Fonts.swift:7:47 error unknown-family NSFontManager.font(withFamily:traits:weight:size:) Gil Sans → "
                    + "Gill Sans -",
            ])
    }

    /// A computed property whose body only gives a string literal (`{ "…" }`, `{ return "…" }`) is followed like a
    /// constant, and the finding sits at its literal; a body that computes its value (a getter, a `+`) is not read,
    /// and a name it gives stays a note.
    @Test func computedPropertiesThatGiveALiteralAreFollowed() throws {
        let source = """
            enum Theme {
                static var title: String { "GillSans-Bld" }
                static var body: String { return "Papyrus-Condensd" }
                static var caption: String { get { "Papyrus" } }
                static var label: String { "Gill" + "Sans" }
                static var plain: String { "Papyrus" }
            }
            let a = UIFont(name: Theme.title, size: 12)
            let b = UIFont(name: Theme.body, size: 12)
            let c = UIFont(name: Theme.caption, size: 12)
            let d = UIFont(name: Theme.label, size: 12)
            let e = UIFont(name: Theme.plain, size: 12)
            """
        #expect(
            findings(source) == [
                "Fonts.swift:2:32 error unknown-name UIFont(name:size:) GillSans-Bld → GillSans-Bold GillSans.bold",
                "Fonts.swift:3:38 error unknown-name UIFont(name:size:) Papyrus-Condensd → Papyrus-Condensed "
                    + "Papyrus.condensed",
                "Fonts.swift:10:22 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:11:22 note dynamic-name UIFont(name:size:) - → - -",
            ])
        let messages = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").map(\.message)
        try #require(messages.count == 4)
        #expect(messages[0].hasSuffix(" Used as UIFont(name:size:) at Fonts.swift:8:22."), "\(messages[0])")
        #expect(messages[2].contains("the name is the value of 'Theme.caption'"), "\(messages[2])")
    }

    /// The raw value of a parameter declared with a `String` enum of the run is one of the enum's raw values: each is
    /// checked where it is written and names the use (a default value after the type, a type nested in the scope,
    /// too); a parameter of an enum without `String` raw values, or of another type, stays a note.
    @Test func aParameterOfAStringEnumGivesItsRawValues() throws {
        let source = """
            enum Brand: String { case title = "GillSans-Bld", body = "Papyrus" }
            enum Level: Int { case one = 1 }
            struct Theme {
                enum Style: String { case caption = "Papyrus-Condensd" }
                static func font(_ brand: Brand, size: CGFloat) -> UIFont? { UIFont(name: brand.rawValue, size: size) }
                static func styled(_ style: Style = .caption) -> UIFont? { UIFont(name: style.rawValue, size: 12) }
                static func leveled(_ level: Level) -> UIFont? { UIFont(name: level.rawValue, size: 12) }
                static func named(_ name: String) -> UIFont? { UIFont(name: name, size: 12) }
            }
            """
        #expect(
            findings(source) == [
                "Fonts.swift:1:35 error unknown-name UIFont(name:size:) GillSans-Bld → GillSans-Bold GillSans.bold",
                "Fonts.swift:4:41 error unknown-name UIFont(name:size:) Papyrus-Condensd → Papyrus-Condensed "
                    + "Papyrus.condensed",
                "Fonts.swift:7:67 note dynamic-name UIFont(name:size:) - → - -",
                "Fonts.swift:8:65 note dynamic-name UIFont(name:size:) - → - -",
            ])
        let messages = linter.findings(in: source, language: .swift, path: "Sources/App/Fonts.swift").map(\.message)
        try #require(messages.count == 4)
        #expect(messages[0].hasSuffix(" Used as UIFont(name:size:) at Fonts.swift:5:79."), "\(messages[0])")
        #expect(messages[1].hasSuffix(" Used as UIFont(name:size:) at Fonts.swift:6:77."), "\(messages[1])")
        #expect(
            messages[2] == "The font name cannot be checked: the name is the value of 'level.rawValue'. Write the "
                + "name as a string literal, or pass the rawValue of a typed value from the enums fontfamily-dump "
                + "prints.")
    }

    /// Lints the files `files` (by name) written into a fresh directory: each finding's line with the directory left
    /// out.
    private func lint(_ files: [String: String]) throws -> [String] {
        try linter.findingLines(of: files, tag: "lint-self-init")
    }

    /// `self.init(name:size:)`, `Self(name:size:)` and `Self.init(name:size:)` in an extension of a font type, or of
    /// an alias of one declared in another file, are calls of that type's initializer: a literal is checked, a
    /// parameter of a `String` enum gives its raw values, a `String` parameter is a note. In another type, or in a
    /// type nested in the extension, they are no font call.
    @Test func selfInitInAnExtensionOfAFontTypeIsAFontCall() throws {
        let fonts = """
            enum Brand: String { case title = "GillSans-Bld", body = "Papyrus" }
            extension UIFont {
                convenience init?(brand: Brand, size: CGFloat) { self.init(name: brand.rawValue, size: size) }
                convenience init?(postScriptName: String, size: CGFloat) { self.init(name: postScriptName, size: size) }
                static func menlo() -> Self? { Self(name: "Menlo-Regulr", size: 12) }
                static func gill() -> UIFont? { Self.init(name: "GillSans-Bold", size: 12) }
                struct Box { init?(name: String, size: Int) { self.init(name: "Papyrus-Condensd", size: 1) } }
            }
            struct Plain { init?(name: String, size: Int) { self.init(name: "Papyrus-Condensd", size: 1) } }
            """
        let mac = """
            extension NSUIFont {
                static func title() -> NSUIFont? { Self(name: "Papyrus-Condensd", size: 12) }
            }
            """
        let alias = "typealias NSUIFont = NSFont\n"
        let lines = try lint(["Fonts.swift": fonts, "Mac.swift": mac, "Alias.swift": alias])
        #expect(
            lines == [
                "Fonts.swift:1:35: error: " + Self.gillSansBld + " Used as UIFont(name:size:) at Fonts.swift:3:70. "
                    + "(unknown-name)",
                "Fonts.swift:4:80: note: The font name cannot be checked: the name is the value of 'postScriptName'."
                    + Self.notCheckable,
                "Fonts.swift:5:47: error: 'Menlo-Regulr' is not installed: no face has this PostScript name and none "
                    + "comes close. Install the font or check the name. Asked for this PostScript name, fontconfig "
                    + "would silently use Damascus (Damascus). (unknown-name)",
                "Mac.swift:2:51: error: 'Papyrus-Condensd' is not installed: no face has this PostScript name. "
                    + "Nearest installed names: Papyrus-Condensed, Papyrus; use one of those or install the font. "
                    + "Asked for this PostScript name, fontconfig would silently use Papyrus (Papyrus-Condensed). "
                    + "Nearest typed value: Papyrus.condensed. (unknown-name)",
            ])
    }

    /// Static constants of an app's own type holding a string literal (a `Tagged` extension, a `String` enum's
    /// cases), used as implicit members in a font call (through the app's own `custom` overload): each constant
    /// used is checked where its literal is, once, naming its first use (the overload's `face.rawValue` reaches the
    /// same literal); one never used gives nothing; an implicit member no
    /// type declares, or several do, stays a note. The file of the constants holds no trigger word: it is reached
    /// through the names the uses spell.
    @Test func staticConstantsUsedAsImplicitMembersAreFollowed() throws {
        let names = """
            enum Letters {}
            extension Tagged where Tag == Letters {
                static let gillBold: Self = "GillSans-Bold"
                static let gillTypo: Self = "GillSans-Bld"
                static let unused: Self = "Papyrus-Condensd"
            }
            enum Shared { static let title = "Papyrus" }
            enum Other { static let title = "GillSans-Bld" }
            enum Face: String { case heading = "Papyrus-Condensd", body = "Papyrus" }
            """
        let board = """
            struct Board: View {
                var body: some View {
                    Text("a").font(.custom(.gillBold, size: 16))
                    Text("b").font(.custom(.gillTypo, size: 16))
                    Text("c").font(.custom(.gillTypo, size: 17))
                    Text("d").font(.custom(.missing, size: 16))
                    Text("e").font(.custom(.title, size: 16))
                    Text("f").font(.custom(.heading, size: 16))
                }
            }
            extension Font { static func custom(_ face: Face, size: CGFloat) -> Font { .custom(face.rawValue, size: size) } }
            """
        let lines = try lint(["Names.swift": names, "Board.swift": board])
        #expect(
            lines == [
                "Board.swift:6:32: note: The font name cannot be checked: the name is the value of '.missing'."
                    + Self.notCheckable,
                "Board.swift:7:32: note: The font name cannot be checked: the name is the value of '.title'."
                    + Self.notCheckable,
                "Names.swift:4:33: error: " + Self.gillSansBld + " Used as .custom(_:size:) at Board.swift:4:32. "
                    + "(unknown-name)",
                "Names.swift:9:36: error: 'Papyrus-Condensd' is not installed: no face has this PostScript name. "
                    + "Nearest installed names: Papyrus-Condensed, Papyrus; use one of those or install the font. "
                    + "Asked for this PostScript name, fontconfig would silently use Papyrus (Papyrus-Condensed). "
                    + "Nearest typed value: Papyrus.condensed. Used as .custom(_:size:) at Board.swift:8:32. "
                    + "(unknown-name)",
            ])
    }

    /// The message of an `unknown-name` error for `GillSans-Bld`, before the use it names.
    private static let gillSansBld = ExpectedMessages.gillSansTypo + " Nearest typed value: GillSans.bold."

    /// The advice a `dynamic-name` note ends with.
    private static let notCheckable = ExpectedMessages.swiftNotCheckable

    /// A family name with SwiftUI's `.weight(_:)` or `.bold()` chained on it should have a face of that weight: a
    /// warning at the weight where it has none (the message names the face weight matching draws instead), nothing
    /// where it has one, and no weight check where the name is no family's or the weight is not a member spelled out.
    /// A view's `.fontWeight(_:)` or `.bold()` after a `.font(.custom(…))` counts as chained on the family; `.italic()`
    /// does not.
    @Test func aWeightChainedOnAFamilyIsCheckedAgainstItsFaces() {
        let source = """
            let a = Font.custom("Papyrus", size: 17).weight(.black)
            let b = Font.custom("gill sans", size: 17).weight(.semibold)
            let c = Font.custom("Papyrus", size: 17).bold()
            let d = Font.custom("Papyrus", size: 17).weight(Font.Weight.ultraLight)
            let e = Font.custom("Papyrus", size: 17).weight(weight)
            let f = Font.custom("GillSans-Light", size: 17).weight(.black)
            let g = Font.custom("Gil Sans", size: 17).weight(.black)
            let h = Text("A").font(.custom("Papyrus", size: 17).weight(.regular))
            let i = Font.custom("Papyrus", size: 17).italic()
            let j = Text("A").font(.custom("Papyrus", size: 17)).fontWeight(.heavy)
            let k = Text("A").font(.custom("gill sans", size: 17)).bold()
            let l = Text("A").font(.custom("Gill Sans", size: 17)).italic()
            let m = Text("A").font(.custom("Papyrus", size: 17), weight: .bold).fontWeight(.heavy)
            """
        #expect(
            linter.findings(in: source, language: .swift, path: "Fonts.swift").map(\.description) == [
                "Fonts.swift:1:49: warning: Papyrus has no face of weight 900 ('black'): weight matching draws "
                    + "Papyrus (400) instead. It has 400; write one of those or install the missing face. "
                    + "(unresolved-weight)",
                "Fonts.swift:3:42: warning: Papyrus has no face of weight 700 ('bold'): weight matching draws "
                    + "Papyrus (400) instead. It has 400; write one of those or install the missing face. "
                    + "(unresolved-weight)",
                "Fonts.swift:4:49: warning: Papyrus has no face of weight 100 ('ultraLight'): weight matching draws "
                    + "Papyrus (400) instead. It has 400; write one of those or install the missing face. "
                    + "(unresolved-weight)",
                "Fonts.swift:7:21: error: 'Gil Sans' is not an installed family. Nearest installed families: "
                    + "'Gill Sans'; use one of those or install the font. Asked for this family, fontconfig would "
                    + "silently use Damascus (Damascus). (unknown-family)",
                "Fonts.swift:10:65: warning: Papyrus has no face of weight 800 ('heavy'): weight matching draws "
                    + "Papyrus (400) instead. It has 400; write one of those or install the missing face. "
                    + "(unresolved-weight)",
                "Fonts.swift:12:32: warning: 'Gill Sans' names the family Gill Sans, not one face: write the "
                    + "PostScript name of the face you want, one of GillSans, GillSans-Light, GillSans-SemiBold, "
                    + "GillSans-Bold, GillSans-UltraBold, GillSans-Italic, GillSans-LightItalic, "
                    + "GillSans-SemiBoldItalic, GillSans-BoldItalic. Asked for this PostScript name, fontconfig would "
                    + "silently use Gill Sans (GillSans). Typed value: GillSans.regular. (family-not-face)",
            ])
    }

    /// A weight between the instances of a variable family resolves: its axis covers it.
    @Test func aChainedWeightBetweenTheInstancesOfAVariableFontResolves() throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Variable").path], includingSystemFonts: false,
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let source = """
            let a = Font.custom("Vary Sans", size: 17).weight(.semibold)
            let b = Font.custom("Vary Sans", size: 17).weight(.black)
            """
        #expect(FontNameLinter(catalog: catalog).findings(in: source, language: .swift, path: "A.swift") == [])
    }

    private static let fixtureFindings = [
        "Constants.swift:4:19: error: 'GillSans-Italc' is not installed: no face has this PostScript name. Nearest "
            + "installed names: GillSans-Italic, GillSans-Bold, GillSans-BoldItalic; use one of those or install the "
            + "font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Italic). "
            + "Nearest typed value: GillSans.italic. Used as UIFont(name:size:) at Screens.swift:8:46. "
            + "(unknown-name)",
        "Constants.swift:7:24: error: 'GillSans-Semibold' is not installed, but 'GillSans-SemiBold' is: PostScript "
            + "names are case-sensitive, so write 'GillSans-SemiBold'. Asked for this PostScript name, fontconfig "
            + "would silently use Gill Sans (GillSans-SemiBold). Typed value: GillSans.semiBold. Used as "
            + "UIFont(name:size:) at Screens.swift:9:44. (wrong-case)",
        "Constants.swift:15:20: error: 'SourceSansPro-Bld' is not installed: no face has this PostScript name. "
            + "Nearest installed names: SourceSansPro-Bold, SourceSansPro-Black, SourceSansPro-BoldIt; use one of "
            + "those or install the font. Asked for this PostScript name, fontconfig would silently use Source Sans "
            + "Pro (SourceSansPro-Black). Nearest typed value: SourceSansPro.bold. Used as UIFont(name:size:) at "
            + "Screens.swift:10:46. (unknown-name)",
        "Constants.swift:17:10: error: 'papyrus' is not installed, but 'Papyrus' is: PostScript names are "
            + "case-sensitive, so write 'Papyrus'. Asked for this PostScript name, fontconfig would silently use "
            + "Papyrus (Papyrus). Typed value: Papyrus.regular. Used as .custom(_:size:) at Screens.swift:11:35. "
            + "(wrong-case)",
        "Constants.swift:24:17: error: 'ZenOldMincho-Bld' is not installed: no face has this PostScript name. "
            + "Nearest installed names: ZenOldMincho-Bold, ZenOldMincho-Regular; use one of those or install the "
            + "font. Asked for this PostScript name, fontconfig would silently use Zen Old Mincho "
            + "(ZenOldMincho-Bold). Nearest typed value: ZenOldMincho.bold. Mincho.bold is a case of a FontName "
            + "enum, whose raw values are PostScript names. (unknown-name)",
        "Screens.swift:6:24: error: 'Damascus-Bold' is not installed, but Damascus has that face (Bold) as "
            + "'DamascusBold': write that name. Asked for this PostScript name, fontconfig would silently use "
            + "Damascus (DamascusBold). Typed value: Damascus.bold. Used as UIFont(name:size:) at "
            + "Screens.swift:12:48. (misnamed-face)",
        "Screens.swift:16:20: warning: 'Gill Sans Bold' is the full name of a face, not its PostScript name: write "
            + "'GillSans-Bold'. Asked for this PostScript name, fontconfig would silently use Gill Sans "
            + "(GillSans-Bold). Typed value: GillSans.bold. Used as UIFont(name:size:) at Screens.swift:17:29. "
            + "(full-name)",
        "Screens.swift:20:80: error: 'Papyrus-Condensd' is not installed: no face has this PostScript name. Nearest "
            + "installed names: Papyrus-Condensed, Papyrus; use one of those or install the font. Asked for this "
            + "PostScript name, fontconfig would silently use Papyrus (Papyrus-Condensed). Nearest typed value: "
            + "Papyrus.condensed. (unknown-name)",
        "Screens.swift:21:61: note: The font name cannot be checked: the name is the value of 'saved'. Write the "
            + "name as a string literal, or pass the rawValue of a typed value from the enums fontfamily-dump "
            + "prints. (dynamic-name)",
        "Screens.swift:21:70: error: 'GillSans-Lite' is not installed: no face has this PostScript name. Nearest "
            + "installed names: GillSans-Light, GillSans-Bold, GillSans; use one of those or install the font. Asked "
            + "for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Light). Nearest typed "
            + "value: GillSans.light. (unknown-name)",
        "Screens.swift:22:45: error: 'GillSans-Semibold' is not installed, but 'GillSans-SemiBold' is: PostScript "
            + "names are case-sensitive, so write 'GillSans-SemiBold'. Asked for this PostScript name, fontconfig "
            + "would silently use Gill Sans (GillSans-SemiBold). Typed value: GillSans.semiBold. (wrong-case)",
        "Screens.swift:23:44: error: 'GillSans-Ultrabold' is not installed, but 'GillSans-UltraBold' is: PostScript "
            + "names are case-sensitive, so write 'GillSans-UltraBold'. Asked for this PostScript name, fontconfig "
            + "would silently use Gill Sans (GillSans-UltraBold). Typed value: GillSans.ultraBold. (wrong-case)",
        "Screens.swift:24:58: note: The font name cannot be checked: the name is the value of 'name'. Write the name "
            + "as a string literal, or pass the rawValue of a typed value from the enums fontfamily-dump prints. "
            + "(dynamic-name)",
        "Screens.swift:28:29: note: The font name cannot be checked: the name is the value of 'name', which is "
            + "computed at run time. Write the name as a string literal, or pass the rawValue of a typed value from "
            + "the enums fontfamily-dump prints. (dynamic-name)",
        "Screens.swift:32:57: error: 'Gil Sans' is not an installed family. Nearest installed families: 'Gill Sans'; "
            + "use one of those or install the font. Asked for this family, fontconfig would silently use Damascus "
            + "(Damascus). (unknown-family)",
    ]
}
