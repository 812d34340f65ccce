extension FontCatalog {
    /// Why `name`, asked for as a family (a CSS `font-family` entry, a design token's `fontFamily`), names no
    /// installed family, or `nil` when one of a family's names, in any language, is `name` ignoring ASCII case, as
    /// CSS compares family names.
    ///
    /// A miss is diagnosed as a name fontconfig alone would find (it also ignores white space and diacritics), the
    /// PostScript or full name of a face, or the nearest installed family names, with what fontconfig would
    /// substitute for the family:
    ///
    /// ```swift
    /// catalog.diagnose(familyName: "GillSans-Bold")?.problem
    /// // .faceNotFamily(family: "Gill Sans", postScriptName: "GillSans-Bold")
    /// ```
    public func diagnose(familyName name: String) -> FontDiagnosis? {
        diagnose(familyName: name, substituting: true)
    }

    /// Why `name`, asked for as a family, names no installed family, or `nil` when it does; without fontconfig's
    /// substitute (no `FcFontMatch`) unless `substituting`, which is all that differs from
    /// ``diagnose(familyName:)``.
    package func diagnose(familyName name: String, substituting: Bool) -> FontDiagnosis? {
        guard family(cssName: name) == nil else { return nil }
        // No fontconfig substitutes on the platform a catalog with platform font lists describes.
        return FontDiagnosis(
            name: name,
            problem: familyProblem(with: name),
            substitute: platformFontLists.isEmpty && substituting ? fontconfigSubstitute(forFamily: name) : nil,
            substituteRequest: .family,
            platforms: platforms,
            otherFonts: otherFonts
        )
    }

    /// The family one of whose names is `name` ignoring ASCII case, as CSS looks families up: the family whose
    /// primary name is exactly `name`, else primary names before other names.
    package func family(cssName name: String) -> Family? {
        family(named: name) ?? nameIndex.familyByCSSName[Self.asciiFolded(name)].map { families[$0] }
    }

    /// The family one of whose names, in any language, is exactly `name`, primary names first: what
    /// `iconFont(named:)` takes.
    package func family(anyName name: String) -> Family? {
        nameIndex.familyByName[name].map { families[$0] }
    }

    private func familyProblem(with name: String) -> FontDiagnosis.Problem {
        if let design = AppleSystemFontDesign(spelledBy: name) { return .appleSystemFont(design: design) }
        let index = nameIndex
        let key = SearchKey.normalize(name)
        if !key.isEmpty, let position = index.familyByAnyKey[key] {
            let family = families[position]
            let installed = family.names.first { SearchKey.normalize($0.name) == key }?.name ?? family.name
            return .familySpelledDifferently(installed: installed)
        }
        if let position = index.faceByLowercasedPostScriptName[name.lowercased()] ?? index.faceByFullNameKey[key] {
            let face = faces[position]
            return .faceNotFamily(family: face.family, postScriptName: face.postScriptName)
        }
        return .familyNotInstalled(suggestions: closestFamilies(to: name).map(\.name))
    }
}
