/// Reads the glyph IDs that a `cmap` table maps Unicode code points to, from its format 4 and format 12 subtables.
///
/// Unicode subtables are platform 0 (any encoding) and platform 3 encodings 1 (BMP) and 10 (full repertoire). Where
/// several map one code point, format 12 wins over format 4. Other formats are ignored; a subtable that runs past the
/// table's end contributes what lies inside it.
enum SfntCharacterMap {
    /// The glyph ID of each of `codePoints` that `cmap` maps to a glyph other than 0 (`.notdef`).
    static func glyphIDs(of codePoints: Set<UInt32>, in cmap: SfntBytes) -> [UInt32: Int] {
        let wanted = codePoints.sorted()
        guard let subtableCount = cmap.u16(2), !wanted.isEmpty else { return [:] }
        var format4: [UInt32: Int] = [:]
        var format12: [UInt32: Int] = [:]
        var seenOffsets: Set<Int> = []
        for record in 0..<Int(subtableCount) {
            let position = 4 + 8 * record
            guard let platform = cmap.u16(position), let encoding = cmap.u16(position + 2),
                let offset = cmap.u32(position + 4)
            else { break }
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)),
                seenOffsets.insert(Int(offset)).inserted
            else { continue }
            switch cmap.u16(Int(offset)) {
            case 4: readFormat4(cmap, at: Int(offset), wanted: wanted, into: &format4)
            case 12: readFormat12(cmap, at: Int(offset), wanted: wanted, into: &format12)
            default: continue
            }
        }
        return format4.merging(format12) { _, wide in wide }
    }

    /// Segment mapping to delta values.
    private static func readFormat4(
        _ cmap: SfntBytes, at start: Int, wanted: [UInt32], into result: inout [UInt32: Int]
    ) {
        guard let doubledSegmentCount = cmap.u16(start + 6) else { return }
        let segmentCount = Int(doubledSegmentCount) / 2
        let ends = start + 14
        let starts = ends + 2 * segmentCount + 2
        let deltas = starts + 2 * segmentCount
        let rangeOffsets = deltas + 2 * segmentCount
        for segment in 0..<segmentCount {
            guard let last = cmap.u16(ends + 2 * segment), let first = cmap.u16(starts + 2 * segment),
                let delta = cmap.u16(deltas + 2 * segment), let rangeOffset = cmap.u16(rangeOffsets + 2 * segment)
            else { return }
            guard first <= last else { continue }
            for codePoint in codePoints(in: UInt32(first)...UInt32(last), of: wanted) {
                var glyph = UInt16(truncatingIfNeeded: codePoint)
                if rangeOffset != 0 {
                    let address =
                        rangeOffsets + 2 * segment + Int(rangeOffset) + 2 * Int(codePoint - UInt32(first))
                    guard let stored = cmap.u16(address), stored != 0 else { continue }
                    glyph = stored
                }
                let id = glyph &+ delta
                if id != 0 { result[codePoint] = Int(id) }
            }
        }
    }

    /// Segmented coverage.
    private static func readFormat12(
        _ cmap: SfntBytes, at start: Int, wanted: [UInt32], into result: inout [UInt32: Int]
    ) {
        guard let groupCount = cmap.u32(start + 12) else { return }
        for group in 0..<Int(groupCount) {
            let position = start + 16 + 12 * group
            guard let first = cmap.u32(position), let last = cmap.u32(position + 4),
                let firstGlyph = cmap.u32(position + 8)
            else { return }
            guard first <= last else { continue }
            for codePoint in codePoints(in: first...last, of: wanted) {
                let (id, overflow) = firstGlyph.addingReportingOverflow(codePoint - first)
                if !overflow, id != 0, id <= UInt32(UInt16.max) { result[codePoint] = Int(id) }
            }
        }
    }

    /// The members of `sorted` (ascending) that lie in `range`, found by binary search.
    private static func codePoints(in range: ClosedRange<UInt32>, of sorted: [UInt32]) -> ArraySlice<UInt32> {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sorted.count, sorted[end] <= range.upperBound { end += 1 }
        return sorted[low..<end]
    }
}
