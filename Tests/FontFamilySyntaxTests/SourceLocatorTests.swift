import Testing

@testable import FontFamilySyntax

/// The locator keeps one line start in ``SourceLocator/checkpointStride`` and counts the rest when asked: every byte's
/// line and column are those of the full list of line starts, whatever the line breaks and wherever the byte stands
/// among the kept places, in short lines or long ones.
@Suite struct SourceLocatorTests {
    /// The line and column of `offset` by the full list of line starts.
    private func expected(_ offset: Int, starts: [Int]) -> (Int, Int) {
        let line = starts.lastIndex { $0 <= offset } ?? 0
        return (line + 1, offset - starts[line] + 1)
    }

    @Test func everyByteOfManyLinesHasTheFullListsPosition() {
        // The same texts on every run: a linear congruential sequence over line breaks, letters and a multi-byte
        // character, long enough to pass several kept starts.
        var state: UInt64 = 16
        let pieces = ["\n", "\r\n", "\r", "a", "bc", "é", " "]
        for length in [0, 1, 15, 16, 17, 40, 300] {
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let bytes = Array(text.utf8)
            let starts = bytes.withUnsafeBufferPointer(SourceLocator.lineStarts(in:))
            let locator = SourceLocator(text)
            for offset in 0...bytes.count {
                let position = locator.position(ofOffset: offset)
                #expect(
                    position == expected(offset, starts: starts), "\(offset) in \(text.debugDescription)")
            }
        }
    }

    @Test func aLongLineIsCountedFromAPlaceWithinIt() {
        // Lines longer than the gap between kept places, with each kind of line break between them.
        let long = String(repeating: "abcdefg", count: 1_500)
        let text = long + "\r\n" + long + "\r" + long + "\n\n" + long
        let bytes = Array(text.utf8)
        let starts = bytes.withUnsafeBufferPointer(SourceLocator.lineStarts(in:))
        #expect(starts == [0, 10_502, 21_003, 31_504, 31_505])
        let locator = SourceLocator(text)
        for offset in 0...bytes.count {
            let position = locator.position(ofOffset: offset)
            #expect(position == expected(offset, starts: starts), "\(offset)")
        }
    }

    @Test func aLineAfterManyKeptStartsIsCountedExactly() {
        let text = String(repeating: ".padding()\n", count: 1_000) + "    .font(.custom(\"Inter\", size: 12))\n"
        let locator = SourceLocator(text)
        #expect(locator.position(ofOffset: 11_000 + 4) == (1_001, 5))
        #expect(locator.position(ofOffset: 11 * 16) == (17, 1))
        #expect(locator.position(ofOffset: 11 * 16 - 1) == (16, 11))
    }
}
