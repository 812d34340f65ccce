/// How one PostScript name resolved against a ``FontCatalog``.
public enum FontResolution: Hashable, Sendable, CustomStringConvertible {
    /// The installed face with exactly this PostScript name.
    case exact(FontFace)
    /// The face chosen instead by CSS font matching within the name's family, and why the name itself did not
    /// resolve. Only given when a ``FallbackPolicy/matchWithinFamily`` policy was asked for.
    case fallback(FontFace, FontDiagnosis)
    /// No face, and why.
    case missing(FontDiagnosis)

    /// The face to use: the exact face or the fallback; `nil` when missing.
    public var face: FontFace? {
        switch self {
        case .exact(let face), .fallback(let face, _): face
        case .missing: nil
        }
    }

    /// Why the name did not resolve exactly; `nil` for an exact match.
    public var diagnosis: FontDiagnosis? {
        switch self {
        case .exact: nil
        case .fallback(_, let diagnosis), .missing(let diagnosis): diagnosis
        }
    }

    /// `true` for an exact match.
    public var isExact: Bool { diagnosis == nil }

    /// `exact: GillSans-Bold (/fonts/GillSans-Bold.ttf)`, `fallback: GillSans-Bold, because …` or
    /// `missing: …` with the diagnosis.
    public var description: String {
        switch self {
        case .exact(let face):
            "exact: \(DisplayText.escaped(face.postScriptName)) (\(face.location()))"
        case .fallback(let face, let diagnosis):
            "fallback: \(DisplayText.escaped(face.postScriptName)) (\(face.location())), because "
                + diagnosis.description
        case .missing(let diagnosis):
            "missing: " + diagnosis.description
        }
    }
}
