import CFreeType
import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// The catalog's Tech Note 5902 names of arbitrary instances equal FreeType's own: `FT_Get_Postscript_Name` after
/// `FT_Set_Var_Design_Coordinates`, on fonts with a name ID 25 prefix (from which FreeType 2.12 builds names).
@Suite struct VariableFontNameCrossCheckTests {
    /// FreeType's name for the instance of the font at `path` at `coordinates` (one value per axis, in order).
    private func freeTypeName(_ path: String, _ coordinates: [Double]) throws -> String {
        var library: OpaquePointer?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        try #require(FT_New_Face(library, path, 0, &face) == 0)
        defer { FT_Done_Face(face) }
        var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
        try #require(FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed) == 0)
        return try #require(FT_Get_Postscript_Name(face).map { String(cString: $0) })
    }

    private func catalog(_ directory: URL) throws -> FontCatalog {
        try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    @Test func varySansNamesEqualFreeTypes() throws {
        let path = PackagePaths.fixtures.appendingPathComponent("Variable/VarySans[wght].ttf").path
        let font = try #require(
            try catalog(PackagePaths.fixtures.appendingPathComponent("Variable")).variableFonts.first)
        for weight in [650, 123.456, 100.5, 100.25, 899.99999, 101, 250.1] {
            let expected = try freeTypeName(path, [weight])
            #expect(font.postScriptName(at: [.weight: weight]) == expected, "\(weight)")
        }
        #expect(font.postScriptName(at: [.weight: 650]) == "VarySans_650wght")
        #expect(font.postScriptName(at: [.weight: 100.5]) == "VarySans_100.5wght")
        #expect(font.postScriptName(at: [.weight: 123.456]) == "VarySans_123.456wght")
        #expect(font.postScriptName(at: [.weight: 700]) == "VarySans-Bold")
        #expect(font.postScriptName(at: [.weight: 950]) == "VarySans-Black", "clamped to the axis: a named instance")
        #expect(font.postScriptName(at: [.weight: 400, "GRAD": 5]) == "VarySans-Regular", "the font has no GRAD")
    }

    /// Four axes and a 91-character prefix: names from 127 characters on are shortened to the prefix and a hash,
    /// shorter ones are not, fractions below 1 have no leading zero, and negative values keep their sign.
    @Test func longNamesAndFractionsEqualFreeTypes() throws {
        var font = FixtureSet.varySans
        font.fileName = "Long[GRAD,XTRA,wdth,wght].ttf"
        font.variationsPostScriptNamePrefix = String(repeating: "Long", count: 23)
        font.variationAxes = [
            .weight(minimum: 100, defaultValue: 400, maximum: 900),
            FixtureVariationAxis(tag: "wdth", name: "Width", minimum: 25, defaultValue: 100, maximum: 151),
            FixtureVariationAxis(tag: "GRAD", name: "Grade", minimum: -200, defaultValue: 0, maximum: 150),
            FixtureVariationAxis(tag: "XTRA", name: "Counter", minimum: 0, defaultValue: 0.5, maximum: 1),
        ]
        font.namedInstances = [FixtureNamedInstance(styleName: "Regular", coordinates: [400, 100, 0, 0.5])]
        let directory = try FixtureCatalog.directory(with: [font])
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent(font.fileName).path
        let variable = try #require(try catalog(directory).variableFonts.first)
        #expect(variable.postScriptNamePrefix == String(repeating: "Long", count: 22) + "Lon")
        let points: [[Double]] = [
            [650, 100, 0, 0.5], [100.5, 25.25, -0.25, 0.00002], [123.456, 150.999, -199.99999, 0.99999],
            [101, 26, -1, 0.25], [100.1, 26.1, -1.1, 0.1], [899.5, 150.5, 149.5, 0.75], [400, 100, 0, 1],
            [400, 100, 1, 0.5], [900, 25, -200, 0], [900, 151, 150, 1], [123.456, 100, 0, 0.5],
        ]
        var shortened = 0
        for point in points {
            let coordinates = VariationCoordinates(zip(variable.axes, point).map { .init(tag: $0.tag, value: $1) })
            let expected = try freeTypeName(path, point)
            #expect(variable.postScriptName(at: coordinates) == expected, "\(point)")
            if expected.hasSuffix("...") { shortened += 1 }
        }
        #expect(shortened == 3)
        // 91 + 35 characters stay; 91 + 36 = 127 characters are shortened, as FreeType does.
        let at126 = try freeTypeName(path, [650, 25.25, -100, 0.25])
        #expect(at126 == variable.postScriptNamePrefix.map { $0 + "_650wght_25.25wdth_-100GRAD_.25XTRA" })
        #expect(variable.postScriptName(at: [.weight: 650, .width: 25.25, "GRAD": -100, "XTRA": 0.25]) == at126)
        let at127 = try freeTypeName(path, [650, 25.125, -100, 0.25])
        #expect(at127.count == 127 && at127.hasSuffix("..."))
        #expect(variable.postScriptName(at: [.weight: 650, .width: 25.125, "GRAD": -100, "XTRA": 0.25]) == at127)
        // FreeType names a point as an arbitrary instance even where a named instance lies; the catalog gives the
        // named instance's own name there.
        #expect(try freeTypeName(path, [400, 100, 0, 0.5]) == variable.postScriptNamePrefix)
        #expect(variable.postScriptName(at: [.weight: 400]) == variable.postScriptNamePrefix.map { $0 + "-Regular" })
    }
}
