import FontFamilyKit

/// The words of every family's names, numbered once per catalog, so that asking how many words of a text a family's
/// names lack compares small numbers instead of making and hashing strings for every family.
struct FamilyWords: Sendable {
    /// The number of each word any family's name has.
    private let numbers: [String: Int]
    /// For each family, for each of its names in order, the numbers of the name's words, sorted, each once.
    private let nameWords: [[[Int]]]

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
        var numbers: [String: Int] = [:]
        nameWords = families.map { family in
            family.names.map { name in
                var words: [Int] = []
                for word in Self.words(of: name.name) {
                    if let number = numbers[word] {
                        words.append(number)
                    } else {
                        numbers[word] = numbers.count
                        words.append(numbers.count - 1)
                    }
                }
                return Array(Set(words)).sorted()
            }
        }
        self.numbers = numbers
    }

    /// The distinct words of `text` (``words(of:)``), numbered.
    func text(_ text: String) -> Text {
        var known: [Int] = []
        var unknown = 0
        for word in Set(Self.words(of: text)) {
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

    /// The words of a name, lowercased: its runs of letters and digits. ASCII text is split on its bytes, any other
    /// text as ``unicodeWords(of:)`` splits it, with the same words.
    static func words(of name: String) -> [String] {
        var name = name
        var words: [String] = []
        let isASCII = name.withUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            // An ASCII letter or digit is a character of its own; every other ASCII byte (and `\r\n`) separates words.
            var start = 0
            for end in 0...bytes.count where end == bytes.count || !ASCIIBytes.isAlphanumeric(bytes[end]) {
                if end > start {
                    words.append(
                        String(unsafeUninitializedCapacity: end - start) { word in
                            for offset in start..<end { word[offset - start] = ASCIIBytes.lowercased(bytes[offset]) }
                            return end - start
                        })
                }
                start = end + 1
            }
            return true
        }
        return isASCII ? words : unicodeWords(of: name)
    }

    /// The words of any name, by `Character` properties: the definition ``words(of:)`` must agree with.
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
