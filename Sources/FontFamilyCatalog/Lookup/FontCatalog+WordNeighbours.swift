extension FontCatalog {
    /// The installed families one of whose names is `name` with one word more or one word fewer, comparing words
    /// ignoring case (`Noto Sans JP` and `Noto Sans CJK JP`, `Source Sans` and `Source Sans Pro`), or with a run of two
    /// adjacent words more or fewer, as an old name carries a vendor's suffix (`Nimbus Roman No9 L` and
    /// `Nimbus Roman`): a name that is one of these families' names and nothing else, when there is exactly one.
    ///
    /// A name of one word is no one's neighbour: `Sans` is one word short of too many families to mean one.
    package func families(oneWordFrom name: String) -> [Family] {
        let words = FamilyWords.unicodeWords(of: name)
        guard words.count >= 2 else { return [] }
        return families.filter { family in
            family.names.contains { Self.differByOneRun(words, FamilyWords.unicodeWords(of: $0.name)) }
        }
    }

    /// Whether one of `first` and `second` is the other with one run of one or two adjacent words inserted.
    package static func differByOneRun(_ first: [String], _ second: [String]) -> Bool {
        let (short, long) = first.count < second.count ? (first, second) : (second, first)
        let extra = long.count - short.count
        guard extra == 1 || (extra == 2 && short.count >= 2) else { return false }
        let prefix = zip(short, long).prefix { $0 == $1 }.count
        return Array(long[(prefix + extra)...]) == Array(short[prefix...])
    }

    /// Whether `family` is an icon font: its first face maps more code points of the Private Use Area, where icon
    /// fonts put their glyphs, than letters and digits. Material Icons maps `a`–`z` for its ligatures and thousands of
    /// private code points; a text family maps few private code points, if any. `false` for a face without a file.
    package func isIconFamily(_ family: Family) -> Bool {
        guard let face = family.faces.first else { return false }
        var privateUse = 0
        var text = 0
        for point in codePoints(of: face) {
            if (0xE000...0xF8FF).contains(point) || (0xF0000...0x10FFFD).contains(point) {
                privateUse += 1
            } else if let scalar = Unicode.Scalar(point),
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            {
                text += 1
            }
        }
        return privateUse > text
    }
}
