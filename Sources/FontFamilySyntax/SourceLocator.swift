/// Turns UTF-8 byte offsets into a file's 1-based lines and columns, the way the Swift compiler counts them: a
/// column counts UTF-8 bytes, and a line ends at `\n`, `\r\n` or a lone `\r`.
///
/// It keeps a place every ``checkpointStride`` lines, and within a longer line every ``checkpointGap`` bytes, with the
/// text, and counts the line breaks from the nearest kept place before an offset when asked: a file of short lines (a
/// member chain of `.padding()`, 15 bytes a line) would otherwise hold a quarter of its size in line starts, and a
/// query never counts more than a few lines or 1 KiB of one.
package struct SourceLocator {
    /// How many lines one kept place stands for.
    package static let checkpointStride = 8
    /// The most bytes of one line between two kept places.
    package static let checkpointGap = 1_024

    /// A kept place: an offset, its line, and the offset at which that line starts, in 32 bits each (a file of 4 GiB
    /// or more, which no one lints, would wrap).
    private struct Checkpoint {
        var offset: UInt32
        var line: UInt32
        var lineStart: UInt32
    }

    /// The places kept, in offset order; the first is the text's start.
    private let checkpoints: [Checkpoint]
    /// The text, whose UTF-8 the line breaks after a kept place are counted in (its storage, never a copy).
    private let text: String

    /// A locator over the UTF-8 bytes of `text`.
    package init(_ text: String) {
        var text = text
        checkpoints = text.withUTF8 {
            Self.checkpoints(in: $0, every: Self.checkpointStride, gap: Self.checkpointGap)
        }
        self.text = text
    }

    /// The offset at which each line of `bytes` starts: 0, and the offset after each line break.
    package static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        checkpoints(in: bytes, every: 1, gap: .max).map { Int($0.offset) }
    }

    /// The places to keep in `bytes`: its start, the start of every `stride`-th line after it, and a place every `gap`
    /// bytes of a line longer than that.
    private static func checkpoints(in bytes: UnsafeBufferPointer<UInt8>, every stride: Int, gap: Int) -> [Checkpoint] {
        var builder = Builder(stride: stride, gap: gap)
        builder.kept.reserveCapacity(bytes.count / (32 * stride) + 1)
        let count = bytes.count
        var offset = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while offset < count {
            if offset + 8 <= count, let base = bytes.baseAddress {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                // A block in which no byte is as low as `\r` (0x0D) holds no line break: the run of such blocks is
                // passed over at once.
                if Self.holdsNoLowByte(block) {
                    let runStart = offset
                    offset += 8
                    while offset + 8 <= count,
                        Self.holdsNoLowByte(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                    {
                        offset += 8
                    }
                    builder.passed(runStart..<offset)
                    continue
                }
                // The high bit of each byte that is `\r`, or `\n`, exactly (no carry runs between bytes).
                let carriageReturns = block ^ (ones &* 0x0D)
                if ~(((carriageReturns & low7) &+ low7) | carriageReturns | low7) == 0 {
                    let newlines = block ^ (ones &* 0x0A)
                    var found = ~(((newlines & low7) &+ low7) | newlines | low7)
                    while found != 0 {
                        builder.lineStarted(at: offset + found.trailingZeroBitCount / 8 + 1)
                        found &= found &- 1
                    }
                    offset += 8
                    continue
                }
            }
            // A block with a `\r`, or the last bytes, one at a time.
            let end = min(offset + 8, count)
            while offset < end {
                let byte = bytes[offset]
                offset += 1
                if byte <= UInt8(ascii: "\r"), endsLine(byte, before: offset, in: bytes) {
                    builder.lineStarted(at: offset)
                }
            }
        }
        return builder.kept
    }

    /// Whether no byte of `block` is as low as `\r` (0x0D), so that it holds no line break.
    @inline(__always)
    private static func holdsNoLowByte(_ block: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (block &- ones &* 0x0E) & ~block & (ones &* 0x80) == 0
    }

    /// What ``checkpoints(in:every:gap:)`` keeps, as it reads.
    private struct Builder {
        let stride: Int
        let gap: Int
        var kept = [Checkpoint(offset: 0, line: 1, lineStart: 0)]
        var line = 1
        var lineStart = 0
        /// The lines started since the last place kept at a line's start.
        var skipped = 0
        /// The offset of the last place kept.
        var lastKept = 0

        init(stride: Int, gap: Int) {
            self.stride = stride
            self.gap = gap
        }

        /// A line starts at `start`.
        @inline(__always) mutating func lineStarted(at start: Int) {
            line += 1
            lineStart = start
            skipped += 1
            if skipped == stride {
                keep(start)
                skipped = 0
            }
        }

        /// The reading passed over `run`, inside a line: a place is kept every ``gap`` bytes of it.
        @inline(__always) mutating func passed(_ run: Range<Int>) {
            while run.upperBound - lastKept > gap { keep(max(lastKept + gap, run.lowerBound)) }
        }

        private mutating func keep(_ offset: Int) {
            kept.append(
                Checkpoint(
                    offset: UInt32(truncatingIfNeeded: offset), line: UInt32(truncatingIfNeeded: line),
                    lineStart: UInt32(truncatingIfNeeded: lineStart)))
            lastKept = offset
        }
    }

    /// Whether `byte`, which stands just before `offset` of `bytes`, ends a line: a `\n`, or a `\r` not followed by
    /// the `\n` of a `\r\n` (which ends the line itself).
    @inline(__always)
    private static func endsLine(_ byte: UInt8, before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        byte == UInt8(ascii: "\n")
            || (byte == UInt8(ascii: "\r") && (offset == bytes.count || bytes[offset] != UInt8(ascii: "\n")))
    }

    /// The line and column of the byte at `offset`: the nearest kept place at or before it, and the line breaks
    /// between the two, counted.
    package func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(checkpoints[middle].offset) <= offset { low = middle } else { high = middle - 1 }
        }
        let place = checkpoints[low]
        var line = Int(place.line)
        var lineStart = Int(place.lineStart)
        let count = { (bytes: UnsafeBufferPointer<UInt8>) in
            var cursor = Int(place.offset)
            let end = min(offset, bytes.count)
            while cursor < end {
                let byte = bytes[cursor]
                cursor += 1
                if byte <= UInt8(ascii: "\r"), Self.endsLine(byte, before: cursor, in: bytes) {
                    line += 1
                    lineStart = cursor
                }
            }
        }
        if text.utf8.withContiguousStorageIfAvailable(count) == nil {
            var copy = text
            copy.withUTF8(count)
        }
        return (line, offset - lineStart + 1)
    }
}
