import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --lint` over the fixture iOS app, and an `Info.plist` it cannot read.
@Suite struct DumpIOSLintTests {
    @Test func theFixtureAppFailsWithItsFindingsAndTheirCount() throws {
        let result = try DumpCommand.run([
            "--lint", "Fixtures/iOSApp", "--only", "--fonts", "Fixtures/iOSApp/App/Resources/Fonts",
        ])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 13)
        let missing: String =
            "Fixtures/iOSApp/App/Info.plist:11:11: error: 'Fonts/Papyrus.ttf' is listed under UIAppFonts, but no "
            + "file under the linted paths is at that path: the app bundle lacks it, and its faces never load. Add "
            + "the file to the target's resources, or fix the path (relative to the bundle's root). (missing-app-font)"
        #expect(lines.last.map(String.init) == missing)
        #expect(
            result.standardError
                == "fontfamily-dump: 11 errors, 1 warning and 1 note in 6 files (22 names); 3 suppressed\n")
    }

    @Test func anInfoPlistThatIsNoPropertyListIsAnInputError() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-plist")
        defer { FixtureCatalog.remove(root) }
        try Data("not a property list <".utf8).write(to: root.appendingPathComponent("Info.plist"))
        let result = try DumpCommand.fixtures(["--lint", root.path])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError.hasPrefix(
                "fontfamily-dump: '\(root.path)/Info.plist' is not a property list the lint can read: "))
        #expect(result.standardError.hasSuffix("; fix the file, or leave it out of the paths to lint\n"))
    }
}
