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
    /// ``FontDiagnosis/Problem/notDeclared(weight:slant:width:declared:)``; no neighbour is chosen.
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - weight: The weight, regular unless given; a ``FontFamily/WeightSuffix/sameFace(as:)`` alias counts.
    ///   - slant: The slant, upright unless given; the family's italic or oblique slant for its slanted face.
    ///   - width: The width, normal unless given.
    public func face(
        for family: FontFamily,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal
    ) throws(FontDiagnosis) -> FontFace {
        switch resolution(of: family, weight: weight, slant: slant, width: width) {
        case .exact(let face): return face
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

    /// The exact face for the request, else the within-family fallback with the diagnosis, else missing. A declared
    /// face whose font says another style than declared is exact only when font matching would pick it anyway.
    func resolution(of family: FontFamily, weight: FontWeight, slant: FontSlant, width: FontWidth) -> FontResolution {
        let name = family.postScriptName(weight: weight, slant: slant, width: width)
        let style = RequestedStyle(width: width, weight: family.faceWeight(for: weight) ?? weight, slant: slant)
        guard let name else {
            let diagnosis = FontDiagnosis(
                name: family.baseName,
                problem: .notDeclared(
                    weight: weight, slant: slant, width: width, declared: family.faces.map(\.postScriptName)),
                substitute: nil
            )
            let anyName = family.faces.first?.postScriptName ?? family.baseName
            return fallbackFace(for: anyName, style: style).map { .fallback($0, diagnosis) } ?? .missing(diagnosis)
        }
        let declared = DeclaredFace(width: width, weight: style.weight, slant: slant, postScriptName: name)
        return resolve(declared, fallback: .matchWithinFamily).resolution
    }
}
