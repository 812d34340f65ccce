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
    /// bytes of a line longer than that. Sixteen bytes are looked at a time (``ByteBlock``): a block with no line
    /// break is passed over, a block with `\n`s only gives each one's line at once, and a block with a `\r` (where
    /// `\r\n` is one break) is read byte by byte.
    private static func checkpoints(in bytes: UnsafeBufferPointer<UInt8>, every stride: Int, gap: Int) -> [Checkpoint] {
        var builder = Builder(stride: stride, gap: gap)
        builder.kept.reserveCapacity(bytes.count / (32 * stride) + 1)
        let count = bytes.count
        var offset = 0
        if let base = bytes.baseAddress {
            let newline = ByteBlock.repeated(UInt8(ascii: "\n"))
            let carriageReturn = ByteBlock.repeated(UInt8(ascii: "\r"))
            let width = ByteBlock.width
            while offset + width <= count {
                let block = ByteBlock.load(base, at: offset)
                let newlines = block .== newline
                if ByteBlock.any(block .== carriageReturn) {
                    let end = offset + width
                    while offset < end {
                        let byte = bytes[offset]
                        offset += 1
                        if byte <= UInt8(ascii: "\r"), endsLine(byte, before: offset, in: bytes) {
                            builder.lineStarted(at: offset)
                        }
                    }
                    continue
                }
                guard ByteBlock.any(newlines) else {
                    let runStart = offset
                    offset += width
                    while offset + width <= count {
                        let next = ByteBlock.load(base, at: offset)
                        guard !ByteBlock.any((next .== newline) .| (next .== carriageReturn)) else { break }
                        offset += width
                    }
                    builder.passed(runStart..<offset)
                    continue
                }
                var found = ByteBlock.bits(newlines)
                while found != 0 {
                    builder.lineStarted(at: offset + found.trailingZeroBitCount + 1)
                    found &= found &- 1
                }
                offset += width
            }
        }
        // The last bytes, one at a time.
        while offset < count {
            let byte = bytes[offset]
            offset += 1
            if byte <= UInt8(ascii: "\r"), endsLine(byte, before: offset, in: bytes) { builder.lineStarted(at: offset) }
        }
        return builder.kept
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
