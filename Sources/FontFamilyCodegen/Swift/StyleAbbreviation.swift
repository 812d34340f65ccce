import FontFamilyKit

/// The abbreviations that font vendors write in style names (`Cond`, `It`, `Bd`), spelled out for case names, so
/// that one enum never mixes `condensed` with `condItalic`: every style's words are expanded by one table before the
/// words become a case name.
///
/// ```swift
/// StyleAbbreviation.expanded("Bold Cond")   // "Bold Condensed"
/// StyleAbbreviation.expanded("SemiboldIt")  // "Semibold Italic"
/// ```
enum StyleAbbreviation {
    /// Each abbreviation, lowercased, and the word it stands for.
    static let words: [String: String] = [
        "bd": "Bold", "blk": "Black", "cn": "Condensed", "cond": "Condensed", "compr": "Compressed",
        "ext": "Extended", "hv": "Heavy", "it": "Italic", "ital": "Italic", "lt": "Light", "med": "Medium",
        "obl": "Oblique", "semibd": "SemiBold",
    ]

    /// `style` split into words as ``SwiftIdentifier`` splits them (at every character that is not a letter, a
    /// mark or a digit, and where a lowercase letter meets an uppercase one) with each abbreviation replaced,
    /// joined by spaces.
    static func expanded(_ style: String) -> String {
        SwiftIdentifier.words(in: style).map { words[$0.lowercased()] ?? $0 }.joined(separator: " ")
    }

    /// The case name of a face with this style: ``SwiftIdentifier/memberName(from:fallback:)`` of the
    /// ``expanded(_:)`` style, else of `fallback`.
    static func memberName(forStyle style: String, fallback: () -> String) -> String {
        // An ASCII style (nearly every one) is expanded and named on its bytes, without a `String` per word.
        let ascii = style.withASCII { bytes in
            asciiExpanded(bytes).withUnsafeBufferPointer {
                SwiftIdentifier.memberName(fromASCII: $0, fallback: fallback)
            }
        }
        return ascii ?? SwiftIdentifier.memberName(from: expanded(style), fallback: fallback())
    }

    /// ``expanded(_:)`` of an ASCII style, as bytes.
    private static func asciiExpanded(_ style: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var expanded: [UInt8] = []
        expanded.reserveCapacity(style.count + 16)
        SwiftIdentifier.forEachASCIIWord(in: style) { range in
            if !expanded.isEmpty { expanded.append(UInt8(ascii: " ")) }
            let word = UnsafeBufferPointer(rebasing: style[range])
            if let spelledOut = asciiWords.first(where: { matches(word, abbreviation: $0.abbreviation) })?.word {
                expanded.append(contentsOf: spelledOut.utf8)
            } else {
                expanded.append(contentsOf: word)
            }
        }
        return expanded
    }

    /// ``words`` as bytes, for ``asciiExpanded(_:)``.
    private static let asciiWords: [(abbreviation: [UInt8], word: String)] = words.map {
        (Array($0.key.utf8), $0.value)
    }

    /// Whether an ASCII word is `abbreviation` (lowercase) in any case.
    private static func matches(_ word: UnsafeBufferPointer<UInt8>, abbreviation: [UInt8]) -> Bool {
        word.count == abbreviation.count
            && zip(word, abbreviation).allSatisfy { byte, lowercase in
                (SwiftIdentifier.isASCIIUppercase(byte) ? byte + 0x20 : byte) == lowercase
            }
    }
}
