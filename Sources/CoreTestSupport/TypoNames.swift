/// The names the benchmark's typo row and the diagnosis tests check: real PostScript names spread over the catalog, every other one with a one-letter
/// typo, deterministic for a given catalog so that its diagnoses can be recorded and compared between builds.
public struct TypoNames {
    /// How many names each list holds.
    public static let count = 2_000

    /// The right names, spread evenly over the catalog's sorted PostScript names.
    public let hits: [String]
    /// `hits` with every other name (odd positions) changed by one letter into a name that is not installed.
    public let mixed: [String]
    /// The changed names alone, in order.
    public var typos: [String] { stride(from: 1, to: mixed.count, by: 2).map { mixed[$0] } }

    /// The lists for `installed` (the catalog's PostScript names); `isInstalled` says whether a changed name
    /// still resolves, in which case the next change is tried.
    public init(installed: [String], count: Int = TypoNames.count, isInstalled: (String) -> Bool) {
        let sorted = installed.sorted()
        hits = sorted.isEmpty ? [] : (0..<count).map { sorted[$0 * sorted.count / count % sorted.count] }
        mixed = hits.enumerated().map { position, name in
            guard position % 2 == 1 else { return name }
            var seed = UInt64(position)
            for _ in 0..<64 {
                let changed = TypoNames.typo(of: name, seed: &seed)
                if !changed.isEmpty, changed != name, !isInstalled(changed) { return changed }
            }
            return name + "x"
        }
    }

    /// One letter of `name` substituted, deleted, or inserted, chosen by a linear congruential generator.
    private static func typo(of name: String, seed: inout UInt64) -> String {
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(bound, 1)))
        }
        var characters = Array(name)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let letter = letters[next(letters.count)]
        switch next(3) {
        case 0:
            let position = next(characters.count)
            let original = characters[position]
            let replacement = original.isUppercase ? Character(letter.uppercased()) : letter
            characters[position] = replacement == original ? "q" : replacement
        case 1:
            characters.remove(at: next(characters.count))
        default:
            characters.insert(letter, at: next(characters.count + 1))
        }
        return String(characters)
    }
}
