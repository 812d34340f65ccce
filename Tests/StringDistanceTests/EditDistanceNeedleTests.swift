import Testing

@testable import StringDistance

/// The bit-parallel ``EditDistance/Needle`` against the table it replaces, on seeded random strings over a small
/// alphabet (so that matches are frequent), at every needle length up to 64 and with characters no name has, and on
/// texts made from the needle by swapping adjacent characters (so that swaps are frequent).
@Suite struct EditDistanceNeedleTests {
    /// A linear congruential generator, so that every run tests the same strings.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func needleDistancesEqualTheTable() {
        let alphabet = Array("abcdé-")
        var generator = Generator(state: 22)
        for round in 0..<3_000 {
            let needleCount = round % 65
            let needle = (0..<needleCount).map { _ in alphabet[generator.next(alphabet.count)] }
            let text = (0..<generator.next(70)).map { _ in alphabet[generator.next(alphabet.count - 1)] }
            // `-` never occurs in the text: the needle's `-` has no symbol, as a character no name has.
            let symbols = Dictionary(uniqueKeysWithValues: alphabet.dropLast().enumerated().map { ($1, UInt32($0)) })
            let prepared = EditDistance.Needle(needle.map { symbols[$0] }, symbolCount: symbols.count)
            let textSymbols = ArraySlice(text.compactMap { symbols[$0] })
            #expect(prepared.distance(to: textSymbols) == EditDistance.between(needle, text))
            #expect(prepared.distanceWithin(textSymbols) == EditDistance.within(needle, text))
        }
    }

    /// The needle against texts that are the needle with some adjacent characters swapped, a few characters changed
    /// and its ends cut or extended: each swap is one edit in both, and the two agree throughout.
    @Test func needleDistancesEqualTheTableWithSwaps() {
        let alphabet = Array("abcd")
        let symbols = Dictionary(uniqueKeysWithValues: alphabet.enumerated().map { ($1, UInt32($0)) })
        var generator = Generator(state: 41)
        for round in 0..<3_000 {
            let needle = (0..<(1 + round % 64)).map { _ in alphabet[generator.next(alphabet.count)] }
            var text = needle
            for _ in 0..<generator.next(6) where text.count > 1 {
                let position = generator.next(text.count - 1)
                text.swapAt(position, position + 1)
            }
            if generator.next(3) == 0, !text.isEmpty { text[generator.next(text.count)] = alphabet[generator.next(4)] }
            text = Array(text.dropFirst(generator.next(3)))
            text += (0..<generator.next(4)).map { _ in alphabet[generator.next(alphabet.count)] }
            let prepared = EditDistance.Needle(needle.map { symbols[$0] }, symbolCount: symbols.count)
            let textSymbols = ArraySlice(text.compactMap { symbols[$0] })
            #expect(prepared.distance(to: textSymbols) == EditDistance.between(needle, text))
            #expect(prepared.distanceWithin(textSymbols) == EditDistance.within(needle, text))
        }
    }

    /// Names sorted so that each shares a start with the one before it, as the catalog's family keys are: each
    /// batched distance, which resumes from the columns of the shared start, equals the name's own
    /// ``EditDistance/Needle/distanceWithin(_:)``.
    @Test func batchedDistancesEqualOneByOne() {
        var generator = Generator(state: 7)
        for round in 0..<300 {
            let names = (0..<40).map { _ in (0..<generator.next(12)).map { _ in UInt32(generator.next(3)) } }
                .sorted { $0.lexicographicallyPrecedes($1) }
            var symbols: [UInt32] = []
            let ranges = names.map { name in
                defer { symbols += name }
                return symbols.count..<(symbols.count + name.count)
            }
            let shared = names.indices.map { position in
                position == 0 ? 0 : zip(names[position - 1], names[position]).prefix { $0 == $1 }.count
            }
            let needle = EditDistance.Needle(
                (0..<(1 + round % 10)).map { _ in UInt32(generator.next(3)) }, symbolCount: 3)
            let batched = needle.distancesWithin(ranges, sharedPrefixes: shared, symbols: symbols)
            #expect(batched == names.map { needle.distanceWithin(ArraySlice($0)) })
        }
    }

    @Test func knownDistances() {
        let symbols: [Character: UInt32] = ["g": 0, "i": 1, "l": 2, "s": 3, "a": 4, "n": 5]
        func needle(_ text: String) -> EditDistance.Needle {
            EditDistance.Needle(text.map { symbols[$0] }, symbolCount: symbols.count)
        }
        let gillsans = ArraySlice("gillsans".compactMap { symbols[$0] })
        #expect(needle("gils").distanceWithin(gillsans) == 1)
        #expect(needle("gils").distance(to: gillsans) == 4)
        #expect(needle("").distance(to: gillsans) == 8)
        #expect(needle("").distanceWithin(gillsans) == 0)
        #expect(needle("gill").distance(to: []) == 4)
        #expect(needle("gill").distanceWithin([]) == 4)
    }

    /// A swap of two adjacent characters is one edit, in the table and in the needle; a character is not edited
    /// again after a swap (optimal string alignment), so `ca` is three edits from `abc`, not two.
    @Test func swapsOfAdjacentCharactersCountAsOneEdit() {
        let symbols: [Character: UInt32] = ["t": 0, "h": 1, "a": 2, "i": 3, "m": 4, "l": 5, "b": 6, "c": 7]
        func distances(_ needle: String, _ text: String) -> [Int] {
            let prepared = EditDistance.Needle(needle.map { symbols[$0] }, symbolCount: symbols.count)
            let textSymbols = ArraySlice(text.compactMap { symbols[$0] })
            return [
                EditDistance.between(Array(needle), Array(text)), prepared.distance(to: textSymbols),
                EditDistance.within(Array(needle), Array(text)), prepared.distanceWithin(textSymbols),
            ]
        }
        #expect(distances("tahi", "thai") == [1, 1, 1, 1])
        #expect(distances("tahi", "tamil") == [2, 2, 1, 1])
        #expect(distances("ab", "ba") == [1, 1, 1, 1])
        #expect(distances("ca", "abc") == [3, 3, 1, 1])
    }
}
