/// The normalized form in which family names are compared for substring search.
enum SearchKey {
    /// `text` without case, diacritics or white space: `Gill Sans` and `GILL  sans` both become `gillsans`.
    static func normalize(_ text: String) -> String {
        // ASCII has no diacritics or wide forms, so folding is lowercasing; this skips the folding tables for most
        // names and writes the key straight into its string.
        var isASCII = true
        let key = String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            for byte in text.utf8 {
                guard byte < 0x80 else {
                    isASCII = false
                    return 0
                }
                if let key = asciiKey(byte) {
                    buffer[count] = key
                    count += 1
                }
            }
            return count
        }
        if isASCII { return key }
        let folded = SearchFolding.fold(text)
        return String(folded.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// Whether the key `key` contains the key `needle`: on bytes when both are ASCII (a byte then is a character),
    /// else scalar by scalar, as Foundation's `contains` finds it (``scalars(_:contain:)``).
    static func key(_ key: String, contains needle: String) -> Bool {
        var key = key
        var needle = needle
        let bytes = key.withUTF8 { key in
            needle.withUTF8 { needle -> Bool? in
                guard key.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                return ASCIIBytes.contains(UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(key))
            }
        }
        return bytes
            ?? scalars(
                Array(key.unicodeScalars.lazy.map(\.value)), contain: Array(needle.unicodeScalars.lazy.map(\.value)))
    }

    /// Whether `name`'s key (``normalize(_:)``) contains `needle`, itself a key: for ASCII text folded byte by byte
    /// into a buffer on the stack, so that a search makes no key for a name it only looks at; for any other text,
    /// ``key(_:contains:)`` of the normalized name.
    static func name(_ name: String, contains needle: String) -> Bool {
        var name = name
        var needle = needle
        let bytes = name.withUTF8 { name in
            needle.withUTF8 { needle -> Bool? in
                guard needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count) { key -> Bool? in
                    var count = 0
                    for byte in name {
                        guard byte < 0x80 else { return nil }
                        if let folded = asciiKey(byte) {
                            key[count] = folded
                            count += 1
                        }
                    }
                    return ASCIIBytes.contains(
                        UnsafeRawBufferPointer(needle),
                        in: UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: key[..<count])))
                }
            }
        }
        return bytes ?? generalName(name, contains: needle)
    }

    /// ``name(_:contains:)`` through the key itself, for any text: the reference the ASCII path must agree with.
    static func generalName(_ name: String, contains needle: String) -> Bool {
        key(normalize(name), contains: needle)
    }

    /// The lowercase form of an ASCII byte, or `nil` for ASCII white space (what `isWhitespace` drops).
    private static func asciiKey(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x09...0x0D, 0x20: nil
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
        default: byte
        }
    }
}
