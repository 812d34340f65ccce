import TestSupport
import Testing

@testable import FontFamilyCatalog

/// `FontCatalog.diagnose(familyName:)`: a name asked for as a family, compared as CSS compares family names.
@Suite struct FamilyNameCheckTests {
    private let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test(arguments: ["Gill Sans", "gill sans", "GILL SANS", "ZEN オールド明朝"])
    func aFamilyNameInAnyASCIICaseOrLanguageResolves(_ name: String) {
        #expect(catalog.diagnose(familyName: name) == nil)
    }

    @Test func eachKindOfMissSaysWhatToWrite() {
        #expect(catalog.diagnose(familyName: "Gil Sans")?.problem == .familyNotInstalled(suggestions: ["Gill Sans"]))
        #expect(catalog.diagnose(familyName: "Fira Mono")?.problem == .familyNotInstalled(suggestions: []))
        #expect(
            catalog.diagnose(familyName: "SourceSansPro")?.problem
                == .familySpelledDifferently(installed: "Source Sans Pro"))
        #expect(
            catalog.diagnose(familyName: "gillsans-bold")?.problem
                == .faceNotFamily(family: "Gill Sans", postScriptName: "GillSans-Bold"))
        #expect(
            catalog.diagnose(familyName: "Gill Sans Light Italic")?.problem
                == .faceNotFamily(family: "Gill Sans", postScriptName: "GillSans-LightItalic"))
    }

    @Test func aMissNamesWhatFontconfigWouldSubstituteForTheFamily() {
        #expect(
            catalog.diagnose(familyName: "Gil Sans")?.description
                == "'Gil Sans' is not an installed family. Nearest installed families: 'Gill Sans'; use one of those "
                + "or install the font. Asked for this family, fontconfig would silently use Damascus (Damascus).")
    }
}
