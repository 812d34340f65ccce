import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit
@testable import FontFamilyLint
@testable import FontFamilySyntax
@testable import StringDistance

/// The bit-parallel ``EditDistance/Needle`` against the table it replaces, on seeded random strings over a small
/// alphabet (so that matches are frequent), at every needle length up to 64 and with characters no name has.
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
}
