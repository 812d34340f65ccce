import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Fonts an app ships, registered beside the system fonts, with the names each path added.
@Suite struct FontRegistrationTests {
    let cache = FixtureCatalog.cacheDirectory

    @Test func eachPathReportsTheNamesItAdded() throws {
        let directory = try FixtureCatalog.directory(with: FixtureSet.damascus)
        defer { FixtureCatalog.remove(directory) }
        let icons = PackagePaths.fixtureFonts.appendingPathComponent("iconfont.ttf").path
        let registration = try FontCatalog.registering(
            [icons, directory.path], includingSystemFonts: false, cacheDirectory: cache)
        #expect(registration.postScriptNames(addedBy: icons) == ["iconfont"])
        #expect(registration.postScriptNames(addedBy: directory.path) == ["Damascus", "DamascusBold"])
        #expect(registration.postScriptNamesByPath.count == 2)
        #expect(registration.postScriptNames(addedBy: "/elsewhere") == [])
        #expect(registration.catalog.faces.map(\.postScriptName).sorted() == ["Damascus", "DamascusBold", "iconfont"])
    }

    @Test func pathsAreKeyedAsGiven() throws {
        let registration = try FontCatalog.registering(
            ["Fixtures/Fonts/../Fonts/Papyrus.ttf"], includingSystemFonts: false, cacheDirectory: cache)
        #expect(registration.postScriptNames(addedBy: "Fixtures/Fonts/../Fonts/Papyrus.ttf") == ["Papyrus"])
    }

    @Test func registeredFontsJoinTheSystemFonts() throws {
        let icons = PackagePaths.fixtureFonts.appendingPathComponent("iconfont.ttf").path
        let system = try FontCatalog.system(cacheDirectory: cache)
        let registration = try FontCatalog.registering([icons], cacheDirectory: cache)
        #expect(registration.postScriptNames(addedBy: icons) == ["iconfont"])
        #expect(registration.catalog.face(postScriptName: "iconfont")?.file == icons)
        #expect(registration.catalog.allFaces.count == system.allFaces.count + 1)
    }

    @Test func aDirectoryWithoutFontsAddsNothing() throws {
        let directory = try FixtureCatalog.directory(
            with: [], files: [FixtureFile(relativePath: "README.txt", data: Data("fonts go here".utf8))])
        defer { FixtureCatalog.remove(directory) }
        let registration = try FontCatalog.registering(
            [directory.path], includingSystemFonts: false, cacheDirectory: cache)
        #expect(registration.postScriptNames(addedBy: directory.path) == [])
        #expect(registration.catalog.skippedFiles == [])
    }

    @Test func aFileThatIsNotAFontIsAnErrorThatNamesIt() {
        let notes = PackagePaths.fixtures.appendingPathComponent("Broken/notes.ttf").path
        #expect(throws: FontCatalogError.notAFont(notes)) {
            try FontCatalog.registering([notes], cacheDirectory: cache)
        }
        #expect(
            FontCatalogError.notAFont(notes).description
                == "'\(notes)' is not a font fontconfig can read; give a TrueType, OpenType, Type 1 or WOFF file")
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: FontCatalogError.missingPath("/no/such/Font.ttf")) {
            try FontCatalog.registering(["/no/such/Font.ttf"], includingSystemFonts: false, cacheDirectory: cache)
        }
    }
}
