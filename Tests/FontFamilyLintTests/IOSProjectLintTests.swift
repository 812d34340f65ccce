import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint
@testable import FontFamilySyntax

/// The lint over the fixture iOS app in `Fixtures/iOSApp`: Swift with calls through a `typealias`, Objective-C, a
/// storyboard, a xib and an `Info.plist` with one missing and one unlisted font, checked against the app's own
/// bundled fonts on real fontconfig.
@Suite struct IOSProjectLintTests {
    private static let project = PackagePaths.fixtures.appendingPathComponent("iOSApp").path
    private static let fonts = project + "/App/Resources/Fonts"
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(
            catalog: try FontCatalog(fonts: [Self.fonts], cacheDirectory: FixtureCatalog.cacheDirectory))
    }

    /// Each finding's place, severity, rule, context and message, with the project's path as `PROJECT`.
    private static func summarized(_ findings: [LintFinding], root: String = project) -> [String] {
        findings.map { finding in
            let path = finding.path.replacing(root + "/", with: "")
            return "\(path):\(finding.line):\(finding.column) \(finding.severity) \(finding.rule.id) "
                + "\(finding.context): \(finding.message.replacing(root + "/", with: "PROJECT/"))"
        }
    }

    private static let expected = [
        "App/AppDelegate.m:11:44 error wrong-case [UIFont fontWithName:size:]: 'Gillsans-Light' is not installed, but 'GillSans-Light' is: PostScript names are case-sensitive, so write 'GillSans-Light'. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Light).",
        "App/AppDelegate.m:12:43 note dynamic-name [UIFont fontWithName:size:]: The font name cannot be checked: the name is the value of 'name'. Write the name as a string literal where the font is made.",
        "App/AppDelegate.m:13:46 error missing-style CTFontCreateWithName: 'GillSans-Italic' is not installed: Gill Sans has no Italic face. It has GillSans-Light (Light), GillSans (Regular), GillSans-Bold (Bold); use one of those or install the missing face. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans).",
        "App/AppDelegate.m:14:66 error unknown-name CTFontCreateWithName: 'GillSans-Lite' is not installed: no face has this PostScript name. Nearest installed names: GillSans-Light, GillSans-Bold, GillSans; use one of those or install the font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Light).",
        "App/AppDelegate.m:17:77 error white-space [UIFontDescriptor fontDescriptorWithName:size:]: 'GillSans ' has white space around it, which no PostScript name has: write 'GillSans'. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans).",
        "App/Badge.swift:4:31 error unlisted-app-font Typeset(name:size:): 'GillSans-Bold' is a face of PROJECT/App/Resources/Fonts/GillSans-Bold.ttf, which no Info.plist lists under UIAppFonts: the app does not register the font, and UIFont(name:size:) returns nil for it. Add 'GillSans-Bold.ttf' to UIAppFonts (Fonts provided by application), or register the font in code at launch with CTFontManagerRegisterFontsForURL, CTFontManagerRegisterFontsForURLs, CTFontManagerRegisterFontURLs, CTFontManagerRegisterGraphicsFont, FontBlaster.blast() or FontCatalog.registering(_:).",
        "App/Badge.swift:5:36 error missing-style Typeset(name:size:): 'GillSans-Heavy' is not installed: Gill Sans has no Black face. It has GillSans-Light (Light), GillSans (Regular), GillSans-Bold (Bold); use one of those or install the missing face. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans).",
        "App/Base.lproj/Main.storyboard:19:78 error missing-style fontDescription name: 'GillSans-SemiBold' is not installed: Gill Sans has no SemiBold face. It has GillSans-Light (Light), GillSans (Regular), GillSans-Bold (Bold); use one of those or install the missing face. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans).",
        "App/Base.lproj/Main.storyboard:22:78 error unknown-name fontDescription name: 'Gill&Sans' is not installed: no face has this PostScript name. Nearest installed names: GillSans, GillSans-Bold, GillSans-Light; use one of those or install the font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans).",
        "App/Base.lproj/Main.storyboard:22:101 error unknown-family fontDescription family: 'Gil Sans' is not an installed family. Nearest installed families: 'Gill Sans'; use one of those or install the font.",
        "App/Theme.swift:14:39 error unknown-name NSUIFont(name:size:): 'GillSans-Bld' is not installed: no face has this PostScript name. Nearest installed names: GillSans-Bold, GillSans, GillSans-Light; use one of those or install the font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Bold). Nearest typed value: GillSans.bold.",
        "App/Theme.swift:15:38 warning family-not-face NSUIFont(name:size:): 'Gill Sans' names the family Gill Sans, not one face: write the PostScript name of the face you want, one of GillSans, GillSans-Light, GillSans-Bold. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans). Typed value: GillSans.regular.",
        "App/Info.plist:11:11 error missing-app-font UIAppFonts: 'Fonts/Papyrus.ttf' is listed under UIAppFonts, but no file under the linted paths is at that path: the app bundle lacks it, and its faces never load. Add the file to the target's resources, or fix the path (relative to the bundle's root).",
    ]

    @Test func theFixtureAppGivesExactlyTheseFindings() throws {
        let report = try linter.lint(paths: [Self.project])
        #expect(Self.summarized(report.findings) == Self.expected)
        #expect(report.fileCount == 6)
        // One in Objective-C (a /* */ comment), two in the storyboard (an XML comment naming two rules).
        #expect(report.suppressedCount == 3)
    }

    /// Without the suppression comments, their findings come back: each comment hides what it names.
    @Test func suppressionCommentsInObjectiveCAndInterfaceBuilderFilesHideWhatTheyName() throws {
        let objectiveC = try String(contentsOfFile: Self.project + "/App/AppDelegate.m", encoding: .utf8)
        let unsuppressed = objectiveC.replacing("fontfamily:disable:next unknown-name", with: "shipped later")
        #expect(
            linter.findings(in: unsuppressed, language: .objectiveC, path: "A.m").filter { $0.line == 16 }.map(\.rule)
                == [.unknownName])
        #expect(linter.findings(in: objectiveC, language: .objectiveC, path: "A.m").filter { $0.line == 16 }.isEmpty)
        let storyboard = try String(
            contentsOfFile: Self.project + "/App/Base.lproj/Main.storyboard", encoding: .utf8)
        let bare = storyboard.replacing("fontfamily:disable:next unknown-name unknown-family", with: "brand")
        #expect(
            linter.findings(in: bare, language: .interfaceBuilder, path: "M.storyboard").filter { $0.line == 25 }
                .map(\.rule) == [.unknownName, .unknownFamily])
        let misspelt = storyboard.replacing("unknown-name unknown-family", with: "unknown-nme")
        #expect(
            linter.findings(in: misspelt, language: .interfaceBuilder, path: "M.storyboard").filter {
                $0.line == 24
            }.map(\.rule) == [.invalidSuppression])
    }

    /// The walk reads `.m`, `.mm`, `.h`, `.xib` and `.storyboard` files, and takes `Info.plist` apart.
    @Test func theWalkFindsEveryNewKindOfFile() throws {
        let walk = try SourceTree.walk([Self.project])
        #expect(
            walk.files.map { "\($0.path.replacing(Self.project + "/", with: "")) \($0.language)" } == [
                "App/AppDelegate.m objectiveC", "App/Badge.swift swift",
                "App/Base.lproj/Main.storyboard interfaceBuilder", "App/Theme.swift swift",
                "App/Views/Card.xib interfaceBuilder",
            ])
        #expect(walk.propertyLists == [Self.project + "/App/Info.plist"])
        #expect(SourceLanguage(path: "a/B.mm") == .objectiveC)
        #expect(SourceLanguage(path: "B.h") == .objectiveC)
        #expect(SourceLanguage(path: "Info.plist") == nil)
    }

    /// The JSON and SARIF reporters carry the new rules: SARIF lists them among its rules, and each result points at
    /// its rule's index.
    @Test func theReportersCarryTheNewRuleIds() throws {
        let report = try linter.lint(paths: [Self.project])
        let tool = LintTool(name: "fontfamily-dump", version: "0.1.0")
        let sarif = SARIFReporter(tool: tool).text(for: report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(
            rules.suffix(7).map { "\($0["id"] as? String ?? "") \($0["name"] as? String ?? "")" } == [
                "missing-app-font MissingAppFont", "unreadable-app-font UnreadableAppFont",
                "unlisted-app-font UnlistedAppFont", "missing-on-platform MissingOnPlatform",
                "duplicate-app-font DuplicateAppFont", "invalid-encoding InvalidEncoding",
                "hidden-system-font HiddenSystemFont",
            ])
        let results = try #require(run["results"] as? [[String: Any]])
        let appFonts = results.filter { ($0["ruleId"] as? String)?.hasSuffix("-app-font") ?? false }
        #expect(
            appFonts.map { "\($0["ruleId"] as? String ?? "") \($0["ruleIndex"] as? Int ?? -1)" } == [
                "unlisted-app-font 18", "missing-app-font 16",
            ])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReporter(tool: tool).text(for: report).utf8))
                as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(
            findings.compactMap { $0["rule"] as? String }.filter { $0.hasSuffix("-app-font") } == [
                "unlisted-app-font", "missing-app-font",
            ])
    }

    /// The Objective-C lexer skips comments and strings, decodes escapes, and keeps an `@"…"` literal's `@`.
    @Test func interfaceBuilderValuesAreReadAsAnXMLParserReadsThem() {
        let xib =
            "<document>\n<fontDescription key=\"fontDescription\" name=\"Gill\tSans-\r\nBold\" "
            + "family=\"Gill&#9;Sans\rX\"/>\n<font key=\"NSFont\" name='Menlo\nRegular&#10;'/>\n</document>\n"
        let found = InterfaceBuilderFontScanner.scan(xib).occurrences.map { occurrence in
            guard case .literal(let value) = occurrence.value else { return "not a literal: \(occurrence)" }
            return "\(occurrence.line):\(occurrence.column) \(occurrence.context) \(value.debugDescription)"
        }
        #expect(
            found == [
                #"2:46 fontDescription name "Gill Sans- Bold""#, #"3:15 fontDescription family "Gill\tSans X""#,
                #"5:26 font name "Menlo Regular\n""#,
            ])
    }

    @Test func theObjectiveCLexerSkipsCommentsAndDecodesStrings() throws {
        let source = Array(#"x = @"a\"b\x41\101" /* "no" */ // 'c' "d"\#n'"' "e"\#n"#.utf8)
        let (tokens, comments) = ObjectiveCLexer.lex(source)
        #expect(
            tokens.map { "\($0.kind) \(String(decoding: source[$0.start..<$0.end], as: UTF8.self))" } == [
                "identifier x", "punctuation =", #"objectiveCString @"a\"b\x41\101""#, #"character '"'"#,
                #"string "e""#,
            ])
        #expect(comments.map { String(decoding: source[$0], as: UTF8.self) } == [#"/* "no" */"#, #"// 'c' "d""#])
        #expect(ObjectiveCLexer.decodedText(of: tokens[2], in: source) == #"a"bAA"#)
    }

    /// A block `#if 0` disables gives no tokens up to its `#else`, `#elif` or `#endif`, nested blocks included;
    /// `#if 0x1`, `#if 0 && X` and `#ifdef` disable nothing.
    @Test func theObjectiveCLexerSkipsWhatTheIfZeroDisables() throws {
        let source = Array(
            """
            a
            #if 0 // off
            "dead" #if 1
              # if X
            "deeper"
              #endif
            "dead too"
            #else
            b
            #endif
            #if 0x1
            c
            #endif
            #ifdef Y
            d
            #endif
            #if 0
            "never closed"
            """.utf8)
        let (tokens, _) = ObjectiveCLexer.lex(source)
        let texts = tokens.map { String(decoding: source[$0.start..<$0.end], as: UTF8.self) }
        #expect(
            texts == [
                "a", "#", "else", "b", "#", "endif", "#", "if", "0x1", "c", "#", "endif", "#", "ifdef", "Y", "d", "#",
                "endif",
            ])
        // The lint reports no name in dead code.
        let dead = "#if 0\nUIFont *f = [UIFont fontWithName:@\"Gillsans-Light\" size:12];\n#endif\n"
        #expect(linter.findings(in: dead, language: .objectiveC, path: "A.m").isEmpty)
    }

    /// A macOS nib names a control's font with `<font name=…>`, as attributed text does on either platform: the
    /// name is read; a `metaFont` is a system font, and a hidden system font's name (`.AppleSystemUIFont`) passes.
    @Test func fontElementsOfMacOSNibsAndAttributedTextAreRead() throws {
        let xib = """
            <font key="font" size="13" name="GillSans-Bld"/>
            <font key="font" metaFont="system"/>
            <font key="NSFont" size="12" name=".AppleSystemUIFont"/>
            <fontDescription key="fontDescription" name=".SFUIText-Semibold" family=".SF UI Text" pointSize="9"/>
            <font key="NSFont" size="17" name="GillSans-Light" family="Gil Sans"/>
            """
        let found = linter.findings(in: xib, language: .interfaceBuilder, path: "A.xib")
        #expect(
            found.map { "\($0.line):\($0.column) \($0.rule.id) \($0.context) \($0.name ?? "")" } == [
                "1:34 unknown-name font name GillSans-Bld"
            ])
    }

    /// `--fix` rewrites a name in Objective-C (past the `@` the finding sits at) and in an Interface Builder
    /// attribute, and leaves a name spelled with a character reference alone.
    @Test func fixesApplyToObjectiveCAndInterfaceBuilderNames() throws {
        let objectiveC = "UIFont *a = [UIFont fontWithName:@\"Gillsans-Light\" size:12];\n"
        let found = linter.findings(in: objectiveC, language: .objectiveC, path: "A.m")
        let (fixed, applied) = LintFix.apply(
            LintFix.fixes(for: found, catalog: linter.catalog), to: Array(objectiveC.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == objectiveC.replacing("Gillsans", with: "GillSans"))
        #expect(applied.map(\.replacement) == ["GillSans-Light"])
        let xib = """
            <fontDescription key="fontDescription" name="Gillsans-Light" family="Gill Sans" pointSize="9"/>
            <fontDescription key="fontDescription" name="Gillsans&#45;Light" family="Gill Sans" pointSize="9"/>

            """
        let xibFindings = linter.findings(in: xib, language: .interfaceBuilder, path: "A.xib")
        #expect(xibFindings.map { "\($0.line):\($0.column) \($0.rule.id)" } == ["1:46 wrong-case", "2:46 wrong-case"])
        let xibFix = LintFix.apply(LintFix.fixes(for: xibFindings, catalog: linter.catalog), to: Array(xib.utf8))
        #expect(
            String(decoding: xibFix.bytes, as: UTF8.self)
                == xib.replacing("name=\"Gillsans-Light\"", with: "name=\"GillSans-Light\""))
        #expect(xibFix.applied.map(\.line) == [1])
    }

    /// With a platform list beside the bundled fonts, an Interface Builder or Objective-C name of a platform font
    /// resolves, a typo of one is worded by its platform, and a platform face is never taken for a bundled one.
    @Test func platformFontsResolveInInterfaceBuilderAndObjectiveC() throws {
        let list = try PlatformFontList(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Platforms/ios-sample.json").path)
        let catalog = try FontCatalog(
            fonts: [Self.fonts], platformFontLists: [list], includingSystemFonts: false,
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let linter = FontNameLinter(catalog: catalog)
        let xib = """
            <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="9"/>
            <fontDescription key="fontDescription" name="AvenirNext-Bld" family="Avenir Next" pointSize="9"/>

            """
        let found = linter.findings(in: xib, language: .interfaceBuilder, path: "A.xib")
        #expect(found.map { "\($0.line):\($0.column) \($0.rule.id)" } == ["2:46 unknown-name"])
        #expect(
            found.map(\.message) == [
                "'AvenirNext-Bld' is not among iOS 18.2's fonts or the given ones: no face has this PostScript "
                    + "name. Nearest names: AvenirNext-Bold, AvenirNext-DemiBold, AvenirNext-Regular; use one of "
                    + "those or bundle the font with the app."
            ])
        let objectiveC = "UIFont *a = [UIFont fontWithName:@\"AvenirNext-Bold\" size:12];\n"
        #expect(linter.findings(in: objectiveC, language: .objectiveC, path: "A.m").isEmpty)
        // The app's own findings are the same: only bundled files are listed or not.
        let report = try linter.lint(paths: [Self.project])
        #expect(report.findings.filter { $0.rule == .unlistedAppFont }.map(\.name) == ["GillSans-Bold"])
    }
}
