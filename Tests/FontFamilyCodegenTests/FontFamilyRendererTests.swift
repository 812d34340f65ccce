import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct FontFamilyRendererTests {
    @Test func rendersGillSansExactly() {
        #expect(
            FontFamilyRenderer.render(["Gill Sans": .gillSans]) == """
                import FontFamilyKit

                extension FontFamily {
                    /// Gill Sans: 9 faces.
                    static let gillSans = FontFamily(
                        "GillSans",
                        weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "UltraBold"],
                        italic: .italic("Italic", except: [.extraBold])
                    )
                }

                """
        )
    }

    @Test func rendersAliasesWidthsSpellingsAndSeparators() {
        let odd = FontFamily(
            "Odd",
            weights: [FontWeight(380): "Book", .bold: "Bold"],
            italic: .italic("It", spelled: [.bold: "BdIta"], italicOnly: [FontWeight(380)]),
            widths: .inSuffix([FontWidth(80): "Narrow"])
        )
        let source = FontFamilyRenderer.render(
            ["Source Sans Pro": .sourceSansPro, "DejaVu Sans": .dejaVuSans, "Damascus": .damascus, "Odd": odd],
            includingImport: false
        )
        #expect(
            source == """
                extension FontFamily {
                    /// Damascus: 5 faces.
                    static let damascus = FontFamily(
                        "Damascus",
                        weights: [.light: "Light", .regular: "", .medium: "Medium", .semiBold: "SemiBold", .bold: "Bold"],
                        separator: ""
                    )

                    /// DejaVu Sans: 9 faces.
                    static let dejaVuSans = FontFamily(
                        "DejaVuSans",
                        weights: [.extraLight: "ExtraLight", .regular: "", .bold: "Bold"],
                        italic: .oblique("Oblique", except: [.extraLight]),
                        widths: .inBase([.semiCondensed: WidthVariant("Condensed", weights: [.regular, .bold])])
                    )

                    /// Odd: 6 faces.
                    static let odd = FontFamily(
                        "Odd",
                        weights: [FontWeight(380): "Book", .bold: "Bold"],
                        italic: .italic("It", spelled: [.bold: "BdIta"], italicOnly: [FontWeight(380)]),
                        widths: .inSuffix([FontWidth(80.0): "Narrow"])
                    )

                    /// Source Sans Pro: 12 faces.
                    static let sourceSansPro = FontFamily(
                        "SourceSansPro",
                        weights: [.thin: .sameFace(as: .light), .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"), .medium: .sameFace(as: .regular), .semiBold: "Semibold", .bold: "Bold", .extraBold: .sameFace(as: .bold), .black: "Black"],
                        italic: .italic("It")
                    )
                }

                """
        )
    }

    @Test func memberNamesAreEscapedAndUnique() {
        let plain = FontFamily("Plain", weights: [.regular: ""])
        let source = FontFamilyRenderer.render(
            ["Default": plain, "Gill Sans": plain, "Gill-Sans": plain, "3D \"Quoted\" */": plain, "Faces": plain],
            includingImport: false
        )
        let lines = source.split(separator: "\n").filter { $0.contains("static let") || $0.contains("///") }
        #expect(
            lines == [
                "    /// 3D \"Quoted\" * /: 1 face.", "    static let _3DQuoted = FontFamily(",
                "    /// Default: 1 face.", "    static let `default` = FontFamily(",
                "    /// Faces: 1 face.", "    static let faces2 = FontFamily(",
                "    /// Gill Sans: 1 face.", "    static let gillSans = FontFamily(",
                "    /// Gill-Sans: 1 face.", "    static let gillSans2 = FontFamily(",
            ]
        )
    }

    @Test func renderedDescriptorsCompile() throws {
        let inferred = FontFamily(
            "Odd",
            weights: [FontWeight(587.5): "Book", .bold: .standalone("Bold")],
            italic: .oblique("Obl", except: [.bold], italicOnly: [FontWeight(587.5)]),
            widths: .inBase([.normal: FontFamily.WidthVariant("", weights: []), FontWidth(80): "Narrow"]),
            separator: "_"
        )
        let source = FontFamilyRenderer.render([
            "Gill Sans": .gillSans, "Source Sans Pro": .sourceSansPro, "DejaVu Sans": .dejaVuSans,
            "Noto Sans": .notoSans, "Roboto": .roboto, "Zen Old Mincho": .zenOldMincho, "Damascus": .damascus,
            "Odd": inferred, "Default": .zenOldMincho, "Inferred": .roboto, "Faces": .roboto,
        ])
        let use = """
            import FontFamilyKit

            let names: [String?] = [
                FontFamily.gillSans.postScriptName(weight: .semiBold, slant: .italic),
                FontFamily.odd.postScriptName(weight: FontWeight(587.5), slant: .italic, width: FontWidth(80)),
                FontFamily.inferred2.faces.first?.postScriptName, FontFamily.roboto.faces.first?.postScriptName, FontFamily.faces2.faces.last?.postScriptName,
            ]
            """
        try SwiftTypechecker.typecheck(["Families.swift": source, "Use.swift": use])
    }

    @Test func writesEveryNamedWeightAsItsOneConstant() throws {
        let family = FontFamily(
            "Nine", weights: Dictionary(uniqueKeysWithValues: FontWeight.named.map { ($0, .suffix($0.name)) }))
        let source = FontFamilyRenderer.render(["Nine": family])
        #expect(
            source.contains(
                """
                weights: [.thin: "Thin", .extraLight: "ExtraLight", .light: "Light", .regular: "Regular", \
                .medium: "Medium", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "ExtraBold", .black: "Black"]
                """))
        let use = "import FontFamilyKit\nlet name = FontFamily.nine.postScriptName(weight: .semiBold)\n"
        try SwiftTypechecker.typecheck(["Families.swift": source, "Use.swift": use])
    }

    @Test func renderingKeepsTheInferredDescriptor() throws {
        let faces = FontFamily.dejaVuSans.faces.map {
            FontFace(
                postScriptName: $0.postScriptName, family: "DejaVu Sans", style: "", weight: $0.weight,
                slant: $0.slant, width: $0.width, file: "/fonts/\($0.postScriptName).ttf"
            )
        }
        let family = try #require(FontCatalog(faces: faces).family(named: "DejaVu Sans"))
        let descriptor = try FontFamily.inferred(from: family)
        #expect(Set(descriptor.faces.map(\.postScriptName)) == Set(family.faces.map(\.postScriptName)))
        #expect(
            FontFamilyRenderer.render(["DejaVu Sans": descriptor])
                == FontFamilyRenderer.render(["DejaVu Sans": .dejaVuSans])
        )
    }
}

@Suite struct VariableFontFamilyRendererTests {
    @Test func rendersTheAxesAsALiteralThatCompiles() throws {
        let family = FontFamily(
            "Flex", weights: [.regular: .standalone("Regular")],
            axes: [.weight: 100...1000, .width: 25...151, .opticalSize: 8...144, "GRAD": -200...150, .slant: -10...0])
        let source = FontFamilyRenderer.render(["Flex": family, "Axes": family, "Is Variable": family])
        #expect(
            source.contains(
                """
                        weights: [.regular: .standalone("Regular")],
                        axes: [.weight: 100...1000, .width: 25...151, .opticalSize: 8...144, "GRAD": -200...150, \
                .slant: -10...0]
                """))
        let use = """
            import FontFamilyKit

            let ranges = [FontFamily.flex.axes?[.weight], FontFamily.axes2.axes?["GRAD"], FontFamily.isVariable2.axes?[.slant]]
            """
        try SwiftTypechecker.typecheck(["Families.swift": source, "Use.swift": use])
    }
}
