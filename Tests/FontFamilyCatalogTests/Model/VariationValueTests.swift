import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Axes, tags and coordinates are plain values with readable descriptions.
@Suite struct VariationValueTests {
    @Test func anAxisKeepsItsRangeInOrderAndItsDefaultInside() {
        let axis = VariationAxis(tag: .weight, name: "Weight", minimum: 900, defaultValue: 1000, maximum: 100)
        #expect(axis.range == 100...900)
        #expect(axis.defaultValue == 900)
        #expect(axis.clamped(50) == 100)
        #expect(axis.clamped(650) == 650)
        #expect(axis.description == "wght (Weight) 100–900, default 900")
        let grade = VariationAxis(
            tag: "GRAD", name: "Grade\u{202E}", minimum: -50, defaultValue: 0, maximum: 150.5, isHidden: true)
        #expect(grade.description == "GRAD (Grade\\u{202E}) -50–150.5, default 0, hidden")
    }

    @Test func coordinatesKeepTheirOrderAndOneValuePerTag() {
        var coordinates: VariationCoordinates = [.weight: 700, .slant: -10, .weight: 650]
        #expect(coordinates.tags == [.weight, .slant])
        #expect(coordinates[.weight] == 650)
        #expect(coordinates[.width] == nil)
        #expect(coordinates.description == "wght 650, slnt -10")
        coordinates[.weight] = nil
        coordinates[.opticalSize] = 14.5
        #expect(coordinates.description == "slnt -10, opsz 14.5")
        #expect(VariationCoordinates([]).isEmpty)
    }

    @Test func onlyTheFiveLowercaseTagsAreRegistered() {
        #expect(
            [VariationTag.weight, .width, .slant, .italic, .opticalSize, "GRAD", "WGHT"].map(\.isRegistered)
                == [true, true, true, true, true, false, false])
        #expect(VariationTag.opticalSize.description == "opsz")
    }

    @Test func aFaceIsStaticANamedInstanceOrTheVariableFontAtItsCoordinates() {
        var face = FontFace(postScriptName: "VarySans-Bold", family: "Vary Sans", style: "Bold", file: "/v.ttf")
        #expect(face.kind == .static)
        face.coordinates = [.weight: 650]
        #expect(face.kind == .variable)
        face.namedInstance = 4
        #expect(face.kind == .namedInstance)
        #expect(
            [FontFace.Kind.static, .namedInstance, .variable].map(\.description)
                == ["static", "named instance", "variable"])
    }
}

/// A variable font value names its family, file, axes and instance count.
@Suite struct VariableFontValueTests {
    @Test func theDescriptionNamesFamilyFileAxesAndInstances() {
        let font = VariableFont(
            file: "/fonts/Vary.ttc", index: 2, family: "Vary Sans",
            axes: [VariationAxis(tag: .weight, name: "Weight", minimum: 100, defaultValue: 400, maximum: 900)],
            namedInstances: [], postScriptNamePrefix: "VarySans")
        #expect(
            font.description
                == "VariableFont(Vary Sans, /fonts/Vary.ttc (face 2), wght (Weight) 100–900, default 400; 0 named instances)"
        )
        #expect(font.defaultCoordinates == [.weight: 400])
    }
}
