extension FixtureSet {
    /// Echo Display, the variable font whose instances share one PostScript name, as Debian's
    /// `InterDisplay.var.ttf` does: name ID 6 is `Echo Display`, with a space, there is no name ID 25 and no
    /// instance has a PostScript name of its own. One `wght` axis from 100 to 900, default 400; the named instances
    /// Thin, Light, Regular, Bold and Black. FreeType 2.12 builds no PostScript name for it, and fontconfig 2.14
    /// names the default face and every instance `Echo-Display`.
    public static let echoDisplay: FixtureFont = {
        var font = FixtureFont(
            family: "Echo Display", style: "Regular", postScriptName: "Echo Display", codePoints: latinCodePoints,
            fileName: "EchoDisplay[wght].ttf")
        font.variationAxes = [.weight(minimum: 100, defaultValue: 400, maximum: 900)]
        font.namedInstances = [(String, Double)]([
            ("Thin", 100), ("Light", 300), ("Regular", 400), ("Bold", 700), ("Black", 900),
        ]).map { style, weight in
            FixtureNamedInstance(styleName: style, coordinates: [weight])
        }
        return font
    }()

    /// Prefix Sans, the variable font whose instance names come from name ID 25, `PrefixSansVF`, not from its
    /// family: axes `wght` 100–900 (default 400), `wdth` 75–100 (default 100) and the custom `GRAD` (Grade, −50–150,
    /// default 0); the named instances Condensed Light, Condensed Bold, Light, Bold and Black, none with a
    /// PostScript name of its own and none at the default coordinates. Adobe Tech Note 5902 names them
    /// `PrefixSansVF-CondensedLight` …; the default face is `PrefixSans-Regular` (name ID 6).
    public static let prefixSans: FixtureFont = {
        var font = FixtureFont(
            family: "Prefix Sans", style: "Regular", postScriptName: "PrefixSans-Regular",
            codePoints: latinCodePoints, fileName: "PrefixSans[wdth,wght].ttf")
        font.variationsPostScriptNamePrefix = "PrefixSansVF"
        font.variationAxes = [
            .weight(minimum: 100, defaultValue: 400, maximum: 900),
            .width(minimum: 75, defaultValue: 100, maximum: 100),
            FixtureVariationAxis(tag: "GRAD", name: "Grade", minimum: -50, defaultValue: 0, maximum: 150),
        ]
        font.namedInstances = [(String, Double, Double)]([
            ("Condensed Light", 300, 75), ("Condensed Bold", 700, 75), ("Light", 300, 100), ("Bold", 700, 100),
            ("Black", 900, 100),
        ]).map { style, weight, width in
            FixtureNamedInstance(styleName: style, coordinates: [weight, width])
        }
        return font
    }()

    /// Every font of `Fixtures/VariableNames/`.
    public static let variableNames: [FixtureFont] = [echoDisplay, prefixSans]
}
