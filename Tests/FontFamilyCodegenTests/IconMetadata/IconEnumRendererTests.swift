import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct IconEnumRendererTests {
    static let metadata = IconMetadata(
        source: "iconfont.json",
        fontFamily: "iconfont",
        glyphs: [
            IconGlyph(name: "close", unicode: "\u{E857}", label: "关闭"),
            IconGlyph(name: "arrow-left", unicode: "\u{E6FE}"),
            IconGlyph(name: "arrow_left", unicode: "\u{E6FD}"),
            IconGlyph(name: "500px", unicode: "\u{F26E}"),
            IconGlyph(name: "default", unicode: "\u{E001}", aliases: ["self", "fontPostScriptName"]),
            IconGlyph(name: "smile", unicode: "\u{F0001}", label: "*/ \"end\""),
        ]
    )

    /// Uses the generated `IconFont` the way an app would.
    static let program = """
        import FontFamilyKit

        func useIcons() -> [String] {
            let close: Character = IconFont.close.character
            let left: IconFont? = IconFont(rawValue: "arrow-left")
            let name: String = IconFont.fontPostScriptName
            let all: [IconFont] = IconFont.allCases
            return [String(close), left?.string ?? "", name, "\\(all.count)", IconFont.`default`.glyphName]
        }
        """

    @Test func rendersTheExpectedSource() {
        let source = IconEnumRenderer.render(Self.metadata, fontPostScriptName: "iconfont", typeName: "IconFont")
        #expect(
            CodegenFixtures.unmarked(source) == #"""
                // From iconfont.json. Do not edit.

                import FontFamilyKit

                /// The glyphs of the iconfont icon font.
                enum IconFont: String, IconGlyphs {
                    static let fontPostScriptName = "iconfont"

                    /// U+F26E
                    case _500px = "500px"
                    /// U+E6FE
                    case arrowLeft = "arrow-left"
                    /// U+E6FD
                    case arrowLeft2 = "arrow_left"
                    /// 关闭, U+E857
                    case close = "close"
                    /// U+E001
                    case `default` = "default"
                    /// U+E001, the same glyph as default
                    case fontPostScriptName2 = "fontPostScriptName"
                    /// U+E001, the same glyph as default
                    case `self` = "self"
                    /// * / "end", U+F0001
                    case smile = "smile"

                    var unicode: Unicode.Scalar {
                        switch self {
                        case ._500px: return "\u{F26E}"
                        case .arrowLeft: return "\u{E6FE}"
                        case .arrowLeft2: return "\u{E6FD}"
                        case .close: return "\u{E857}"
                        case .`default`: return "\u{E001}"
                        case .fontPostScriptName2: return "\u{E001}"
                        case .`self`: return "\u{E001}"
                        case .smile: return "\u{F0001}"
                        }
                    }
                }

                """#
        )
    }

    @Test func generatedSourceCompilesWithAProgramUsingIt() throws {
        let source = IconEnumRenderer.render(Self.metadata, fontPostScriptName: "iconfont", typeName: "IconFont")
        try SwiftTypechecker.typecheck(["IconFont.swift": source, "main.swift": Self.program])
    }

    @Test func theTypeIsNamedAfterTheFamilyUnlessNamed() {
        let source = IconEnumRenderer.render(Self.metadata, fontPostScriptName: "iconfont")
        #expect(source.contains("\nenum Iconfont: String, IconGlyphs {\n"))
        var unnamed = Self.metadata
        unnamed.fontFamily = nil
        #expect(
            IconEnumRenderer.render(unnamed, fontPostScriptName: "MaterialIcons-Regular")
                .contains("\nenum MaterialIconsRegular: String, IconGlyphs {\n")
        )
    }

    @Test func typeNamesThatWouldShadowAreSuffixed() throws {
        for (family, type) in [("Unicode", "UnicodeFont"), ("string", "StringFont"), ("Icon Glyphs", "IconGlyphsFont")]
        {
            let source = IconEnumRenderer.render(Self.metadata, fontPostScriptName: "x", typeName: family)
            #expect(source.contains("\nenum \(type): String, IconGlyphs {\n"))
            try SwiftTypechecker.typecheck(source)
        }
    }

    @Test func parsedSamplesOfEveryFormatCompile() throws {
        let json = """
            {"font_family": "iconfont", "glyphs": [
              {"name": "关闭", "font_class": "close", "unicode": "e857", "unicode_decimal": 59479},
              {"name": "左", "font_class": "arrow-left", "unicode": "e6fe", "unicode_decimal": 59134}]}
            """
        let metadata = try IconMetadata(parsing: json, source: "iconfont.json")
        let source = IconEnumRenderer.render(metadata, fontPostScriptName: "iconfont", typeName: "IconFont")
        let program = """
            import FontFamilyKit
            let closeGlyph: Character = IconFont.close.character
            let left = IconFont(rawValue: "arrow-left")
            """
        try SwiftTypechecker.typecheck(["IconFont.swift": source, "main.swift": program])
    }

    @Test(arguments: [
        ("font-awesome-excerpt.css", "FontAwesome", "FontAwesome", "close"),
        ("font-awesome-excerpt.min.css", "FontAwesome", "FontAwesome", "close"),
        ("material-icons-excerpt.css", "MaterialIcons-Regular", "MaterialIcons", "close"),
        ("MaterialIcons-codepoints", "MaterialIcons-Regular", "MaterialIconsRegular", "close"),
    ])
    func debianExcerptsGenerateCompilingEnums(file: String, postScriptName: String, type: String, glyph: String) throws
    {
        let url = PackagePaths.fixtures.appendingPathComponent("Icons").appendingPathComponent(file)
        let metadata = try IconMetadata(contentsOf: url)
        let source = IconEnumRenderer.render(metadata, fontPostScriptName: postScriptName)
        let caseCount = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }.count
        #expect(caseCount == metadata.nameCount)
        let program = """
            import FontFamilyKit
            let glyph: Character = \(type).\(glyph).character
            let found: \(type)? = \(type)(rawValue: "\(glyph)")
            """
        try SwiftTypechecker.typecheck(["Icons.swift": source, "main.swift": program])
    }

    @Test func fontGlyphsWithoutMetadataAreNamedFromGlyphNamesOrCodePoints() throws {
        let metadata = IconMetadata(
            codePoints: ["\u{E601}", "\u{E600}", "\u{E602}", "\u{F0000}", "\u{E603}", "\u{E600}"],
            glyphNames: ["\u{E601}": "home", "\u{E602}": "home", "\u{F0000}": "", "\u{E603}": "uniE600"],
            fontFamily: "Demo Icons",
            source: "DemoIcons-Regular"
        )
        #expect(
            metadata.glyphs == [
                IconGlyph(name: "uniE600", unicode: "\u{E600}"),
                IconGlyph(name: "home", unicode: "\u{E601}"),
                IconGlyph(name: "uniE602", unicode: "\u{E602}"),
                IconGlyph(name: "uniE603", unicode: "\u{E603}"),
                IconGlyph(name: "uF0000", unicode: "\u{F0000}"),
            ]
        )
        let source = IconEnumRenderer.render(metadata, fontPostScriptName: "DemoIcons-Regular")
        #expect(source.contains("\nenum DemoIcons: String, IconGlyphs {\n"))
        #expect(source.contains("\n    case uniE600 = \"uniE600\"\n"))
        #expect(source.contains("\n        case .uF0000: return \"\\u{F0000}\"\n"))
        let program = "import FontFamilyKit\nlet home: Character = DemoIcons.home.character\n"
        try SwiftTypechecker.typecheck(["Icons.swift": source, "main.swift": program])
    }
}
