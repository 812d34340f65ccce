import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct SwiftEnumRendererTests {
    @Test func gillSansGivesTheNineCasesInWeightOrder() throws {
        let source = SwiftEnumRenderer.source(for: FontCatalog(faces: CodegenFixtures.gillSans).families)
        #expect(
            CodegenFixtures.unmarked(source) == """
                // Each case's raw value is the PostScript name of an installed face.

                import FontFamilyKit

                /// Gill Sans, 9 faces.
                enum GillSans: String, FontName {
                    case light = "GillSans-Light"
                    case lightItalic = "GillSans-LightItalic"
                    case regular = "GillSans"
                    case italic = "GillSans-Italic"
                    case semiBold = "GillSans-SemiBold"
                    case semiBoldItalic = "GillSans-SemiBoldItalic"
                    case bold = "GillSans-Bold"
                    case boldItalic = "GillSans-BoldItalic"
                    case ultraBold = "GillSans-UltraBold"
                }

                """
        )
        try SwiftTypechecker.typecheck(source + "let all: [GillSans] = [.light, .ultraBold]\n")
    }

    @Test func familiesAreSortedAndOtherNamesMentioned() throws {
        let catalog = FontCatalog(
            faces: CodegenFixtures.zenOldMincho + CodegenFixtures.sourceSansPro + CodegenFixtures.gillSans)
        let source = SwiftEnumRenderer.source(for: catalog.families(containing: "o"))
        #expect(
            CodegenFixtures.unmarked(source) == """
                // Each case's raw value is the PostScript name of an installed face.

                import FontFamilyKit

                /// Source Sans Pro, 12 faces.
                enum SourceSansPro: String, FontName {
                    case extraLight = "SourceSansPro-ExtraLight"
                    case extraLightItalic = "SourceSansPro-ExtraLightIt"
                    case light = "SourceSansPro-Light"
                    case lightItalic = "SourceSansPro-LightIt"
                    case regular = "SourceSansPro-Regular"
                    case italic = "SourceSansPro-It"
                    case semibold = "SourceSansPro-Semibold"
                    case semiboldItalic = "SourceSansPro-SemiboldIt"
                    case bold = "SourceSansPro-Bold"
                    case boldItalic = "SourceSansPro-BoldIt"
                    case black = "SourceSansPro-Black"
                    case blackItalic = "SourceSansPro-BlackIt"
                }

                /// Zen Old Mincho (ja: ZEN オールド明朝), 2 faces.
                enum ZenOldMincho: String, FontName {
                    case regular = "ZenOldMincho-Regular"
                    case bold = "ZenOldMincho-Bold"
                }

                """
        )
        try SwiftTypechecker.typecheck(source)
    }

    @Test func sameStyleTwiceKeepsBothFacesNumbered() throws {
        let faces = [
            FontFace(postScriptName: "Inter-Bold", family: "Inter", style: "Bold", weight: .bold, file: "/a.ttf"),
            FontFace(
                postScriptName: "Inter_700wght", familyNames: [LocalizedName("Inter")],
                styleNames: [LocalizedName("Bold")], weight: .bold, file: "/v.ttf", namedInstance: 3),
            FontFace(postScriptName: "Inter-bold2", family: "Inter", style: "bold 2", weight: .black, file: "/b.ttf"),
        ]
        let source = SwiftEnumRenderer.source(for: FontCatalog(faces: faces).families)
        #expect(
            source.hasSuffix(
                """
                /// Inter, 3 faces.
                enum Inter: String, FontName {
                    case bold = "Inter-Bold"
                    case bold3 = "Inter_700wght"
                    case bold2 = "Inter-bold2"
                }

                """))
        try SwiftTypechecker.typecheck(source)
    }

    /// A family some of whose faces come from platform font lists says so in its doc comment: how many and which
    /// lists, so a reader knows those names have no file here.
    @Test func listedFacesAreNamedInTheDocComment() {
        func face(_ name: String, _ style: String, _ weight: FontWeight, platform: String?) -> FontFace {
            var face = FontFace(
                postScriptName: name, family: "Avenir Next", style: style, weight: weight,
                file: platform == nil ? "/fonts/\(name).ttf" : "", format: platform == nil ? .trueType : .other)
            face.platform = platform
            return face
        }
        let regular = face("AvenirNext-Regular", "Regular", .regular, platform: "iOS 18.2")
        let medium = face("AvenirNext-Medium", "Medium", .medium, platform: "iOS 18.2")
        let macMedium = face("AvenirNext-Medium", "Medium", .medium, platform: "macOS 15.1")
        let bundled = face("AvenirNext-Bold", "Bold", .bold, platform: nil)
        func comment(_ faces: [FontFace]) -> String? {
            SwiftEnumRenderer.source(for: FontCatalog(faces: faces).families).split(separator: "\n")
                .first { $0.hasPrefix("/// Avenir Next") }.map(String.init)
        }
        #expect(comment([regular, medium]) == "/// Avenir Next, 2 faces, from iOS 18.2's font list.")
        #expect(comment([regular, bundled]) == "/// Avenir Next, 2 faces, 1 of them from iOS 18.2's font list.")
        #expect(
            comment([regular, macMedium])
                == "/// Avenir Next, 2 faces, from the font lists of iOS 18.2, macOS 15.1.")
        #expect(comment([bundled]) == "/// Avenir Next, 1 face.")
    }

    @Test func familiesThatWouldShadowOrCollideGetDistinctTypeNames() throws {
        let names = [
            "String", "FontName", "Swift", "FontFamilyKit", "Int", "Never", "Self", "Type", "Foo Bar", "Foo-Bar",
            "foo bar", "SIMD", "default", "😀", "", "🎃",
        ]
        let faces = names.enumerated().map { index, name in
            FontFace(
                postScriptName: name == "🎃" ? "🎃" : "Face\(index)", family: name, style: "Regular",
                file: "/f\(index).ttf")
        }
        let source = SwiftEnumRenderer.source(for: FontCatalog(faces: faces).families)
        let declared = source.split(separator: "\n").filter { $0.hasPrefix("enum ") }
            .map { String($0.dropFirst(5).prefix { $0 != ":" }) }
        #expect(
            declared == [
                "Face14", "FontFamilyKitFont", "FontNameFont", "FooBar", "FooBar2", "IntFont", "NeverFont", "SIMDFont",
                "SelfFont", "StringFont", "SwiftFont", "TypeFont", "Default", "FooBar3", "UnnamedFamily", "Face13",
            ])
        #expect(
            source.contains("/// \u{1F600}, 1 face.\nenum Face13: String, FontName {\n    case regular = \"Face13\"\n"))
        try SwiftTypechecker.typecheck(source + "let check: [String] = [StringFont.regular.rawValue]\n")
    }

    @Test func hostileNamesStayInTheirLiteralsAndComments() throws {
        let hostile = [
            "Evil\"\"\" */ \\(boom) // \n#error(\"x\")", "a\u{202E}b\u{2066}", "zero\u{200B}width\u{FEFF}", "",
            "class", "rawValue", "allCases", "init", "self", String(repeating: "Long", count: 125), "1234",
        ]
        let faces = hostile.enumerated().map { index, text in
            FontFace(
                postScriptName: text.isEmpty ? "Empty" : text + "-\(index)", family: "Evil \u{202E} */\n\"Family",
                style: text, file: "/evil\(index).ttf")
        }
        let source = SwiftEnumRenderer.source(for: FontCatalog(faces: faces).families)
        #expect(!source.unicodeScalars.contains { $0.properties.generalCategory == .format })
        #expect(source.split(separator: "\n", omittingEmptySubsequences: false).count == 5 + 2 + hostile.count + 2)
        #expect(source.contains("/// Evil \\u{202E} * /\\n\"Family, 11 faces.\nenum EvilFamily: String, FontName {\n"))
        try SwiftTypechecker.typecheck(source)
    }

    @Test func familyWithoutFacesIsLeftOut() throws {
        let source = SwiftEnumRenderer.source(for: [FontCatalog.Family(name: "Ghost", faces: [])])
        #expect(CodegenFixtures.unmarked(source) == SwiftEnumRenderer.header + "\n\nimport FontFamilyKit\n")
        try SwiftTypechecker.typecheck(source)
    }

    @Test func duplicatePostScriptNamesGiveOneCase() {
        let face = FontFace(postScriptName: "Dup", family: "Dup", style: "Regular", file: "/a.ttf")
        let source = SwiftEnumRenderer.source(for: [FontCatalog.Family(name: "Dup", faces: [face, face])])
        #expect(source.hasSuffix("/// Dup, 1 face.\nenum Dup: String, FontName {\n    case regular = \"Dup\"\n}\n"))
    }
}

/// The typed values the lint names are cases of the enums `fontfamily-dump --all` prints for the same catalog.
@Suite struct SwiftEnumRendererTypedValueTests {
    @Test func everyTypedValueIsACaseOfTheAllGolden() throws {
        let catalog = try FixtureCatalog.standard()
        let values = SwiftEnumRenderer.typedValues(for: catalog.families)
        let golden = try String(
            contentsOf: PackagePaths.fixtures.appendingPathComponent("Golden/All.swift"), encoding: .utf8)
        var declared: [String: String] = [:]
        var typeName = ""
        for line in golden.split(separator: "\n") {
            if line.hasPrefix("enum "), let colon = line.firstIndex(of: ":") {
                typeName = String(line.dropFirst(5)[..<colon])
            } else if line.hasPrefix("    case "), let equals = line.range(of: " = \"") {
                let caseName = line.dropFirst(9)[..<equals.lowerBound]
                declared[String(line[equals.upperBound...].dropLast())] = typeName + "." + caseName
            }
        }
        #expect(values.count == catalog.faces.count)
        #expect(values == declared)
        #expect(values["GillSans-SemiBold"] == "GillSans.semiBold")
    }
}
