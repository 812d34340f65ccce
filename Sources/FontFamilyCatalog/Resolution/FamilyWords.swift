/// The words of every family's names, numbered once per catalog, so that asking how many words of a text a family's
/// names lack compares small numbers instead of making and hashing strings for every family.
struct FamilyWords: Sendable {
    /// The number of each word any family's name has.
    private let numbers: [Word: Int]
    /// For each family, for each of its names in order, the numbers of the name's words, sorted, each once.
    private let nameWords: [[[Int]]]

    /// A word as a dictionary key: up to 16 ASCII bytes packed into two integers (with their count), which hash for
    /// less than a string; any other word as its string. Each word has one form, so equal words have equal keys.
    enum Word: Hashable {
        case packed(UInt64, UInt64, count: Int)
        case text(String)

        /// The key of `word`, a word as ``FamilyWords/unicodeWords(of:)`` gives it.
        init(_ word: String) {
            var word = word
            self = word.withUTF8 { Word(asciiBytes: $0) } ?? .text(word)
        }

        /// The packed key of `bytes`, or `nil` when they are more than 16 or not all ASCII.
        init?(asciiBytes bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            var high: UInt64 = 0
            var low: UInt64 = 0
            for (position, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                if position < 8 {
                    high |= UInt64(byte) << (8 * position)
                } else {
                    low |= UInt64(byte) << (8 * (position - 8))
                }
            }
            self = .packed(high, low, count: bytes.count)
        }
    }

    /// The words of a text, split for ``missing(_:inFamily:)``: the numbers of those some family has, and how many
    /// no family has.
    struct Text {
        /// The numbers of the text's words that some family's name has, each once.
        let known: [Int]
        /// How many distinct words of the text no family's name has.
        let unknown: Int
    }

    /// The numbered words of `families`' names.
    init(families: [FontCatalog.Family]) {
        var numbers: [Word: Int] = [:]
        nameWords = families.map { family in
            family.names.map { name in
                let keys = Self.wordKeys(of: name.name)
                var words: [Int] = []
                words.reserveCapacity(keys.count)
                for word in keys {
                    let number: Int
                    if let known = numbers[word] {
                        number = known
                    } else {
                        number = numbers.count
                        numbers[word] = number
                    }
                    if !words.contains(number) { words.append(number) }
                }
                words.sort()
                return words
            }
        }
        self.numbers = numbers
    }

    /// The distinct words of `text` (``wordKeys(of:)``), numbered.
    func text(_ text: String) -> Text {
        var known: [Int] = []
        var unknown = 0
        for word in Set(Self.wordKeys(of: text)) {
            if let number = numbers[word] { known.append(number) } else { unknown += 1 }
        }
        return Text(known: known, unknown: unknown)
    }

    /// The fewest words of `text` that one name of the family at `family` (a position in the families given to
    /// ``init(families:)``) lacks; all of them when the family has no name.
    func missing(_ text: Text, inFamily family: Int) -> Int {
        var fewest = text.known.count + text.unknown
        for words in nameWords[family] {
            let missing = text.unknown + text.known.count(where: { !Self.sorted(words, contains: $0) })
            fewest = min(fewest, missing)
        }
        return fewest
    }

    /// The keys of the words of a name, lowercased: its runs of letters and digits, as ``unicodeWords(of:)`` splits
    /// them. ASCII text is split on its bytes (an ASCII letter or digit is a character of its own, every other byte
    /// and `\r\n` separate words), without making a string for a word of up to 16 bytes.
    static func wordKeys(of name: String) -> [Word] {
        var name = name
        var words: [Word] = []
        words.reserveCapacity(8)
        let isASCII = name.withUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
                // Lowercased, every ASCII letter is `a`–`z` and every other byte stays out of that range.
                for (position, byte) in bytes.enumerated() {
                    lowered[position] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                }
                func isAlphanumeric(_ byte: UInt8) -> Bool {
                    byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
                }
                var start = 0
                for end in 0...bytes.count where end == bytes.count || !isAlphanumeric(lowered[end]) {
                    if end > start {
                        let word = UnsafeBufferPointer(rebasing: lowered[start..<end])
                        words.append(Word(asciiBytes: word) ?? .text(String(decoding: word, as: UTF8.self)))
                    }
                    start = end + 1
                }
            }
            return true
        }
        return isASCII ? words : unicodeWords(of: name).map(Word.init)
    }

    /// The words of any name, by `Character` properties: the definition ``wordKeys(of:)`` must agree with.
    static func unicodeWords(of name: String) -> [String] {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Whether the sorted `numbers` has `number`.
    private static func sorted(_ numbers: [Int], contains number: Int) -> Bool {
        var low = 0
        var high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < numbers.count && numbers[low] == number
    }
}
