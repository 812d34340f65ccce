import Testing

@testable import FontFamilyLint

/// The two byte filters every Swift file of a lint passes (``SwiftFontNameScanner/mayHoldNames(_:)`` and
/// ``IdentifierSearch``), which look at sixteen bytes at a time, give the answers of plain byte-by-byte searches: a
/// word or name is put at every offset of texts of every length up to past four blocks, so that it starts in every
/// lane of a block, crosses every block boundary and ends in, or is cut by, the tail.
@Suite struct ByteFilterTests {
    /// The words ``SwiftFontNameScanner/mayHoldNames(_:)`` looks for.
    private let triggerWords = ["Font", "custom", "face", "resolve", "family"]

    /// Whether `text` contains one of ``triggerWords``, byte by byte.
    private func holdsTriggerWord(_ text: [UInt8]) -> Bool {
        triggerWords.contains { word in
            let word = Array(word.utf8)
            return word.count <= text.count
                && (0...(text.count - word.count)).contains { Array(text[$0..<($0 + word.count)]) == word }
        }
    }

    /// Whether `text` spells one of `names` as a word of its own: split into runs of identifier bytes, byte by byte.
    private func spells(_ names: Set<String>, in text: [UInt8]) -> Bool {
        var word: [UInt8] = []
        for byte in text + [UInt8(ascii: " ")] {
            if IdentifierSearch.identifierBytes[Int(byte)] {
                word.append(byte)
            } else {
                if names.contains(String(decoding: word, as: UTF8.self)) { return true }
                word = []
            }
        }
        return false
    }

    /// Texts of every length from 0 to 70 bytes holding `piece` at every offset from 0 to 40, over filler drawn from
    /// `alphabet`; where the piece does not fit, as much of it as does (a word cut by the end of the text).
    private func texts(with piece: String, over alphabet: [String], state: inout UInt64) -> [[UInt8]] {
        let piece = Array(piece.utf8)
        var texts: [[UInt8]] = []
        for length in 0...70 {
            for offset in 0...min(40, length) {
                var text: [UInt8] = []
                while text.count < length {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    text += Array(alphabet[Int(state >> 33) % alphabet.count].utf8)
                }
                text.removeLast(text.count - length)
                let end = min(length, offset + piece.count)
                text.replaceSubrange(offset..<end, with: piece[0..<(end - offset)])
                // A multi-byte character cut by the filler's end is replaced: the text is valid UTF-8, as a file's.
                texts.append(Array(String(decoding: text, as: UTF8.self).utf8))
            }
        }
        return texts
    }

    @Test func triggerWordFilterAgreesWithAByteByByteSearch() {
        // The same texts on every run: a linear congruential sequence.
        var state: UInt64 = 7
        let fillers: [[String]] = [
            [" ", "x", "(", ".", "\n", "1"],
            ["F", "o", "c", "u", "f", "a", "r", "e", "s", "n", "t", " "],
            ["é", "€", "o", " ", "\u{10348}", "ÿ"],
        ]
        let pieces =
            triggerWords + ["Fon", "Foxt", "facE", "fac", "custo", "resolv", "famil", "FONT", "Re", "res", "cu"]
        var mismatches: [String] = []
        var found = 0
        for alphabet in fillers {
            for piece in pieces {
                for text in texts(with: piece, over: alphabet, state: &state) {
                    let expected = holdsTriggerWord(text)
                    if expected { found += 1 }
                    if SwiftFontNameScanner.mayHoldNames(String(decoding: text, as: UTF8.self)) != expected {
                        mismatches.append(String(decoding: text, as: UTF8.self))
                    }
                }
            }
        }
        #expect(mismatches == [])
        // Both answers are tried many times over: the texts that hold a word, of 3 fillers × 16 pieces × 2,911.
        #expect(found == 28_594)
    }

    @Test func triggerWordFilterFindsAWordEndingAtTheLastByte() {
        for length in 0...70 {
            let padding = String(repeating: "x", count: length)
            for word in triggerWords {
                #expect(SwiftFontNameScanner.mayHoldNames(padding + word), "\(length) \(word)")
                #expect(!SwiftFontNameScanner.mayHoldNames(padding + word.dropLast()), "\(length) \(word)")
                #expect(!SwiftFontNameScanner.mayHoldNames(padding + word.dropFirst()), "\(length) \(word)")
            }
        }
    }

    @Test func identifierSearchAgreesWithSplittingTheTextIntoWords() {
        var state: UInt64 = 11
        let twentyFirstBytes = Set("abcdefghijklmnopqrst".map { "\($0)ame" })
        let nameSets: [Set<String>] = [
            // One pair of first bytes, one first byte.
            ["Theme"], ["font0", "font1", "fo"],
            // Several pairs of first bytes: up to four, then more than four.
            ["Theme", "font0", "size"], ["Theme", "Tx", "font", "fx"], ["Ta", "Tb", "Tc", "Td", "Te"],
            // Names of one byte, and first bytes that are identifier characters themselves.
            ["T"], ["T", "Theme", "x1"], ["_x", "$0", "a_b"],
            // Three, four and twenty first bytes.
            ["Theme", "font0", "size", "sx"], ["Theme", "font0", "size", "big"], twentyFirstBytes,
        ]
        let fillers: [[String]] = [
            [" ", "(", ".", "\n", ","], ["a", "T", "_", "$", "1", " ", "."], ["é", "€", " ", "x", "\u{10348}"],
        ]
        var mismatches: [String] = []
        var found = 0
        for names in nameSets {
            let search = IdentifierSearch(names)
            let sorted = names.sorted()
            for name in [sorted[0], sorted[sorted.count - 1]] {
                for piece in [name, "x" + name, name + "x", "_" + name, name + "$", "1" + name, name + "9", "é" + name]
                {
                    for alphabet in fillers {
                        for text in texts(with: piece, over: alphabet, state: &state) {
                            let expected = spells(names, in: text)
                            if expected { found += 1 }
                            if search.isSpelled(in: String(decoding: text, as: UTF8.self)) != expected {
                                mismatches.append(
                                    "\(sorted) in \(String(decoding: text, as: UTF8.self).debugDescription)")
                            }
                        }
                    }
                }
            }
        }
        #expect(mismatches == [])
        // The texts that spell a name, of 11 sets × 2 names × 8 pieces × 3 fillers × 2,911.
        #expect(found == 79_642)
    }

    @Test func identifierSearchFindsANameOnlyAsAWordOfItsOwn() {
        for names: Set<String> in [
            ["Theme"], ["Theme", "Tx", "font", "fx", "size"], ["Theme", "abc", "def", "ghi", "jkl"],
        ] {
            let search = IdentifierSearch(names)
            for length in 0...40 {
                let padding = String(repeating: " ", count: length)
                #expect(search.isSpelled(in: padding + "Theme"), "\(names) \(length)")
                #expect(search.isSpelled(in: padding + "(Theme)" + padding), "\(names) \(length)")
                for word in [
                    "xTheme", "Theme2", "_Theme", "Theme_", "$Theme", "Theme$", "1Theme", "éTheme", "Themeé", "Them",
                ] {
                    #expect(!search.isSpelled(in: padding + word + padding), "\(names) \(length) \(word)")
                    #expect(!search.isSpelled(in: padding + word), "\(names) \(length) \(word)")
                }
            }
        }
    }
}
