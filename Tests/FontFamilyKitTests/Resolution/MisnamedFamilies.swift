@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit
@testable import FontFamilyLint
@testable import FontFamilySyntax
@testable import StringDistance

extension FontFamily {
    /// Source Sans Pro declared with the wrong suffixes: `SemiBold` instead of `Semibold`, `Italic` instead of `It`.
    static let misnamedSourceSansPro = FontFamily(
        "SourceSansPro",
        weights: [.regular: .standalone("Regular"), .semiBold: "SemiBold", .bold: "Bold"],
        italic: .italic("Italic")
    )
}
