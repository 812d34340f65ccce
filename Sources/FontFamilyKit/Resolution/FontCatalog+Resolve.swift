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

    /// Resolves every face `family` declares, in the order of ``FontFamily/faces``.
    ///
    /// With ``FallbackPolicy/matchWithinFamily`` a missing face is replaced by the face CSS font matching chooses
    /// for its width, weight and slant among the installed faces of the family its name starts like.
    ///
    /// - Parameters:
    ///   - family: The family descriptor, such as `.sourceSansPro`.
    ///   - fallback: What to do with faces that are not installed; ``FallbackPolicy/none`` unless given.
    public func resolve(_ family: FontFamily, fallback: FallbackPolicy = .none) -> FontFamilyResolution {
        FontFamilyResolution(
            family: family,
            faces: family.faces.map { declared in
                let (resolution, note) = resolve(declared, fallback: fallback)
                return FontFamilyResolution.Face(declared: declared, resolution: resolution, note: note)
            }
        )
    }

    /// Resolves one declared face, diagnosing a miss with the style it was declared as, and comparing an installed
    /// face's weight, slant and width with the declaration.
    ///
    /// A disagreement is an error when CSS font matching for the declared style within the installed family picks
    /// another face: missing with that diagnosis, or with ``FallbackPolicy/matchWithinFamily`` the matched face as
    /// a fallback. When matching picks the declared face anyway the face is exact and the disagreement is `note`.
    func resolve(
        _ declared: DeclaredFace,
        fallback: FallbackPolicy
    ) -> (resolution: FontResolution, note: StyleDisagreement?) {
        guard let face = face(postScriptName: declared.postScriptName) else {
            let style = RequestedStyle(width: declared.width, weight: declared.weight, slant: declared.slant)
            return (resolveMiss(declared.postScriptName, style: style, fallback: fallback), nil)
        }
        guard StyleDisagreement.disagree(declared, face) else { return (.exact(face), nil) }
        let installedFamily = family(named: face.family)?.faces ?? [face]
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
