import FontFamilyCatalog

#if canImport(UIKit)
    import UIKit

    /// The body font, named by a string as older code names it: `swift package lint-font-names` checks it.
    let bodyFont = UIFont(name: "SourceSansPro-Regular", size: 17)
#endif

/// The heading face in `catalog`, looked up by a string that `swift package lint-font-names` checks.
func headingFace(in catalog: FontCatalog) -> FontFace? {
    catalog.face(postScriptName: "SourceSansPro-Semibold")
}
