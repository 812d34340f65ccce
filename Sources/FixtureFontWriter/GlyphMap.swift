/// The glyphs of a fixture face: glyph 0 is `.notdef`, then one glyph per code point in ascending order.
struct GlyphMap {
    /// The mapped code points, sorted and unique; code point `codePoints[i]` is glyph `i + 1`.
    let codePoints: [UInt32]

    init(_ font: FixtureFont) {
        let valid = font.codePoints.filter { $0 <= 0x10FFFF && !(0xD800...0xDFFF).contains($0) }
        // A font holds at most 65,535 glyphs, .notdef included.
        codePoints = Array(Set(valid).sorted().prefix(0xFFFE))
    }

    /// The number of glyphs, `.notdef` included.
    var glyphCount: Int { codePoints.count + 1 }

    /// Runs of consecutive code points: `(first code point, last code point, glyph of the first)`.
    func ranges(in bounds: ClosedRange<UInt32>) -> [(start: UInt32, end: UInt32, glyph: Int)] {
        var result: [(start: UInt32, end: UInt32, glyph: Int)] = []
        for (index, codePoint) in codePoints.enumerated() where bounds.contains(codePoint) {
            if let last = result.last, last.end + 1 == codePoint {
                result[result.count - 1].end = codePoint
            } else {
                result.append((codePoint, codePoint, index + 1))
            }
        }
        return result
    }
}
