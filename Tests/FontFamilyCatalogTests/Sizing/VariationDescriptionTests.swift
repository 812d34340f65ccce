import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Any PostScript name, for sizing faces of hand-built catalogs.
private struct PostScriptName: FontName {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let allCases: [PostScriptName] = []
}

/// CSS declarations and Pango descriptions of variable-font faces: named instances and arbitrary coordinates.
@Suite struct VariationDescriptionTests {
    /// A sized font of one hand-built face of family `family`, a named instance when `instance` is given.
    private func sized(
        family: String = "Inter",
        weight: FontWeight = .regular,
        slant: FontSlant = .upright,
        width: FontWidth = .normal,
        instance: Int? = nil,
        coordinates: VariationCoordinates?,
        size: Double = 12
    ) throws -> SizedFont {
        let face = FontFace(
            postScriptName: "Test", familyNames: [LocalizedName(family)], styleNames: [LocalizedName("Regular")],
            weight: weight, slant: slant, width: width, file: "/fonts/Inter.ttf", namedInstance: instance,
            coordinates: coordinates)
        return try FontCatalog(faces: [face]).font(PostScriptName(rawValue: "Test"), size: size)
    }

    @Test func staticFacesKeepTheirOutput() throws {
        let font = try sized(weight: .bold, slant: .italic, coordinates: nil)
        #expect(font.face.kind == .static)
        #expect(font.cssDeclarations == "font: italic 700 12px \"Inter\"")
        #expect(font.cssDeclarations == "font: " + font.cssFont)
        #expect(font.pangoDescription == "Inter Bold Italic 12")
    }

    @Test func aNamedInstanceGivesEveryCoordinate() throws {
        let font = try sized(weight: .bold, slant: .oblique, instance: 4, coordinates: [.weight: 700, .slant: -10])
        #expect(font.face.kind == .namedInstance)
        #expect(
            font.cssDeclarations
                == "font: oblique 700 12px \"Inter\"; font-variation-settings: \"wght\" 700, \"slnt\" -10")
        #expect(font.pangoDescription == "Inter Bold Oblique 12 @wght=700,slnt=-10")
    }

    @Test func arbitraryCoordinatesAreWrittenExactly() throws {
        let font = try sized(weight: 650, coordinates: [.weight: 650])
        #expect(font.face.kind == .variable)
        #expect(font.cssDeclarations == "font: 650 12px \"Inter\"; font-variation-settings: \"wght\" 650")
        #expect(font.pangoDescription == "Inter weight=650 12 @wght=650")
        let fractional = try sized(
            weight: FontWeight(123.5), coordinates: [.weight: 123.5, "GRAD": -50, .opticalSize: 14])
        #expect(
            fractional.cssDeclarations
                == "font: 123.5 12px \"Inter\"; font-variation-settings: \"wght\" 123.5, \"GRAD\" -50, \"opsz\" 14")
        #expect(fractional.pangoDescription == "Inter weight=124 12 @wght=123.5,GRAD=-50,opsz=14")
    }

    @Test func anUnnamedWidthIsAStretchDeclaration() throws {
        let font = try sized(width: FontWidth(90), coordinates: [.width: 90])
        #expect(
            font.cssDeclarations == "font: 400 12px \"Inter\"; font-stretch: 90%; font-variation-settings: \"wdth\" 90")
        let named = try sized(width: .condensed, coordinates: [.width: 75])
        #expect(named.cssDeclarations == "font: 400 condensed 12px \"Inter\"; font-variation-settings: \"wdth\" 75")
        #expect(named.pangoDescription == "Inter Condensed 12 @wdth=75")
        #expect(
            try sized(width: FontWidth(90), coordinates: nil).cssDeclarations
                == "font: 400 12px \"Inter\"; font-stretch: 90%")
    }

    @Test func fallbacksGoIntoTheShorthand() throws {
        let font = try sized(coordinates: [.weight: 400])
        #expect(
            font.cssDeclarations(fallbacks: [.sansSerif])
                == "font: 400 12px \"Inter\", sans-serif; font-variation-settings: \"wght\" 400")
    }

    /// Empty coordinates set no axis: there is nothing to write.
    @Test func emptyCoordinatesWriteNoVariations() throws {
        let font = try sized(coordinates: [:])
        #expect(font.cssDeclarations == "font: 400 12px \"Inter\"")
        #expect(font.pangoDescription == "Inter 12")
    }

    /// A tag is data from a font: in CSS it is a string like any other; Pango and fontconfig drop a short tag's
    /// padding, as HarfBuzz writes it.
    @Test func tagsAreEscapedAndUnpadded() throws {
        let font = try sized(coordinates: ["a\"<\\": 1, "ab  ": 2])
        #expect(
            font.cssDeclarations
                == #"font: 400 12px "Inter"; font-variation-settings: "a\22 \3C \5C " 1, "ab  " 2"#)
        #expect(font.pangoDescription == #"Inter 12 @a"<\=1,ab=2"#)
    }

    /// A family Pango would read a style word from still ends with a comma; the variations follow the size.
    @Test func hostileFamiliesKeepTheirRules() throws {
        let font = try sized(family: "Papyrus Condensed", weight: .bold, coordinates: [.weight: 700])
        #expect(font.pangoDescription == "Papyrus Condensed, Bold 12 @wght=700")
        let markup = try sized(family: "A\"B </style>\u{202E}", coordinates: [.weight: 700])
        #expect(
            markup.cssDeclarations
                == #"font: 400 12px "A\22 B \3C /style\3E \202E "; font-variation-settings: "wght" 700"#)
    }
}
