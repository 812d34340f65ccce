public import FontFamilyKit

extension FontFamily {
    /// Source Sans Pro declared with the wrong suffixes: `SemiBold` instead of `Semibold`, `Italic` instead of `It`.
    public static let misnamedSourceSansPro = FontFamily(
        "SourceSansPro",
        weights: [.regular: .standalone("Regular"), .semiBold: "SemiBold", .bold: "Bold"],
        italic: .italic("Italic")
    )
}
