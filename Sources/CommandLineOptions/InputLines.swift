#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// The lines a command reads from standard input, such as the names `fontfamily-dump --check -` checks.
package enum InputLines {
    /// The non-empty lines of standard input (see ``lines(of:)``), or the usage error for the first line that is not
    /// valid UTF-8, as ``CommandArguments`` rejects such an argument.
    package static func standardInput() throws(UsageError) -> [String] {
        try lines(of: readStandardInput(), source: "standard input")
    }

    /// Every byte of standard input, read to its end (or to the first read that fails).
    private static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                read(STDIN_FILENO, buffer.baseAddress, buffer.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The non-empty lines of `bytes`, split as ``lines(of:)`` splits text, or the usage error for the first line that
    /// is not valid UTF-8: `line 3 of standard input is not valid UTF-8; pass names as UTF-8 text`. Lines are counted
    /// as an editor counts them, CR LF as one break.
    package static func lines(of bytes: [UInt8], source: String) throws(UsageError) -> [String] {
        var lines: [String] = []
        var number = 1
        var start = 0
        var index = 0
        func cut(breakLength: Int) throws(UsageError) {
            if index > start {
                guard let line = String(validating: bytes[start..<index], as: UTF8.self) else {
                    throw UsageError("line \(number) of \(source) is not valid UTF-8; pass names as UTF-8 text")
                }
                lines.append(line)
            }
            number += 1
            index += breakLength
            start = index
        }
        while index < bytes.count {
            if let length = lineBreakLength(in: bytes, at: index) {
                try cut(breakLength: length)
            } else {
                index += 1
            }
        }
        try cut(breakLength: 0)
        return lines
    }

    /// The non-empty lines of `text`, split at every line break that `Character.isNewline` knows: LF, VT, FF, CR,
    /// CR LF, NEL, LS and PS.
    ///
    /// Split on UTF-8 bytes rather than characters: a line break is a grapheme of its own (CR LF one, as it is one
    /// character), so its bytes split the text exactly where its characters would, without finding every character
    /// boundary of a long input.
    package static func lines(of text: String) -> [String] {
        // Valid UTF-8 throughout: no line can fail.
        (try? lines(of: Array(text.utf8), source: "the text")) ?? []
    }

    /// The length in bytes of the line break at `index`, or `nil` when none starts there.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int) -> Int? {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0D where byte(1) == 0x0A: return 2
        case 0x0A...0x0D: return 1
        case 0xC2 where byte(1) == 0x85: return 2
        case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
        default: return nil
        }
    }
}
