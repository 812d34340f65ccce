public import FontFamilyKit

extension FontCatalog {
    /// The installed face `family` declares for the request; throws the diagnosis when there is none.
    ///
    /// The error's `description` is the full diagnosis, so an app that must not run with a silent substitute can
    /// stop with it:
    ///
    /// ```swift
    /// let face = try catalog.face(for: .sourceSansPro, weight: .semiBold, slant: .italic)
    /// ```
    ///
    /// A weight the family's table lacks, or a slant the family does not declare, throws
    /// ``FontDiagnosis/Problem/notDeclared(weight:slant:width:declared:)``; no neighbour is chosen. A variable family
    /// (``/FontFamilyKit/FontFamily/axes``) answers a request between its named faces with its variable font at the request's
    /// coordinates, as ``resolve(_:weight:slant:width:fallback:)`` does.
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - weight: The weight, regular unless given; a ``/FontFamilyKit/FontFamily/WeightSuffix/sameFace(as:)`` alias counts.
    ///   - slant: The slant, upright unless given; the family's italic or oblique slant for its slanted face.
    ///   - width: The width, normal unless given.
    public func face(
        for family: FontFamily,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal
    ) throws(FontDiagnosis) -> FontFace {
        switch resolve(family, weight: weight, slant: slant, width: width) {
        case .exact(let face), .variable(let face): return face
        case .fallback(_, let diagnosis), .missing(let diagnosis): throw diagnosis
        }
    }

    /// The installed face with exactly the case's PostScript name; throws its diagnosis when there is none.
    ///
    /// ```swift
    /// let face = try catalog.face(for: GillSans.semiBold)
    /// ```
    public func face<Name: FontName>(for name: Name) throws(FontDiagnosis) -> FontFace {
        if let face = face(postScriptName: name.rawValue) { return face }
        throw diagnosis(for: name.rawValue, style: nil)
    }
}
