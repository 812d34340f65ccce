import FontFamilyKit
import Testing

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
        #expect(family.postScriptName(weight: .semibold, italic: true) == "SourceSansPro-SemiboldIt")
        #expect(family.postScriptName(weight: .regular, italic: true) == "SourceSansPro-It")
        #expect(family.postScriptName(weight: .regular) == "SourceSansPro-Regular")
        #expect(family.postScriptName(weight: .thin) == "SourceSansPro-Light")
        #expect(family.postScriptName(weight: .medium, italic: true) == "SourceSansPro-It")
        #expect(family.postScriptName(weight: .extraBold) == "SourceSansPro-Bold")
        #expect(family.postScriptName(weight: .black) == "SourceSansPro-Black")
    }

    @Test func weightOutsideTheTableHasNoName() {
        #expect(FontFamily.sourceSansPro.postScriptName(weight: 450) == nil)
        #expect(FontFamily.gillSans.postScriptName(weight: .thin) == nil)
    }

    @Test func nearestFaceFollowsCSSMatching() {
        #expect(FontFamily.gillSans.nearestFace(weight: 450)?.postScriptName == "GillSans")
        #expect(FontFamily.gillSans.nearestFace(weight: 550)?.postScriptName == "GillSans-SemiBold")
        #expect(FontFamily.gillSans.nearestFace(weight: .thin)?.postScriptName == "GillSans-Light")
        #expect(FontFamily.gillSans.nearestFace(weight: .black, italic: true)?.postScriptName == "GillSans-BoldItalic")
        #expect(FontFamily.dejaVuSans.nearestFace(weight: .bold, italic: true)?.slant == .oblique)
        #expect(FontFamily("Empty", weights: [:]).nearestFace(weight: .regular) == nil)
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
        #expect(FontFamily.gillSans.postScriptName(weight: .extraBold, italic: true) == nil)
    }

    @Test func zenOldMinchoHasNoItalics() {
        #expect(FontFamily.zenOldMincho.faces.map(\.postScriptName) == ["ZenOldMincho-Regular", "ZenOldMincho-Bold"])
        #expect(FontFamily.zenOldMincho.postScriptName(weight: .regular, italic: true) == nil)
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
            FontFamily.notoSans.postScriptName(weight: .bold, italic: true, width: .condensed)
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
        #expect(family.postScriptName(weight: .medium, italic: true) == "Z003-MediumItalic")
    }

    @Test func descriptorsAreValues() {
        #expect(FontFamily.gillSans == FontFamily.gillSans)
        #expect(FontFamily.gillSans != FontFamily.sourceSansPro)
        #expect(FontFamily.zenOldMincho.separator == "-")
        #expect(FontFamily.zenOldMincho.faceWeights == [.regular, .bold])
    }
}
