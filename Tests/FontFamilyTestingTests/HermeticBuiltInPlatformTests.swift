import FontFamilyTesting
import Foundation
import TestSupport
import Testing

/// `FontCatalog.hermetic(fonts:platforms:)`: an app's tests check its names against a built-in list on any machine.
@Suite struct HermeticBuiltInPlatformTests {
    @Test func takesBuiltInListsByName() throws {
        let catalog = try FontCatalog.hermetic(fonts: [PackagePaths.fixtureFonts.path], platforms: ["ios18"])
        #expect(catalog.platforms == ["iOS 18"])
        #expect(catalog.face(postScriptName: "AvenirNext-DemiBold")?.platform == "iOS 18")
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.platform == nil)
    }

    @Test func anUnknownNameThrows() {
        #expect(throws: UnknownPlatformError.self) {
            try FontCatalog.hermetic(fonts: [], platforms: ["ios81"])
        }
    }
}
