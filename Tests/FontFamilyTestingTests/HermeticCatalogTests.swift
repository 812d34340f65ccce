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
