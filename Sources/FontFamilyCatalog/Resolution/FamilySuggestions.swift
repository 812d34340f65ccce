import StringDistance

extension FontCatalog {
    /// The installed families whose names come closest to containing `text`, closest first, for a "did you mean"
    /// line when ``families(containing:)`` finds nothing.
    ///
    /// Names are compared as ``families(containing:)`` compares them (ignoring case, diacritics and white space).
    /// A family is suggested only when at most a third of `text`'s characters (and at least one) must change;
    /// only the first 64 characters of `text` are considered. A family that has every word of `text` comes first,
    /// whatever its distance within that third (`Noto Sans CJK KR` for `Noto Sans KR`, before `Noto Sans Mro`): words
    /// are compared before characters. Of families equally near, one whose primary name is
    /// near comes before one near only by another name (Noto Sans before Noto Kufi Arabic, whose legacy names
    /// start with `Noto Sans`), then the one whose name is nearest as a whole, then by name.
    public func closestFamilies(to text: String, limit: Int = 3) -> [Family] {
        closestFamilyPositions(to: text, limit: limit).map { families[$0] }
    }

    /// The positions in ``families`` of ``closestFamilies(to:limit:)``.
    func closestFamilyPositions(to text: String, limit: Int) -> [Int] {
        let key = SearchKey.normalize(text)
        guard !key.isEmpty, limit > 0 else { return [] }
        let index = nameIndex
        let needle = EditDistance.Needle(index.symbols(of: key.prefix(64)), symbolCount: index.symbolCount)
        let threshold = max(1, needle.count / 3)
        typealias Score = (distance: Int, secondary: Int, whole: Int)
        // Each distinct key is compared once, the start it shares with the key before it only once.
        let within = needle.distancesWithin(
            index.keys, sharedPrefixes: index.keySharedPrefixes, symbols: index.keySymbols)
        // A family scores by its nearest key; only the `limit` nearest families (and those tied with the last of
        // them) can be chosen, so only their keys are compared as wholes.
        let nearest = index.familyKeys.map { keys in keys.lazy.map { within[$0] }.min() ?? .max }
        let cutoff = min(threshold, nearest.sorted().prefix(limit).last ?? threshold)
        let words = index.familyWords.text(text)
        var scored: [(missing: Int, score: Score, family: Int)] = []
        for (family, keys) in index.familyKeys.enumerated() where nearest[family] <= threshold {
            // A family that has every word of the text (`Noto Sans CJK KR` for `Noto Sans KR`) is in reach, and
            // ranks before those that lack one, whatever their edit distance.
            let missing = index.familyWords.missing(words, inFamily: family)
            guard nearest[family] <= cutoff || missing == 0 else { continue }
            var best: Score?
            for (position, key) in keys.enumerated() where within[key] == nearest[family] {
                let score = (within[key], position == 0 ? 0 : 1, needle.distance(to: index.keySymbols[index.keys[key]]))
                if best.map({ score < $0 }) ?? true { best = score }
            }
            if let best { scored.append((missing, best, family)) }
        }
        return scored.sorted {
            ($0.missing, $0.score.distance, $0.score.secondary, $0.score.whole, families[$0.family].name)
                < ($1.missing, $1.score.distance, $1.score.secondary, $1.score.whole, families[$1.family].name)
        }.prefix(limit).map(\.family)
    }
}
