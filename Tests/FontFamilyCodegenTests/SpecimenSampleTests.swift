import FixtureFontWriter
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct SpecimenSampleTests {
    private let latin = Set(FixtureSet.latinCodePoints)

    @Test func aLatinFaceGetsThePangram() {
        let samples = SpecimenSample.samples(covering: latin)
        #expect(samples.map(\.text) == ["The quick brown fox jumps over the lazy dog. 0123456789"])
        #expect(samples.map(\.language) == ["en"])
        #expect(samples.map(\.short) == ["Aa Gg"])
    }

    @Test func aJapaneseFaceGetsLatinAndJapaneseButNotChinese() {
        let samples = SpecimenSample.samples(covering: Set(FixtureSet.japaneseCodePoints))
        #expect(samples.map(\.language) == ["en", "ja"])
        #expect(samples.last?.text == "日本語の明朝体、漢字とかなカナ。")
    }

    @Test func anArabicFaceWithoutASpaceGetsTheArabicPangramRightToLeft() {
        let samples = SpecimenSample.samples(covering: Set(FixtureSet.arabicCodePoints))
        #expect(samples.map(\.language) == ["ar"])
        #expect(samples.map(\.isRightToLeft) == [true])
        #expect(samples.first?.text == "صف خلق خود كمثل الشمس إذ بزغت يحظى الضجيع بها نجلاء معطار")
    }

    @Test func aPangramMissingOneLetterIsNotChosen() {
        let samples = SpecimenSample.samples(covering: latin.subtracting([UInt32(("z" as Unicode.Scalar).value)]))
        #expect(samples.map(\.language) == [nil])
        #expect(samples.first?.text.hasPrefix("!\"#$%&'()*+,-./0123456789") == true)
        #expect(samples.first?.text.contains("z") == false)
    }

    @Test func anIconFontGetsItsGlyphsWithTheirNames() throws {
        let icons = [
            IconGlyph(name: "arrow-left", unicode: "\u{E600}"), IconGlyph(name: "arrow-right", unicode: "\u{E601}"),
            IconGlyph(name: "uE602", unicode: "\u{E602}"),
        ]
        let samples = SpecimenSample.samples(covering: [0xE602, 0xE600, 0xE601], icons: icons)
        let sample = try #require(samples.first)
        #expect(samples.count == 1)
        #expect(sample.icons == icons)
        #expect(sample.text == "\u{E600}\u{E601}\u{E602}")
        #expect(sample.short == "\u{E600}\u{E601}\u{E602}")
        #expect(sample.language == nil)
    }

    @Test func aScriptTheFaceCoversWinsOverItsIcons() {
        let samples = SpecimenSample.samples(
            covering: latin.union([0xE600]), icons: [IconGlyph(name: "home", unicode: "\u{E600}")])
        #expect(samples.map(\.language) == ["en"])
        #expect(samples.map(\.icons) == [[]])
    }

    @Test func otherwiseTheFirstDrawableCharactersItCovers() {
        let samples = SpecimenSample.samples(covering: [0x0A, 0x20, 0x0301, 0x2603, 0x41, 0x200B])
        #expect(samples.map(\.text) == ["A☃"])
        #expect(samples.map(\.short) == ["A☃"])
    }

    @Test func aFaceThatCoversNothingDrawableGetsNoSample() {
        #expect(SpecimenSample.samples(covering: []).isEmpty)
        #expect(SpecimenSample.samples(covering: [0x20, 0x0A]).isEmpty)
    }
}
