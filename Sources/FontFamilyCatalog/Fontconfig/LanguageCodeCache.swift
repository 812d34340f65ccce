import CFontconfig

/// The language codes of one pass over fontconfig's patterns, each made a `String` once: a catalog's thousands of
/// localized names carry a few dozen codes (`en`, `ja`, `zh-tw`).
struct LanguageCodeCache {
    /// Codes by a hash of their bytes, one per slot: a later code with the same hash takes the slot over.
    private var slots = [(key: UInt64, string: String)](repeating: (0, ""), count: 64)

    /// The C string `code` as a `String`, made once for each code of up to eight bytes.
    mutating func string(_ code: UnsafePointer<FcChar8>) -> String {
        // The bytes packed into one integer, the first lowest: unique for strings without a NUL byte, and never 0
        // for a code that is not empty.
        var key: UInt64 = 0
        var length = 0
        while code[length] != 0 {
            guard length < 8 else { return String(cString: code) }
            key |= UInt64(code[length]) << (8 * length)
            length += 1
        }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if key != 0, slots[slot].key == key { return slots[slot].string }
        let string = String(cString: code)
        slots[slot] = (key, string)
        return string
    }
}
