import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

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

    @Test func everyNamedInstanceIsAFaceWithItsNumberAndCoordinates() throws {
        let family = try #require(catalog.family(named: "Vary Sans"))
        #expect(family.faces.map(\.style) == ["Thin", "Light", "Regular", "Bold", "Black"])
        // Instance 3 (Regular) lies at the default coordinates: fontconfig lists it as the font's default face, which
        // the catalog gives its instance number.
        #expect(family.faces.map(\.namedInstance) == [1, 2, 3, 4, 5])
        #expect(family.faces.map(\.kind) == Array(repeating: .namedInstance, count: 5))
        #expect(family.faces.map { $0.coordinates?[.weight] } == [100, 300, 400, 700, 900])
        #expect(family.faces.map(\.index) == [0, 0, 0, 0, 0])
        #expect(family.faces.map(\.slant) == Array(repeating: .upright, count: 5))
        #expect(family.faces.map(\.width) == Array(repeating: .normal, count: 5))
    }

    /// Trap 7 for instances: fontconfig stores each instance's `wght` coordinate on its own scale (0, 50, 200, 210).
    @Test func weightsAreTheInstancesOpenTypeWeights() throws {
        let family = try #require(catalog.family(named: "Vary Sans"))
        #expect(family.faces.map(\.weight.value) == [100, 300, 400, 700, 900])
    }

    /// Trap 6: instances are named by Tech Note 5902 (here from their `fvar` PostScript name IDs), whatever
    /// fontconfig calls them; fontconfig's names stay reachable as aliases.
    @Test func instancesHaveTheirOwnNamesAndFontconfigsAsAliases() throws {
        let printed = try fontconfigPostScriptNames([file])
        #expect(printed.count == 5)
        let family = try #require(catalog.family(named: "Vary Sans"))
        #expect(
            family.faces.map(\.postScriptName) == [
                "VarySans-Thin", "VarySans-Light", "VarySans-Regular", "VarySans-Bold", "VarySans-Black",
            ])
        #expect(catalog.faces.count == 5, "every instance has a name of its own")
        let fontconfigNames = family.faces.map { $0.aliases.first ?? $0.postScriptName }
        #expect(Set(fontconfigNames) == Set(printed))
        #expect(family.faces.allSatisfy { $0.aliases.count <= 1 && !$0.aliases.contains($0.postScriptName) })
        for (face, name) in zip(family.faces, fontconfigNames) {
            #expect(catalog.face(postScriptName: name) == face)
            #expect(catalog.face(postScriptName: face.postScriptName) == face)
        }
        #expect(catalog.face(postScriptName: "VarySans-Regular")?.namedInstance == 3)
    }

    @Test func theVariableFontHasItsAxesAndEveryNamedInstance() throws {
        #expect(catalog.variableFonts.count == 1)
        let font = try #require(catalog.variableFonts.first)
        #expect(font.file == file)
        #expect(font.index == 0)
        #expect(font.family == "Vary Sans")
        #expect(
            font.axes == [VariationAxis(tag: .weight, name: "Weight", minimum: 100, defaultValue: 400, maximum: 900)])
        #expect(font.postScriptNamePrefix == "VarySans")
        #expect(font.namedInstances == catalog.family(named: "Vary Sans")?.faces)
        #expect(font.defaultFace.postScriptName == "VarySans-Regular")
        #expect(font.defaultCoordinates == [.weight: 400])
        for face in catalog.allFaces { #expect(catalog.variableFont(containing: face) == font) }
        #expect(
            catalog.variableFont(containing: FontFace(postScriptName: "X", family: "X", style: "R", file: file)) == nil)
        #expect(
            font.description
                == "VariableFont(Vary Sans, \(file), wght (Weight) 100–900, default 400; 5 named instances)")
    }

    @Test func aFaceAtOtherCoordinatesIsAVariableFace() throws {
        let font = try #require(catalog.variableFonts.first)
        #expect(font.face(at: [.weight: 700]) == catalog.face(postScriptName: "VarySans-Bold"))
        #expect(font.face(at: [:]) == font.defaultFace)
        let face = font.face(at: [.weight: 650.5, .width: 80])
        #expect(face.kind == .variable)
        #expect(face.postScriptName == "VarySans_650.5wght")
        #expect(face.coordinates == [.weight: 650.5])
        #expect(face.weight == FontWeight(650.5))
        #expect(face.style == "wght 650.5")
        #expect(face.family == "Vary Sans")
        #expect(face.file == file)
        #expect(face.namedInstance == nil && face.aliases.isEmpty && face.fullName == nil)
        #expect(font.face(at: [.weight: 2000]).postScriptName == "VarySans-Black", "clamped to the axis")
        #expect(font.face(at: [.weight: 20]) == catalog.face(postScriptName: "VarySans-Thin"))
    }

    /// Trap 4 for instances: a static face and a variable instance with one PostScript name are both kept, the
    /// static one first; the instance's fontconfig name still finds the instance.
    @Test func aStaticFaceAndAnInstanceWithOneNameAreBothKept() throws {
        let staticBold = FixtureFont(
            family: "Vary Sans", style: "Bold", postScriptName: "VarySans-Bold", weightClass: 700,
            codePoints: FixtureSet.latinCodePoints)
        let fonts = try FixtureCatalog.directory(
            with: [],
            files: [
                FixtureFile(relativePath: "b/VarySans-Bold.ttf", data: FixtureFontWriter.data(for: staticBold)),
                FixtureFile(
                    relativePath: "a/VarySans[wght].ttf", data: FixtureFontWriter.data(for: FixtureSet.varySans)),
            ])
        defer { FixtureCatalog.remove(fonts) }
        let mixed = try FontCatalog(fonts: [fonts.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let root = fonts.standardizedFileURL.path
        let both = mixed.faces(postScriptName: "VarySans-Bold")
        #expect(both.map(\.file) == [root + "/b/VarySans-Bold.ttf", root + "/a/VarySans[wght].ttf"])
        #expect(both.map(\.kind) == [.static, .namedInstance])
        #expect(both.map(\.weight.value) == [700, 700])
        #expect(mixed.face(postScriptName: "VarySans-Bold")?.kind == .static)
        #expect(mixed.faces(postScriptName: "VarySans_700wght") == [both[1]])
        #expect(mixed.allFaces.count == 6)
        #expect(mixed.faces.count == 5)
    }

    /// Without name ID 25 and without instance PostScript names, FreeType 2.12 builds no instance names for a family
    /// name with a space, and fontconfig 2.14 gives every instance one fallback name: the catalog names each
    /// instance from the family name and its subfamily, and the fallback name finds the instance fontconfig renders
    /// for it: the one nearest to its default request's regular weight.
    @Test func instancesSharingOneFallbackNameGetDistinctNames() throws {
        var unprefixed = FixtureSet.varySans
        unprefixed.variationsPostScriptNamePrefix = nil
        unprefixed.namedInstances = unprefixed.namedInstances.map { instance in
            var instance = instance
            instance.postScriptName = nil
            return instance
        }
        let fonts = try FixtureCatalog.directory(with: [unprefixed])
        defer { FixtureCatalog.remove(fonts) }
        let path = fonts.appendingPathComponent(unprefixed.fileName).path
        let printed = try fontconfigPostScriptNames([path])
        #expect(printed.sorted() == ["Vary-Sans", "Vary-Sans", "Vary-Sans", "Vary-Sans", "VarySans-Regular"])
        let listed = try FontCatalog(fonts: [fonts.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(
            listed.allFaces.map(\.postScriptName) == [
                "VarySans-Black", "VarySans-Bold", "VarySans-Light", "VarySans-Regular", "VarySans-Thin",
            ])
        #expect(listed.allFaces.map(\.aliases) == [["Vary-Sans"], ["Vary-Sans"], ["Vary-Sans"], [], ["Vary-Sans"]])
        #expect(listed.faces(postScriptName: "Vary-Sans").map(\.namedInstance) == [2, 1, 4, 5])
        let resolved = try #require(listed.face(postScriptName: "Vary-Sans"))
        #expect(resolved.postScriptName == "VarySans-Light")
        let rendered = try #require(listed.fontconfigSubstitute(forPostScriptName: "Vary-Sans"))
        #expect(rendered.weight == resolved.weight)
        #expect(rendered.file == resolved.file)
        #expect(listed.variableFonts.first?.postScriptNamePrefix == "VarySans")
    }
}
