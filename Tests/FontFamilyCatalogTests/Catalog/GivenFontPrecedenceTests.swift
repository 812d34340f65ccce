import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Fonts the user gives win over system fonts of the same PostScript name, whatever their paths, and the system face
/// stays reachable.
@Suite struct GivenFontPrecedenceTests {
    @Test func aGivenDirectoryWinsOverASystemFontThatSortsFirst() throws {
        let fixture = try ShadowedFontFixture(fileName: "GillSans-Bold.ttf")
        defer { fixture.remove() }
        let catalog = try FontCatalog(adding: [fixture.bundleDirectory], to: systemFonts(fixture))
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.file == fixture.bundledFile)
        #expect(
            catalog.faces(postScriptName: "GillSans-Bold").map(\.file) == [fixture.bundledFile, fixture.systemFile])
        #expect(catalog.shadowedSystemFaces(postScriptName: "GillSans-Bold").map(\.file) == [fixture.systemFile])
        #expect(catalog.family(named: "Gill Sans")?.faces.map(\.file) == [fixture.bundledFile])
    }

    @Test func aGivenFileWinsToo() throws {
        let fixture = try ShadowedFontFixture(fileName: "GillSans-Bold.ttf")
        defer { fixture.remove() }
        let catalog = try FontCatalog(adding: [fixture.bundledFile], to: systemFonts(fixture))
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.file == fixture.bundledFile)
        #expect(catalog.shadowedSystemFaces(postScriptName: "GillSans-Bold").map(\.file) == [fixture.systemFile])
    }

    @Test func withoutGivenFontsNothingIsShadowed() throws {
        let fixture = try ShadowedFontFixture(fileName: "GillSans-Bold.ttf")
        defer { fixture.remove() }
        let system = try FontCatalog(adding: [], to: systemFonts(fixture))
        #expect(system.face(postScriptName: "GillSans-Bold")?.file == fixture.systemFile)
        #expect(system.shadowedSystemFaces(postScriptName: "GillSans-Bold") == [])
        let given = try FontCatalog(fonts: [fixture.bundleDirectory], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(given.shadowedSystemFaces(postScriptName: "GillSans-Bold") == [])
        #expect(given.shadowedSystemFaces(postScriptName: "NoSuchFont") == [])
    }

    private func systemFonts(_ fixture: ShadowedFontFixture) throws -> FontconfigConfiguration {
        try .loading(fixture.configurationFile, fromEnvironment: false, cacheDirectory: FixtureCatalog.cacheDirectory)
    }
}
