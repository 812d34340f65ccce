extension FontCatalog {
    /// The installed families whose names come closest to containing `text`, closest first, for a "did you mean"
    /// line when ``families(containing:)`` finds nothing.
    ///
    /// Names are compared as ``families(containing:)`` compares them (ignoring case, diacritics and white space).
    /// A family is suggested only when at most a third of `text`'s characters (and at least one) must change;
    /// only the first 64 characters of `text` are considered.
    public func closestFamilies(to text: String, limit: Int = 3) -> [Family] {
        let needle = Array(SearchKey.normalize(text).prefix(64))
        guard !needle.isEmpty, limit > 0 else { return [] }
        let threshold = max(1, needle.count / 3)
        let scored = zip(families, searchKeys).compactMap { family, keys -> (distance: Int, family: Family)? in
            let distance = keys.map { EditDistance.within(needle, Array($0)) }.min()
            guard let distance, distance <= threshold else { return nil }
            return (distance, family)
        }
        return scored.sorted { ($0.distance, $0.family.name) < ($1.distance, $1.family.name) }.prefix(limit).map(
            \.family)
    }
}
