import FontFamilyTesting
import Foundation
import TestSupport
import Testing

@Suite struct HermeticCatalogTests {
    @Test func listsOnlyTheGivenFonts() throws {
        let catalog = try FontCatalog.hermetic(fonts: PackagePaths.fixtureFonts.path)
        #expect(catalog.faces.count == 28)
        #expect(
            catalog.families.map(\.name) == [
                "Damascus", "Gill Sans", "Papyrus", "Source Sans Pro", "Zen Old Mincho", "iconfont",
            ])
        #expect(catalog.faces.allSatisfy { $0.file.hasPrefix(PackagePaths.fixtureFonts.path + "/") })
    }

    @Test func takesSeveralDirectoriesAndFiles() throws {
        let fonts = PackagePaths.fixtureFonts.path
        let catalog = try FontCatalog.hermetic(fonts: fonts + "/GillSans.ttf", fonts + "/Papyrus.ttf")
        #expect(catalog.faces.map(\.postScriptName) == ["GillSans", "Papyrus"])
    }

    @Test func takesPlatformFontListsBesideTheFonts() throws {
        let catalog = try FontCatalog.hermetic(
            fonts: [PackagePaths.fixtureFonts.path],
            platformFontLists: [PackagePaths.fixtures.appendingPathComponent("Platforms/ios-sample.json").path])
        #expect(catalog.faces.count == 38)
        #expect(catalog.face(postScriptName: "AvenirNext-DemiBold")?.platform == "iOS 18.2")
        #expect(
            expectResolvable(
                postScriptNames: ["AvenirNext-DemiBold", "GillSans-SemiBold", "Menlo-Regular"], in: catalog)
                == [])
    }

    @Test func aBadPlatformFontListIsAnErrorThatNamesIt() {
        let path = PackagePaths.fixtures.appendingPathComponent("Platforms/Bad/version-2.json").path
        #expect(throws: PlatformFontListError.unsupportedVersion(path: path, version: 2)) {
            try FontCatalog.hermetic(fonts: [PackagePaths.fixtureFonts.path], platformFontLists: [path])
        }
    }

    @Test func aMissingFolderIsAnErrorThatNamesIt() {
        let path = PackagePaths.root.appendingPathComponent("Tests/NoSuchFixtures").path
        #expect(throws: FontCatalogError.missingPath(path)) { try FontCatalog.hermetic(fonts: path) }
    }

    @Test func itsCacheIsUnderTheTemporaryDirectory() throws {
        _ = try FontCatalog.hermetic(fonts: PackagePaths.fixtureFonts.path)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontfamily-hermetic-cache-\(getuid())")
        #expect(FileManager.default.fileExists(atPath: cache.path))
    }
}
