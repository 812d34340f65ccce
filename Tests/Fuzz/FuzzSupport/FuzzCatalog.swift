import FontFamilyCatalog
import FontFamilyKit

/// A small catalog built in code, the same in every target and on every machine: Gill Sans in three weights, Inter
/// and Liberation Sans, each face named as fontconfig names them, none with a file that has to exist.
public enum FuzzCatalog {
    /// The catalog.
    public static let catalog = FontCatalog(faces: [
        face("GillSans", family: "Gill Sans", style: "Regular", weight: .regular),
        face("GillSans-Bold", family: "Gill Sans", style: "Bold", weight: .bold),
        face("GillSans-Light", family: "Gill Sans", style: "Light", weight: .light),
        face("Inter-Regular", family: "Inter", style: "Regular", weight: .regular),
        face("LiberationSans", family: "Liberation Sans", style: "Regular", weight: .regular),
    ])

    /// One face of the catalog.
    private static func face(_ postScriptName: String, family: String, style: String, weight: FontWeight) -> FontFace {
        FontFace(
            postScriptName: postScriptName, familyNames: [LocalizedName(family)], styleNames: [LocalizedName(style)],
            weight: weight, file: "/fuzz/fonts/\(postScriptName).ttf")
    }
}
