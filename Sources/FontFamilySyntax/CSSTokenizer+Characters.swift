import FontFamilyKit

/// The byte classes and escapes of CSS Syntax 3 (§4.2, §4.3.7).
extension CSSTokenizer {
    /// The end of an escape whose `\` is at `offset` (1 to 6 hex digits and one whitespace after them, or one
    /// character of any other kind), and its value when it is written in hex.
    package static func escape(in bytes: [UInt8], at offset: Int) -> (end: Int, hexValue: UInt32?) {
        let first = offset + 1
        guard first < bytes.count else { return (first, nil) }
        var end = first
        var value: UInt32 = 0
        while end < bytes.count, end - first < 6, let digit = ASCIIBytes.hexDigitValue(bytes[end]) {
            value = value * 16 + UInt32(digit)
            end += 1
        }
        if end > first {
            if end < bytes.count, isWhitespace(bytes[end]) { end = lineBreakEnd(in: bytes, at: end) }
            return (end, value)
        }
        end = first + 1
        if bytes[first] >= 0xC0 {
            while end < bytes.count, end - first < 4, (0x80...0xBF).contains(bytes[end]) { end += 1 }
        }
        return (end, nil)
    }

    /// The offset after the whitespace at `offset`: two bytes for `\r\n`, one for any other.
    static func lineBreakEnd(in bytes: [UInt8], at offset: Int) -> Int {
        let isCRLF =
            bytes[offset] == UInt8(ascii: "\r") && offset + 1 < bytes.count
            && bytes[offset + 1] == UInt8(ascii: "\n")
        return offset + (isCRLF ? 2 : 1)
    }

    /// `\n`, `\r` or form feed.
    static func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }

    /// A line break, a space or a tab.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        isNewline(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// A byte that may start an identifier: a letter, `_`, any byte of a non-ASCII character, or NUL (which
    /// stands for U+FFFD).
    static func isIdentStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
            || byte >= 0x80
            || byte == 0
    }

    /// A byte that may continue an identifier (`false` past the end).
    static func isIdentCharacter(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isIdentStart(byte) || ASCIIBytes.isDigit(byte) || byte == UInt8(ascii: "-")
    }

    /// A control character that an unquoted `url(…)` may not hold.
    static func isNonPrintable(_ byte: UInt8) -> Bool {
        byte <= 0x08 || byte == 0x0B || (0x0E...0x1F).contains(byte) || byte == 0x7F
    }
}
