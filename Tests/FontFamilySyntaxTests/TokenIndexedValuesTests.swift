import CoreTestSupport
import Testing

@testable import FontFamilySyntax

/// ``TokenIndexedValues``: values by token index, kept in order, read back as a dictionary of them would be.
@Suite struct TokenIndexedValuesTests {
    /// 5,000 random writes — mostly at the end, some a few indices back, some updates and removals, and cuts of the
    /// tail — leave the same values as a dictionary given the same writes, in index order: with steps of up to 3
    /// indices, and with steps of up to 40,000 that cross pages of 65,536 indices and leave some empty.
    @Test(arguments: [3, 40_000])
    func randomWritesReadBackAsADictionarys(step longest: Int) {
        var random = RandomUnicodeText(seed: 11)
        var values = TokenIndexedValues<UInt64>()
        var model: [Int: UInt64] = [:]
        var end = 0
        for step in 0..<5_000 {
            let choice = random.next() % 10
            if choice < 6 {
                end += Int(random.next() % UInt64(longest)) + 1
                values[end] = UInt64(step)
                model[end] = UInt64(step)
            } else if choice < 8 {
                let index = max(0, end - Int(random.next() % 8))
                values[index] = UInt64(step)
                model[index] = UInt64(step)
            } else if choice < 9 {
                let index = max(0, end - Int(random.next() % 8))
                values[index] = nil
                model[index] = nil
            } else {
                let index = max(0, end - Int(random.next() % 16))
                values.removeAll(from: index)
                model = model.filter { $0.key < index }
            }
        }
        #expect(values.indices == model.keys.sorted())
        #expect(values.values == model.keys.sorted().compactMap { model[$0] })
        let probes = Set(model.keys.flatMap { [$0 - 1, $0, $0 + 1, $0 + 65_536] } + [-1, 0, end + 1])
        #expect(probes.sorted().map { values[$0] } == probes.sorted().map { model[$0] })
    }

    /// An empty map has no value anywhere, and removing what is not there changes nothing.
    @Test func anEmptyMapHasNoValues() {
        var values = TokenIndexedValues<UInt32>()
        values[3] = nil
        values.removeAll(from: 0)
        #expect(values.isEmpty)
        #expect(values[0] == nil)
        #expect(values[3] == nil)
        values[7] = 1
        values[2] = 2
        #expect(values.indices == [2, 7])
        #expect(values.values == [2, 1] as [UInt32])
        #expect(values[5] == nil)
    }

    /// ``TokenIndexedValues/removeLast(at:)`` removes the last value only when it is the token's: the index of the
    /// same low 16 bits in a later page is another token.
    @Test func removeLastRemovesOnlyTheTokensOwnValue() {
        var values = TokenIndexedValues<UInt32>()
        values[5] = 1
        values[65_541] = 2
        values[65_541] = nil
        values.removeLast(at: 65_541)
        #expect(values.indices == [5])
        #expect(values[65_541] == nil)
        values.removeLast(at: 4)
        #expect(values.indices == [5])
        values.removeLast(at: 5)
        #expect(values.isEmpty)
        values[131_072] = 3
        #expect(values.indices == [131_072])
        #expect(values[0] == nil)
    }
}
