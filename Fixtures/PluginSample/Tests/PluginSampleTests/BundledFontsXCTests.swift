import FontFamilyTesting
import XCTest

@testable import PluginSample

final class BundledFontsXCTests: XCTestCase {
    func testGeneratedNamesResolveAgainstTheBundledFonts() throws {
        XCTAssertResolvable(SourceSansPro.self, in: try FontCatalog.bundled(includingSystemFonts: false))
    }

    func testDeclaredFamilyResolvesAgainstTheBundledFonts() throws {
        XCTAssertResolvable(.sourceSansPro, in: try FontCatalog.bundled(includingSystemFonts: false))
    }
}
