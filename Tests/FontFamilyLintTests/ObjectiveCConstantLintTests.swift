import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyLint

/// The Objective-C names the lint follows: `NSString *const` and `#define` constants used in a font call of the same
/// file, checked where their literal is written, and `[self …]`/`[super …]` inside a category or subclass of a font
/// class, on real files against the fixture app's Gill Sans faces.
@Suite struct ObjectiveCConstantLintTests {
    private let linter: FontNameLinter

    init() throws {
        let fonts = PackagePaths.fixtures.appendingPathComponent("iOSApp/App/Resources/Fonts").path
        linter = FontNameLinter(catalog: try FontCatalog(fonts: [fonts], cacheDirectory: FixtureCatalog.cacheDirectory))
    }

    private static let source = """
        #import <UIKit/UIKit.h>

        static NSString *const kBrandFont = @"GillSans-Bld";
        NSString * const kBodyFont = @"GillSans";
        #define kTitleFont (@"Gillsans-Light")
        static NSString *const kUnusedFont = @"Papyrus-Nothing";
        extern NSString *const kOtherFont;

        @implementation UIFont (Brand)
        + (UIFont *)brandFont {
            return [self fontWithName:kBrandFont size:12];
        }
        + (UIFont *)bodyFont {
            return [super fontWithName:kBodyFont size:12];
        }
        @end

        @interface Label : NSObject
        @end

        @implementation Label
        - (id)font {
            return [self fontWithName:@"GillSans-Nope" size:12];
        }
        - (UIFont *)title {
            return [UIFont fontWithName:kTitleFont size:20];
        }
        - (UIFont *)other {
            return [UIFont fontWithName:kOtherFont size:20];
        }
        @end

        @implementation AppFont : UIFont
        + (UIFont *)bolt { return [self fontWithName:@"GillSans-Bolt" size:12]; }
        @end

        """

    /// Each finding's place, severity, rule, context and message, paths relative to `root`.
    private static func summarized(_ findings: [LintFinding], root: String) -> [String] {
        findings.map { finding in
            "\(finding.path.replacing(root + "/", with: "")):\(finding.line):\(finding.column) \(finding.severity) "
                + "\(finding.rule.id) \(finding.context): \(finding.message)"
        }
    }

