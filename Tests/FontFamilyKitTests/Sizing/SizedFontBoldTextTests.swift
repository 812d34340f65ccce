import FontFamilyKit
import TestSupport
import Testing

/// "Bold Text" on sized fonts: the bolder weight among the faces the fixture catalog really has.
@Suite struct SizedFontBoldTextTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func gillSansRegularBoldAndUltraBold() throws {
        #expect(try catalog.font(.gillSans, size: 17, boldText: true).face.postScriptName == "GillSans-Bold")
        #expect(
            try catalog.font(.gillSans, weight: .bold, size: 17, boldText: true).face.postScriptName
                == "GillSans-UltraBold")
        #expect(
            try catalog.font(.gillSans, weight: .ultraBold, size: 17, boldText: true).face.postScriptName
                == "GillSans-UltraBold")
    }

    @Test func bolderKeepsSizeStyleAndCascade() throws {
        var family = FontFamily.gillSans
        family.cascade = ["Damascus"]
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
        let italic = try catalog.font(.gillSans, italic: true, size: 17, boldText: true)
        #expect(italic.face.postScriptName == "GillSans-BoldItalic")
        let semiBoldItalic = try catalog.font(GillSans.semiBoldItalic, size: 17, boldText: true)
        #expect(semiBoldItalic.face.postScriptName == "GillSans-BoldItalic")
    }

    @Test func aNameUsesTheDefaultMapping() throws {
        let font = try catalog.font(GillSans.regular, size: 17)
        #expect(font.boldText == .default)
        #expect(font.bolder(in: catalog).face.postScriptName == "GillSans-Bold")
        #expect(
            try catalog.font(GillSans.semiBold, size: 17, boldText: true).face.postScriptName == "GillSans-UltraBold")
    }

    @Test func theFamilysOwnMappingWins() throws {
        var family = FontFamily.gillSans
        family.boldText = BoldTextMapping(overrides: [.regular: .semibold])
        let font = try catalog.font(family, size: 17, boldText: true)
        #expect(font.face.postScriptName == "GillSans-SemiBold")
        #expect(font.boldText == family.boldText)
    }

    @Test func aFallbackStaysReportedWhenBolder() throws {
        let font = try catalog.font(.gillSans, weight: .medium, size: 17, fallback: .matchWithinFamily)
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
