public import FontFamilyKit

extension FontCatalog {
    /// Resolves one PostScript name: the exact face (one dictionary lookup), else a fallback when `fallback` asks
    /// for one and the name's family is installed, else missing with a diagnosis.
    ///
    /// ```swift
    /// catalog.resolve(postScriptName: "GillSans-SemiBold")            // .exact(GillSans-SemiBold)
    /// catalog.resolve(postScriptName: "GillSans-UltraBoldItalic")     // .missing(…has no UltraBold Italic face…)
    /// catalog.resolve(postScriptName: "GillSans-UltraBoldItalic", fallback: .matchWithinFamily)
    /// // .fallback(GillSans-BoldItalic, …): CSS matching settles the slant before the weight
    /// ```
    ///
    /// - Parameters:
    ///   - name: The PostScript name, compared case-sensitively.
    ///   - fallback: What to do when it is not installed; ``FallbackPolicy/none`` unless given.
    public func resolve(postScriptName name: String, fallback: FallbackPolicy = .none) -> FontResolution {
        if let face = face(postScriptName: name) { return .exact(face) }
        return resolveMiss(name, style: nil, fallback: fallback)
    }

    /// Resolves every face `family` declares, in the order of ``/FontFamilyKit/FontFamily/faces``.
    ///
    /// A face of a variable family (``/FontFamilyKit/FontFamily/axes``) whose name is not installed resolves to the family's
    /// variable font at its coordinates when one covers them (``FontResolution/variable(_:)``). With
    /// ``FallbackPolicy/matchWithinFamily`` a missing face is replaced by the face CSS font matching chooses for its
    /// width, weight and slant among the installed faces of the family its name starts like.
    ///
    /// - Parameters:
    ///   - family: The family descriptor, such as `.sourceSansPro`.
    ///   - fallback: What to do with faces that are not installed; ``FallbackPolicy/none`` unless given.
    public func resolve(_ family: FontFamily, fallback: FallbackPolicy = .none) -> FontFamilyResolution {
        FontFamilyResolution(
            family: family,
            faces: family.faces.map { declared in
                let (resolution, note) = resolve(declared, in: family, fallback: fallback)
                return FontFamilyResolution.Face(declared: declared, resolution: resolution, note: note)
            }
        )
    }

    /// Resolves one request to `family`: the installed face it declares for the weight, slant and width; else, for
    /// a variable family, the family's variable font at the request's coordinates; else a fallback when `fallback`
    /// asks for one, else missing with a diagnosis.
    ///
    /// ```swift
    /// let duoSans = FontFamily("DuoSans", axes: [.weight: 100...900], italic: .italic())
    /// catalog.resolve(duoSans, weight: .bold)  // exact: DuoSans-Bold, from a static file or a named instance
    /// catalog.resolve(duoSans, weight: 650)    // variable: DuoSans_650wght at wght 650 (…DuoSans-Roman[wght].ttf)
    /// catalog.resolve(duoSans, weight: 950)    // missing: …varies over wght 100–900, and the request's wght 950…
    /// ```
    ///
    /// A request the descriptor names no face for is diagnosed by
    /// ``FontDiagnosis/Problem/notDeclared(weight:slant:width:declared:)``, for a variable family by
    /// ``FontDiagnosis/Problem/outsideAxes(tag:value:declared:)`` when it lies outside the declared ranges and by
    /// ``FontDiagnosis/Problem/noVariableFont(weight:slant:width:coordinates:declared:)`` when no installed variable
    /// font covers it; the fallback is then the face CSS font matching chooses among the family's installed faces.
    /// The coordinates a renderer sets are the face's: `resolution.face?.coordinates`.
    ///
    /// - Parameters:
    ///   - family: The family descriptor.
    ///   - weight: The weight; a ``/FontFamilyKit/FontFamily/WeightSuffix/sameFace(as:)`` alias counts.
    ///   - slant: The slant, upright unless given.
    ///   - width: The width, normal unless given.
    ///   - fallback: What to do when no face or variable font answers; ``FallbackPolicy/none`` unless given.
    public func resolve(
        _ family: FontFamily,
        weight: FontWeight,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        fallback: FallbackPolicy = .none
    ) -> FontResolution {
        let style = RequestedStyle(width: width, weight: family.faceWeight(for: weight) ?? weight, slant: slant)
        if let name = family.postScriptName(weight: weight, slant: slant, width: width) {
            let declared = DeclaredFace(width: width, weight: style.weight, slant: slant, postScriptName: name)
            return resolve(declared, in: family, fallback: fallback).resolution
        }
        let declaredNames = family.faces.map(\.postScriptName)
        let problem: FontDiagnosis.Problem
        switch variableInstance(of: family, weight: weight, slant: slant, width: width) {
        case .face(let face)?:
            return .variable(face)
        case .problem(let variableProblem)?:
            problem = variableProblem
        case nil:
            problem = .notDeclared(weight: weight, slant: slant, width: width, declared: declaredNames)
        }
        let diagnosis = FontDiagnosis(name: family.baseName, problem: problem, substitute: nil)
        guard fallback == .matchWithinFamily,
            let face = fallbackFace(for: declaredNames.first ?? family.baseName, style: style)
        else { return .missing(diagnosis) }
        return .fallback(face, diagnosis)
    }

    /// Resolves one face `family` declares, diagnosing a miss with the style it was declared as, and comparing an
    /// installed face's weight, slant and width with the declaration.
    ///
    /// A name that is not installed resolves, for a variable family, to its variable font at the face's coordinates
    /// when one covers them and no named instance sits there (a named instance there has another name, which the
    /// miss's diagnosis gives, as it does on an install of static files). A disagreement is an error when CSS font matching for the declared style within the
    /// installed family picks another face: missing with that diagnosis, or with ``FallbackPolicy/matchWithinFamily``
    /// the matched face as a fallback. When matching picks the declared face anyway the face is exact and the
    /// disagreement is `note`.
    func resolve(
        _ declared: DeclaredFace,
        in family: FontFamily,
        fallback: FallbackPolicy
    ) -> (resolution: FontResolution, note: StyleDisagreement?) {
        guard let face = face(postScriptName: declared.postScriptName) else {
            if case .face(let face)? = variableInstance(
                of: family, weight: declared.weight, slant: declared.slant, width: declared.width),
                face.kind == .variable
            {
                return (.variable(face), nil)
            }
            let style = RequestedStyle(width: declared.width, weight: declared.weight, slant: declared.slant)
            return (resolveMiss(declared.postScriptName, style: style, fallback: fallback), nil)
        }
        guard StyleDisagreement.disagree(declared, face) else { return (.exact(face), nil) }
        let installedFamily = self.family(named: face.family)?.faces ?? [face]
        let match =
            FontMatcher.bestMatch(
                in: installedFamily, width: declared.width, weight: declared.weight, slant: declared.slant) ?? face
        let disagreement = StyleDisagreement(declared: declared, installed: face, match: match)
        guard disagreement.isError else { return (.exact(face), disagreement) }
        let diagnosis = FontDiagnosis(
            name: declared.postScriptName, problem: .styleDisagrees(disagreement), substitute: nil)
        return (fallback == .matchWithinFamily ? .fallback(match, diagnosis) : .missing(diagnosis), nil)
    }

    private func resolveMiss(_ name: String, style: RequestedStyle?, fallback: FallbackPolicy) -> FontResolution {
        let diagnosis = diagnosis(for: name, style: style)
        if fallback == .matchWithinFamily, let face = fallbackFace(for: name, style: style) {
            return .fallback(face, diagnosis)
        }
        return .missing(diagnosis)
    }
}
