import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The system font: what fontconfig resolves a generic family name to, with the sizing API.
@Suite struct SystemFontTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    /// The fixture catalog's private configuration has no aliases: fontconfig's match for every generic name is
    /// Damascus there, as `fontconfigSubstitute(forFamily:)` says.
    @Test func withoutAliasesEveryGenericNameIsWhatFontconfigMatches() throws {
        for generic in GenericFamily.allCases {
            #expect(catalog.fontconfigSubstitute(forFamily: generic.rawValue)?.postScriptName == "Damascus")
            let system = try #require(catalog.systemFont(generic))
            #expect(system.generic == generic)
            #expect(system.family.name == "Damascus")
            #expect(system.weights == [.regular, .bold])
            #expect(system.slantedWeights.isEmpty)
        }
    }

    @Test func itSizesLikeAFamilyAndReportsMissingStyles() throws {
        let system = try #require(catalog.systemFont(.sansSerif))
        let body = try system.font(textStyle: .body, category: .extraLarge)
        #expect(body.face.postScriptName == "Damascus")
        #expect(body.isExact)
        #expect(body.pointSize == 19)
        #expect(body.cssFont(fallbacks: [.sansSerif]) == "400 19px \"Damascus\", sans-serif")
        let headline = try system.font(textStyle: .headline)
        #expect(headline.face.postScriptName == "DamascusBold")
        #expect(
            headline.description
                == "DamascusBold 17 pt (fallback: 'Damascus SemiBold' is not installed: Damascus has no SemiBold face. "
                + "It has Damascus (Regular), DamascusBold (Bold); use one of those or install the missing face.)")
        let italic = try system.font(slant: .italic, size: 12)
        #expect(italic.face.postScriptName == "Damascus")
        #expect(italic.resolution.diagnosis?.description.hasPrefix("'Damascus Italic' is not installed") == true)
        #expect(try system.font(size: 12, boldText: true).face.postScriptName == "DamascusBold")
        #expect(try system.font(textStyle: .body, boldText: true).resolution == .exact(headline.face))
        #expect(throws: SizedFontError.invalidSize(parameter: "size", value: -1)) { try system.font(size: -1) }
    }

    @Test func aliasesInTheConfigurationChooseTheFamily() throws {
        let directory = try FixtureCatalog.temporaryDirectory("config")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("fonts.conf")
        let aliases = [("sans-serif", "Gill Sans"), ("serif", "Zen Old Mincho"), ("monospace", "Source Sans Pro")]
            .map { "<alias><family>\($0)</family><prefer><family>\($1)</family></prefer></alias>" }
        let xml =
            "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(PackagePaths.fixtureFonts.path)</dir>"
            + aliases.joined() + "</fontconfig>\n"
        try Data(xml.utf8).write(to: file)
        let configured = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(configured.family(resolving: .sansSerif)?.name == "Gill Sans")
        #expect(configured.family(resolving: .serif)?.name == "Zen Old Mincho")
        #expect(configured.family(resolving: .monospace)?.name == "Source Sans Pro")
        let sans = try #require(configured.systemFont(.sansSerif))
        #expect(sans.weights == [.light, .regular, .semiBold, .bold, .extraBold])
        #expect(sans.slantedWeights == [.light, .regular, .semiBold, .bold])
        let headline = try sans.font(textStyle: .headline, category: .accessibilityMedium, maximumSize: 24)
        #expect(headline.face.postScriptName == "GillSans-SemiBold")
        #expect(headline.isExact)
        #expect(headline.pangoDescription == "Gill Sans Semi-Bold 24")
        #expect(try sans.font(weight: .bold, size: 17, boldText: true).face.postScriptName == "GillSans-UltraBold")
    }

    @Test func aCatalogOfPlainValuesHasNoSystemFont() {
        let face = FontFace(postScriptName: "A", family: "A", style: "Regular", file: "/a.ttf")
        #expect(FontCatalog(faces: [face]).systemFont(.sansSerif) == nil)
        #expect(FontCatalog(faces: [face]).family(resolving: .monospace) == nil)
    }

    @Test func genericNamesAreSpelledAsFontconfigAndCSSSpellThem() {
        #expect(GenericFamily.allCases.map(\.rawValue) == ["sans-serif", "serif", "monospace"])
    }
}
