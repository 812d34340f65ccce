extension FixtureSet {
    /// The nine weights of Duo Sans: the weight's word in style and PostScript names, and its OpenType weight.
    private static let duoSansWeights: [(name: String, weight: UInt16)] = [
        ("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500), ("SemiBold", 600),
        ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
    ]

    /// The Duo Sans style of a weight word, upright or italic: `Bold`, `Bold Italic`, `Regular`, `Italic`.
    private static func duoSansStyle(_ weightName: String, italic: Bool) -> String {
        switch (weightName, italic) {
        case (_, false): weightName
        case ("Regular", true): "Italic"
        case (_, true): weightName + " Italic"
        }
    }

    /// Duo Sans as two variable files, `DuoSans-Roman[wght].ttf` and `DuoSans-Italic[wght].ttf` (flagged italic):
    /// one `wght` axis from 100 to 900, default 400, and nine named instances each (Thin … Regular … Black, Thin
    /// Italic … Italic … Black Italic) without PostScript names of their own. Name ID 25 is `DuoSans`, so
    /// fontconfig 2.14 names the instances of both files alike by their coordinates (`DuoSans_700wght`), as it
    /// names Inter's upright and italic variable files.
    public static let duoSansVariable: [FixtureFont] = [false, true].map { italic in
        let style = italic ? "Italic" : "Regular"
        var font = FixtureFont(
            family: "Duo Sans", style: style, postScriptName: "DuoSans-" + style, isItalic: italic,
            codePoints: latinCodePoints, fileName: "DuoSans-" + (italic ? "Italic" : "Roman") + "[wght].ttf")
        font.variationsPostScriptNamePrefix = "DuoSans"
        font.variationAxes = [.weight(minimum: 100, defaultValue: 400, maximum: 900)]
        font.namedInstances = duoSansWeights.map { name, weight in
            FixtureNamedInstance(styleName: duoSansStyle(name, italic: italic), coordinates: [Double(weight)])
        }
        return font
    }

    /// Duo Sans as 18 static faces, the instances of ``duoSansVariable`` under the PostScript names Adobe Tech
    /// Note 5902 gives them: `DuoSans-Thin`, `DuoSans-ThinItalic` … `DuoSans-Regular`, `DuoSans-Italic` …
    /// `DuoSans-BlackItalic`, upright before italic in weight order.
    public static let duoSansStatic: [FixtureFont] = duoSansWeights.flatMap { name, weight in
        [false, true].map { italic in
            let style = duoSansStyle(name, italic: italic)
            return FixtureFont(
                family: "Duo Sans", style: style, postScriptName: "DuoSans-" + style.filter { $0 != " " },
                weightClass: weight, isItalic: italic, codePoints: latinCodePoints)
        }
    }

    /// Every file of `Fixtures/DuoSans/`: ``duoSansVariable`` in `Variable/`, ``duoSansStatic`` in `Static/`.
    public static var duoSansFiles: [FixtureFile] {
        let variable = duoSansVariable.map {
            FixtureFile(relativePath: "DuoSans/Variable/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
        let statics = duoSansStatic.map {
            FixtureFile(relativePath: "DuoSans/Static/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
        return variable + statics
    }
}
