/// Finding families by name: exactly, or by any of their names ignoring case, diacritics and white space.
extension FontCatalog {
    /// The family at `position` of the listed families, with its pending names decided if it holds any.
    func family(at position: Int) -> Family {
        guard isPending(family: position), let decided else { return listedFamilies[position] }
        return decided.family(listedFamilies[position], at: position)
    }

    /// The families whose search keys satisfy `matches`, in order; a family that holds a pending name is decided
    /// only when the names of all its copies satisfy it, and then kept if its own names do. A search that a name
    /// whose copies build different families could answer decides every pending name and searches the families
    /// that gives.
    func families(where matches: ([String]) -> Bool) -> [Family] {
        let keys = listedSearchKeys
        let positions = keys.indices.filter { matches(keys[$0]) }
        if let pendingCopies,
            pendingCopies.isTouched(
                families: positions.map { listedFamilies[$0] },
                faces: { matches(FontCatalog.searchKeys(of: $0)) }),
            let decided
        {
            let decidedKeys = searchKeys
            return decided.families.indices.filter { matches(decidedKeys[$0]) }.map { decided.families[$0] }
        }
        return positions.compactMap { position in
            guard isPending(family: position), let decided else { return listedFamilies[position] }
            let family = decided.family(listedFamilies[position], at: position)
            return matches(FontCatalog.searchKeys(of: family)) ? family : nil
        }
    }

    /// The families one of whose names satisfies `matches`, in order, with the same answers as ``families(where:)``
    /// given the names' keys: a search that looks at each name once makes no keys (see
    /// ``SearchKey/name(_:contains:)``).
    func families(whereAnyName matches: (String) -> Bool) -> [Family] {
        let positions = listedFamilies.indices.filter { position in
            listedSearchNames(family: position).contains(where: { matches($0.name) })
        }
        if let pendingCopies,
            pendingCopies.isTouched(
                families: positions.map { listedFamilies[$0] },
                faces: { face in matches(face.family) || face.familyNames.contains { matches($0.name) } }),
            let decided
        {
            return decided.families.filter { $0.names.contains { matches($0.name) } }
        }
        return positions.compactMap { position in
            guard isPending(family: position), let decided else { return listedFamilies[position] }
            let family = decided.family(listedFamilies[position], at: position)
            return family.names.contains { matches($0.name) } ? family : nil
        }
    }

    /// Every family name of `face`, its primary name first, as `SearchKey.normalize(_:)` gives them.
    static func searchKeys(of face: FontFace) -> [String] {
        [SearchKey.normalize(face.family)] + face.familyNames.map { SearchKey.normalize($0.name) }
    }

    /// Every name of `family`, as `SearchKey.normalize(_:)` gives it.
    static func searchKeys(of family: Family) -> [String] {
        family.names.map { SearchKey.normalize($0.name) }
    }

    /// The family whose primary name is exactly `name`, or `nil`.
    public func family(named name: String) -> Family? {
        if let pendingCopies, pendingCopies.movingFamilyNames.contains(name) {
            return families.first { $0.name == name }
        }
        return familyIndexByName[name].map(family(at:))
    }

    /// The families one of whose names, in any language, contains `substring`, compared ignoring case,
    /// diacritics and white space (`gill`, `GILL`, `source sans` and `sourcesans` all match).
    ///
    /// An empty substring matches every family.
    public func families(containing substring: String) -> [Family] {
        let needle = SearchKey.normalize(substring)
        guard !needle.isEmpty else { return families }
        return families(whereAnyName: { SearchKey.name($0, contains: needle) })
    }

    /// ``families(containing:)`` on the families' search keys: the reference the search without keys must agree
    /// with.
    func generalFamilies(containing substring: String) -> [Family] {
        let needle = SearchKey.normalize(substring)
        guard !needle.isEmpty else { return families }
        return families { keys in keys.contains { SearchKey.key($0, contains: needle) } }
    }

    /// The families one of whose names, in any language, is `name` compared ignoring case, diacritics and white
    /// space: `noto sans` gives Noto Sans but not Noto Sans Arabic, which ``families(containing:)`` would add.
    public func families(named name: String) -> [Family] {
        let key = SearchKey.normalize(name)
        return families { keys in keys.contains(key) }
    }
}
