import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// `@font-face` rules of variable fonts: ranges from the axes, CSS's oblique sign, formats, escaping.
@Suite struct VariableFontCSSTests {
    private func axis(_ tag: VariationTag, _ minimum: Double, _ defaultValue: Double, _ maximum: Double)
        -> VariationAxis
    {
        VariationAxis(tag: tag, name: tag.rawValue, minimum: minimum, defaultValue: defaultValue, maximum: maximum)
    }

    private func instance(
        _ number: Int, weight: FontWeight = .regular, slant: FontSlant = .upright, width: FontWidth = .normal
    )
        -> FontFace
    {
        FontFace(
            postScriptName: "Inter-\(number)", familyNames: [LocalizedName("Inter")],
            styleNames: [LocalizedName("Style \(number)")], weight: weight, slant: slant, width: width,
            file: "/fonts/Inter.ttf", namedInstance: number, coordinates: [.weight: weight.value])
    }

    private func font(
        family: String = "Inter",
        file: String = "/fonts/Inter[slnt,wght].ttf",
        axes: [VariationAxis],
        instances: [FontFace] = []
    ) -> VariableFont {
        VariableFont(
            file: file, family: family, axes: axes, namedInstances: instances, postScriptNamePrefix: "Inter")
    }

    @Test func weightAndSlantAxesBecomeRanges() {
        let inter = font(axes: [axis(.weight, 100, 400, 900), axis(.slant, -10, 0, 0)])
        #expect(
            inter.cssFontFaceRule()
                == """
                @font-face {
                  font-family: "Inter";
                  src: url("file:///fonts/Inter%5Bslnt%2Cwght%5D.ttf") format("truetype") tech(variations);
                  font-weight: 100 900;
                  font-style: oblique 0deg 10deg;
                }
                """)
    }

    @Test func widthIsAPercentageRangeAndCustomAxesAreLeftToTheSettings() {
        let rule = font(axes: [axis(.width, 75, 100, 100), axis(.weight, 100, 400, 900), axis("GRAD", -200, 0, 150)])
            .cssFontFaceRule(url: "/static/Inter.woff2?v=4#x")
        #expect(
            rule
                == """
                @font-face {
                  font-family: "Inter";
                  src: url("/static/Inter.woff2?v=4#x") format("woff2") tech(variations);
                  font-weight: 100 900;
                  font-stretch: 75% 100%;
                }
                """)
    }

    /// A slant axis that leans both ways, values CSS does not allow and an axis of one value.
    @Test func rangesAreClampedToWhatCSSAllows() {
        let rule = font(axes: [axis(.weight, 0, 400, 1200.5), axis(.slant, -100, 0, 12.5), axis(.width, 50, 100, 50)])
            .cssFontFaceRule(url: "Inter.otf")
        #expect(
            rule
                == """
                @font-face {
                  font-family: "Inter";
                  src: url("Inter.otf") format("opentype") tech(variations);
                  font-weight: 1 1000;
                  font-stretch: 50%;
                  font-style: oblique -12.5deg 90deg;
                }
                """)
    }

    /// An italic file whose italic is no axis (`Inter-Italic[wght].ttf`): every instance is italic.
    @Test func anItalicFileIsItalic() {
        let italic = font(
            axes: [axis(.weight, 100, 400, 900)],
            instances: [instance(1, weight: .thin, slant: .italic), instance(2, weight: .bold, slant: .italic)])
        #expect(italic.cssFontFaceRule(url: "Inter-Italic.ttf").contains("  font-style: italic;\n}"))
        let mixed = font(
            axes: [axis(.weight, 100, 400, 900), axis(.italic, 0, 0, 1)],
            instances: [instance(1, slant: .upright), instance(2, slant: .italic)])
        #expect(!mixed.cssFontFaceRule().contains("font-style"))
    }

    /// Without a `wght` or `wdth` axis, the value every named instance shares describes the font.
    @Test func instancesDescribeWhatNoAxisVaries() {
        let condensedBold = font(
            axes: [axis("GRAD", 0, 0, 100)],
            instances: [instance(1, weight: .bold, width: .condensed), instance(2, weight: .bold, width: .condensed)])
        #expect(
            condensedBold.cssFontFaceRule(url: "a.woff")
                == """
                @font-face {
                  font-family: "Inter";
                  src: url("a.woff") format("woff") tech(variations);
                  font-weight: 700;
                  font-stretch: 75%;
                }
                """)
        let differing = font(axes: [axis("GRAD", 0, 0, 100)], instances: [instance(1, weight: .bold), instance(2)])
        #expect(
            differing.cssFontFaceRule(url: "a.ttc")
                == "@font-face {\n  font-family: \"Inter\";\n  src: url(\"a.ttc\") tech(variations);\n}")
    }

    @Test func hostileNamesAndURLsStayStrings() {
        let hostile = font(
            family: "A\"B</style>\u{202E}", file: "/fonts/\"quoted\" <b> \u{202E}.ttf",
            axes: [axis(.weight, 400, 400, 400)])
        #expect(
            hostile.cssFontFaceRule()
                == """
                @font-face {
                  font-family: "A\\22 B\\3C /style\\3E \\202E ";
                  src: url("file:///fonts/%22quoted%22%20%3Cb%3E%20%E2%80%AE.ttf") format("truetype") tech(variations);
                  font-weight: 400;
                }
                """)
        #expect(
            hostile.cssFontFaceRule(url: "x\").y")
                == "@font-face {\n  font-family: \"A\\22 B\\3C /style\\3E \\202E \";\n  src: url(\"x\\22 ).y\") tech(variations);\n  font-weight: 400;\n}"
        )
    }
}
