import FontFamilyTesting

extension FontFamily {
    /// Source Sans Pro as Adobe names it: the fixture catalog has every face.
    static let sourceSansPro = FontFamily(
        "SourceSansPro",
        weights: [
            .extraLight: "ExtraLight", .light: "Light", .regular: .standalone("Regular"), .semiBold: "Semibold",
            .bold: "Bold", .black: "Black",
        ],
        italic: .italic("It")
    )

    /// Source Sans Pro with a wrong suffix: `SemiBold` where Adobe writes `Semibold`.
    static let sourceSansProWrongSuffix = FontFamily(
        "SourceSansPro",
        weights: [.regular: .standalone("Regular"), .semiBold: "SemiBold"],
        italic: .italic("It")
    )
}

extension FontFamily {
    /// Noto Sans with Medium filed under semibold, while `Fixtures/Families` has a SemiBold.
    static let notoSansMediumAsSemibold = FontFamily(
        "NotoSans", weights: [.regular: .standalone("Regular"), .semiBold: "Medium"])

    /// Roboto with its Thin under thin, although the font says weight 250 and no face is nearer.
    static let robotoThin = FontFamily("Roboto", weights: [.thin: "Thin", .regular: "Regular"])
}

/// Gill Sans as `fontfamily-dump gill` prints it.
enum GillSans: String, FontName {
    case light = "GillSans-Light"
    case regular = "GillSans"
    case semiBold = "GillSans-SemiBold"
    case ultraBold = "GillSans-UltraBold"
}

/// Gill Sans with a case the fixture catalog lacks.
enum GillSansWithUltraBoldItalic: String, FontName {
    case regular = "GillSans"
    case ultraBoldItalic = "GillSans-UltraBoldItalic"
}

/// The messages the failing families must give, on the fixture catalog.
enum ExpectedMessages {
    /// The one failure of ``FontFamily/sourceSansProWrongSuffix``: its semibold entry is wrong for both faces.
    static let semiBoldEntry =
        "FontFamily 'SourceSansPro' writes weight semibold (600) as 'SemiBold' (SourceSansPro-SemiBold, "
        + "SourceSansPro-SemiBoldIt), but the installed faces write 'Semibold' (SourceSansPro-Semibold, "
        + "SourceSansPro-SemiboldIt): change the suffix table's entry to .semiBold: \"Semibold\"."
    /// For `SourceSansPro-SemiBoldIt`.
    static let semiBoldItalic =
        "'SourceSansPro-SemiBoldIt' is not installed, but 'SourceSansPro-SemiboldIt' is: PostScript names are "
        + "case-sensitive, so write 'SourceSansPro-SemiboldIt'. Asked for this PostScript name, fontconfig would "
        + "silently use Source Sans Pro (SourceSansPro-SemiboldIt)."
    /// For `GillSans-UltraBoldItalic`.
    static let ultraBoldItalic =
        "'GillSans-UltraBoldItalic' is not installed: Gill Sans has no UltraBold Italic face. It has "
        + "GillSans-Light (Light), GillSans-LightItalic (Light Italic), GillSans (Regular), GillSans-Italic "
        + "(Italic), GillSans-SemiBold (SemiBold), GillSans-SemiBoldItalic (SemiBold Italic), GillSans-Bold "
        + "(Bold), GillSans-BoldItalic (Bold Italic), GillSans-UltraBold (UltraBold); use one of those or "
        + "install the missing face. Asked for this PostScript name, fontconfig would silently use Gill Sans "
        + "(GillSans-UltraBold)."
    /// For `NotoSans-Medium` filed under semibold.
    static let mediumAsSemibold =
        "'NotoSans-Medium' is weight 500; for semibold (600) this family has 'NotoSans-SemiBold': declare that face "
        + "there, or file 'NotoSans-Medium' under weight 500."
    /// The note on Roboto's Thin filed under thin.
    static let robotoThinNote =
        "'Roboto-Thin' is weight 250, not thin (100) as declared; it is still the face of this family nearest to "
        + "thin (100)."
}
