/// Edit distances between short names, for suggestions.
///
/// An edit inserts, deletes or substitutes one character, or swaps two adjacent ones (the optimal string alignment
/// form of the Damerau–Levenshtein distance, in which no character is edited again after a swap): a typo that swaps
/// two letters, `Tahi` for `Thai`, is one edit away, as near as `Tami` is to `Tamil`'s start.
package enum EditDistance {
    /// The edit distance between `a` and `b`: the fewest insertions, deletions, substitutions and swaps of adjacent
    /// characters that turn one into the other.
    package static func between(_ a: [Character], _ b: [Character]) -> Int {
        align(a, b, freeEnds: false)
    }

    /// The fewest edits that make `needle` occur somewhere inside `haystack`: skipping characters of `haystack`
    /// before and after the match is free, so `gils` is 1 edit from `gillsans`.
    package static func within(_ needle: [Character], _ haystack: [Character]) -> Int {
        align(needle, haystack, freeEnds: true)
    }

    private static func align(_ a: [Character], _ b: [Character], freeEnds: Bool) -> Int {
        guard !a.isEmpty else { return freeEnds ? 0 : b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows of the table: the one two rows up is what a swap of the last two characters starts from.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = freeEnds ? [Int](repeating: 0, count: b.count + 1) : Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return freeEnds ? (previous.min() ?? a.count) : previous[b.count]
    }
}
