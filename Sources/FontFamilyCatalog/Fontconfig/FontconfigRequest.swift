/// How a program asks fontconfig for a font: by PostScript name or by family name.
///
/// fontconfig answers the two differently. It compares a `postscriptname` ignoring case, spaces and hyphens and
/// prefers the longest common start, so `notosans-bold` gets NotoSans-Bold; a `family` it compares whole, so the
/// same text as a family gets the default font. A diagnosis asks the way the user's code would.
public enum FontconfigRequest: Hashable, Sendable {
    /// A `postscriptname=` request, as a program that names one face makes.
    case postScriptName
    /// A `family=` request, as a program that names a family (CSS, Pango) makes.
    case family

    /// The fontconfig object the request sets.
    var object: String {
        switch self {
        case .postScriptName: "postscriptname"
        case .family: "family"
        }
    }
}
