extension FontCatalog {
    /// The installed face `family` declares for the request; throws the diagnosis when there is none.
    ///
    /// The error's `description` is the full diagnosis, so an app that must not run with a silent substitute can
    /// stop with it:
    ///
    /// ```swift
    /// let face = try catalog.face(for: .sourceSansPro, weight: .semibold, italic: true)
    /// ```
    ///
    /// A weight the family's table lacks, or an italic the family does not declare, throws
    /// ``FontDiagnosis/Problem/notDeclared(weight:slant:width:declared:)``; no neighbour is chosen.
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - weight: The weight, regular unless given; a ``FontFamily/WeightSuffix/sameFace(as:)`` alias counts.
    ///   - italic: `true` for the family's italic (or oblique) face.
    ///   - width: The width, normal unless given.
    public func face(
        for family: FontFamily,
        weight: FontWeight = .regular,
        italic: Bool = false,
        width: FontWidth = .normal
    ) throws(FontDiagnosis) -> FontFace {
        switch strictResolution(for: family, weight: weight, italic: italic, width: width) {
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

    /// The face `family` declares for the request, checked in debug builds: when it is not installed,
    /// `assertionFailure` stops a debug build with the diagnosis that ``face(for:weight:italic:width:)`` throws;
    /// a release build gets the face CSS font matching chooses within the installed family instead, or `nil`.
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - weight: The weight, regular unless given.
    ///   - italic: `true` for the family's italic (or oblique) face.
    ///   - width: The width, normal unless given.
    public func checkedFace(
        for family: FontFamily,
        weight: FontWeight = .regular,
        italic: Bool = false,
        width: FontWidth = .normal
    ) -> FontFace? {
        checkedFace(for: family, weight: weight, italic: italic, width: width) { assertionFailure($0.description) }
    }

    /// The face of a ``FontName`` case, checked in debug builds: when it is not installed, `assertionFailure` stops
    /// a debug build with the diagnosis that ``face(for:)`` throws; a release build gets the face CSS font matching
    /// chooses within the installed family the name starts like, or `nil`.
    public func checkedFace<Name: FontName>(for name: Name) -> FontFace? {
        checkedFace(for: name) { assertionFailure($0.description) }
    }

    /// ``checkedFace(for:weight:italic:width:)`` with the failure handler given, so tests can see what it reports.
    func checkedFace(
        for family: FontFamily,
        weight: FontWeight,
        italic: Bool,
        width: FontWidth,
        failure: (FontDiagnosis) -> Void
    ) -> FontFace? {
        let resolution = strictResolution(for: family, weight: weight, italic: italic, width: width)
        if let diagnosis = resolution.diagnosis { failure(diagnosis) }
        return resolution.face
    }

    /// ``checkedFace(for:)`` with the failure handler given, so tests can see what it reports.
    func checkedFace<Name: FontName>(for name: Name, failure: (FontDiagnosis) -> Void) -> FontFace? {
        let resolution = resolve(postScriptName: name.rawValue, fallback: .matchWithinFamily)
        if let diagnosis = resolution.diagnosis { failure(diagnosis) }
        return resolution.face
    }

    /// The exact face for the request, else the within-family fallback with the diagnosis, else missing. A declared
    /// face whose font says another style than declared is exact only when font matching would pick it anyway.
    func strictResolution(
        for family: FontFamily,
        weight: FontWeight,
        italic: Bool,
        width: FontWidth
    ) -> FontResolution {
        let slant: FontSlant = italic ? (family.italic.slant == .upright ? .italic : family.italic.slant) : .upright
        let style = RequestedStyle(width: width, weight: family.faceWeight(for: weight) ?? weight, slant: slant)
        guard let name = family.postScriptName(weight: weight, italic: italic, width: width) else {
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
