public import FontFamilyKit

extension FontFamily {
    /// Source Sans Pro with the Font pod's aliases: thin → Light, medium → Regular, heavy → Bold.
    public static let sourceSansPro = FontFamily(
        "SourceSansPro",
        weights: [
            .thin: .sameFace(as: .light),
            .extraLight: "ExtraLight",
            .light: "Light",
            .regular: .standalone("Regular"),
            .medium: .sameFace(as: .regular),
            .semiBold: "Semibold",
            .bold: "Bold",
            .extraBold: .sameFace(as: .bold),
            .black: "Black",
        ],
        italic: .italic("It")
    )

    /// Gill Sans as Monotype names it: no suffix for the regular weight, UltraBold without an italic.
    public static let gillSans = FontFamily(
        "GillSans",
        weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "UltraBold"],
        italic: .italic("Italic", except: [.extraBold])
    )

    /// Zen Old Mincho: two weights, no italic.
    public static let zenOldMincho = FontFamily("ZenOldMincho", weights: [.regular: "Regular", .bold: "Bold"])

    /// Roboto: six weights, each with an italic.
    public static let roboto = FontFamily(
        "Roboto",
        weights: [
            .thin: "Thin", .light: "Light", .regular: .standalone("Regular"), .medium: "Medium", .bold: "Bold",
            .black: "Black",
        ],
        italic: .italic()
    )

    /// DejaVu Sans: obliques, and a condensed width named in the base name.
    public static let dejaVuSans = FontFamily(
        "DejaVuSans",
        weights: [.extraLight: "ExtraLight", .regular: "", .bold: "Bold"],
        italic: .oblique(except: [.extraLight]),
        widths: .inBase([.semiCondensed: WidthVariant("Condensed", weights: [.regular, .bold])])
    )

    /// Noto Sans: italics, and a condensed width named in the suffix.
    public static let notoSans = FontFamily(
        "NotoSans",
        weights: [.regular: .standalone("Regular"), .bold: "Bold"],
        italic: .italic(),
        widths: .inSuffix([.condensed: "Condensed"])
    )

    /// Damascus: five weights written without a separator.
    public static let damascus = FontFamily(
        "Damascus",
        weights: [.light: "Light", .regular: "", .medium: "Medium", .semiBold: "SemiBold", .bold: "Bold"],
        separator: ""
    )
}
