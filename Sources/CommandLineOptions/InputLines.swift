import Foundation

/// The lines a command reads from standard input, such as the names `fontfamily-dump --check -` checks.
public enum InputLines {
    /// The non-empty lines of standard input, its bytes read as UTF-8 (see ``lines(of:)``).
    public static func standardInput() -> [String] {
        lines(of: String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self))
    }

    /// The non-empty lines of `text`, split at every line break that `Character.isNewline` knows: LF, VT, FF, CR,
    /// CR LF, NEL, LS and PS.
    ///
    /// Split on UTF-8 bytes rather than characters: a line break is a grapheme of its own (CR LF is two breaks with
    /// an empty line between, which is dropped), so its bytes split the text exactly where its characters would,
    /// without finding every character boundary of a long input.
    public static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            var index = 0
            func cut(breakLength: Int) {
                if index > start {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                index += breakLength
                start = index
            }
            while index < bytes.count {
                if let length = lineBreakLength(in: bytes, at: index) {
                    cut(breakLength: length)
                } else {
                    index += 1
                }
            }
            cut(breakLength: 0)
            return lines
        }
    }

    /// The length in bytes of the line break at `index`, or `nil` when none starts there.
    private static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A...0x0D: return 1
        case 0xC2 where byte(1) == 0x85: return 2
        case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
        default: return nil
        }
    }
}
