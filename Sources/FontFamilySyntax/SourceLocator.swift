/// Turns UTF-8 byte offsets into a file's 1-based lines and columns, the way the Swift compiler counts them: a
/// column counts UTF-8 bytes, and a line ends at `\n`, `\r\n` or a lone `\r`.
package struct SourceLocator {
    /// The offset at which each line starts, in 32 bits (a file of 4 GiB or more, which no one lints, would wrap): a
    /// file of short lines holds many.
    private let lineStarts: [UInt32]

    /// A locator over the UTF-8 bytes of `text`.
    package init(_ text: String) {
        var text = text
        lineStarts = text.withUTF8 { Self.starts(in: $0, as: UInt32.self) }
    }

    /// A locator for the UTF-8 text `bytes`.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        lineStarts = Self.starts(in: bytes, as: UInt32.self)
    }

    /// The offset at which each line of `bytes` starts: 0, and the offset after each line break.
    package static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        starts(in: bytes, as: Int.self)
    }

    /// ``lineStarts(in:)`` as integers of type `Offset`.
    private static func starts<Offset: FixedWidthInteger>(
        in bytes: UnsafeBufferPointer<UInt8>, as: Offset.Type
    ) -> [Offset] {
        var starts: [Offset] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let count = bytes.count
        var offset = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while offset < count {
            if offset + 8 <= count, let base = bytes.baseAddress {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                // A block in which no byte is as low as `\r` (0x0D) holds no line break.
                if (block &- ones &* 0x0E) & ~block & (ones &* 0x80) == 0 {
                    offset += 8
                    continue
                }
                // The high bit of each byte that is `\r`, or `\n`, exactly (no carry runs between bytes).
                let carriageReturns = block ^ (ones &* 0x0D)
                if ~(((carriageReturns & low7) &+ low7) | carriageReturns | low7) == 0 {
                    let newlines = block ^ (ones &* 0x0A)
                    var found = ~(((newlines & low7) &+ low7) | newlines | low7)
                    while found != 0 {
                        starts.append(Offset(truncatingIfNeeded: offset + found.trailingZeroBitCount / 8 + 1))
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
                guard byte <= UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(Offset(truncatingIfNeeded: offset))
                } else if byte == UInt8(ascii: "\r"), offset == count || bytes[offset] != UInt8(ascii: "\n") {
                    // A lone `\r`; the `\n` of a `\r\n` starts the next line itself.
                    starts.append(Offset(truncatingIfNeeded: offset))
                }
            }
        }
        return starts
    }

    /// The line and column of the byte at `offset`.
    package func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - Int(lineStarts[low]) + 1)
    }
}
