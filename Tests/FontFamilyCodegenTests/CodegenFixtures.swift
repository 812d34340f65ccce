@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// Plain `FontFace` values mirroring the fixture families of `Fixtures/Fonts/`, for tests that need no fontconfig.
enum CodegenFixtures {
    /// `source` below its marker line, or `nil` when it has no marker whose digest matches the rest: what a renderer's
    /// test compares, the marker itself being `GeneratedOutputTests`' to check.
    static func unmarked(_ source: String) -> String? {
        guard GeneratedOutput.recognize(source) == .intact, let end = source.firstIndex(of: "\n") else { return nil }
        return String(source[source.index(after: end)...])
    }

    /// Gill Sans, 9 faces, listed in PostScript-name order as fontconfig would not sort them.
    static let gillSans: [FontFace] = [
        ("GillSans", "Regular", FontWeight.regular, false), ("GillSans-Bold", "Bold", .bold, false),
        ("GillSans-BoldItalic", "Bold Italic", .bold, true), ("GillSans-Italic", "Italic", .regular, true),
        ("GillSans-Light", "Light", .light, false), ("GillSans-LightItalic", "Light Italic", .light, true),
        ("GillSans-SemiBold", "SemiBold", .semiBold, false),
        ("GillSans-SemiBoldItalic", "SemiBold Italic", .semiBold, true),
        ("GillSans-UltraBold", "UltraBold", .extraBold, false),
    ].map { name, style, weight, italic in
        FontFace(
            postScriptName: name, family: "Gill Sans", style: style, weight: weight, slant: italic ? .italic : .upright,
            file: "/fonts/\(name).ttf")
    }

    /// Source Sans Pro, 12 faces, named as Adobe ships them (`SourceSansPro-It` has style `Italic`).
    static let sourceSansPro: [FontFace] = [
        ("ExtraLight", FontWeight.extraLight), ("Light", .light), ("Regular", .regular), ("Semibold", .semiBold),
        ("Bold", .bold), ("Black", .black),
    ].flatMap { weightName, weight in
        [false, true].map { italic in
            let regular = weightName == "Regular"
            let style = italic ? (regular ? "Italic" : weightName + " Italic") : weightName
            let suffix = italic ? (regular ? "It" : weightName + "It") : weightName
            return FontFace(
                postScriptName: "SourceSansPro-" + suffix, family: "Source Sans Pro", style: style, weight: weight,
                slant: italic ? .italic : .upright, file: "/fonts/SourceSansPro-\(suffix).otf", format: .openType)
        }
    }

    /// Zen Old Mincho, Regular and Bold, also named in Japanese.
    static let zenOldMincho: [FontFace] = [("Regular", FontWeight.regular), ("Bold", .bold)].map { style, weight in
        FontFace(
            postScriptName: "ZenOldMincho-" + style,
            familyNames: [
                LocalizedName("Zen Old Mincho", language: "en"), LocalizedName("ZEN オールド明朝", language: "ja"),
            ],
            styleNames: [LocalizedName(style, language: "en")], weight: weight, file: "/fonts/ZenOldMincho-\(style).ttf"
        )
    }
}
