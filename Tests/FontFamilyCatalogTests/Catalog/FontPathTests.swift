import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Given font paths: bad ones are errors that name them; unreadable files inside are skipped and listed.
@Suite struct FontPathTests {
    let cache = FixtureCatalog.cacheDirectory

    @Test func brokenFilesAreSkippedWithAReason() throws {
        let broken = PackagePaths.fixtures.appendingPathComponent("Broken").path
        let catalog = try FontCatalog(fonts: [broken], cacheDirectory: cache)
        #expect(catalog.faces.isEmpty && catalog.isEmpty)
        #expect(
            catalog.skippedFiles == [
                SkippedFontFile(
                    path: broken + "/notes.ttf", reason: "is named as a font (.ttf), but FreeType finds no font in it"),
                SkippedFontFile(
                    path: broken + "/truncated.ttf",
                    reason: "looks like a TrueType font, but FreeType cannot read it: unknown file format"),
            ])
    }

    @Test func goodFontsLoadBesideBrokenOnes() throws {
        let broken = PackagePaths.fixtures.appendingPathComponent("Broken").path
        let catalog = try FontCatalog(fonts: [PackagePaths.fixtureFonts.path, broken], cacheDirectory: cache)
        #expect(catalog.faces.count == FixtureSet.standard.count)
        #expect(catalog.skippedFiles.map(\.path) == [broken + "/notes.ttf", broken + "/truncated.ttf"])
    }

    /// An empty file named as a font is a broken download: reported. An empty file of another name is not a font:
    /// fontconfig skips it quietly, and so does the catalog.
    @Test func emptyFilesAreReportedOnlyWhenNamedAsFonts() throws {
        let directory = try FixtureCatalog.directory(
            with: FixtureSet.damascus,
            files: [
                FixtureFile(relativePath: "empty.ttf", data: Data()), FixtureFile(relativePath: "empty", data: Data()),
            ])
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["Damascus", "DamascusBold"])
        #expect(
            catalog.skippedFiles.map(\.reason) == ["is named as a font (.ttf), but FreeType finds no font in it"])
    }

    /// The cache directory reaches fontconfig inside XML: `&`, `<` and `>` in its path are written as entities.
    @Test func aCacheDirectoryWithXMLCharactersGetsTheCaches() throws {
        let parent = try FixtureCatalog.temporaryDirectory("cache-xml")
        defer { FixtureCatalog.remove(parent) }
        let directory = parent.appendingPathComponent("a & <b> 'c'").path
        let catalog = try FontCatalog(fonts: [PackagePaths.fixtureFonts.path], cacheDirectory: directory)
        #expect(catalog.faces.count == FixtureSet.standard.count)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(written.count == 1 && written.allSatisfy { $0.contains(".cache-") })
    }

    @Test func relativePathsAreMadeAbsolute() throws {
        let catalog = try FontCatalog(fonts: ["Fixtures/Fonts/../Fonts/Papyrus.ttf"], cacheDirectory: cache)
            .face(postScriptName: "Papyrus")
        #expect(catalog?.file == FileManager.default.currentDirectoryPath + "/Fixtures/Fonts/Papyrus.ttf")
    }

    @Test func singleFilesCanBeGiven() throws {
        let file = PackagePaths.fixtureFonts.appendingPathComponent("Papyrus.ttf").path
        let catalog = try FontCatalog(fonts: [file], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["Papyrus"])
    }

    @Test func aLinkToAFontFileCanBeGiven() throws {
        let directory = try FixtureCatalog.temporaryDirectory()
        defer { FixtureCatalog.remove(directory) }
        let link = directory.appendingPathComponent("Papyrus.ttf").path
        let file = PackagePaths.fixtureFonts.appendingPathComponent("Papyrus.ttf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let catalog = try FontCatalog(fonts: [link], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["Papyrus"])
    }

    @Test func missingPathIsAnErrorThatNamesIt() {
        #expect(throws: FontCatalogError.missingPath("/no/such/fonts")) {
            try FontCatalog(fonts: ["/no/such/fonts"], cacheDirectory: cache)
        }
        #expect(
            FontCatalogError.missingPath("/no/such/fonts").description
                == "font path '/no/such/fonts' does not exist; check the path or create it")
    }

    @Test func aGivenFileThatIsNotAFontIsAnError() {
        let notes = PackagePaths.fixtures.appendingPathComponent("Broken/notes.ttf").path
        #expect(throws: FontCatalogError.notAFont(notes)) {
            try FontCatalog(fonts: [notes], cacheDirectory: cache)
        }
        #expect(
            FontCatalogError.notAFont(notes).description
                == "'\(notes)' is not a font fontconfig can read; give a TrueType, OpenType, Type 1 or WOFF file")
    }

    @Test func aGivenFileThatLooksLikeAFontQuotesFreeType() {
        let truncated = PackagePaths.fixtures.appendingPathComponent("Broken/truncated.ttf").path
        let reason = "looks like a TrueType font, but FreeType cannot read it: unknown file format"
        #expect(throws: FontCatalogError.unreadableFont(truncated, reason: reason)) {
            try FontCatalog(fonts: [truncated], cacheDirectory: cache)
        }
        #expect(
            FontCatalogError.unreadableFont(truncated, reason: reason).description
                == "'\(truncated)' looks like a TrueType font, but FreeType cannot read it: unknown file format; replace "
                + "it with an intact copy of the font")
    }

    @Test func aDeviceIsNotAFontPath() {
        #expect(throws: FontCatalogError.notAFontPath("/dev/null")) {
            try FontCatalog(fonts: ["/dev/null"], cacheDirectory: cache)
        }
    }
}
