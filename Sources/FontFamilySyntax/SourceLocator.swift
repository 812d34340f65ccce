import FontFamilyKit

/// Turns UTF-8 byte offsets into a file's 1-based lines and columns, the way the Swift compiler counts them: a
/// column counts UTF-8 bytes, and a line ends at `\n`, `\r\n` or a lone `\r`.
package struct SourceLocator {
    /// The offset at which each line starts.
    private let lineStarts: [Int]

    /// A locator over the UTF-8 bytes of `text`.
    package init(_ text: String) {
        var text = text
        lineStarts = text.withUTF8(Self.lineStarts(in:))
    }

    /// The offset at which each line of `bytes` starts: 0, and the offset after each line break.
    package static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        var previous: UInt8 = 0
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            } else if previous == UInt8(ascii: "\r") {
                starts.append(offset)
            }
            previous = byte
        }
        if previous == UInt8(ascii: "\r") { starts.append(bytes.count) }
        return starts
    }

    /// The line and column of the byte at `offset`.
    package func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
