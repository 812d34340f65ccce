extension FixtureSet {
    /// Narrow Grotesk, 6 faces whose style names abbreviate as some vendors' do (`It`, `Bd`, `Cond`, `Cond It`,
    /// `Bold Cond`): the case names of its enum spell every abbreviation out the same way.
    public static let narrowGrotesk: [FixtureFont] = [(String, String, UInt16, UInt16, Bool)]([
        ("Regular", "Regular", 400, 5, false), ("It", "It", 400, 5, true), ("Bd", "Bd", 700, 5, false),
        ("Cond", "Cond", 400, 3, false), ("Cond It", "CondIt", 400, 3, true), ("Bold Cond", "BoldCond", 700, 3, false),
    ]).map { style, suffix, weightClass, widthClass, italic in
        FixtureFont(
            family: "Narrow Grotesk", style: style, postScriptName: "NarrowGrotesk-" + suffix,
            weightClass: weightClass, widthClass: widthClass, isItalic: italic, codePoints: latinCodePoints)
    }

    /// Every file of `Fixtures/Abbreviated/`: ``narrowGrotesk``, one face per file.
    public static var abbreviatedFiles: [FixtureFile] {
        narrowGrotesk.map {
            FixtureFile(relativePath: "Abbreviated/" + $0.fileName, data: FixtureFontWriter.data(for: $0))
        }
    }
}
