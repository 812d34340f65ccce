import Testing

@testable import FontFamilyLint

/// The search for identifiers that decides which Swift files a lint reads: the same answer as splitting the text into
/// runs of identifier characters and looking each up, by the fast path (at most three first bytes) and the other.
@Suite struct IdentifierSearchTests {
    /// Whether `text` spells one of `names` as a word of its own, the plain way.
    private func spelled(_ names: Set<String>, in text: String) -> Bool {
        var words: [String] = []
        var word = ""
        for byte in text.utf8 {
            if IdentifierSearch.identifierBytes[Int(byte)] {
                word.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                words.append(word)
                word = ""
            }
        }
        words.append(word)
        return words.contains { names.contains($0) }
    }

    @Test func findsAWordOnlyWhereItStandsAlone() {
        let search = IdentifierSearch(["Theme"])
        #expect(search.isSpelled(in: "let a = Theme.title"))
        #expect(search.isSpelled(in: "Theme"))
        #expect(search.isSpelled(in: "x(Theme)"))
        #expect(!search.isSpelled(in: "let a = MyTheme.title"))
        #expect(!search.isSpelled(in: "let a = Themes.title"))
        #expect(!search.isSpelled(in: "let a = Theme_.title"))
        #expect(!search.isSpelled(in: "let a = éTheme.title"))
        #expect(!search.isSpelled(in: nil))
        #expect(!IdentifierSearch([]).isSpelled(in: "Theme"))
    }

    @Test func aNameThatIsNoIdentifierIsFoundAnywhere() {
        let search = IdentifierSearch(["a.b"])
        #expect(search.isSpelled(in: "xa.by"))
        #expect(!search.isSpelled(in: "a b"))
    }

    @Test func agreesWithSplittingTheTextIntoWords() {
        // The same texts on every run: a linear congruential sequence.
        var state: UInt64 = 46
        let alphabet = Array("TtFfeh_1 .(\n")
        let nameSets: [Set<String>] = [
            ["Th"], ["Th", "fe", "t"], ["Th", "fe", "t", "Fh", "e1"], ["T", "h", "e", "_", "1t"], ["tt", "TT", "tT"],
        ]
        for names in nameSets {
            let search = IdentifierSearch(names)
            for length in 0..<60 {
                for _ in 0..<40 {
                    let text = String(
                        (0..<length).map { _ in
                            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                            return alphabet[Int(state >> 33) % alphabet.count]
                        })
                    #expect(
                        search.isSpelled(in: text) == spelled(names, in: text), "\(names) in \(text.debugDescription)")
                }
            }
        }
    }
}
