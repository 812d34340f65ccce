/// Messages the lint's tests expect more than one suite to see, written once.
enum ExpectedMessages {
    /// The `unknown-name` message for `GillSans-Bld` over the fixture fonts, where a PostScript name goes, up to what
    /// a language adds after it (Swift's typed value, the use a constant names).
    static let gillSansTypo =
        "'GillSans-Bld' is not installed: no face has this PostScript name. Nearest installed names: GillSans-Bold, "
        + "GillSans, GillSans-Italic; use one of those or install the font. Asked for this PostScript name, "
        + "fontconfig would silently use Gill Sans (GillSans-Bold)."

    /// The advice a Swift `dynamic-name` note ends with, and its rule.
    static let swiftNotCheckable =
        " Write the name as a string literal, or pass the rawValue of a typed value from the enums fontfamily-dump "
        + "prints. (dynamic-name)"
}
