import FontFamilySyntax

/// The cheap test that keeps the lexer off files that cannot hold a call the scanner reports.
extension SwiftFontNameScanner {
    /// Whether `text` may hold a call the scanner reports: whether it contains one of ``triggerWords`` anywhere (in
    /// code, a comment or a string). A text without any is never lexed: the scanner would find nothing in it, and no
    /// suppression comment either (every one holds `fontfamily:`, which holds `family`).
    static func mayHoldNames(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Only the lanes where a trigger word's first bytes (`Fo`, `cu`, `fa`, `res`) start are looked at byte by
            // byte. A block is compared with the blocks loaded one and two bytes on, so a pair is seen wherever it
            // starts; `re` alone starts words in most lines of code (`return`, `screen`).
            let capitalF = ByteBlock.repeated(UInt8(ascii: "F")), o = ByteBlock.repeated(UInt8(ascii: "o"))
            let c = ByteBlock.repeated(UInt8(ascii: "c")), u = ByteBlock.repeated(UInt8(ascii: "u"))
            let f = ByteBlock.repeated(UInt8(ascii: "f")), a = ByteBlock.repeated(UInt8(ascii: "a"))
            let r = ByteBlock.repeated(UInt8(ascii: "r")), e = ByteBlock.repeated(UInt8(ascii: "e"))
            let s = ByteBlock.repeated(UInt8(ascii: "s"))
            return ByteBlock.search(bytes, readingAhead: 2) { base, offset in
                let first = ByteBlock.load(base, at: offset)
                let second = ByteBlock.load(base, at: offset &+ 1)
                let third = ByteBlock.load(base, at: offset &+ 2)
                return (first .== capitalF .& second .== o) .| (first .== c .& second .== u)
                    .| (first .== f .& second .== a) .| (first .== r .& second .== e .& third .== s)
            } matches: { offset in
                startsTriggerWord(bytes, at: offset)
            }
        }
    }

    /// Whether one of ``triggerWords`` starts at `offset` of `bytes`. Kept out of line: it is called at few places,
    /// and the block search keeps its vector registers.
    @inline(never)
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
