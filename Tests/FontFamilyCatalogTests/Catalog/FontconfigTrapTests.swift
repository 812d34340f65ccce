import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// The fontconfig traps of DESIGN.md, each on real fontconfig over fixture fonts.
@Suite struct FontconfigTrapTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FixtureCatalog.standard()
    }

    /// Trap 1: fontconfig's name parser reads `-` as a size separator; the catalog never parses names.
    @Test func hyphenatedNamesAreLookedUpNotParsed() throws {
        #expect(catalog.face(postScriptName: "SourceSansPro-Semibold")?.weight == .semiBold)
        #expect(catalog.face(postScriptName: "GillSans-12") == nil)
        #expect(catalog.face(postScriptName: "GillSans-Bold")?.postScriptName == "GillSans-Bold")
    }

    /// Trap 2: fontconfig compares names ignoring case and spaces; a resolvable name is an exact match.
    @Test func lookupIsCaseSensitiveWhereFontconfigIsNot() {
        #expect(catalog.face(postScriptName: "gillsans-bold") == nil)
        #expect(catalog.face(postScriptName: "GillSans-bold") == nil)
        #expect(catalog.fontconfigSubstitute(forFamily: "gillsans")?.family == "Gill Sans")
        #expect(catalog.fontconfigSubstitute(forFamily: "GILL SANS")?.family == "Gill Sans")
    }

    /// Trap 3: fc-match never fails, so existence is never tested by matching.
    @Test func matchingNeverFailsButLookupDoes() {
        #expect(catalog.fontconfigSubstitute(forFamily: "No Such Family") != nil)
        #expect(catalog.face(postScriptName: "NoSuchFamily-Regular") == nil)
        #expect(FontCatalog(faces: []).fontconfigSubstitute(forFamily: "Gill Sans") == nil)
    }

    /// Trap 4: one PostScript name in several files: the copy fontconfig renders first (of equal copies, the first
    /// it scanned), the others reachable, by format then path.
    @Test func duplicatesAreTheRenderedCopyThenByFormatThenPath() throws {
        let bold = try #require(FixtureSet.gillSans.first { $0.postScriptName == "GillSans-Bold" })
        let data = FixtureFontWriter.data(for: bold)
        let directory = try FixtureCatalog.directory(
            with: [],
            files: [
                FixtureFile(relativePath: "b/GillSans-Bold.ttf", data: data),
                FixtureFile(relativePath: "a/GillSans-Bold.woff", data: data),
                FixtureFile(relativePath: "c/GillSans-Bold.ttf", data: data),
            ])
        defer { FixtureCatalog.remove(directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("a/link.ttf").path,
            withDestinationPath: directory.appendingPathComponent("c/GillSans-Bold.ttf").path)

        let duplicates = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let root = directory.standardizedFileURL.path
        #expect(
            duplicates.faces(postScriptName: "GillSans-Bold").map(\.file) == [
                root + "/a/GillSans-Bold.woff", root + "/a/link.ttf", root + "/b/GillSans-Bold.ttf",
                root + "/c/GillSans-Bold.ttf",
            ])
        #expect(
            duplicates.faces(postScriptName: "GillSans-Bold").map(\.format) == [.web, .trueType, .trueType, .trueType])
        #expect(duplicates.face(postScriptName: "GillSans-Bold")?.file == root + "/a/GillSans-Bold.woff")
        #expect(
            duplicates.fontconfigSubstitute(forPostScriptName: "GillSans-Bold")?.file == root + "/a/GillSans-Bold.woff")
        #expect(duplicates.faces.map(\.postScriptName) == ["GillSans-Bold"])
        #expect(duplicates.skippedFiles.isEmpty)
    }

    /// Formats come from the file's extension in any case: `.WOFF2` is a web font, `.Ttf` is TrueType.
    @Test func extensionsAreReadIgnoringCase() throws {
        let regular = try #require(FixtureSet.gillSans.first)
        let data = FixtureFontWriter.data(for: regular)
        let directory = try FixtureCatalog.directory(
            with: [],
            files: [
                FixtureFile(relativePath: "GillSans.WOFF2", data: data),
                FixtureFile(relativePath: "GillSans.Ttf", data: data),
            ])
        defer { FixtureCatalog.remove(directory) }

        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let root = directory.standardizedFileURL.path
        #expect(
            catalog.faces(postScriptName: "GillSans").map(\.file) == [root + "/GillSans.Ttf", root + "/GillSans.WOFF2"])
        #expect(catalog.faces(postScriptName: "GillSans").map(\.format) == [.trueType, .web])
    }

    /// Trap 5: several family names per face, localized names with their language; search covers all of them.
    @Test func everyFamilyNameIsKeptAndSearched() throws {
        let light = try #require(catalog.face(postScriptName: "GillSans-Light"))
        #expect(
            light.familyNames == [
                LocalizedName("Gill Sans", language: "en"), LocalizedName("Gill Sans Light", language: "en"),
            ])
        let mincho = try #require(catalog.face(postScriptName: "ZenOldMincho-Regular"))
        #expect(
            mincho.familyNames == [
                LocalizedName("Zen Old Mincho", language: "en"), LocalizedName("ZEN オールド明朝", language: "ja"),
            ])
        #expect(catalog.families(containing: "オールド").map(\.name) == ["Zen Old Mincho"])
        #expect(catalog.families(containing: "gill sans light").map(\.name) == ["Gill Sans"])
        #expect(
            catalog.family(named: "Gill Sans")?.names.map(\.name) == [
                "Gill Sans", "Gill Sans Light", "Gill Sans SemiBold", "Gill Sans UltraBold",
            ])
    }

    /// Trap 5, continued: fontconfig puts the name in the user's language first; the catalog always asks for
    /// English, so a Japanese locale does not turn `Zen Old Mincho` into `ZEN オールド明朝`. fontconfig reads the
    /// locale once per process, so this runs the built `fontfamily-dump` under one.
    @Test func primaryFamilyNamesDoNotDependOnTheLocale() throws {
        let dump = PackagePaths.products.appendingPathComponent("fontfamily-dump").path
        let result = try ProcessRunner.run(
            dump, arguments: ["--only", "--fonts", PackagePaths.fixtureFonts.path, "zen"],
            environment: ["FC_LANG": "ja", "LANG": "ja_JP.UTF-8", "XDG_CACHE_HOME": FixtureCatalog.cacheDirectory])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("/// Zen Old Mincho (ja: ZEN オールド明朝), 2 faces.\nenum ZenOldMincho:"))
    }

    /// Trap 7: fontconfig's weight scale (regular 80, bold 200) never leaks; weights are OpenType numbers.
    @Test func weightsAreOnTheOpenTypeScale() {
        let weights = catalog.family(named: "Source Sans Pro")?.faces.map(\.weight.value)
        #expect(weights == [200, 200, 300, 300, 400, 400, 600, 600, 700, 700, 900, 900])
        #expect(catalog.face(postScriptName: "GillSans-UltraBold")?.weight == .extraBold)
    }

    /// Trap 8: a missing or malformed configuration file is an error, not a silent fall-back to the system fonts.
    @Test func missingConfigurationFileIsAnError() {
        #expect(throws: FontCatalogError.missingConfiguration("/no/such/fonts.conf", fromEnvironment: false)) {
            try FontCatalog(configurationFile: "/no/such/fonts.conf", cacheDirectory: FixtureCatalog.cacheDirectory)
        }
        #expect(
            FontCatalogError.missingConfiguration("/no/such/fonts.conf", fromEnvironment: false).description
                == "fontconfig configuration '/no/such/fonts.conf' does not exist; check the path")
    }

    @Test func malformedConfigurationFileIsAnError() throws {
        let directory = try FixtureCatalog.temporaryDirectory("config")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("fonts.conf")
        try Data("<fontconfig><dir>unclosed</fontconfig>\n".utf8).write(to: file)
        let error = #expect(throws: FontCatalogError.self) {
            try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        }
        #expect(
            error?.description
                == "'\(file.path)' is not a valid fontconfig configuration (line 1: mismatched tag); fix the file")
    }

    @Test func configurationFileListsItsFonts() throws {
        let directory = try FixtureCatalog.temporaryDirectory("config")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("fonts.conf")
        let xml = "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(PackagePaths.fixtureFonts.path)</dir></fontconfig>\n"
        try Data(xml.utf8).write(to: file)
        let configured = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(configured.faces.map(\.postScriptName) == catalog.faces.map(\.postScriptName))
    }

    /// Trap 9: no `No writable cache directories` noise, and no cache written next to the fonts or into system
    /// cache directories for a catalog built from given directories.
    @Test func cachesGoOnlyWhereTheyAreAskedFor() throws {
        let fonts = try FixtureCatalog.directory(with: FixtureSet.papyrus)
        let cache = try FixtureCatalog.temporaryDirectory("cache")
        defer {
            FixtureCatalog.remove(fonts)
            FixtureCatalog.remove(cache)
        }
        let systemCaches = Set((try? FileManager.default.contentsOfDirectory(atPath: "/var/cache/fontconfig")) ?? [])
        let papyrus = try FontCatalog(fonts: [fonts.path], cacheDirectory: cache.path)
        #expect(papyrus.faces.map(\.postScriptName) == ["Papyrus-Condensed", "Papyrus"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fonts.path).sorted() == [
                "Papyrus-Condensed.ttf", "Papyrus.ttf",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
        #expect(
            Set((try? FileManager.default.contentsOfDirectory(atPath: "/var/cache/fontconfig")) ?? []) == systemCaches)
    }

    /// Trap 9 between processes: the tests' shared cache directory is made as soon as it is named
    /// (``FixtureCatalog/madeDirectory(_:)``), so an `fc-list` run by one test never races a catalog of another to
    /// make it (and prints "No writable cache directories"). A path two folders below a fresh one is made, and made
    /// again without an error.
    @Test func theTestsCacheDirectoryIsMadeWhenItIsNamed() throws {
        let root = try FixtureCatalog.temporaryDirectory("cache-made")
        defer { FixtureCatalog.remove(root) }
        let path = root.appendingPathComponent("a/b").path
        func isDirectory(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        #expect(!isDirectory(path))
        #expect(FixtureCatalog.madeDirectory(path) == path)
        #expect(isDirectory(path))
        #expect(FixtureCatalog.madeDirectory(path) == path)
        #expect(isDirectory(FixtureCatalog.cacheDirectory))
    }
}
