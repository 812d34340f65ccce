import FixtureFontWriter
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Cascade coverage on the fixtures' real character maps, read through FreeType.
@Suite struct CoverageTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func latinAndArabicSplitBetweenPapyrusAndDamascus() throws {
        let coverage = catalog.coverage(of: "Hello مرحبا", cascade: ["Papyrus", "Damascus"])
        #expect(coverage.runs.map(\.text) == ["Hello ", "مرحبا"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["Papyrus", "Damascus"])
        #expect(coverage.uncovered.isEmpty)
        #expect(coverage.isComplete)
        #expect(coverage.description == "Papyrus: \"Hello \"\nDamascus: \"مرحبا\"")
    }

    @Test func aCharacterNoFaceCoversIsReported() {
        let coverage = catalog.coverage(of: "Hi 日本 €", cascade: ["Papyrus", "Damascus"])
        #expect(coverage.runs.map(\.text) == ["Hi ", "日本", " ", "€"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["Papyrus", nil, "Papyrus", nil])
        #expect(coverage.uncovered == ["日", "本", "€"])
        #expect(!coverage.isComplete)
        #expect(
            coverage.description
                == "Papyrus: \"Hi \"\n(no face): \"日本\"\nPapyrus: \" \"\n(no face): \"€\"\n"
                + "not covered: U+65E5, U+672C, U+20AC")
    }

    @Test func theFirstFaceThatCoversACharacterWins() {
        let coverage = catalog.coverage(of: "مرحبا 42", cascade: ["Papyrus", "Damascus"])
        #expect(coverage.runs.map(\.text) == ["مرحبا", " 42"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["Damascus", "Papyrus"])
    }

    @Test func missingCascadeFontsAreReportedNotReplaced() {
        let coverage = catalog.coverage(of: "Hi", cascade: ["Papyrus-Bold", "Papyrus"])
        #expect(coverage.missingFonts == ["Papyrus-Bold"])
        #expect(coverage.runs.map(\.face?.postScriptName) == ["Papyrus"])
        #expect(!coverage.isComplete)
        #expect(coverage.description == "Papyrus: \"Hi\"\nnot installed: Papyrus-Bold")
    }

    @Test func characterSetsComeFromFontconfig() throws {
        let damascus = try #require(catalog.face(postScriptName: "Damascus"))
        #expect(catalog.codePoints(of: damascus) == Set(FixtureSet.arabicCodePoints))
        let icons = try #require(catalog.face(postScriptName: "iconfont"))
        #expect(catalog.codePoints(of: icons) == Set(FixtureSet.icons.map(\.codePoint)))
        #expect(catalog.covers(damascus, "م"))
        #expect(!catalog.covers(damascus, "A"))
    }

    @Test func plainValueCatalogsHaveNoCharacterSets() {
        let face = FontFace(postScriptName: "A", family: "A", style: "Regular", file: "/a.ttf")
        let plain = FontCatalog(faces: [face])
        #expect(plain.codePoints(of: face).isEmpty)
        #expect(plain.coverage(of: "a", cascade: ["A"]).uncovered == ["a"])
    }

    @Test func boldTextChoosesOnlyInstalledGillSansWeights() throws {
        let family = try #require(catalog.family(named: "Gill Sans"))
        let mapping = BoldTextMapping.default
        #expect(mapping.bolder(.regular, in: family) == .bold)
        #expect(mapping.bolder(.bold, in: family) == .extraBold)
        #expect(mapping.bolder(.extraBold, in: family) == .extraBold)
        #expect(mapping.bolder(.bold, in: family, slant: .italic) == .bold)
    }
}
