import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

@Suite struct BoldTextMappingTests {
    /// Gill Sans' installed weights in the fixtures: Light, Regular, SemiBold, Bold, UltraBold.
    let gillSans: [FontWeight] = [300, 400, 600, 700, 800]

    @Test func defaultTargetsOfTheNamedWeights() {
        let targets = FontWeight.named.map { BoldTextMapping.default.target(for: $0) }
        #expect(targets == [.regular, .medium, .semiBold, .bold, .extraBold, .black, .black, .black, .black])
    }

    @Test func defaultTargetsOfOtherWeights() {
        #expect(BoldTextMapping.default.target(for: 350) == 650)
        #expect(BoldTextMapping.default.target(for: 950) == 950)
        #expect(BoldTextMapping.default.target(for: 1) == 301)
    }

    @Test func gillSansChoosesOnlyInstalledWeights() {
        let mapping = BoldTextMapping.default
        #expect(mapping.bolder(.regular, installed: gillSans) == .bold)
        #expect(mapping.bolder(.bold, installed: gillSans) == .extraBold)
        #expect(mapping.bolder(.extraBold, installed: gillSans) == .extraBold)
        #expect(mapping.bolder(.light, installed: gillSans) == .semiBold)
        #expect(mapping.bolder(.semiBold, installed: gillSans) == .extraBold)
    }

    @Test func withNothingHeavierInRangeTheWeightStays() {
        #expect(BoldTextMapping.default.bolder(.regular, installed: [400]) == .regular)
        #expect(BoldTextMapping.default.bolder(.regular, installed: []) == .regular)
        // 300 targets 600; 700 lies beyond the target, so Light stays Light.
        #expect(BoldTextMapping.default.bolder(.light, installed: [300, 700]) == .light)
    }

    @Test func anOverrideReplacesTheDefaultForItsWeightOnly() {
        let mapping = BoldTextMapping(overrides: [.regular: .semiBold, .bold: .bold])
        #expect(mapping.target(for: .regular) == .semiBold)
        #expect(mapping.target(for: .bold) == .bold)
        #expect(mapping.target(for: .light) == .semiBold)
        #expect(mapping.bolder(.regular, installed: gillSans) == .semiBold)
        #expect(mapping.bolder(.bold, installed: gillSans) == .bold)
        #expect(mapping.bolder(.extraBold, installed: gillSans) == .extraBold)
    }

    @Test func anOverrideNeverMakesTextLighter() {
        let mapping = BoldTextMapping(overrides: [.bold: .regular])
        #expect(mapping.bolder(.bold, installed: gillSans) == .bold)
    }

    @Test func aCatalogFamilyGivesTheWeightsOfTheSameSlant() throws {
        func face(_ name: String, _ style: String, _ weight: FontWeight, slant: FontSlant = .upright) -> FontFace {
            FontFace(
                postScriptName: name, family: "Gill Sans", style: style, weight: weight,
                slant: slant, file: "/fonts/\(name).ttf"
            )
        }
        let catalog = FontCatalog(faces: [
            face("GillSans-Light", "Light", .light),
            face("GillSans", "Regular", .regular),
            face("GillSans-SemiBold", "SemiBold", .semiBold),
            face("GillSans-Bold", "Bold", .bold),
            face("GillSans-UltraBold", "UltraBold", .extraBold),
            face("GillSans-Italic", "Italic", .regular, slant: .italic),
            face("GillSans-SemiBoldItalic", "SemiBold Italic", .semiBold, slant: .italic),
        ])
        let family = try #require(catalog.family(named: "Gill Sans"))
        let mapping = BoldTextMapping.default
        #expect(mapping.bolder(.regular, in: family) == .bold)
        #expect(mapping.bolder(.bold, in: family) == .extraBold)
        #expect(mapping.bolder(.extraBold, in: family) == .extraBold)
        #expect(mapping.bolder(.regular, in: family, slant: .italic) == .semiBold)
        #expect(mapping.bolder(.semiBold, in: family, slant: .italic) == .semiBold)
    }
}
