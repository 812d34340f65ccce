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
        guard family(cssName: name) == nil else { return nil }
        return FontDiagnosis(
            name: name,
            problem: familyProblem(with: name),
            substitute: fontconfigSubstitute(forFamily: name),
            substituteRequest: .family
        )
    }

    /// The family one of whose names is `name` ignoring ASCII case, the primary name preferred.
    func family(cssName name: String) -> Family? {
        if let family = family(named: name) { return family }
        let folded = Self.asciiFolded(name)
        return families.first { Self.asciiFolded($0.name) == folded }
            ?? families.first { family in family.names.contains { Self.asciiFolded($0.name) == folded } }
    }

    private func familyProblem(with name: String) -> FontDiagnosis.Problem {
        let key = SearchKey.normalize(name)
        if !key.isEmpty, let index = searchKeys.firstIndex(where: { $0.contains(key) }) {
            let family = families[index]
            let installed = family.names.first { SearchKey.normalize($0.name) == key }?.name ?? family.name
            return .familySpelledDifferently(installed: installed)
        }
        let lowered = name.lowercased()
        if let face = faces.first(where: { face in
            face.postScriptName.lowercased() == lowered || face.fullName.map { $0.lowercased() == lowered } ?? false
        }) {
            return .faceNotFamily(family: face.family, postScriptName: face.postScriptName)
        }
        return .familyNotInstalled(suggestions: closestFamilies(to: name).map(\.name))
    }

    /// `text` with ASCII letters lowercased and every other character kept, as CSS compares family names.
    static func asciiFolded(_ text: String) -> String {
        String(
            decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
            as: UTF8.self)
    }
}
