import FontFamilyCatalog
import FontFamilyCodegen
import Foundation
import TestSupport
import Testing

/// Every ```swift example in the doc comments of the public modules compiles, so that an
/// example cannot drift from the API it documents.
///
/// An example that starts with its imports is compiled as it is, as a user's `main.swift`. Any other example is a
/// fragment: it is compiled as `main.swift` beside a file that declares what fragments refer to without declaring
/// it — the imports of every public module, a `catalog`, a `face`, the families `.sourceSansPro` and `.gillSans`, and the enums `GillSans`
/// and `IconFont` — leaving out whatever the fragment declares itself. Fragments import the library modules with
/// `@testable`, so that the examples in the comments of internal helpers compile too.
@Suite struct DocCommentExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let index: Int
        let source: String
        var testDescription: String { "\(file) #\(index + 1)" }
    }

    static func examples() throws -> [Example] {
        var examples: [Example] = []
        for module in [
            "FontFamilyKit", "FontFamilyCatalog", "FontFamilyCodegen", "FontFamilyLint", "FontFamilyTesting",
        ] {
            let directory = PackagePaths.root.appendingPathComponent("Sources/\(module)")
            guard let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
            }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let comments = try String(contentsOf: url, encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.drop { $0 == " " } }
                    .filter { $0.hasPrefix("///") }
                    .map { $0.dropFirst(3).hasPrefix(" ") ? $0.dropFirst(4) : $0.dropFirst(3) }
                    .joined(separator: "\n")
                let blocks = DocumentationPages.codeBlocks("swift", in: comments)
                examples += blocks.enumerated().map {
                    Example(file: "\(module)/\(url.lastPathComponent)", index: $0, source: $1)
                }
            }
        }
        return examples.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    }

    static let imports =
        "@testable import FontFamilyCatalog\n@testable import FontFamilyCodegen\n@testable import FontFamilyKit\n"
        + "@testable import FontFamilyLint\nimport FontFamilyTesting\nimport Foundation\nimport Testing\nimport XCTest\n"

    /// Declarations a fragment may use without declaring, each with what marks a fragment that declares it.
    static let declarations: [(marker: String, source: String)] = [
        ("let catalog", "let catalog = FontCatalog(faces: [])\n"),
        (
            "let face",
            "let face = FontFace(postScriptName: \"GillSans\", family: \"Gill Sans\", style: \"Regular\", file: \"/f.ttf\")\n"
        ),
        (
            "static let sourceSansPro",
            """
            extension FontFamily {
                static let sourceSansPro = FontFamily(
                    "SourceSansPro", weights: [.regular: .standalone("Regular"), .semiBold: "Semibold"],
                    italic: .italic("It"))
            }

            """
        ),
        (
            "static let gillSans",
            """
            extension FontFamily {
                static let gillSans = FontFamily("GillSans", weights: [.regular: "", .semiBold: "SemiBold"])
            }

            """
        ),
        (
            "enum GillSans",
            """
            enum GillSans: String, FontName {
                case regular = "GillSans"
                case semiBold = "GillSans-SemiBold"
            }

            """
        ),
        (
            "enum IconFont",
            """
            enum IconFont: String, IconGlyphs {
                static let fontPostScriptName = "iconfont"
                case home, close
                var unicode: Unicode.Scalar { self == .home ? "\\u{E602}" : "\\u{E609}" }
            }

            """
        ),
    ]

    @Test func theCommentsHaveExamples() throws {
        #expect(try Self.examples().count > 20)
    }

    @Test(arguments: try examples())
    func compiles(_ example: Example) throws {
        if example.source.hasPrefix("import ") {
            try SwiftTypechecker.typecheck(["main.swift": example.source])
        } else {
            let support = Self.declarations.filter { !example.source.contains($0.marker) }.map(\.source)
            try SwiftTypechecker.typecheck([
                "main.swift": Self.imports + example.source,
                "Support.swift": Self.imports + support.joined(),
            ])
        }
    }

    @Test func whatTheExamplesSayIsTrue() throws {
        let faces = [450, 500].map {
            DeclaredFace(width: .normal, weight: FontWeight(Double($0)), slant: .upright, postScriptName: "Face\($0)")
        }
        #expect(FontMatcher.bestMatch(in: faces, weight: 480)?.postScriptName == "Face500")
        let icons = IconMetadata(
            source: "iconfont.json",
            glyphs: [IconGlyph(name: "home", unicode: "\u{E857}"), IconGlyph(name: "arrow-up", unicode: "\u{E6FF}")])
        let report = IconCoverage.check(icons, fontName: "iconfont", coveredCodePoints: [0xE857])
        #expect(report.missing.map(\.name) == ["arrow-up"])
        #expect(report.failures == ["missing glyph 'arrow-up' U+E6FF"])
        let css = """
            @font-face { font-family: "FontAwesome"; src: url(fontawesome-webfont.ttf); }
            .fa-glass:before { content: "\\f000"; }
            """
        let metadata = try IconMetadata(parsing: css, source: "font-awesome.css")
        #expect(metadata.fontFamily == "FontAwesome")
        #expect(metadata.glyphs.first?.name == "glass")
        #expect(metadata.glyphs.first?.unicode == "\u{F000}")
    }
}
