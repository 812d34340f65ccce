import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Trap 6 on real fontconfig and FreeType over the variable-naming fixtures: every named instance of every variable
/// file is a face with a distinct Tech Note 5902 name, fontconfig's name an alias, and static and variable installs of
/// one family share their names.
@Suite struct VariableFontNamingTests {
    private func catalog(_ subdirectories: [String]) throws -> FontCatalog {
        try FontCatalog(
            fonts: subdirectories.map { PackagePaths.fixtures.appendingPathComponent($0).path },
            cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// The faces of the variable font in `file` (a path ending), in instance order, the default face last when it is
    /// no named instance.
    private func faces(in catalog: FontCatalog, file: String) -> [FontFace] {
        catalog.allFaces.filter { $0.file.hasSuffix(file) }.sorted {
            ($0.namedInstance ?? Int.max) < ($1.namedInstance ?? Int.max)
        }
    }

    @Test func everyEchoDisplayInstanceHasItsOwnNameAndFontconfigsAsAlias() throws {
        let catalog = try catalog(["VariableNames"])
        let echo = faces(in: catalog, file: "EchoDisplay[wght].ttf")
        #expect(
            echo.map(\.postScriptName) == [
                "EchoDisplay-Thin", "EchoDisplay-Light", "EchoDisplay-Regular", "EchoDisplay-Bold", "EchoDisplay-Black",
            ])
        #expect(echo.map(\.aliases) == Array(repeating: ["Echo-Display"], count: 5))
        #expect(echo.map(\.namedInstance) == [1, 2, 3, 4, 5])
        #expect(echo.count == FixtureSet.echoDisplay.namedInstances.count)
        // The name all instances share is the instance fontconfig renders for it: the one its default request
        // (regular weight, upright, normal width) matches, then the nearest weights.
        #expect(
            catalog.faces(postScriptName: "Echo-Display").map(\.postScriptName) == [
                "EchoDisplay-Regular", "EchoDisplay-Light", "EchoDisplay-Thin", "EchoDisplay-Bold", "EchoDisplay-Black",
            ])
        let resolved = try #require(catalog.face(postScriptName: "Echo-Display"))
        #expect(resolved.postScriptName == "EchoDisplay-Regular")
        let rendered = try #require(catalog.fontconfigSubstitute(forPostScriptName: "Echo-Display"))
        #expect(rendered.file == resolved.file)
        #expect(rendered.weight == resolved.weight)
        #expect(rendered.coordinates ?? [.weight: rendered.weight.value] == resolved.coordinates)
        let font = try #require(catalog.variableFont(containing: echo[3]))
        #expect(font.postScriptNamePrefix == "EchoDisplay")
        #expect(font.namedInstances == echo)
        #expect(font.defaultFace == echo[2])
        #expect(font.postScriptName(at: [.weight: 650]) == "EchoDisplay_650wght")
    }

