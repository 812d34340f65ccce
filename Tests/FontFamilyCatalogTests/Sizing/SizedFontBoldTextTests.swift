import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// "Bold Text" on sized fonts: the bolder weight among the faces the fixture catalog really has.
@Suite struct SizedFontBoldTextTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func gillSansRegularBoldAndUltraBold() throws {
        #expect(
            try catalog.font(StyledFamily(.gillSans), size: 17, boldText: true).face.postScriptName == "GillSans-Bold")
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .bold, size: 17, boldText: true).face.postScriptName
                == "GillSans-UltraBold")
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .extraBold, size: 17, boldText: true).face.postScriptName
                == "GillSans-UltraBold")
    }

    @Test func bolderKeepsSizeStyleAndCascade() throws {
        let family = StyledFamily(.gillSans, cascade: ["Damascus"])
        let font = try catalog.font(family, textStyle: .body, category: .extraLarge)
        let bolder = font.bolder(in: catalog)
        #expect(bolder.face.postScriptName == "GillSans-Bold")
        #expect(bolder.resolution == .exact(bolder.face))
        #expect(bolder.pointSize == 19)
        #expect(bolder.textStyle == .body)
        #expect(bolder.category == .extraLarge)
        #expect(bolder.cascade == ["GillSans-Bold", "Damascus"])
        #expect(bolder.bolder(in: catalog).face.postScriptName == "GillSans-UltraBold")
        #expect(bolder.bolder(in: catalog).bolder(in: catalog).face.postScriptName == "GillSans-UltraBold")
    }

    @Test func italicsStayItalic() throws {
        let italic = try catalog.font(StyledFamily(.gillSans), slant: .italic, size: 17, boldText: true)
        #expect(italic.face.postScriptName == "GillSans-BoldItalic")
        let semiBoldItalic = try catalog.font(GillSans.semiBoldItalic, size: 17, boldText: true)
        #expect(semiBoldItalic.face.postScriptName == "GillSans-BoldItalic")
    }

    @Test func aNameUsesTheDefaultMapping() throws {
        let font = try catalog.font(GillSans.regular, size: 17)
        #expect(font.boldTextMapping == .default)
        #expect(font.bolder(in: catalog).face.postScriptName == "GillSans-Bold")
        #expect(
            try catalog.font(GillSans.semiBold, size: 17, boldText: true).face.postScriptName == "GillSans-UltraBold")
    }

    @Test func theFamilysOwnMappingWins() throws {
        let family = StyledFamily(.gillSans, boldTextMapping: BoldTextMapping(overrides: [.regular: .semiBold]))
        let font = try catalog.font(family, size: 17, boldText: true)
        #expect(font.face.postScriptName == "GillSans-SemiBold")
        #expect(font.boldTextMapping == family.boldTextMapping)
    }

    @Test func aFallbackStaysReportedWhenBolder() throws {
        let font = try catalog.font(StyledFamily(.gillSans), weight: .medium, size: 17, fallback: .matchWithinFamily)
        let diagnosis = try #require(font.resolution.diagnosis)
        let bolder = font.bolder(in: catalog)
        #expect(bolder.face.postScriptName == "GillSans-Bold")
        #expect(bolder.resolution == .fallback(bolder.face, diagnosis))
    }

    @Test func aFaceWhoseFamilyIsNotInTheCatalogStays() throws {
        let font = try catalog.font(GillSans.regular, size: 17)
        #expect(font.bolder(in: FontCatalog(faces: [])) == font)
    }
}
