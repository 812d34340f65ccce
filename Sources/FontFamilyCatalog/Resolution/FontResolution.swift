/// How one PostScript name, or one request to a ``/FontFamilyKit/FontFamily``, resolved against a ``FontCatalog``.
///
/// A renderer that sets variation axes reads them from the face: `resolution.face?.coordinates` (`wght 650`) is set
/// for a ``variable(_:)`` resolution and for a named instance, `nil` for a static face.
public enum FontResolution: Hashable, Sendable, CustomStringConvertible {
    /// The installed face with exactly this PostScript name.
    case exact(FontFace)
    /// The face chosen instead by CSS font matching within the name's family, and why the name itself did not
    /// resolve. Only given when a ``FallbackPolicy/matchWithinFamily`` policy was asked for.
    case fallback(FontFace, FontDiagnosis)
    /// No installed face has the name or the style asked for, but a variable font of the ``/FontFamilyKit/FontFamily`` (declared
    /// with ``/FontFamilyKit/FontFamily/axes``) covers it: the font at the request's ``FontFace/coordinates`` — a face of kind
    /// ``FontFace/Kind-swift.enum/variable`` named as Adobe Tech Note 5902 names an arbitrary instance
    /// (`Inter_650wght`), or the named instance that sits at those coordinates.
    case variable(FontFace)
    /// No face, and why.
    case missing(FontDiagnosis)

    /// The face to use: the exact face, the variable font at coordinates, or the fallback; `nil` when missing.
    public var face: FontFace? {
        switch self {
        case .exact(let face), .variable(let face), .fallback(let face, _): face
        case .missing: nil
        }
    }

    /// Why the request did not resolve; `nil` for an exact match and for a variable font at coordinates.
    public var diagnosis: FontDiagnosis? {
        switch self {
        case .exact, .variable: nil
        case .fallback(_, let diagnosis), .missing(let diagnosis): diagnosis
        }
    }

    /// `true` for an exact match.
    public var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    /// `exact: GillSans-Bold (/fonts/GillSans-Bold.ttf)`,
    /// `variable: DuoSans_650wght at wght 650 (/fonts/DuoSans-Roman[wght].ttf)`, `fallback: GillSans-Bold, because …`
    /// or `missing: …` with the diagnosis.
    public var description: String {
        switch self {
        case .exact(let face):
            "exact: \(DisplayText.escaped(face.postScriptName)) (\(face.location))"
        case .variable(let face):
            "variable: \(DisplayText.escaped(face.postScriptName)) at \(face.coordinates?.description ?? "its default")"
                + " (\(face.location))"
        case .fallback(let face, let diagnosis):
            "fallback: \(DisplayText.escaped(face.postScriptName)) (\(face.location)), because "
                + diagnosis.description
        case .missing(let diagnosis):
            "missing: " + diagnosis.description
        }
    }
}
