import FixtureFontWriter
import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// Trap 6 on real fontconfig: a variable font is listed as its default face, its named instances and a
/// `variable=True` pattern that is not a face. Instance PostScript names depend on the fontconfig version.
@Suite struct VariableFontTests {
    let directory = PackagePaths.fixtures.appendingPathComponent("Variable")
    let file = PackagePaths.fixtures.appendingPathComponent("Variable/VarySans[wght].ttf").path
    let catalog: FontCatalog

    init() throws {
        catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// The PostScript names `fc-scan` prints for the faces (not the variable pattern) of `paths`.
    private func fontconfigPostScriptNames(_ paths: [String]) throws -> [String] {
        let result = try FontconfigTools.scan(paths, format: "%{variable}|%{postscriptname}\\n")
        #expect(result.status == 0)
        return result.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix("False|") ? String(line.dropFirst("False|".count)) : nil
        }
    }

    @Test func theVariablePatternIsNotAFace() throws {
        let scanned = try FontconfigTools.scan([file], format: "%{variable}|%{style}|%{postscriptname}\\n")
        #expect(scanned.standardOutput.split(separator: "\n").filter { $0.hasPrefix("True|") } == ["True||"])
        #expect(catalog.allFaces.count == 5)
        #expect(catalog.allFaces.allSatisfy { !$0.style.isEmpty && !$0.postScriptName.isEmpty })
        #expect(catalog.allFaces.allSatisfy { $0.file == file && $0.format == .trueType })
        #expect(catalog.families.map(\.name) == ["Vary Sans"])
        #expect(catalog.skippedFiles.isEmpty)
    }

    @Test func namedInstancesCarryTheirNumberAndFaceIndexZero() throws {
        let family = try #require(catalog.family(named: "Vary Sans"))
        #expect(family.faces.map(\.style) == ["Thin", "Light", "Regular", "Bold", "Black"])
        // Instance 3 (Regular) lies at the default coordinates: fontconfig lists the default face in its place.
        #expect(family.faces.map(\.namedInstance) == [1, 2, nil, 4, 5])
        #expect(family.faces.map(\.index) == [0, 0, 0, 0, 0])
        #expect(family.faces.map(\.slant) == Array(repeating: .upright, count: 5))
        #expect(family.faces.map(\.width) == Array(repeating: .normal, count: 5))
    }

    /// Trap 7 for instances: fontconfig stores each instance's `wght` coordinate on its own scale (0, 50, 200, 210).
    @Test func weightsAreTheInstancesOpenTypeWeights() throws {
        let family = try #require(catalog.family(named: "Vary Sans"))
        #expect(family.faces.map(\.weight.value) == [100, 300, 400, 700, 900])
    }

    @Test func instancePostScriptNamesAreFontconfigsNotHardCoded() throws {
        let printed = try fontconfigPostScriptNames([file])
        #expect(printed.count == 5)
        #expect(Set(catalog.allFaces.map(\.postScriptName)) == Set(printed))
        #expect(catalog.faces.count == 5, "every instance has a name of its own")
        #expect(catalog.allFaces.allSatisfy { $0.postScriptName.hasPrefix("VarySans") })
        #expect(catalog.face(postScriptName: "VarySans-Regular")?.namedInstance == nil)
        let family = try #require(catalog.family(named: "Vary Sans"))
        let bold = try #require(family.faces.first { $0.style == "Bold" })
        // fontconfig 2.14 names instances by coordinates (`VarySans_700wght`); newer builds use the font's own
        // instance PostScript name (`VarySans-Bold`).
        #expect(["VarySans_700wght", "VarySans-Bold"].contains(bold.postScriptName))
        for face in catalog.allFaces {
            #expect(catalog.face(postScriptName: face.postScriptName) == face)
        }
    }

    /// Trap 4 for instances: a static face and a variable instance with one PostScript name are both kept, in
    /// path order, and the first is the one a lookup returns.
    @Test func aStaticFaceAndAnInstanceWithOneNameAreBothKept() throws {
        let family = try #require(catalog.family(named: "Vary Sans"))
        let instanceName = try #require(family.faces.first { $0.style == "Bold" }?.postScriptName)
        let staticBold = FixtureFont(
            family: "Vary Sans", style: "Bold", postScriptName: instanceName, weightClass: 700,
            codePoints: FixtureSet.latinCodePoints)
        let fonts = try FixtureCatalog.directory(
            with: [],
            files: [
                FixtureFile(relativePath: "a/VarySans-Bold.ttf", data: FixtureFontWriter.data(for: staticBold)),
                FixtureFile(
                    relativePath: "b/VarySans[wght].ttf", data: FixtureFontWriter.data(for: FixtureSet.varySans)),
            ])
        defer { FixtureCatalog.remove(fonts) }
        let mixed = try FontCatalog(fonts: [fonts.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let root = fonts.standardizedFileURL.path
        let both = mixed.faces(postScriptName: instanceName)
        #expect(both.map(\.file) == [root + "/a/VarySans-Bold.ttf", root + "/b/VarySans[wght].ttf"])
        #expect(both.map(\.namedInstance) == [nil, 4])
        #expect(both.map(\.weight.value) == [700, 700])
        #expect(mixed.face(postScriptName: instanceName)?.namedInstance == nil)
        #expect(mixed.allFaces.count == 6)
        #expect(mixed.faces.count == 5)
    }

    /// Without name ID 25, FreeType 2.12 builds no instance names for a family name with a space, and
    /// fontconfig 2.14 falls back to one name for every instance: the catalog still keeps every instance.
    @Test func instancesSharingOneFallbackNameAreAllKept() throws {
        var unprefixed = FixtureSet.varySans
        unprefixed.variationsPostScriptNamePrefix = nil
        let fonts = try FixtureCatalog.directory(with: [unprefixed])
        defer { FixtureCatalog.remove(fonts) }
        let path = fonts.appendingPathComponent(unprefixed.fileName).path
        let printed = try fontconfigPostScriptNames([path])
        let listed = try FontCatalog(fonts: [fonts.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(listed.allFaces.map(\.postScriptName).sorted() == printed.sorted())
        #expect(listed.allFaces.compactMap(\.namedInstance).sorted() == [1, 2, 4, 5])
        #expect(listed.faces.count == Set(printed).count)
        for name in Set(printed) {
            #expect(listed.faces(postScriptName: name).count == printed.filter { $0 == name }.count)
        }
    }
}
