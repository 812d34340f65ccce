import FontFamilyKit

/// Finding families by name: exactly, or by any of their names ignoring case, diacritics and white space.
extension FontCatalog {
    /// The family at `position` of the families: a listed one unless it holds a pending name.
    func family(at position: Int) -> Family {
        isPending(family: position) ? families[position] : listedFamilies[position]
    }

    /// The families whose search keys satisfy `matches`, in order; a family that holds a pending name is decided
    /// only when the names of all its copies satisfy it, and then kept if its own names do.
    func families(where matches: ([String]) -> Bool) -> [Family] {
        let keys = listedSearchKeys
        return keys.indices.compactMap { position in
            guard matches(keys[position]) else { return nil }
            guard isPending(family: position), let decided else { return listedFamilies[position] }
            let family = decided.families[position]
            return matches(FontCatalog.searchKeys(of: family)) ? family : nil
        }
    }

    /// The families one of whose names satisfies `matches`, in order, with the same answers as ``families(where:)``
    /// given the names' keys: a search that looks at each name once makes no keys (see
    /// ``SearchKey/name(_:contains:)``).
    func families(whereAnyName matches: (String) -> Bool) -> [Family] {
        listedFamilies.indices.compactMap { position in
            guard listedSearchNames(family: position).contains(where: { matches($0.name) }) else { return nil }
            guard isPending(family: position), let decided else { return listedFamilies[position] }
            let family = decided.families[position]
            return family.names.contains { matches($0.name) } ? family : nil
        }
    }

    /// Every name of `family`, as `SearchKey.normalize(_:)` gives it.
    static func searchKeys(of family: Family) -> [String] {
        family.names.map { SearchKey.normalize($0.name) }
    }

    /// The family whose primary name is exactly `name`, or `nil`.
    public func family(named name: String) -> Family? {
        familyIndexByName[name].map(family(at:))
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
