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
                FontFamilyResolution.Face(declared: declared, resolution: resolve(declared, fallback: fallback))
            }
        )
    }

    /// Resolves one declared face, diagnosing a miss with the style it was declared as.
    func resolve(_ declared: DeclaredFace, fallback: FallbackPolicy) -> FontResolution {
        if let face = face(postScriptName: declared.postScriptName) { return .exact(face) }
        let style = RequestedStyle(width: declared.width, weight: declared.weight, slant: declared.slant)
        return resolveMiss(declared.postScriptName, style: style, fallback: fallback)
    }

    private func resolveMiss(_ name: String, style: RequestedStyle?, fallback: FallbackPolicy) -> FontResolution {
        let diagnosis = diagnosis(for: name, style: style)
        if fallback == .matchWithinFamily, let face = fallbackFace(for: name, style: style) {
            return .fallback(face, diagnosis)
        }
        return .missing(diagnosis)
    }
}
