import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// `FontNameLinter` over the fixture project in `Fixtures/Lint`, checked against the fixture fonts on real
/// fontconfig.
@Suite struct FontNameLinterTests {
    private let linter: FontNameLinter
    private static let project = PackagePaths.fixtures.appendingPathComponent("Lint").path

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// Each finding's place, severity, rule, name and replacement, with the path below `Fixtures/Lint`.
    private static func summarized(_ findings: [LintFinding]) -> [String] {
        findings.map { finding in
            let path = finding.path.replacing(project + "/", with: "")
            let fix = [finding.replacement, finding.typedValue].map { $0 ?? "-" }.joined(separator: " ")
            return "\(path):\(finding.line):\(finding.column) \(finding.severity) \(finding.rule.id) "
                + "\(finding.context) \(finding.name ?? "-") → \(fix)"
        }
    }

    @Test func theFixtureProjectGivesEveryFindingInPathAndLineOrder() throws {
        let report = try linter.lint(paths: [Self.project])
        #expect(
            Self.summarized(report.findings) == [
                "Sources/App/Constants.swift:4:19 error unknown-name UIFont(name:size:) GillSans-Italc → "
                    + "GillSans-Italic GillSans.italic",
                "Sources/App/Constants.swift:7:24 error wrong-case UIFont(name:size:) GillSans-Semibold → "
                    + "GillSans-SemiBold GillSans.semiBold",
                "Sources/App/Constants.swift:15:20 error unknown-name UIFont(name:size:) SourceSansPro-Bld → "
                    + "SourceSansPro-Bold SourceSansPro.bold",
                "Sources/App/Constants.swift:17:10 error wrong-case .custom(_:size:) papyrus → Papyrus Papyrus.regular",
                "Sources/App/Constants.swift:24:17 error unknown-name FontName ZenOldMincho-Bld → ZenOldMincho-Bold "
                    + "ZenOldMincho.bold",
                "Sources/App/Headings.swift:12:21 error unknown-name .custom(_:size:) Papyrus-Condensd → "
                    + "Papyrus-Condensed Papyrus.condensed",
                "Sources/App/Headings.swift:15:41 error wrong-case .custom(_:size:) ZenOldMincho-bold → "
                    + "ZenOldMincho-Bold ZenOldMincho.bold",
                "Sources/App/Headings.swift:21:51 error misnamed-face CTFontDescriptorCreateWithNameAndSize "
                    + "Damascus-Regular → Damascus Damascus.regular",
                "Sources/App/Headings.swift:25:41 error family-not-face face(postScriptName:) Gill Sans → GillSans "
                    + "GillSans.regular",
                "Sources/App/Legacy.swift:10:43 error unknown-name UIFont(name:size:) GillSans-Bld → GillSans-Bold "
                    + "GillSans.bold",
                "Sources/App/Legacy.swift:11:42 error unknown-name UIFont(name:size:) GilSans → GillSans "
                    + "GillSans.regular",
                "Sources/App/Legacy.swift:11:63 warning invalid-suppression suppression comment unknown-nme → - -",
                "Sources/App/Screens.swift:6:24 error misnamed-face UIFont(name:size:) Damascus-Bold → DamascusBold "
                    + "Damascus.bold",
                "Sources/App/Screens.swift:16:20 warning full-name UIFont(name:size:) Gill Sans Bold → GillSans-Bold "
                    + "GillSans.bold",
                "Sources/App/Screens.swift:20:80 error unknown-name UIFont(name:size:) Papyrus-Condensd → "
                    + "Papyrus-Condensed Papyrus.condensed",
                "Sources/App/Screens.swift:21:61 note dynamic-name UIFont(name:size:) - → - -",
                "Sources/App/Screens.swift:21:70 error unknown-name UIFont(name:size:) GillSans-Lite → GillSans-Light "
                    + "GillSans.light",
                "Sources/App/Screens.swift:22:45 error wrong-case UIFont(name:size:) GillSans-Semibold → "
                    + "GillSans-SemiBold GillSans.semiBold",
                "Sources/App/Screens.swift:23:44 error wrong-case UIFont(name:size:) GillSans-Ultrabold → "
                    + "GillSans-UltraBold GillSans.ultraBold",
                "Sources/App/Screens.swift:24:58 note dynamic-name UIFont(name:size:) - → - -",
                "Sources/App/Screens.swift:28:29 note dynamic-name UIFont(name:size:) - → - -",
                "Sources/App/Screens.swift:32:57 error unknown-family Font.custom(_:size:).bold() Gil Sans → Gill Sans -",
                "Sources/App/Theme.swift:7:41 error wrong-case UIFont(name:size:) GillSans-Semibold → "
                    + "GillSans-SemiBold GillSans.semiBold",
                "Sources/App/Theme.swift:8:43 error unknown-name UIFont(name:size:) GillSans-Bld → GillSans-Bold "
                    + "GillSans.bold",
                "Sources/App/Theme.swift:9:41 warning full-name UIFont(name:size:) Gill Sans Light Italic → "
                    + "GillSans-LightItalic GillSans.lightItalic",
                "Sources/App/Theme.swift:10:41 warning family-not-face UIFont(name:size:) Source Sans Pro → "
                    + "SourceSansPro-Regular SourceSansPro.regular",
                "Sources/App/Theme.swift:11:42 error white-space UIFont(name:size:)  GillSans-Italic → "
                    + "GillSans-Italic GillSans.italic",
                "Sources/App/Theme.swift:15:26 note dynamic-name UIFont(name:size:) - → - -",
                "Sources/App/Theme.swift:15:62 note dynamic-name UIFont(name:size:) - → - -",
                "Tokens/brand.tokens.json:6:25 error unknown-family fontFamily Fira Mono → - -",
                "Tokens/brand.tokens.json:11:77 warning unresolved-weight fontWeight thin → - -",
                "Tokens/brand.tokens.json:12:74 error invalid-weight fontWeight semibold → - -",
                "Tokens/brand.tokens.json:13:44 note dynamic-name fontFamily - → - -",
                "Tokens/type.tokens.json:8:93 warning unresolved-weight fontWeight 800 → - -",
                "Tokens/type.tokens.json:9:49 note unknown-family fontFamily Noto Sans Mono → - -",
                "Tokens/type.tokens.json:9:67 note unknown-family fontFamily Cascadia Code → - -",
                "Tokens/type.tokens.json:10:52 error unknown-family fontFamily Gill Sanz → Gill Sans -",
                "Web/browser.css:4:24 note unknown-family font-family Arial → - -",
                "Web/browser.css:5:23 note unknown-family font-family Helvetica → - -",
                "Web/browser.css:6:22 note unknown-family font-family Courier New → - -",
                "Web/browser.css:7:28 note unknown-family font-family Courier → - -",
                "Web/browser.css:8:23 error unknown-family font-family Brand Sams → Brand Sans -",
                "Web/browser.css:9:23 error unknown-family font-family Source Sans → Source Sans Pro -",
                "Web/browser.css:10:24 error unknown-family font-family Gill Sans Std → Gill Sans -",
                "Web/browser.css:11:27 note unknown-family font-family Libertine → - -",
                "Web/browser.css:12:21 note unknown-family font-family Helvetica Neue → - -",
                "Web/browser.css:13:25 error unknown-family font-family -apple-system → - -",
                "Web/index.html:12:24 error face-not-family font-family Damascus Bold → Damascus -",
                "Web/legacy.css:9:16 error face-not-family font-family Damascus Bold → Damascus -",
                "Web/site.css:10:23 error unknown-family font-family Gil Sans → Gill Sans -",
                "Web/site.css:11:22 note unknown-family font-family Fira Code → - -",
                "Web/site.css:12:22 error face-not-family font-family GillSans-Bold → Gill Sans -",
                "Web/site.css:13:23 error family-spelling font-family SourceSansPro → Source Sans Pro -",
                "Web/stacks.css:6:17 error unknown-family --brand-font Gill Sanz → Gill Sans -",
                "Web/stacks.css:7:16 note unknown-family --code-font Noto Sans Mono → - -",
                "Web/stacks.css:7:34 note unknown-family --code-font Cascadia Code → - -",
                "Web/stacks.css:7:51 note unknown-family --code-font Consolas → - -",
                "Web/stacks.css:11:14 error unknown-name local() GillSans-Bld → GillSans-Bold -",
                "Web/stacks.css:11:37 note unknown-name local() Brand Text Regular → - -",
                "Web/stacks.css:15:39 error unknown-family font-family Sorce Sans Pro → Source Sans Pro -",
                "Web/stacks.css:16:27 note dynamic-name font-family - → - -",
                "Web/stacks.css:17:59 note unknown-family font-family Segoe UI → - -",
                "Web/stacks.css:17:71 note unknown-family font-family Roboto → - -",
                "Web/stacks.css:19:22 error unknown-family font-family Gill Snas → Gill Sans -",
                "Web/stacks.css:19:35 note unknown-family font-family Helvetica Neue → - -",
                "Web/stacks.css:20:38 note unknown-family font Cascadia Code → - -",
                "Web/stacks.css:20:55 note unknown-family font Consolas → - -",
                "Web/stacks.css:21:22 error unknown-family font-family Cascadia Code → - -",
                "Web/stacks.css:21:39 error unknown-family font-family Consolas → - -",
                "Web/stacks.css:22:43 error unknown-family font-family Gill Sanss → Gill Sans -",
                "Web/stacks.html:12:24 note unknown-family font-family Noto Sans Mono → - -",
                "Web/stacks.html:12:42 note unknown-family font-family Cascadia Code → - -",
                "Web/stacks.html:12:59 note unknown-family font-family Consolas → - -",
                "Web/stacks.html:14:24 error unknown-family font-family Sorce Sans Pro → Source Sans Pro -",
            ])
        #expect(report.fileCount == 14)
        #expect(report.nameCount == 122)
        #expect(report.errorCount == 40)
        #expect(report.warningCount == 6)
        #expect(report.noteCount == 28)
        #expect(report.suppressedCount == 5)
        #expect(report.summary == "40 errors, 6 warnings and 28 notes in 14 files (122 names); 5 suppressed")
    }

    /// The messages a Swift finding ends with name the typed value: of the name meant, or of the nearest one.
    @Test func aSwiftFindingNamesTheTypedValueToUse() {
        let source = """
            let a = UIFont(name: "GillSans-Semibold", size: 28)
            let b = UIFont(name: "GillSans-Bld", size: 12)
            let c = UIFont(name: "NoSuchFont-Regular", size: 12)
            """
        let findings = linter.findings(in: source, language: .swift, path: "Theme.swift")
        #expect(
            findings.map(\.description) == [
                "Theme.swift:1:22: error: 'GillSans-Semibold' is not installed, but 'GillSans-SemiBold' is: PostScript "
                    + "names are case-sensitive, so write 'GillSans-SemiBold'. Asked for this PostScript name, "
                    + "fontconfig would silently use Gill Sans (GillSans-SemiBold). Typed value: GillSans.semiBold. "
                    + "(wrong-case)",
                "Theme.swift:2:22: error: 'GillSans-Bld' is not installed: no face has this PostScript name. Nearest "
                    + "installed names: GillSans-Bold, GillSans, GillSans-Italic; use one of those or install the "
                    + "font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans-Bold). "
                    + "Nearest typed value: GillSans.bold. (unknown-name)",
                "Theme.swift:3:22: error: 'NoSuchFont-Regular' is not installed: no face has this PostScript name and "
                    + "none comes close. Install the font or check the name. Asked for this PostScript name, "
                    + "fontconfig would silently use Damascus (Damascus). (unknown-name)",
            ])
    }

    /// A family name where a face's name goes resolves for `resolve(postScriptName:)`'s family fallback APIs, and
    /// is a warning where a platform API finds it only through its own fallback.
    @Test func aFamilyNameIsAWarningForUIFontAndResolvesForFamilyNamed() {
        let source = """
            let a = UIFont(name: "Gill Sans", size: 12)
            let b = try catalog.family(named: "Gill Sans")
            """
        let findings = linter.findings(in: source, language: .swift, path: "A.swift")
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.map(\.line) == [1])
    }

    @Test func namesInCommentsAndStringsThatLookLikeCallSitesAreNotRead() {
        let source = """
            // UIFont(name: "Commented-Out", size: 12)
            let example = "UIFont(name: \\"InAString\\", size: 12)"
            """
        #expect(linter.findings(in: source, language: .swift, path: "A.swift") == [])
    }

    @Test func tokensThatAreNotJSONGiveOneErrorAtTheFault() {
        let findings = linter.findings(
            in: "{\n  \"font\": { \"$type\": \"fontFamily\", \"$value\": \"Gill Sans\" \n}", language: .designTokens,
            path: "brand.tokens.json")
        #expect(
            findings.map(\.description) == [
                "brand.tokens.json:3:2: error: The design tokens are not valid JSON: expected ',' or '}' after an object "
                    + "member; fix the file so that the lint can read its names. (invalid-tokens)"
            ])
    }

    @Test func aWeightBetweenTheInstancesOfAVariableFontResolves() throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Variable").path], includingSystemFonts: false,
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let tokens = """
            {"t": {"$type": "typography",
              "in": {"$value": {"fontFamily": "Vary Sans", "fontWeight": 650}},
              "out": {"$value": {"fontFamily": "Vary Sans", "fontWeight": 950}}}}
            """
        let findings = FontNameLinter(catalog: catalog).findings(
            in: tokens, language: .designTokens, path: "t.tokens.json")
        #expect(
            findings.map(\.description) == [
                "t.tokens.json:3:63: warning: Vary Sans has no face of weight 950: CSS matching draws "
                    + "VarySans-Black (900) instead. It has 100, 300, 400, 700, 900; write one of those or install "
                    + "the missing face. (unresolved-weight)"
            ])
    }

    /// Hidden folders, `.build`, `node_modules` and JSON that holds no tokens are passed over; a directory reached
    /// twice through a link is read once.
    @Test func aWalkSkipsWhatIsNotTheProjectsOwn() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-walk")
        defer { FixtureCatalog.remove(root) }
        let typo = "let f = UIFont(name: \"GillSans-Bld\", size: 12)\n"
        for path in [
            "App/Theme.swift", ".build/checkouts/Dep/Theme.swift", ".hidden.swift", "node_modules/x/a.css",
            "Web/.cache/b.css",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (path.hasSuffix(".css") ? "a { font-family: Gil Sans; }" : typo).write(
                to: url, atomically: true, encoding: .utf8)
        }
        try #"{"name": "app", "fontFamily": "Not A Token"}"#.write(
            to: root.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("App/Again"), withDestinationURL: root.appendingPathComponent("App"))
        let report = try linter.lint(paths: [root.path])
        #expect(report.findings.map(\.path) == [root.path + "/App/Theme.swift"])
        #expect(report.fileCount == 1)
    }

    @Test func aPathThatIsMissingOrOfAnotherKindThrowsAnErrorNamingIt() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-errors")
        defer { FixtureCatalog.remove(root) }
        let notes = root.appendingPathComponent("notes.txt")
        try "UIFont(name: \"A\", size: 1)".write(to: notes, atomically: true, encoding: .utf8)
        let config = root.appendingPathComponent("config.json")
        try #"{"port": 8080}"#.write(to: config, atomically: true, encoding: .utf8)
        let dangling = root.appendingPathComponent("Gone.swift")
        try FileManager.default.createSymbolicLink(
            at: dangling, withDestinationURL: root.appendingPathComponent("Elsewhere.swift"))

        #expect(throws: LintError(path: root.path + "/missing", problem: .missing)) {
            try linter.lint(paths: [root.path + "/missing"])
        }
        #expect(throws: LintError(path: notes.path, problem: .notSource)) { try linter.lint(paths: [notes.path]) }
        #expect(throws: LintError(path: config.path, problem: .notDesignTokens)) {
            try linter.lint(paths: [config.path])
        }
        // Named itself, a link to nothing is missing; met in a walk, it is passed over with a note.
        #expect(throws: LintError(path: dangling.path, problem: .missing)) { try linter.lint(paths: [dangling.path]) }
        #expect(
            try linter.lint(paths: [root.path]).passedOver == [
                LintReport.PassedOver(path: dangling.path, kind: "a symbolic link to nothing")
            ])
        #expect(
            LintError(path: "config.json", problem: .notDesignTokens).description
                == "'config.json' holds no design tokens (no \"$value\" member), which is what the lint reads in a "
                + ".json file; give a design-tokens file, or leave this one out")
        #expect(
            LintError(path: "a\nb.txt", problem: .notSource).description
                == "'a\\u{A}b.txt' is not a file the lint reads; give a .swift, .m, .mm, .h, .xib, .storyboard, .css, "
                + ".html, .htm, .tokens or .json file, an Info.plist, or a directory")
    }

    /// The report lists what a walk passed over, for the note; a pipe named itself is an error saying what it is.
    @Test func aPipeIsPassedOverByAWalkAndAnErrorWhenNamed() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-pipe")
        defer { FixtureCatalog.remove(root) }
        let pipe = root.appendingPathComponent("x.swift").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let report = try linter.lint(paths: [root.path])
        #expect(report.passedOver == [LintReport.PassedOver(path: pipe, kind: "a named pipe")])
        #expect(report.passedOverNote == "passed over 1 entry that is not a regular file: '\(pipe)' (a named pipe)")
        #expect(report.fileCount == 0)
        #expect(throws: LintError(path: pipe, problem: .notAFile("a named pipe"))) { try linter.lint(paths: [pipe]) }
        #expect(
            LintError(path: "x.swift", problem: .notAFile("a socket")).description
                == "'x.swift' is a socket, not a file; give a source file or a directory to lint")
    }

    /// A web font that one style sheet declares with `@font-face` is the project's own in every other sheet and page.
    @Test func aWebFontDeclaredInOneSheetIsKnownInTheOthers() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-web-fonts")
        defer { FixtureCatalog.remove(root) }
        let files = [
            "fonts.css": #"@font-face { font-family: "Brand Web"; src: url(brand.woff2); }"#,
            "site.css": #"h1 { font-family: "Gil Sans", "brand web", serif; }"#,
            "index.html": #"<p style='font-family: "Brand Web"'>Hi</p>"#,
        ]
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let report = try linter.lint(paths: [root.path])
        #expect(
            report.findings.map(\.description) == [
                root.path + "/site.css:1:19: error: 'Gil Sans' is not an installed family. Nearest installed families: "
                    + "'Gill Sans'; use one of those or install the font. The browser goes on to the web font "
                    + "'brand web'. (unknown-family)"
            ])
        #expect(report.fileCount == 3)
    }

    /// `family(named:)` takes a family's primary name exactly; `iconFont(named:)` any of its names exactly.
    @Test func eachCatalogMethodIsCheckedAsItLooksNamesUp() {
        let source = """
            let a = catalog.family(named: "Gill Sans")
            let b = catalog.family(named: "gill sans")
            let c = catalog.family(named: "ZEN オールド明朝")
            let d = try catalog.iconFont(named: "ZEN オールド明朝")
            let e = catalog.family(named: "Gil Sans")
            """
        let findings = linter.findings(in: source, language: .swift, path: "A.swift")
        #expect(
            findings.map(\.description) == [
                "A.swift:2:31: error: 'gill sans' is not the name of an installed family, but 'Gill Sans' is: "
                    + "family(named:) compares names exactly, so write 'Gill Sans'. (primary-family-name)",
                "A.swift:3:31: error: 'ZEN オールド明朝' is another name of the family 'Zen Old Mincho', but "
                    + "family(named:) takes its primary name exactly: write 'Zen Old Mincho'. (primary-family-name)",
                "A.swift:5:31: error: 'Gil Sans' is not an installed family. Nearest installed families: 'Gill Sans'; "
                    + "use one of those or install the font. Asked for this family, fontconfig would silently use "
                    + "Damascus (Damascus). (unknown-family)",
            ])
        #expect(findings.map(\.typedValue) == [nil, nil, nil])
        #expect(findings.map(\.replacement) == ["Gill Sans", "Zen Old Mincho", "Gill Sans"])
    }

    /// A weight must be written as JSON writes a number, or named: `0x2bc` is no weight, though `Double` reads it.
    @Test func aWeightInHexadecimalIsNoWeight() {
        let tokens = #"{"t": {"$type": "typography", "$value": {"fontFamily": "Gill Sans", "fontWeight": "0x2bc"}}}"#
        #expect(
            linter.findings(in: tokens, language: .designTokens, path: "t.tokens.json").map(\.message) == [
                "'0x2bc' is not a font weight: write a number from 1 to 1000 or one of the names the Design Tokens "
                    + "format gives, thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, "
                    + "semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black."
            ])
    }

    /// A name that many files repeat is diagnosed once: the same finding at every place.
    @Test func aRepeatedMissGivesTheSameFindingAtEachPlace() {
        let source = Array(repeating: #"let f = UIFont(name: "GillSans-Bld", size: 12)"#, count: 3).joined(
            separator: "\n")
        let findings = linter.findings(in: source, language: .swift, path: "A.swift")
        #expect(findings.map(\.line) == [1, 2, 3])
        #expect(Set(findings.map(\.message)).count == 1)
    }

    /// A full name without its spaces is no fallback a platform takes: an error, with the PostScript name and the
    /// typed value filled as the message names them (what `--reporter json` gives).
    @Test func aFullNameWithoutItsSpacesIsAnErrorWithItsFix() {
        let findings = linter.findings(
            in: #"let f = UIFont(name: "GillSansBold", size: 12)"#, language: .swift, path: "A.swift")
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.map(\.rule) == [.fullName])
        #expect(findings.map(\.replacement) == ["GillSans-Bold"])
        #expect(findings.map(\.typedValue) == ["GillSans.bold"])
    }
}
