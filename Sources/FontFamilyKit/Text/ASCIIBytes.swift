/// Byte-level text operations for text whose bytes are its characters: PostScript names, search keys, paths and
/// configuration files read as ASCII.
package enum ASCIIBytes {
    /// `byte` with an ASCII capital made lowercase; any other byte as it is.
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    /// The value of an ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil` for any other byte: the one
    /// hex digit reader of the package, for CSS escapes, JSON's `\u` and Swift's `\u{…}` alike.
    package static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether `byte` is an ASCII digit, `0`–`9` (`false` for `nil`, past the end of a text): the one digit test of
    /// the package's lexers and parsers.
    @inlinable package static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte &- UInt8(ascii: "0") < 10
    }

    /// Whether `byte` is an ASCII letter or digit: `A`–`Z`, `a`–`z` or `0`–`9`.
    package static func isAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        default: false
        }
    }

    /// Whether `haystack` holds `needle`, each haystack byte with its ASCII capital made lowercase first when
    /// `ignoringCase` (give the needle in lowercase then); `false` for an empty needle, as `String.contains` answers.
    package static func contains(
        _ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, ignoringCase: Bool = false
    ) -> Bool {
        // Two copies of one loop, each with its folding inlined: a closure called across modules for every byte
        // cost more than the comparison.
        ignoringCase
            ? contains(needle, in: haystack, folding: lowercased) : contains(needle, in: haystack, folding: { $0 })
    }

    @inline(__always)
    private static func contains(
        _ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, folding: (UInt8) -> UInt8
    ) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where folding(haystack[start]) == first {
            if (1..<needle.count).allSatisfy({ folding(haystack[start + $0]) == needle[$0] }) { return true }
        }
        return false
    }
}
