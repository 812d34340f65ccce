extension SearchKey {
    /// Whether the scalars `key` hold `needle` as Foundation's `contains` finds one string in another: scalar for
    /// scalar, starting anywhere, but never ending inside a cluster — before a scalar that extends the one before it
    /// (a mark, a variation selector), a letter a virama joins to the letter before it, or the next jamo of a Hangul
    /// syllable.
    static func scalars(_ key: [UInt32], contain needle: [UInt32]) -> Bool {
        guard !needle.isEmpty, needle.count <= key.count else { return false }
        for start in 0...(key.count - needle.count) where key[start..<(start + needle.count)].elementsEqual(needle) {
            let end = start + needle.count
            if end == key.count || !continuesCluster(key, at: end) { return true }
        }
        return false
    }

    /// Whether `key[index]` belongs to the cluster of the scalars before it.
    static func continuesCluster(_ key: [UInt32], at index: Int) -> Bool {
        let next = key[index]
        let previous = key[index - 1]
        if SearchFolding.isExtending(next) { return true }
        let zeroWidthJoiner: UInt32 = 0x200D
        // A letter, a virama and a letter (or a zero-width joiner between them) make one conjunct.
        if index >= 2, isVirama(previous), isLetter(key[index - 2]), next == zeroWidthJoiner || isLetter(next) {
            return true
        }
        if index >= 3, previous == zeroWidthJoiner, isVirama(key[index - 2]), isLetter(key[index - 3]), isLetter(next) {
            return true
        }
        return continuesHangulSyllable(previous, next)
    }

    /// Whether `scalar` is a virama (combining class 9), which joins the letters around it into one cluster.
    private static func isVirama(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.canonicalCombiningClass == .virama
    }

    /// Whether `scalar` is a letter of any kind.
    private static func isLetter(_ scalar: UInt32) -> Bool {
        switch Unicode.Scalar(scalar)?.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// Whether `next` continues the Hangul syllable that `previous` is part of: a leading consonant before another,
    /// a vowel or a syllable; a vowel before another or a trailing consonant; a trailing consonant before another or
    /// after a syllable; any jamo before a zero-width joiner.
    private static func continuesHangulSyllable(_ previous: UInt32, _ next: UInt32) -> Bool {
        let leading = { (scalar: UInt32) in (0x1100...0x115F).contains(scalar) || (0xA960...0xA97F).contains(scalar) }
        let vowel = { (scalar: UInt32) in (0x1160...0x11A7).contains(scalar) || (0xD7B0...0xD7C6).contains(scalar) }
        let trailing = { (scalar: UInt32) in (0x11A8...0x11FF).contains(scalar) || (0xD7CB...0xD7FB).contains(scalar) }
        let syllable = { (scalar: UInt32) in (0xAC00...0xD7A3).contains(scalar) }
        if leading(previous) { return leading(next) || vowel(next) || syllable(next) || next == 0x200D }
        if vowel(previous) { return vowel(next) || trailing(next) || next == 0x200D }
        if trailing(previous) { return trailing(next) || next == 0x200D }
        if syllable(previous) { return trailing(next) }
        return false
    }
}
