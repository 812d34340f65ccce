import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Sized fonts from `FontName` cases and `FontFamily` descriptors, on the fixture catalog's real fontconfig faces.
@Suite struct SizedFontTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    @Test func aNameAtAPointSize() throws {
        let font = try catalog.font(GillSans.semiBold, size: 17)
        #expect(font.face == catalog.face(postScriptName: "GillSans-SemiBold"))
        #expect(font.resolution == .exact(font.face))
        #expect(font.isExact)
        #expect(font.pointSize == 17)
        #expect(font.textStyle == nil)
        #expect(font.category == nil)
        #expect(font.cascade == ["GillSans-SemiBold"])
        #expect(font.description == "GillSans-SemiBold 17 pt (exact)")
    }

    @Test func aNameSizedForATextStyle() throws {
        let body = try catalog.font(GillSans.regular, textStyle: .body, category: .extraLarge)
        #expect(body.face.postScriptName == "GillSans")
        #expect(body.pointSize == 19)
        #expect(body.textStyle == .body)
        #expect(body.category == .extraLarge)
        #expect(try catalog.font(GillSans.regular, textStyle: .body).pointSize == 17)
        #expect(
            try catalog.font(GillSans.regular, textStyle: .body, category: .extraLarge, maximumSize: 18).pointSize == 18
        )
        let ownSize = try catalog.font(GillSans.regular, textStyle: .body, category: .extraLarge, defaultSize: 20)
        #expect(ownSize.pointSize == 20.0 * 19 / 17)
        #expect(ownSize.description == "GillSans 22.35 pt (exact)")
        let scale = TypeScale(sizes: [.caption1: 10], overrideCategory: .small)
        let caption = try catalog.font(
            GillSans.regular, textStyle: .caption1, category: .accessibilityLarge, scale: scale)
        #expect(caption.pointSize == 10.0 * 11 / 12)
        #expect(caption.category == .small)
    }

    @Test func aMissingNameThrowsItsDiagnosisWhenStrict() throws {
        let expected = try #require(catalog.resolve(postScriptName: "GillSans-UltraBoldItalic").diagnosis)
        let error = #expect(throws: SizedFontError.self) {
            try catalog.font(GillSans.ultraBoldItalic, size: 17, fallback: .none)
        }
        #expect(error == .unresolved(expected))
        #expect(error?.description == expected.description)
        #expect(
            error?.description.hasPrefix(
                "'GillSans-UltraBoldItalic' is not installed: Gill Sans has no UltraBold Italic face.") == true)
    }

    @Test func aFallbackIsReportedNeverSilent() throws {
        let font = try catalog.font(GillSans.ultraBoldItalic, size: 17)
        let diagnosis = try #require(catalog.resolve(postScriptName: "GillSans-UltraBoldItalic").diagnosis)
        // CSS font matching keeps the slant first, then takes the nearest lighter weight: Bold Italic.
        #expect(font.face.postScriptName == "GillSans-BoldItalic")
        #expect(font.resolution == .fallback(font.face, diagnosis))
        #expect(!font.isExact)
        #expect(font.description == "GillSans-BoldItalic 17 pt (fallback: \(diagnosis.description))")
    }

    @Test func aFamilyAtAPointSize() throws {
        let font = try catalog.font(StyledFamily(.gillSans), weight: .semiBold, slant: .italic, size: 17)
        #expect(font.face.postScriptName == "GillSans-SemiBoldItalic")
        #expect(font.isExact)
        #expect(try catalog.font(StyledFamily(.gillSans), size: 12).face.postScriptName == "GillSans")
        #expect(
            try catalog.font(StyledFamily(.sourceSansPro), weight: .medium, size: 12).face.postScriptName
                == "SourceSansPro-Regular")
    }

    @Test func aFamilySizedForATextStyle() throws {
        let font = try catalog.font(
            StyledFamily(.sourceSansPro), weight: .semiBold, slant: .upright, textStyle: .body, category: .extraLarge,
            maximumSize: 28)
        #expect(font.face.postScriptName == "SourceSansPro-Semibold")
        #expect(font.pointSize == 19)
        #expect(font.textStyle == .body)
        let capped = try catalog.font(
            StyledFamily(.sourceSansPro), weight: .semiBold, textStyle: .body, category: .accessibilityLarge,
            maximumSize: 28)
        #expect(capped.pointSize == 28)
    }

    @Test func aTextStyleGivesItsWeightWhenNoneIsAsked() throws {
        let headline = try catalog.font(StyledFamily(.gillSans), textStyle: .headline)
        #expect(headline.face.postScriptName == "GillSans-SemiBold")
        #expect(headline.pointSize == 17)
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .light, textStyle: .headline).face.postScriptName
                == "GillSans-Light")
    }

    @Test func aWeightTheFamilyDoesNotDeclareFallsBackOrThrowsWhenStrict() throws {
        let error = #expect(throws: SizedFontError.self) {
            try catalog.font(StyledFamily(.gillSans), weight: .medium, size: 17, fallback: .none)
        }
        #expect(
            error?.description
                == "FontFamily 'GillSans' declares no upright face of weight 500 at width 100%. It declares GillSans-Light, "
                + "GillSans-LightItalic, GillSans, GillSans-Italic, GillSans-SemiBold, GillSans-SemiBoldItalic, "
                + "GillSans-Bold, GillSans-BoldItalic, GillSans-UltraBold; ask for one of those or add the face to "
                + "the descriptor.")
        // Gill Sans has no 500: CSS font matching takes the nearest lighter weight, Regular.
        let font = try catalog.font(StyledFamily(.gillSans), weight: .medium, size: 17)
        #expect(font.face.postScriptName == "GillSans")
        #expect(!font.isExact)
        #expect(font.resolution.diagnosis?.description == error?.description)
        #expect(font.description == "GillSans 17 pt (fallback: \(error?.description ?? ""))")
        let textStyle = try catalog.font(StyledFamily(.gillSans), weight: .medium, textStyle: .body)
        #expect(textStyle.face.postScriptName == "GillSans")
        #expect(!textStyle.isExact)
    }

    /// Headline is semi-bold (600); a family without a 600 face (Zen Old Mincho here, Roboto on many systems) gets
    /// the face CSS font matching chooses, Bold, reported as a fallback.
    @Test func aHeadlineInAFamilyWithoutSemiBoldIsItsBoldReported() throws {
        let family = StyledFamily(.zenOldMincho)
        let declaredNo600 =
            "FontFamily 'ZenOldMincho' declares no upright face of weight 600 at width 100%. It declares "
            + "ZenOldMincho-Regular, ZenOldMincho-Bold; ask for one of those or add the face to the descriptor."
        let headline = try catalog.font(family, textStyle: .headline)
        #expect(headline.face == catalog.face(postScriptName: "ZenOldMincho-Bold"))
        #expect(!headline.isExact)
        #expect(
            headline.resolution
                == .fallback(
                    headline.face,
                    FontDiagnosis(
                        name: "ZenOldMincho",
                        problem: .notDeclared(
                            weight: .semiBold, slant: .upright, width: .normal,
                            declared: ["ZenOldMincho-Regular", "ZenOldMincho-Bold"]),
                        substitute: nil)))
        #expect(headline.description == "ZenOldMincho-Bold 17 pt (fallback: \(declaredNo600))")
        let semiBold = try catalog.font(family, weight: .semiBold, size: 20)
        #expect(semiBold.face.postScriptName == "ZenOldMincho-Bold")
        #expect(semiBold.resolution == headline.resolution)
        let error = #expect(throws: SizedFontError.self) {
            try catalog.font(family, textStyle: .headline, fallback: .none)
        }
        #expect(error?.description == declaredNo600)
        #expect(throws: SizedFontError.self) { try catalog.font(family, weight: .semiBold, size: 20, fallback: .none) }
    }

    /// Roboto has no 600: its headline and its semi-bold are its Bold, reported; strict sizing throws.
    @Test func robotosHeadlineIsItsBoldReported() throws {
        let families = try FixtureCatalog.families()
        let notDeclared = FontDiagnosis.Problem.notDeclared(
            weight: .semiBold, slant: .upright, width: .normal, declared: FontFamily.roboto.faces.map(\.postScriptName))
        let headline = try families.font(StyledFamily(.roboto), textStyle: .headline)
        #expect(headline.face.postScriptName == "Roboto-Bold")
        #expect(!headline.isExact)
        #expect(headline.resolution.diagnosis?.problem == notDeclared)
        let semiBold = try families.font(StyledFamily(.roboto), weight: .semiBold, size: 17)
        #expect(semiBold.face.postScriptName == "Roboto-Bold")
        #expect(semiBold.resolution == headline.resolution)
        #expect(throws: SizedFontError.unresolved(try #require(headline.resolution.diagnosis))) {
            try families.font(StyledFamily(.roboto), textStyle: .headline, fallback: .none)
        }
    }

    /// A family none of whose faces is installed still throws: there is nothing to match.
    @Test func aFamilyThatIsNotInstalledThrows() {
        let error = #expect(throws: SizedFontError.self) { try catalog.font(StyledFamily(.roboto), textStyle: .body) }
        #expect(
            error?.description
                == "'Roboto-Regular' is not installed: no face has this PostScript name and none comes close. Install "
                + "the font or check the name. Asked for this PostScript name, fontconfig would silently use Damascus "
                + "(Damascus).")
    }

    @Test func aSizeThatIsNotAPointSizeThrows() {
        #expect(throws: SizedFontError.invalidSize(parameter: "size", value: 0)) {
            try catalog.font(GillSans.regular, size: 0)
        }
        #expect(throws: SizedFontError.invalidSize(parameter: "size", value: -17)) {
            try catalog.font(StyledFamily(.gillSans), size: -17)
        }
        #expect(throws: SizedFontError.invalidSize(parameter: "maximumSize", value: -1)) {
            try catalog.font(StyledFamily(.gillSans), textStyle: .body, maximumSize: -1)
        }
        let error = #expect(throws: SizedFontError.self) {
            try catalog.font(GillSans.regular, textStyle: .body, defaultSize: .infinity)
        }
        #expect(error?.description == "the point size 'defaultSize' is inf; give a finite number above zero")
        #expect(
            SizedFontError.invalidSize(parameter: "size", value: 0).description
                == "the point size 'size' is 0; give a finite number above zero")
    }

    @Test func theFamilysOwnTypeScaleSizesItsStyles() throws {
        var family = StyledFamily(.gillSans)
        family.typeScale = TypeScale(sizes: [.body: 18], overrideCategory: .small, maximumSize: 30)
        let body = try catalog.font(family, textStyle: .body, category: .accessibilityExtraExtraExtraLarge)
        #expect(body.pointSize == 18.0 * 15 / 17)
        #expect(body.category == .small)
        family.typeScale = TypeScale(sizes: [.body: 18], maximumSize: 30)
        #expect(try catalog.font(family, textStyle: .body, category: .accessibilityLarge).pointSize == 30)
        #expect(try catalog.font(family, textStyle: .body, defaultSize: 20).pointSize == 20)
        #expect(try catalog.font(family, textStyle: .title1).pointSize == 28)
    }
}
