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

    public static let gillSans = FontFamily(
        "GillSans",
        weights: [.light: "Light", .regular: "", .semiBold: "SemiBold", .bold: "Bold", .extraBold: "UltraBold"],
        italic: .italic("Italic", except: [.extraBold])
    )

    public static let zenOldMincho = FontFamily("ZenOldMincho", weights: [.regular: "Regular", .bold: "Bold"])

    public static let roboto = FontFamily(
        "Roboto",
        weights: [
            .thin: "Thin", .light: "Light", .regular: .standalone("Regular"), .medium: "Medium", .bold: "Bold",
            .black: "Black",
        ],
        italic: .italic()
    )

    public static let dejaVuSans = FontFamily(
        "DejaVuSans",
        weights: [.extraLight: "ExtraLight", .regular: "", .bold: "Bold"],
        italic: .oblique(except: [.extraLight]),
        widths: .inBase([.semiCondensed: WidthVariant("Condensed", weights: [.regular, .bold])])
    )

    public static let notoSans = FontFamily(
        "NotoSans",
        weights: [.regular: .standalone("Regular"), .bold: "Bold"],
        italic: .italic(),
        widths: .inSuffix([.condensed: "Condensed"])
    )

    public static let damascus = FontFamily(
        "Damascus",
        weights: [.light: "Light", .regular: "", .medium: "Medium", .semiBold: "SemiBold", .bold: "Bold"],
        separator: ""
    )
}
