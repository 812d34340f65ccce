import CoreTestSupport
import Testing

@testable import FontFamilyKit

/// Variable descriptors as plain values: ranges, standard instance names, coordinates for a request.
@Suite struct VariableFamilyTests {
    let duoSans = FontFamily("DuoSans", axes: [.weight: 100...900], italic: .italic())

    @Test func withoutATableTheFacesAreTheStandardInstanceNames() {
        #expect(
            duoSans.faces.map(\.postScriptName) == [
                "DuoSans-Thin", "DuoSans-ThinItalic", "DuoSans-ExtraLight", "DuoSans-ExtraLightItalic",
                "DuoSans-Light", "DuoSans-LightItalic", "DuoSans-Regular", "DuoSans-Italic", "DuoSans-Medium",
                "DuoSans-MediumItalic", "DuoSans-SemiBold", "DuoSans-SemiBoldItalic", "DuoSans-Bold",
                "DuoSans-BoldItalic", "DuoSans-ExtraBold", "DuoSans-ExtraBoldItalic", "DuoSans-Black",
                "DuoSans-BlackItalic",
            ])
        #expect(duoSans.faces.map(\.weight) == FontWeight.named.flatMap { [$0, $0] })
        #expect(duoSans.isVariable)
        #expect(duoSans.axes?[.weight] == 100...900)
    }

    @Test func theRangeChoosesTheRegisteredWeights() {
        let narrow = FontFamily("Narrow", axes: [.weight: 250...650])
        #expect(
            narrow.faces.map(\.postScriptName) == [
                "Narrow-Light", "Narrow-Regular", "Narrow-Medium", "Narrow-SemiBold",
            ])
        let between = FontFamily("Between", axes: [.weight: 420...480])
        #expect(between.faces.isEmpty)
        #expect(between.description == "FontFamily(Between, variable wght 420–480, 0 faces)")
        let widthOnly = FontFamily("Stretch", axes: [.width: 75...125])
        #expect(widthOnly.faces.map(\.postScriptName) == ["Stretch-Regular"])
    }

    @Test func namesAndDescriptionAgreeWithTheFaces() {
        #expect(duoSans.postScriptName(weight: .semiBold, slant: .italic) == "DuoSans-SemiBoldItalic")
        #expect(duoSans.postScriptName(weight: .regular, slant: .italic) == "DuoSans-Italic")
        #expect(duoSans.postScriptName(weight: .regular) == "DuoSans-Regular")
        #expect(duoSans.postScriptName(weight: 650) == nil, "a weight between instances has coordinates, not a name")
        let vary = FontFamily("VarySans", axes: [.weight: 100...900])
        #expect(
            vary.description
                == "FontFamily(VarySans, variable wght 100–900, 9 faces: VarySans-Thin, VarySans-ExtraLight, "
                + "VarySans-Light, VarySans-Regular, VarySans-Medium, VarySans-SemiBold, VarySans-Bold, "
                + "VarySans-ExtraBold, VarySans-Black)")
        for face in vary.faces {
            #expect(vary.postScriptName(weight: face.weight) == face.postScriptName)
        }
    }

    @Test func aTableBesideTheRangesKeepsItsOwnNames() {
        let sourceSans = FontFamily(
            "SourceSans3",
            weights: [.regular: .standalone("Regular"), .semiBold: "Semibold"],
            italic: .italic("It"),
            axes: [.weight: 200...900]
        )
        #expect(
            sourceSans.faces.map(\.postScriptName) == [
                "SourceSans3-Regular", "SourceSans3-It", "SourceSans3-Semibold", "SourceSans3-SemiboldIt",
            ])
        #expect(sourceSans.isVariable)
        #expect(!FontFamily.gillSans.isVariable)
        #expect(FontFamily.gillSans.axes == nil)
        #expect(sourceSans != FontFamily(sourceSans.baseName, weights: sourceSans.weights, italic: sourceSans.italic))
    }

    @Test func aRequestBecomesCoordinatesOnTheDeclaredAxes() {
        let axes: FontFamily.AxisRanges = [.weight: 100...900, .width: 75...100, .slant: -10...0, "GRAD": -50...150]
        #expect(
            axes.coordinates(weight: 650, slant: .upright, width: .condensed) == [.weight: 650, .width: 75, .slant: 0])
        #expect(
            axes.coordinates(weight: .bold, slant: .italic, width: .normal) == [.weight: 700, .width: 100, .slant: -10])
        let italicAxis: FontFamily.AxisRanges = [.italic: 0...1, .weight: 300...800]
        #expect(
            italicAxis.coordinates(weight: .bold, slant: .oblique, width: .condensed) == [.italic: 1, .weight: 700])
        #expect(italicAxis.coordinates(weight: .bold, slant: .upright, width: .normal) == [.italic: 0, .weight: 700])
        #expect(FontFamily.AxisRanges([]).coordinates(weight: .bold, slant: .italic, width: .normal).isEmpty)
    }

    @Test func containsChecksEveryValue() {
        let axes: FontFamily.AxisRanges = [.weight: 100...900, .width: 75...100]
        #expect(axes.contains([.weight: 650, .width: 75]))
        #expect(axes.contains([.weight: 100]))
        #expect(!axes.contains([.weight: 950]))
        #expect(!axes.contains([.weight: 650, .width: 112.5]))
        #expect(!axes.contains([.slant: 0]), "an axis the family does not declare")
    }

    @Test func rangesKeepTheirOrderAndOneEntryPerTag() {
        var axes: FontFamily.AxisRanges = [.weight: 100...900, .opticalSize: 14...32]
        #expect(axes.tags == [.weight, .opticalSize])
        #expect(axes.description == "wght 100–900, opsz 14–32")
        axes[.weight] = 300...700
        axes[.width] = 87.5...87.5
        #expect(axes.description == "wght 300–700, opsz 14–32, wdth 87.5")
        axes[.opticalSize] = nil
        #expect(axes.tags == [.weight, .width])
        let replaced = FontFamily.AxisRanges([
            .init(tag: .weight, bounds: 100...900), .init(tag: .weight, bounds: 200...800),
        ])
        #expect(replaced.ranges == [.init(tag: .weight, bounds: 200...800)])
    }
}
