/// The cheap test that keeps the lexer off files that cannot hold a call the scanner reports.
extension SwiftFontNameScanner {
    /// Whether `text` may hold a call the scanner reports: whether it contains one of ``triggerWords`` anywhere (in
    /// code, a comment or a string). A text without any is never lexed: the scanner would find nothing in it, and no
    /// suppression comment either (every one holds `fontfamily:`, which holds `family`).
    static func mayHoldNames(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let count = bytes.count
            var index = 0
            // Eight bytes at a time: only a block where a trigger word's first two bytes (`Fo`, `cu`, `fa`, `re`) may
            // start is looked at byte by byte. Each byte is tested with the one after it (the block loaded one byte
            // on), so a pair is seen wherever it starts; `f`, `c` and `r` alone start a block in most lines of code.
            while index + 9 <= count {
                let block = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let next = UnsafeRawPointer(base + index + 1).loadUnaligned(as: UInt64.self)
                let pairs =
                    (hasByte(block, UInt8(ascii: "F")) & hasByte(next, UInt8(ascii: "o")))
                    | (hasByte(block, UInt8(ascii: "c")) & hasByte(next, UInt8(ascii: "u")))
                    | (hasByte(block, UInt8(ascii: "f")) & hasByte(next, UInt8(ascii: "a")))
                    | (hasByte(block, UInt8(ascii: "r")) & hasByte(next, UInt8(ascii: "e")))
                if pairs != 0 {
                    for offset in index..<(index + 8) where startsTriggerWord(bytes, at: offset) { return true }
                }
                index += 8
            }
            while index < count {
                if startsTriggerWord(bytes, at: index) { return true }
                index += 1
            }
            return false
        }
    }

    /// The high bit set in each of the eight bytes of `block` that may be `byte`: in every one that is, and perhaps in
    /// one above a byte that is (a borrow), never elsewhere.
    private static func hasByte(_ block: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = block ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    /// Whether one of ``triggerWords`` starts at `offset` of `bytes`.
    private static func startsTriggerWord(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let first = bytes[offset]
        guard
            first == UInt8(ascii: "F") || first == UInt8(ascii: "c") || first == UInt8(ascii: "f")
                || first == UInt8(ascii: "r")
        else { return false }
        for word in triggerWords where word[0] == first && offset + word.count <= bytes.count {
            var matched = 1
            while matched < word.count, bytes[offset + matched] == word[matched] { matched += 1 }
            if matched == word.count { return true }
        }
        return false
    }

    /// What every name a call to one of the APIs can start with contains: `Font` (`UIFont`, `NSFont`, their font
    /// descriptors, `CTFont…`, `iconFont`), `custom`, `face` (and `faces`), `resolve` and `family` — a callee is one
    /// of ``fontTypes``, `custom`, the two Core Text functions or ``catalogMethods``.
    static let triggerWords: [[UInt8]] = ["Font", "custom", "face", "resolve", "family"].map { Array($0.utf8) }
}
