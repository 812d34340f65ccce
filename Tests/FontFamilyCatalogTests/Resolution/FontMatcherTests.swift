import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

@Suite struct FontMatcherTests {
    private func face(
        _ name: String,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal
    ) -> FontFace {
        FontFace(
            postScriptName: name, family: "Test", style: name, weight: weight, slant: slant, width: width,
            file: "/fonts/\(name).ttf"
        )
    }

    private func chosenWeight(desired: FontWeight, available: [FontWeight]) -> FontWeight? {
        let faces = available.map { face("W\($0)", weight: $0) }
        return FontMatcher.bestMatch(in: faces, weight: desired)?.weight
    }

    @Test func inBetweenWeightsFollowTheFourHundredToFiveHundredRule() {
        #expect(chosenWeight(desired: 480, available: [450, 500]) == 500)
        #expect(chosenWeight(desired: 450, available: [400, 500]) == 500)
        #expect(chosenWeight(desired: 400, available: [300, 500]) == 500)
        #expect(chosenWeight(desired: 300, available: [200, 400]) == 200)
        #expect(chosenWeight(desired: 600, available: [500, 800]) == 800)
        #expect(chosenWeight(desired: 480, available: [450, 520]) == 450)
        #expect(chosenWeight(desired: 500, available: [400, 700]) == 400)
        #expect(chosenWeight(desired: 501, available: [400, 700]) == 700)
        #expect(chosenWeight(desired: 350, available: [400, 900]) == 400)
        #expect(chosenWeight(desired: 800, available: [100, 700]) == 700)
        #expect(chosenWeight(desired: 400, available: []) == nil)
    }

    @Test func weightSearchOrdersMatchTheSpec() {
        let all: [FontWeight] = [100, 250, 400, 450, 500, 750, 900]
        #expect(FontMatcher.weightOrder(desired: 400, available: all) == [400, 450, 500, 250, 100, 750, 900])
        #expect(FontMatcher.weightOrder(desired: 420, available: all) == [450, 500, 400, 250, 100, 750, 900])
        #expect(FontMatcher.weightOrder(desired: 300, available: all) == [250, 100, 400, 450, 500, 750, 900])
        #expect(FontMatcher.weightOrder(desired: 600, available: all) == [750, 900, 500, 450, 400, 250, 100])
        #expect(FontMatcher.weightOrder(desired: 500, available: all + [500]) == [500, 450, 400, 250, 100, 750, 900])
    }

    @Test func widthSearchOrdersMatchTheSpec() {
        let all: [FontWidth] = [.condensed, .semiCondensed, .normal, .semiExpanded, .expanded]
        #expect(
            FontMatcher.widthOrder(desired: .normal, available: all) == [
                .normal, .semiCondensed, .condensed, .semiExpanded, .expanded,
            ]
        )
        #expect(
            FontMatcher.widthOrder(desired: FontWidth(110), available: all) == [
                .semiExpanded, .expanded, .normal, .semiCondensed, .condensed,
            ]
        )
        #expect(
            FontMatcher.widthOrder(desired: FontWidth(80), available: all) == [
                .condensed, .semiCondensed, .normal, .semiExpanded, .expanded,
            ]
        )
    }

    @Test func slantSearchOrdersMatchTheSpec() {
        #expect(FontMatcher.slantOrder(desired: .italic) == [.italic, .oblique, .upright])
        #expect(FontMatcher.slantOrder(desired: .oblique) == [.oblique, .italic, .upright])
        #expect(FontMatcher.slantOrder(desired: .upright) == [.upright, .oblique, .italic])
    }

    @Test func widthComesBeforeStyleAndStyleBeforeWeight() {
        let faces = [
            face("NormalBold", weight: .bold),
            face("CondensedItalic", slant: .italic, width: .condensed),
            face("CondensedLightOblique", weight: .light, slant: .oblique, width: .condensed),
            face("CondensedBold", weight: .bold, width: .condensed),
        ]
        #expect(FontMatcher.bestMatch(in: faces, width: .condensed, weight: .bold)?.postScriptName == "CondensedBold")
        #expect(
            FontMatcher.bestMatch(in: faces, width: .condensed, weight: .bold, slant: .italic)?.postScriptName
                == "CondensedItalic"
        )
        #expect(
            FontMatcher.bestMatch(in: faces, width: .condensed, weight: .bold, slant: .oblique)?.postScriptName
                == "CondensedLightOblique"
        )
        #expect(
            FontMatcher.bestMatch(in: faces, width: .semiCondensed, weight: .bold)?.postScriptName == "CondensedBold"
        )
        #expect(FontMatcher.bestMatch(in: faces, width: .expanded, weight: .bold)?.postScriptName == "NormalBold")
    }

    @Test func uprightRequestPrefersObliqueOverItalic() {
        let faces = [face("Italic", slant: .italic), face("Oblique", slant: .oblique)]
        #expect(FontMatcher.bestMatch(in: faces, weight: .regular)?.postScriptName == "Oblique")
        #expect(FontMatcher.bestMatch(in: faces, weight: .regular, slant: .italic)?.postScriptName == "Italic")
    }

    @Test func matchingAnInstalledFamilysFaces() throws {
        let gill = [
            FontFace(postScriptName: "GillSans", family: "Gill Sans", style: "Regular", file: "/g/r.ttf"),
            FontFace(
                postScriptName: "GillSans-Italic", family: "Gill Sans", style: "Italic", slant: .italic,
                file: "/g/i.ttf"
            ),
            FontFace(
                postScriptName: "GillSans-SemiBold", family: "Gill Sans", style: "SemiBold", weight: .semiBold,
                file: "/g/sb.ttf"
            ),
            FontFace(
                postScriptName: "GillSans-UltraBold", family: "Gill Sans", style: "UltraBold", weight: .extraBold,
                file: "/g/ub.ttf"
            ),
            FontFace(postScriptName: "Other-Bold", family: "Other", style: "Bold", weight: .bold, file: "/o.ttf"),
        ]
        let catalog = FontCatalog(faces: gill)
        let faces = try #require(catalog.family(named: "Gill Sans")).faces
        #expect(FontMatcher.bestMatch(in: faces, weight: .bold)?.postScriptName == "GillSans-UltraBold")
        #expect(FontMatcher.bestMatch(in: faces, weight: .medium)?.postScriptName == "GillSans")
        #expect(FontMatcher.bestMatch(in: faces, weight: .bold, slant: .italic)?.postScriptName == "GillSans-Italic")
        #expect(FontMatcher.bestMatch(in: faces, weight: .regular)?.postScriptName == "GillSans")
        #expect(catalog.family(named: "gill sans") == nil)
    }
}
