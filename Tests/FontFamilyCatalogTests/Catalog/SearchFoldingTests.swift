import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The search's own folding tables give Foundation's answers, so that the catalog needs no ICU to fold.
@Suite struct SearchFoldingTests {
    /// What the catalog folded with before it had tables of its own.
    static func foundationFolding(_ text: String) -> [Unicode.Scalar] {
        Array(
            text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                .unicodeScalars)
    }

    /// `SearchKey.normalize(_:)` as it was: Foundation's folding without white space.
    static func foundationKey(_ text: String) -> String {
        String(String.UnicodeScalarView(foundationFolding(text).filter { !$0.properties.isWhitespace }))
    }

    /// The scalars written as `U+…` for a message.
    static func shown(_ text: String) -> String {
        text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// Every scalar of every plane on its own, and after a letter: the folding table and the set of extending scalars.
    @Test func everyScalarFoldsAsFoundationFoldsIt() {
        var differences: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "A" + String(scalar)]
            where Array(SearchFolding.fold(text).unicodeScalars) != Self.foundationFolding(text)
                && differences.count < 20
            {
                differences.append(Self.shown(text))
            }
        }
        #expect(differences == [])
    }

    /// Every extending scalar (and a sample of all others) after first scalars of each kind the folding treats apart:
    /// Latin that folds, a scalar it leaves (CJK, an emoji), one that folds outside Latin, Greek and Cyrillic (`Ԑ`, a
    /// halfwidth katakana), U+0000; alone, before and after a combining acute.
    @Test func extendingScalarsFoldAsFoundationFoldsThem() {
        let firsts = ["A", "\u{E9}", "\u{6F22}", "\u{1F4E0}", "\u{510}", "\u{FF71}", "\u{FFE3}", "\u{0}", "\u{5D0}"]
        var differences: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value),
                SearchFolding.isExtending(value) || scalar.properties.isGraphemeExtend || value % 37 == 0
            else { continue }
            for first in firsts {
                for text in [
                    first + String(scalar), first + String(scalar) + "\u{301}", first + "\u{301}" + String(scalar),
                ]
                where Array(SearchFolding.fold(text).unicodeScalars) != Self.foundationFolding(text)
                    && differences.count < 20
                {
                    differences.append(Self.shown(text))
                }
            }
        }
        #expect(differences == [])
    }

    /// Text from the Latin, Greek and Cyrillic blocks: every scalar of U+0000–U+052F and U+1E00–U+1FFF in runs, with
    /// combining marks, width forms and white space between them.
    @Test func latinGreekAndCyrillicTextFoldsAsFoundationFoldsIt() {
        let scalars =
            (UInt32(0x20)...0x52F).compactMap(Unicode.Scalar.init)
            + (UInt32(0x1E00)...0x1FFF).compactMap(Unicode.Scalar.init)
            + (UInt32(0xFF01)...0xFF5E).compactMap(Unicode.Scalar.init)
        var random = RandomUnicodeText(seed: 0x464f_4c44)
        for start in stride(from: 0, to: scalars.count, by: 7) {
            var text = String.UnicodeScalarView(scalars[start..<min(start + 7, scalars.count)])
            for _ in 0..<3 {
                text.append(scalars[Int(random.number(in: 0...UInt32(scalars.count - 1)))])
            }
            let string = String(text)
            #expect(SearchKey.normalize(string) == Self.foundationKey(string), "\(Self.shown(string))")
        }
        for _ in 0..<20_000 {
            let string = random.string(maximumLength: 12)
            #expect(SearchKey.normalize(string) == Self.foundationKey(string), "\(string.debugDescription)")
        }
    }

    /// Every family, style and full name of the fixture fonts and of this machine's fonts.
    @Test func everyInstalledNameFoldsAsFoundationFoldsIt() throws {
        let fixtures = ["Fonts", "Families", "Variable", "VariableNames", "Names", "Abbreviated", "NoPost", "DuoSans"]
        let catalog = try FontCatalog(
            fonts: fixtures.map { PackagePaths.fixtures.appendingPathComponent($0).path }, includingSystemFonts: true,
            cacheDirectory: FixtureCatalog.cacheDirectory)
        var names: Set<String> = []
        for face in catalog.faces {
            names.insert(face.family)
            for name in face.familyNames + face.styleNames + face.fullNames { names.insert(name.name) }
        }
        #expect(names.contains { $0.unicodeScalars.contains { !$0.isASCII } })
        for name in names.sorted() {
            #expect(SearchKey.normalize(name) == Self.foundationKey(name), "\(name.debugDescription)")
        }
    }
}
