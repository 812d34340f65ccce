import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Any PostScript name, for sizing faces of hand-built catalogs.
private struct PostScriptName: FontName {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let allCases: [PostScriptName] = []
}

/// Pango font description strings and CSS `font` shorthands of sized fonts.
@Suite struct FontDescriptionStringTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    /// A sized font of a single hand-built face.
    private func sized(
        family: String,
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        size: Double = 10
    ) throws -> SizedFont {
        let face = FontFace(
            postScriptName: "Test", family: family, style: "Regular", weight: weight, slant: slant, width: width,
            file: "/fonts/test.ttf")
        return try FontCatalog(faces: [face]).font(PostScriptName(rawValue: "Test"), size: size)
    }

    @Test func pangoDescriptionsOfTheFixtures() throws {
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .semiBold, slant: .italic, size: 17).pangoDescription
                == "Gill Sans Semi-Bold Italic 17")
        #expect(try catalog.font(StyledFamily(.gillSans), size: 17).pangoDescription == "Gill Sans 17")
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .light, size: 17).pangoDescription == "Gill Sans Light 17"
        )
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .bold, size: 9.5).pangoDescription == "Gill Sans Bold 9.5"
        )
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .extraBold, size: 17).pangoDescription
                == "Gill Sans Ultra-Bold 17")
        #expect(
            try catalog.font(StyledFamily(.sourceSansPro), weight: .extraLight, slant: .italic, size: 12)
                .pangoDescription
                == "Source Sans Pro Ultra-Light Italic 12")
        #expect(
            try catalog.font(StyledFamily(.sourceSansPro), weight: .black, size: 12).pangoDescription
                == "Source Sans Pro Heavy 12")
        #expect(
            try catalog.font(StyledFamily(.papyrus), width: .condensed, size: 17).pangoDescription
                == "Papyrus Condensed 17")
        #expect(
            try catalog.font(StyledFamily(.gillSans), textStyle: .body, category: .extraLarge, defaultSize: 18)
                .pangoDescription
                == "Gill Sans 20.12")
    }

    @Test func pangoWeightsWithoutAWordAreNumeric() throws {
        #expect(try sized(family: "Inter", weight: 450).pangoDescription == "Inter weight=450 10")
        #expect(try sized(family: "Inter", weight: FontWeight(587.5)).pangoDescription == "Inter weight=588 10")
        #expect(try sized(family: "Inter", weight: 350).pangoDescription == "Inter Semi-Light 10")
        #expect(try sized(family: "Inter", weight: 1000).pangoDescription == "Inter Ultra-Heavy 10")
        #expect(try sized(family: "Inter", slant: .oblique).pangoDescription == "Inter Oblique 10")
        #expect(try sized(family: "Inter", width: .semiExpanded).pangoDescription == "Inter Semi-Expanded 10")
        #expect(try sized(family: "Inter", width: FontWidth(90)).pangoDescription == "Inter 10")
    }

    @Test func aFamilyEndingInAWordPangoWouldReadIsEndedWithAComma() throws {
        #expect(try sized(family: "Gill Sans Light", weight: .bold).pangoDescription == "Gill Sans Light, Bold 10")
        #expect(try sized(family: "Noto Sans SemiBold").pangoDescription == "Noto Sans SemiBold, 10")
        #expect(try sized(family: "Fira Code Retina", weight: 300).pangoDescription == "Fira Code Retina Light 10")
        #expect(try sized(family: "Font Awesome 6").pangoDescription == "Font Awesome 6, 10")
        #expect(try sized(family: "Pixel 12px").pangoDescription == "Pixel 12px, 10")
        #expect(try sized(family: "Odd weight=3").pangoDescription == "Odd weight=3, 10")
        #expect(try sized(family: "Sans NORMAL").pangoDescription == "Sans NORMAL, 10")
    }

    @Test func cssShorthandsOfTheFixtures() throws {
        #expect(
            try catalog.font(StyledFamily(.gillSans), weight: .semiBold, slant: .italic, size: 17).cssFont
                == "italic 600 17px \"Gill Sans\"")
        #expect(try catalog.font(GillSans.regular, size: 17).cssFont == "400 17px \"Gill Sans\"")
        #expect(
            try catalog.font(StyledFamily(.papyrus), width: .condensed, size: 17).cssFont
                == "400 condensed 17px \"Papyrus\"")
        #expect(
            try catalog.font(StyledFamily(.gillSans), textStyle: .headline, category: .extraLarge).cssFont
                == "600 19px \"Gill Sans\"")
        #expect(
            try catalog.font(GillSans.regular, size: 17).cssFont(fallbacks: [.sansSerif])
                == "400 17px \"Gill Sans\", sans-serif")
    }

    @Test func cssQuotesAndEscapesFamilyNames() throws {
        #expect(
            try sized(family: #"Bob's "Best" \ Sans"#, weight: 450, slant: .oblique).cssFont
                == #"oblique 450 10px "Bob\27 s \22 Best\22  \5C  Sans""#)
        #expect(try sized(family: "Tab\tNew\nline").cssFont == #"400 10px "Tab\9 New\A line""#)
        #expect(try sized(family: "Nul\u{0}\u{7F}").cssFont == "400 10px \"Nul\u{FFFD}\\7F \"")
        #expect(
            try sized(family: "ZEN オールド明朝", weight: FontWeight(587.5), size: 20.125).cssFont
                == "587.5 20.13px \"ZEN オールド明朝\"")
        #expect(try sized(family: "Serif", width: .ultraExpanded).cssFont == "400 ultra-expanded 10px \"Serif\"")
    }

    /// `cssFont` output is put into `<style>` elements and `style` attributes: a family name can neither end the
    /// string, the attribute or the element, nor hide or reorder text, and letters in any script stay readable.
    @Test func cssFontIsSafeInStyleElementsAndAttributes() throws {
        #expect(
            try sized(family: "X</style><script>alert('x')</script>").cssFont
                == #"400 10px "X\3C /style\3E \3C script\3E alert(\27 x\27 )\3C /script\3E ""#)
        #expect(try sized(family: #"Say "Hi" & 'Bye'"#).cssFont == #"400 10px "Say \22 Hi\22  \26  \27 Bye\27 ""#)
        #expect(try sized(family: "abc\u{202E}fed").cssFont == #"400 10px "abc\202E fed""#)
        #expect(try sized(family: "Nul\u{0}End").cssFont == "400 10px \"Nul\u{FFFD}End\"")
        #expect(try sized(family: "Two\nLines").cssFont == #"400 10px "Two\A Lines""#)
        #expect(try sized(family: "ゴシック").cssFont(fallbacks: [.sansSerif]) == "400 10px \"ゴシック\", sans-serif")
        #expect(try sized(family: "Café").cssFont == "400 10px \"Café\"")
    }
}
