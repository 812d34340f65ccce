import Testing

@testable import FontFamilyCatalog

/// The one table that gives a names-only face its style: each kind of PostScript name the iOS lists hold.
@Suite struct PostScriptStyleTableTests {
    /// `name → style | weight | slant | width`.
    static func described(_ name: String) -> String {
        let style = PostScriptStyleTable.style(of: name)
        return "\(name) → \(style.name) | \(style.weight) | \(style.slant.rawValue) | \(style.width)"
    }

    @Test func theStylePartGivesTheTraits() {
        let names = [
            "AvenirNext-DemiBoldItalic", "HelveticaNeue-CondensedBlack", "GillSans-SemiBoldItalic", "Thonburi-Light",
            "KohinoorBangla-Semibold", "AvenirNext-UltraLightItalic", "TimesNewRomanPS-BoldItalicMT",
            "BodoniSvtyTwoITCTT-BookIta", "HiraginoSans-W6", "STIXTwoText-Italic_SemiBold-Italic",
            "NotoSansSyriac-Regular_Black", "Optima-ExtraBlack", "MarkerFelt-Wide", "Avenir-HeavyOblique",
            "IowanOldStyle-Titling",
        ]
        #expect(
            names.map(Self.described) == [
                "AvenirNext-DemiBoldItalic → DemiBold Italic | 600 | italic | 100%",
                "HelveticaNeue-CondensedBlack → Condensed Black | 900 | upright | 75%",
                "GillSans-SemiBoldItalic → SemiBold Italic | 600 | italic | 100%",
                "Thonburi-Light → Light | 300 | upright | 100%",
                "KohinoorBangla-Semibold → Semibold | 600 | upright | 100%",
                "AvenirNext-UltraLightItalic → UltraLight Italic | 200 | italic | 100%",
                "TimesNewRomanPS-BoldItalicMT → Bold Italic | 700 | italic | 100%",
                "BodoniSvtyTwoITCTT-BookIta → Book Ita | 400 | italic | 100%",
                "HiraginoSans-W6 → W6 | 600 | upright | 100%",
                "STIXTwoText-Italic_SemiBold-Italic → Italic SemiBold Italic | 600 | italic | 100%",
                "NotoSansSyriac-Regular_Black → Regular Black | 900 | upright | 100%",
                "Optima-ExtraBlack → ExtraBlack | 900 | upright | 100%",
                "MarkerFelt-Wide → Wide | 400 | upright | 125%",
                "Avenir-HeavyOblique → Heavy Oblique | 800 | oblique | 100%",
                "IowanOldStyle-Titling → Regular | 400 | upright | 100%",
            ])
    }

    /// A name without `-` or `_` keeps only the known words it ends in; its first word is the family's.
    @Test func aNameWithoutSeparatorKeepsItsTrailingWords() {
        #expect(
            ["DamascusBold", "SavoyeLetPlain", "GillSans", "Bold", "STIXTwoText"].map(Self.described) == [
                "DamascusBold → Bold | 700 | upright | 100%",
                "SavoyeLetPlain → Plain | 400 | upright | 100%",
                "GillSans → Regular | 400 | upright | 100%",
                "Bold → Regular | 400 | upright | 100%",
                "STIXTwoText → Regular | 400 | upright | 100%",
            ])
    }
}
