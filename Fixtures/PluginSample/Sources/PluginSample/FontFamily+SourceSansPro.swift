import FontFamilyKit

extension FontFamily {
    /// The faces of Source Sans Pro that this executable bundles.
    static let sourceSansPro = FontFamily(
        "SourceSansPro",
        weights: [.regular: .standalone("Regular"), .semiBold: "Semibold", .bold: "Bold"],
        italic: .italic("It", except: [.bold])
    )
}
