/// Edit distances between short names, for suggestions.
package enum EditDistance {
    /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of characters).
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
        var previous = freeEnds ? [Int](repeating: 0, count: b.count + 1) : Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return freeEnds ? (previous.min() ?? a.count) : previous[b.count]
    }
}
