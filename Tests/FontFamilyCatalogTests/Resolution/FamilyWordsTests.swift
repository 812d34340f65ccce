import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The numbered words that rank family suggestions answer as the `Character`-based definition does.
@Suite struct FamilyWordsTests {
    @Test func asciiWordsEqualTheUnicodeDefinition() {
        let names = [
            "Noto Sans CJK KR", "Source Han Sans-Bold_It", "Font 2.0 (beta)", "Noto\r\nSans", "A1b2-C3",
            "  lead  trail  ", "", "---", "Tab\tSep\u{0B}x", "A&B+C/D", "OpenSans-CondensedBold", "x\u{7F}y",
        ]
        for name in names {
            #expect(Self.keysAgree(name), "\(name.debugDescription)")
        }
        // Every ASCII byte alone and between two letters.
        for byte in UInt8(0)..<0x80 {
            let character = String(decoding: [byte], as: UTF8.self)
            for name in [character, "a\(character)B", "\(character)\(character)9"] {
                #expect(Self.keysAgree(name), "\(name.debugDescription)")
            }
        }
        #expect(
            FamilyWords.wordKeys(of: "Noto Sans CJK-KR_2 ExtraCondensedBold")
                == ["noto", "sans", "cjk", "kr", "2", "extracondensedbold"].map(FamilyWords.Word.init))
        #expect(FamilyWords.Word("extracondensedbold") == .text("extracondensedbold"))
        #expect(FamilyWords.Word("noto") != FamilyWords.Word("notO"))
    }

    @Test func otherTextIsSplitByCharacterProperties() {
        #expect(FamilyWords.unicodeWords(of: "Café Ｓａｎｓ") == ["café", "ｓａｎｓ"])
        #expect(FamilyWords.unicodeWords(of: "Noto Sans ١٢٣ Ⅻ") == ["noto", "sans", "١٢٣", "ⅻ"])
        #expect(FamilyWords.unicodeWords(of: "源ノ角ゴシック JP·Bold") == ["源ノ角ゴシック", "jp", "bold"])
        #expect(FamilyWords.unicodeWords(of: "e\u{301}te x\u{200D}y") == ["e\u{301}te", "x\u{200D}y"])
        for name in ["Café Ｓａｎｓ", "源ノ角ゴシック JP·Bold", "İstanbul Straße", "Noto Sans ١٢٣ Ⅻ"] {
            #expect(Self.keysAgree(name), "\(name)")
        }
        // An ASCII word of a name that is not ASCII has the key the same word has in an ASCII name.
        #expect(FamilyWords.wordKeys(of: "源ノ角ゴシック JP").last == FamilyWords.wordKeys(of: "JP").first)
    }

    /// Whether the keys of `name`'s words are those of the `Character`-based definition's words.
    private static func keysAgree(_ name: String) -> Bool {
        FamilyWords.wordKeys(of: name) == FamilyWords.unicodeWords(of: name).map(FamilyWords.Word.init)
    }

    @Test func missingWordsEqualTheSetDefinition() throws {
        let catalog = try FixtureCatalog.families()
        let words = catalog.nameIndex.familyWords
        let texts = [
            "Noto Sans", "noto sans sans", "Sans Noto Kufi Arabic", "Pale Kufi", "DejaVu", "xyzzy noto", "", "---",
            "Noto Sans ١٢٣", "Café",
        ]
        for text in texts {
            let textWords = Set(FamilyWords.unicodeWords(of: text))
            for (position, family) in catalog.families.enumerated() {
                let expected =
                    family.names.map { textWords.subtracting(FamilyWords.unicodeWords(of: $0.name)).count }.min()
                    ?? textWords.count
                #expect(words.missing(words.text(text), inFamily: position) == expected, "\(text) in \(family.name)")
            }
        }
    }
}
