extension FontCatalog {
    /// The installed families whose names come closest to containing `text`, closest first, for a "did you mean"
    /// line when ``families(containing:)`` finds nothing.
    ///
    /// Names are compared as ``families(containing:)`` compares them (ignoring case, diacritics and white space).
    /// A family is suggested only when at most a third of `text`'s characters (and at least one) must change;
    /// only the first 64 characters of `text` are considered. Of families equally near, one whose primary name is
    /// near comes before one near only by another name (Noto Sans before Noto Kufi Arabic, whose legacy names
    /// start with `Noto Sans`), then the one whose name is nearest as a whole, then by name.
    public func closestFamilies(to text: String, limit: Int = 3) -> [Family] {
        let needle = Array(SearchKey.normalize(text).prefix(64))
        guard !needle.isEmpty, limit > 0 else { return [] }
        let threshold = max(1, needle.count / 3)
        typealias Score = (distance: Int, secondary: Int, whole: Int)
        let scored = zip(families, searchKeys).compactMap { family, keys -> (score: Score, family: Family)? in
            let scores = keys.enumerated().compactMap { index, key -> Score? in
                let characters = Array(key)
                let distance = EditDistance.within(needle, characters)
                guard distance <= threshold else { return nil }
                return (distance, index == 0 ? 0 : 1, EditDistance.between(needle, characters))
            }
            guard let best = scores.min(by: { $0 < $1 }) else { return nil }
            return (best, family)
        }
        return scored.sorted {
            ($0.score.distance, $0.score.secondary, $0.score.whole, $0.family.name)
                < ($1.score.distance, $1.score.secondary, $1.score.whole, $1.family.name)
        }.prefix(limit).map(\.family)
    }
}
