import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// The committed fixtures, read back through real fontconfig: every field the writer put in comes out.
@Suite struct FixtureCatalogTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func listsEveryFixtureFaceOnce() {
        #expect(catalog.faces.count == FixtureSet.standard.count)
        #expect(Set(catalog.faces.map(\.postScriptName)) == Set(FixtureSet.standard.map(\.postScriptName)))
        #expect(catalog.allFaces.count == catalog.faces.count)
        #expect(catalog.skippedFiles.isEmpty)
    }

    @Test func familiesAreGroupedByPrimaryName() {
        #expect(
            catalog.families.map(\.name) == [
                "Damascus", "Gill Sans", "Papyrus", "Source Sans Pro", "Zen Old Mincho", "iconfont",
            ])
        #expect(catalog.families.map(\.faces.count) == [2, 9, 2, 12, 2, 1])
    }

    @Test(arguments: FixtureSet.standard)
    func readsBackEveryField(_ font: FixtureFont) throws {
        let face = try #require(catalog.face(postScriptName: font.postScriptName))
        #expect(face.family == (font.typographicFamilyName ?? font.familyName))
        #expect(face.style == (font.typographicStyleName ?? font.styleName))
        #expect(face.fullName == font.fullName)
        #expect(face.weight == FontWeight(Double(font.weightClass)))
        #expect(face.slant == (font.isItalic ? .italic : .upright))
        #expect(face.width == FontWidth.named[Int(font.widthClass) - 1])
        #expect(face.file == PackagePaths.fixtureFonts.appendingPathComponent(font.fileName).path)
        #expect(face.index == 0)
        #expect(face.namedInstance == nil)
        #expect(face.format == .trueType)
    }

    @Test func gillSansFacesAreInWidthWeightSlantOrder() throws {
        let family = try #require(catalog.family(named: "Gill Sans"))
        #expect(
            family.faces.map(\.postScriptName) == [
                "GillSans-Light", "GillSans-LightItalic", "GillSans", "GillSans-Italic", "GillSans-SemiBold",
                "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold",
            ])
        #expect(
            family.faces.map(\.style) == [
                "Light", "Light Italic", "Regular", "Italic", "SemiBold", "SemiBold Italic", "Bold", "Bold Italic",
                "UltraBold",
            ])
        #expect(family.faces.map(\.weight.value) == [300, 300, 400, 400, 600, 600, 700, 700, 800])
    }

    @Test func papyrusCondensedIsNarrowerAndFirst() throws {
        let family = try #require(catalog.family(named: "Papyrus"))
        #expect(family.faces.map(\.postScriptName) == ["Papyrus-Condensed", "Papyrus"])
        #expect(family.faces.map(\.width) == [.condensed, .normal])
    }

    @Test func substringSearchIgnoresCaseDiacriticsAndSpaces() {
        for query in ["gill", "GILL", "Gill Sans", "gillsans", "g i l l", "Gîll"] {
            #expect(catalog.families(containing: query).map(\.name) == ["Gill Sans"], "query \(query)")
        }
        #expect(catalog.families(containing: "source sans").map(\.name) == ["Source Sans Pro"])
        #expect(catalog.families(containing: "sourcesans").map(\.name) == ["Source Sans Pro"])
        #expect(
            catalog.families(containing: "S").map(\.name) == ["Damascus", "Gill Sans", "Papyrus", "Source Sans Pro"])
        #expect(catalog.families(containing: "no such family").isEmpty)
    }

    @Test func suggestsTheClosestFamilies() {
        #expect(catalog.closestFamilies(to: "gil sands").map(\.name) == ["Gill Sans"])
        #expect(catalog.closestFamilies(to: "papyrs").map(\.name) == ["Papyrus"])
        #expect(catalog.closestFamilies(to: "xyzzy quux").isEmpty)
    }
}
