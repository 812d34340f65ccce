import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

@Suite struct FontFamilyTests {
    @Test func sourceSansProDeclaresTwelveFaces() {
        #expect(
            FontFamily.sourceSansPro.faces.map(\.postScriptName) == [
                "SourceSansPro-ExtraLight", "SourceSansPro-ExtraLightIt", "SourceSansPro-Light",
                "SourceSansPro-LightIt",
                "SourceSansPro-Regular", "SourceSansPro-It", "SourceSansPro-Semibold", "SourceSansPro-SemiboldIt",
                "SourceSansPro-Bold", "SourceSansPro-BoldIt", "SourceSansPro-Black", "SourceSansPro-BlackIt",
            ]
        )
    }

    @Test func sourceSansProNamesWeightsAndAliases() {
        let family = FontFamily.sourceSansPro
        #expect(family.postScriptName(weight: .semiBold, slant: .italic) == "SourceSansPro-SemiboldIt")
        #expect(family.postScriptName(weight: .regular, slant: .italic) == "SourceSansPro-It")
        #expect(family.postScriptName(weight: .regular) == "SourceSansPro-Regular")
        #expect(family.postScriptName(weight: .thin) == "SourceSansPro-Light")
        #expect(family.postScriptName(weight: .medium, slant: .italic) == "SourceSansPro-It")
        #expect(family.postScriptName(weight: .extraBold) == "SourceSansPro-Bold")
        #expect(family.postScriptName(weight: .black) == "SourceSansPro-Black")
    }

    @Test func onlyTheFamilysOwnSlantHasANameBesideUpright() {
        #expect(FontFamily.dejaVuSans.postScriptName(weight: .bold, slant: .oblique) == "DejaVuSans-BoldOblique")
        #expect(FontFamily.dejaVuSans.postScriptName(weight: .bold, slant: .italic) == nil)
        #expect(FontFamily.sourceSansPro.postScriptName(weight: .bold, slant: .oblique) == nil)
        #expect(FontFamily.zenOldMincho.postScriptName(weight: .bold, slant: .italic) == nil)
    }

    @Test func weightOutsideTheTableHasNoName() {
        #expect(FontFamily.sourceSansPro.postScriptName(weight: 450) == nil)
        #expect(FontFamily.gillSans.postScriptName(weight: .thin) == nil)
    }

    @Test func cssMatchingAmongDeclaredFaces() {
        #expect(FontMatcher.bestMatch(in: FontFamily.gillSans.faces, weight: 450)?.postScriptName == "GillSans")
        #expect(
            FontMatcher.bestMatch(in: FontFamily.gillSans.faces, weight: 550)?.postScriptName == "GillSans-SemiBold")
        #expect(FontMatcher.bestMatch(in: FontFamily.gillSans.faces, weight: .thin)?.postScriptName == "GillSans-Light")
        #expect(
            FontMatcher.bestMatch(in: FontFamily.gillSans.faces, weight: .black, slant: .italic)?.postScriptName
                == "GillSans-BoldItalic")
        #expect(
            FontMatcher.bestMatch(in: FontFamily.dejaVuSans.faces, weight: .bold, slant: .italic)?.slant == .oblique)
        #expect(FontMatcher.bestMatch(in: FontFamily("Empty", weights: [:]).faces, weight: .regular) == nil)
    }

    @Test func aliasToMissingOrAliasedWeightDeclaresNothing() {
        let family = FontFamily(
            "Broken",
            weights: [.regular: "Regular", .thin: .sameFace(as: .light), .medium: .sameFace(as: .thin)]
        )
        #expect(family.postScriptName(weight: .thin) == nil)
        #expect(family.postScriptName(weight: .medium) == nil)
        #expect(family.faces.map(\.postScriptName) == ["Broken-Regular"])
    }

    @Test func gillSansDeclaresNineFaces() {
        #expect(
            Set(FontFamily.gillSans.faces.map(\.postScriptName)) == [
                "GillSans", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic", "GillSans-SemiBold",
                "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold",
            ]
        )
        #expect(FontFamily.gillSans.faces.count == 9)
        #expect(FontFamily.gillSans.postScriptName(weight: .extraBold, slant: .italic) == nil)
    }

    @Test func zenOldMinchoHasNoItalics() {
        #expect(FontFamily.zenOldMincho.faces.map(\.postScriptName) == ["ZenOldMincho-Regular", "ZenOldMincho-Bold"])
        #expect(FontFamily.zenOldMincho.postScriptName(weight: .regular, slant: .italic) == nil)
    }

    @Test func robotoSpellsTheRegularItalicAlone() {
        #expect(
            FontFamily.roboto.faces.map(\.postScriptName) == [
                "Roboto-Thin", "Roboto-ThinItalic", "Roboto-Light", "Roboto-LightItalic", "Roboto-Regular",
                "Roboto-Italic", "Roboto-Medium", "Roboto-MediumItalic", "Roboto-Bold", "Roboto-BoldItalic",
                "Roboto-Black", "Roboto-BlackItalic",
            ]
        )
    }

    @Test func dejaVuSansPutsTheWidthInTheBase() {
        #expect(
            FontFamily.dejaVuSans.faces == [
                DeclaredFace(
                    width: .semiCondensed, weight: .regular, slant: .upright, postScriptName: "DejaVuSansCondensed"),
                DeclaredFace(
                    width: .semiCondensed, weight: .regular, slant: .oblique,
                    postScriptName: "DejaVuSansCondensed-Oblique"
                ),
                DeclaredFace(
                    width: .semiCondensed, weight: .bold, slant: .upright, postScriptName: "DejaVuSansCondensed-Bold"
                ),
                DeclaredFace(
                    width: .semiCondensed, weight: .bold, slant: .oblique,
                    postScriptName: "DejaVuSansCondensed-BoldOblique"
                ),
                DeclaredFace(
                    width: .normal, weight: .extraLight, slant: .upright, postScriptName: "DejaVuSans-ExtraLight"),
                DeclaredFace(width: .normal, weight: .regular, slant: .upright, postScriptName: "DejaVuSans"),
                DeclaredFace(width: .normal, weight: .regular, slant: .oblique, postScriptName: "DejaVuSans-Oblique"),
                DeclaredFace(width: .normal, weight: .bold, slant: .upright, postScriptName: "DejaVuSans-Bold"),
                DeclaredFace(width: .normal, weight: .bold, slant: .oblique, postScriptName: "DejaVuSans-BoldOblique"),
            ]
        )
        #expect(FontFamily.dejaVuSans.postScriptName(weight: .extraLight, width: .semiCondensed) == nil)
        #expect(FontFamily.dejaVuSans.postScriptName(weight: .bold, width: .condensed) == nil)
    }

    @Test func notoSansPutsTheWidthInTheSuffix() {
        #expect(
            FontFamily.notoSans.faces.map(\.postScriptName) == [
                "NotoSans-Condensed", "NotoSans-CondensedItalic", "NotoSans-CondensedBold",
                "NotoSans-CondensedBoldItalic", "NotoSans-Regular", "NotoSans-Italic", "NotoSans-Bold",
                "NotoSans-BoldItalic",
            ]
        )
        #expect(
            FontFamily.notoSans.postScriptName(weight: .bold, slant: .italic, width: .condensed)
                == "NotoSans-CondensedBoldItalic"
        )
    }

    @Test func separatorCanBeEmpty() {
        #expect(
            FontFamily.damascus.faces.map(\.postScriptName) == [
                "DamascusLight", "Damascus", "DamascusMedium", "DamascusSemiBold", "DamascusBold",
            ]
        )
    }

    @Test func italicSpellingsOverrideTheRule() {
        let family = FontFamily(
            "C059",
            weights: [.regular: "Roman", .bold: "Bold"],
            italic: .italic(spelled: [.regular: "Italic", .bold: "BdIta"])
        )
        #expect(family.faces.map(\.postScriptName) == ["C059-Roman", "C059-Italic", "C059-Bold", "C059-BdIta"])
    }

    @Test func italicOnlyWeightsHaveNoUprightName() {
        let family = FontFamily(
            "Z003",
            weights: [.medium: "Medium"],
            italic: .italic(italicOnly: [.medium])
        )
        #expect(family.faces.map(\.postScriptName) == ["Z003-MediumItalic"])
        #expect(family.postScriptName(weight: .medium) == nil)
        #expect(family.postScriptName(weight: .medium, slant: .italic) == "Z003-MediumItalic")
    }

    @Test func descriptorsAreValues() {
        #expect(FontFamily.gillSans == FontFamily.gillSans)
        #expect(FontFamily.gillSans != FontFamily.sourceSansPro)
        #expect(FontFamily.zenOldMincho.separator == "-")
        #expect(FontFamily.zenOldMincho.faceWeights == [.regular, .bold])
    }
}