    @Test func prefixSansNamesComeFromItsPrefixAndItsDefaultFaceIsVariable() throws {
        let catalog = try catalog(["VariableNames"])
        let prefix = faces(in: catalog, file: "PrefixSans[wdth,wght].ttf")
        #expect(
            prefix.map(\.postScriptName) == [
                "PrefixSansVF-CondensedLight", "PrefixSansVF-CondensedBold", "PrefixSansVF-Light", "PrefixSansVF-Bold",
                "PrefixSansVF-Black", "PrefixSans-Regular",
            ])
        #expect(
            prefix.map(\.aliases) == [
                ["PrefixSansVF_300wght_75wdth"], ["PrefixSansVF_700wght_75wdth"], ["PrefixSansVF_300wght"],
                ["PrefixSansVF_700wght"], ["PrefixSansVF_900wght"], [],
            ])
        #expect(prefix.map(\.kind) == Array(repeating: .namedInstance, count: 5) + [.variable])
        #expect(prefix[0].coordinates == [.weight: 300, .width: 75, "GRAD": 0])
        let font = try #require(catalog.variableFont(containing: prefix[5]))
        #expect(font.defaultFace == prefix[5])
        #expect(font.defaultFace.coordinates == [.weight: 400, .width: 100, "GRAD": 0])
        #expect(font.namedInstances == Array(prefix.prefix(5)))
        #expect(font.axes.map(\.tag) == [.weight, .width, "GRAD"])
        #expect(font.postScriptNamePrefix == "PrefixSansVF")
        #expect(font.postScriptName(at: [.weight: 650, "GRAD": -12.5]) == "PrefixSansVF_650wght_-12.5GRAD")
        #expect(font.postScriptName(at: [.width: 75, .weight: 700]) == "PrefixSansVF-CondensedBold")
        #expect(font.postScriptName(at: [:]) == "PrefixSansVF", "no named instance at the defaults")
        #expect(font.face(at: [:]) == prefix[5])
        #expect(font.face(at: [.width: 87.5]).width == FontWidth(87.5))
        #expect(catalog.face(postScriptName: "PrefixSansVF_700wght") == prefix[3])
    }

    @Test func duoSansFilesNameTheirInstancesLikeTheStaticFaces() throws {
        let catalog = try catalog(["DuoSans/Variable"])
        let roman = faces(in: catalog, file: "DuoSans-Roman[wght].ttf")
        let italic = faces(in: catalog, file: "DuoSans-Italic[wght].ttf")
        let styles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        #expect(roman.map(\.postScriptName) == styles.map { "DuoSans-" + $0 })
        #expect(italic.map(\.postScriptName) == styles.map { "DuoSans-" + ($0 == "Regular" ? "" : $0) + "Italic" })
        for (file, faces) in [(FixtureSet.duoSansVariable[0], roman), (FixtureSet.duoSansVariable[1], italic)] {
            #expect(faces.count == file.namedInstances.count, "\(file.fileName)")
            #expect(faces.allSatisfy { $0.kind == .namedInstance }, "\(file.fileName)")
        }
        #expect(catalog.variableFonts.map(\.namedInstances) == [italic, roman], "sorted by file")
        #expect(
            catalog.faces(postScriptName: "DuoSans_700wght").map(\.postScriptName) == [
                "DuoSans-Bold", "DuoSans-BoldItalic",
            ])
        #expect(catalog.face(postScriptName: "DuoSans-BoldItalic")?.slant == .italic)
        #expect(Set(catalog.allFaces.map(\.postScriptName)).count == 18)
    }

    /// Static faces come before named instances of the same name; fontconfig's shared instance name finds the
    /// upright instance first.
    @Test func staticAndVariableInstallsShareNamesStaticFirst() throws {
        let catalog = try catalog(["DuoSans/Variable", "DuoSans/Static"])
        #expect(catalog.faces.count == 18)
        #expect(catalog.allFaces.count == 36)
        for name in ["DuoSans-Bold", "DuoSans-BoldItalic", "DuoSans-Regular", "DuoSans-Italic"] {
            let all = catalog.faces(postScriptName: name)
            #expect(all.map(\.kind) == [.static, .namedInstance], "\(name)")
            #expect(all.map { $0.file.contains("/Static/") } == [true, false], "\(name)")
        }
        let shared = catalog.faces(postScriptName: "DuoSans_700wght")
        #expect(shared.map(\.slant) == [.upright, .italic])
        #expect(shared.map(\.kind) == [.namedInstance, .namedInstance])
    }

    /// A variable file that FreeType cannot read when the catalog reads it keeps fontconfig's faces as they are,
    /// gives no variable font, and is no skipped file: fontconfig read it, and its faces are all there.
    @Test func anUnreadableVariableFileKeepsFontconfigsFaces() throws {
        let directory = try FixtureCatalog.directory(with: [FixtureSet.echoDisplay])
        defer { FixtureCatalog.remove(directory) }
        let listed = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let listing = try #require(listed.configuration).listing()
        #expect(listing.variableFonts.count == 1)
        try FileManager.default.removeItem(at: directory.appendingPathComponent(FixtureSet.echoDisplay.fileName))
        let read = VariableFontReader.read(listing.faces, variableFonts: listing.variableFonts)
        #expect(read.faces == listing.faces)
        #expect(read.faces.map(\.postScriptName) == Array(repeating: "Echo-Display", count: 5))
        #expect(read.variableFonts.isEmpty)
        let catalog = FontCatalog(faces: read.faces)
        #expect(catalog.faces(postScriptName: "Echo-Display").count == 5)
        #expect(catalog.skippedFiles.isEmpty)
    }

    /// A catalog of plain values takes variable fonts too: their instances join the faces once.
    @Test func aCatalogOfPlainValuesTakesVariableFonts() throws {
        let listed = try catalog(["VariableNames"])
        let echo = try #require(listed.variableFonts.first)
        let catalog = FontCatalog(faces: Array(echo.namedInstances.prefix(2)), variableFonts: [echo])
        #expect(catalog.allFaces.count == 5)
        #expect(catalog.variableFonts == [echo])
        #expect(catalog.face(postScriptName: "Echo-Display")?.postScriptName == "EchoDisplay-Regular")
        #expect(catalog.variableFont(containing: echo.namedInstances[4]) == echo)
    }
}