    /// A typo in a constant is reported once, at the constant's literal, naming its use; a correct constant, an
    /// unused one and `[self fontWithName:]` outside a font class give nothing; a constant defined in another file
    /// is a name that cannot be checked.
    @Test func constantsAndSelfCallsInFontClassesAreFollowed() throws {
        let root = try FixtureCatalog.temporaryDirectory("objc-constants")
        defer { FixtureCatalog.remove(root) }
        try Self.source.write(to: root.appendingPathComponent("Brand.m"), atomically: true, encoding: .utf8)
        let report = try linter.lint(paths: [root.path])
        #expect(
            Self.summarized(report.findings, root: root.path) == [
                "Brand.m:3:37 error unknown-name [self fontWithName:size:]: 'GillSans-Bld' is not installed: no face "
                    + "has this PostScript name. Nearest installed names: GillSans-Bold, GillSans, GillSans-Light; use "
                    + "one of those or install the font. Asked for this PostScript name, fontconfig would silently use "
                    + "Gill Sans (GillSans-Bold). Used as [self fontWithName:size:] at Brand.m:11:31.",
                "Brand.m:5:21 error wrong-case [UIFont fontWithName:size:]: 'Gillsans-Light' is not installed, but "
                    + "'GillSans-Light' is: PostScript names are case-sensitive, so write 'GillSans-Light'. Asked for "
                    + "this PostScript name, fontconfig would silently use Gill Sans (GillSans-Light). Used as "
                    + "[UIFont fontWithName:size:] at Brand.m:26:33.",
                "Brand.m:29:33 note dynamic-name [UIFont fontWithName:size:]: The font name cannot be checked: the "
                    + "name is the value of 'kOtherFont'. Write the name as a string literal where the font is made.",
                "Brand.m:34:46 error unknown-name [self fontWithName:size:]: 'GillSans-Bolt' is not installed: no face "
                    + "has this PostScript name. Nearest installed names: GillSans-Bold, GillSans-Light, GillSans; use "
                    + "one of those or install the font. Asked for this PostScript name, fontconfig would silently use "
                    + "Gill Sans (GillSans-Bold).",
            ])
    }

    /// A constant declared `extern` in a header and defined in one `.m` is followed from a call in another file: the
    /// finding is at the definition and names the call's file; `--fix` rewrites the definition. A name two files
    /// define is not followed.
    @Test func constantsAreFollowedAcrossTheRunsFiles() throws {
        let root = try FixtureCatalog.temporaryDirectory("objc-extern")
        defer { FixtureCatalog.remove(root) }
        let files = [
            "Fonts.h": "extern NSString *const kBrandFont;\nextern NSString *const kTwice;\n",
            "Fonts.m": "NSString *const kBrandFont = @\"GillSans-Bld\";\nNSString *const kTwice = @\"GillSans-Bld\";\n",
            "Other.m": "NSString *const kTwice = @\"GillSans\";\n",
            "Screen.m": "#import \"Fonts.h\"\nUIFont *a = [UIFont fontWithName:kBrandFont size:12];\n"
                + "UIFont *b = [UIFont fontWithName:kTwice size:12];\n",
        ]
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let report = try linter.lint(paths: [root.path])
        #expect(
            Self.summarized(report.findings, root: root.path) == [
                "Fonts.m:1:30 error unknown-name [UIFont fontWithName:size:]: 'GillSans-Bld' is not installed: no "
                    + "face has this PostScript name. Nearest installed names: GillSans-Bold, GillSans, GillSans-Light; "
                    + "use one of those or install the font. Asked for this PostScript name, fontconfig would silently "
                    + "use Gill Sans (GillSans-Bold). Used as [UIFont fontWithName:size:] at Screen.m:2:34.",
                "Screen.m:3:34 note dynamic-name [UIFont fontWithName:size:]: The font name cannot be checked: the "
                    + "name is the value of 'kTwice'. Write the name as a string literal where the font is made.",
            ])
        let fonts = try String(contentsOf: root.appendingPathComponent("Fonts.m"), encoding: .utf8)
        let fixes = LintFix.fixes(for: report.findings, catalog: linter.catalog)
        #expect(
            fixes.map { "\($0.path.replacing(root.path + "/", with: "")):\($0.line):\($0.column)" } == ["Fonts.m:1:30"])
        #expect(
            String(decoding: LintFix.apply(fixes, to: Array(fonts.utf8)).bytes, as: UTF8.self)
                == fonts.replacing(
                    "NSString *const kBrandFont = @\"GillSans-Bld\"",
                    with: "NSString *const kBrandFont = @\"GillSans-Bold\""))
    }

    /// `--fix` rewrites a followed name at the constant's literal, not at its use.
    @Test func fixesRewriteTheConstantsLiteral() throws {
        let found = linter.findings(in: Self.source, language: .objectiveC, path: "Brand.m")
        let (fixed, applied) = LintFix.apply(
            LintFix.fixes(for: found, catalog: linter.catalog), to: Array(Self.source.utf8))
        #expect(
            applied.map { "\($0.line):\($0.column) \($0.replacement)" } == [
                "3:37 GillSans-Bold", "5:21 GillSans-Light", "34:46 GillSans-Bold",
            ])
        #expect(
            String(decoding: fixed, as: UTF8.self)
                == Self.source.replacing("@\"GillSans-Bld\"", with: "@\"GillSans-Bold\"")
                .replacing("Gillsans-Light", with: "GillSans-Light").replacing("GillSans-Bolt", with: "GillSans-Bold"))
    }

    /// A `#define` and a `NSString *const` whose value is not one literal, a function-like macro and a constant
    /// defined twice are not followed: their uses are names that cannot be checked.
    @Test func onlyPlainLiteralConstantsAreFollowed() {
        let source = """
            #define kMacro(x) @"GillSans-Bld"
            NSString *const kTwice = @"GillSans-Bld";
            NSString *const kTwice = @"GillSans";
            #define kJoined kPrefix @"Bld"
            UIFont *a = [UIFont fontWithName:kMacro size:1];
            UIFont *b = [UIFont fontWithName:kTwice size:1];
            UIFont *c = [UIFont fontWithName:kJoined size:1];

            """
        let found = linter.findings(in: source, language: .objectiveC, path: "A.m")
        #expect(
            found.map { "\($0.line):\($0.column) \($0.rule.id)" } == [
                "5:34 dynamic-name", "6:34 dynamic-name", "7:34 dynamic-name",
            ])
    }

    /// `NSString const *` and `const NSString *` constants, a `#define` continued with a backslash on the next line,
    /// and an Objective-C++ class's constants (`Fonts::title` defined outside the class, `body` in it, used bare in the
    /// class and qualified outside) are followed to their literals, where `--fix` rewrites them
    /// (`Fixtures/LintFollowing/ObjectiveC/Fonts.mm`).
    @Test func constQualifiersContinuedMacrosAndClassConstants() throws {
        let path = PackagePaths.fixtures.appendingPathComponent("LintFollowing/ObjectiveC/Fonts.mm").path
        let report = try linter.lint(paths: [path])
        let root = PackagePaths.fixtures.appendingPathComponent("LintFollowing/ObjectiveC").path
        #expect(
            Self.summarized(report.findings, root: root).map { $0.replacing(/: '.*/, with: "") } == [
                "Fonts.mm:3:32 error unknown-name [UIFont fontWithName:size:]",
                "Fonts.mm:6:5 error wrong-case [UIFont fontWithName:size:]",
                "Fonts.mm:11:42 error unknown-name [UIFont fontWithName:size:]",
                "Fonts.mm:15:32 error wrong-case [UIFont fontWithName:size:]",
            ])
        #expect(
            report.findings.map { finding in
                finding.message.firstRange(of: "Used as").map { String(finding.message[$0.lowerBound...]) }
            }
                == [
                    "Used as [UIFont fontWithName:size:] at Fonts.mm:17:53.",
                    "Used as [UIFont fontWithName:size:] at Fonts.mm:19:52.",
                    "Used as [UIFont fontWithName:size:] at Fonts.mm:12:61.",
                    "Used as [UIFont fontWithName:size:] at Fonts.mm:20:51.",
                ])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let fixed = LintFix.apply(LintFix.fixes(for: report.findings, catalog: linter.catalog), to: Array(text.utf8))
        #expect(
            String(decoding: fixed.bytes, as: UTF8.self)
                == text.replacing("GillSans-Bld", with: "GillSans-Bold").replacing(
                    "Gillsans-Light", with: "GillSans-Light"
                )
                .replacing("GillSans-Bolt", with: "GillSans-Bold").replacing("Gillsans-Bold", with: "GillSans-Bold"))
    }
}
