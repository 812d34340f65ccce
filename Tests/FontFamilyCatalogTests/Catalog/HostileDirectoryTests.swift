import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// Font directories as users really have them: broken files and link loops next to good fonts.
@Suite struct HostileDirectoryTests {
    let cache = FixtureCatalog.cacheDirectory

    /// Bytes from a fixed seed, so the "random" file is the same on every run.
    static func seededBytes(count: Int) -> Data {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return Data(
            (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            })
    }

    /// Damaged fonts are named with FreeType's message; so are an empty file and random bytes named as fonts: a file
    /// called `.ttf` that holds no font is a broken download the user wants to hear about.
    @Test func damagedFontsAreSkippedAndNamedGoodOnesLoad() throws {
        let papyrus = FixtureFontWriter.data(for: FixtureSet.papyrus[0])
        let directory = try FixtureCatalog.directory(
            with: [FixtureSet.papyrus[1]],
            files: [
                FixtureFile(relativePath: "Papyrus.ttf", data: papyrus),
                FixtureFile(relativePath: "empty.ttf", data: Data()),
                FixtureFile(relativePath: "random.otf", data: Self.seededBytes(count: 4096)),
                FixtureFile(
                    relativePath: "header-over-garbage.ttf", data: papyrus.prefix(76) + Self.seededBytes(count: 600)),
                FixtureFile(relativePath: "sub/truncated.ttf", data: papyrus.prefix(papyrus.count / 3)),
            ])
        defer { FixtureCatalog.remove(directory) }
        let root = directory.standardizedFileURL.path
        try FileManager.default.createSymbolicLink(
            atPath: root + "/dangling.ttf", withDestinationPath: root + "/gone.ttf")
        let catalog = try FontCatalog(fonts: [root], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["Papyrus-Condensed", "Papyrus"])
        #expect(
            catalog.skippedFiles == [
                SkippedFontFile(path: root + "/dangling.ttf", reason: "symbolic link to nothing"),
                SkippedFontFile(
                    path: root + "/empty.ttf",
                    reason: "is named as a font (.ttf), but FreeType finds no font in it"),
                SkippedFontFile(path: root + "/header-over-garbage.ttf", reason: Self.damagedTrueType),
                SkippedFontFile(
                    path: root + "/random.otf",
                    reason: "is named as a font (.otf), but FreeType finds no font in it"),
                SkippedFontFile(path: root + "/sub/truncated.ttf", reason: Self.damagedTrueType),
            ])
    }

    /// `Café.ttf` with `é` precomposed is a font; the same name with `é` decomposed is another file, empty: Swift
    /// calls the two names equal, the file system does not, and the empty one is reported.
    @Test func aNameThatDiffersOnlyInNormalizationIsItsOwnFile() throws {
        let composed = "Caf\u{E9}.ttf"
        let decomposed = "Cafe\u{301}.ttf"
        let directory = try FixtureCatalog.directory(
            with: [],
            files: [
                FixtureFile(relativePath: composed, data: FixtureFontWriter.data(for: FixtureSet.papyrus[0])),
                FixtureFile(relativePath: decomposed, data: Data()),
            ])
        defer { FixtureCatalog.remove(directory) }
        let root = directory.standardizedFileURL.path
        let catalog = try FontCatalog(fonts: [root], cacheDirectory: cache)
        #expect(catalog.faces.map { Array($0.file.utf8) } == [Array((root + "/" + composed).utf8)])
        #expect(catalog.skippedFiles.map { Array($0.path.utf8) } == [Array((root + "/" + decomposed).utf8)])
        #expect(catalog.skippedFiles.map(\.reason) == ["is named as a font (.ttf), but FreeType finds no font in it"])
    }

    static let damagedTrueType = "looks like a TrueType font, but FreeType cannot read it: unknown file format"

    /// Beside Type 1 fonts lie metrics, encodings and X11 indexes: none is a font, none is reported.
    @Test func aType1DirectoryReportsOnlyItsDamagedFont() throws {
        let directory = try FixtureCatalog.directory(
            with: [FixtureSet.papyrus[0]], files: Type1DirectoryFiles.companions + [Type1DirectoryFiles.damagedFont])
        defer { FixtureCatalog.remove(directory) }
        let root = directory.standardizedFileURL.path
        let catalog = try FontCatalog(fonts: [root], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["Papyrus"])
        #expect(
            catalog.skippedFiles == [
                SkippedFontFile(
                    path: root + "/Damaged.pfb",
                    reason: "looks like a Type 1 font, but FreeType cannot read it: "
                        + Type1DirectoryFiles.damagedFontMessage)
            ])
    }

    /// fontconfig's own recursion follows `d/loop -> d` without end; the catalog walks the tree itself and never hands
    /// fontconfig a directory with a loop below it. Each real directory is walked once, by the first path that
    /// reaches it (`again` sorts before `nested`).
    @Test func symbolicLinkLoopsEndAndAreReported() throws {
        let directory = try FixtureCatalog.directory(with: [FixtureSet.papyrus[0]], files: [])
        defer { FixtureCatalog.remove(directory) }
        let root = directory.standardizedFileURL.path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/nested/deeper", withIntermediateDirectories: true)
        try FixtureFontWriter.data(for: FixtureSet.damascus[0]).write(
            to: URL(fileURLWithPath: root + "/nested/deeper/Damascus.ttf"))
        try manager.createSymbolicLink(atPath: root + "/self", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: root + "/nested/deeper/up", withDestinationPath: root + "/nested")
        try manager.createSymbolicLink(atPath: root + "/again", withDestinationPath: root + "/nested")

        let catalog = try FontCatalog(fonts: [root], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["Damascus", "Papyrus"])
        #expect(
            catalog.skippedFiles == [
                SkippedFontFile(
                    path: root + "/again/deeper/up",
                    reason: "symbolic link back to an enclosing directory; not followed"),
                SkippedFontFile(
                    path: root + "/self", reason: "symbolic link back to an enclosing directory; not followed"),
            ])
    }

    @Test func loopFreeSubdirectoriesAreStillScannedWhole() throws {
        let directory = try FixtureCatalog.directory(
            with: [],
            files: [
                FixtureFile(
                    relativePath: "clean/a/GillSans.ttf", data: FixtureFontWriter.data(for: FixtureSet.gillSans[0])),
                FixtureFile(
                    relativePath: "loopy/Papyrus.ttf", data: FixtureFontWriter.data(for: FixtureSet.papyrus[0])),
            ])
        defer { FixtureCatalog.remove(directory) }
        let root = directory.standardizedFileURL.path
        try FileManager.default.createSymbolicLink(atPath: root + "/loopy/back", withDestinationPath: root)
        let catalog = try FontCatalog(fonts: [root], cacheDirectory: cache)
        #expect(catalog.faces.map(\.postScriptName) == ["GillSans", "Papyrus"])
        #expect(catalog.skippedFiles.map(\.path) == [root + "/loopy/back"])
    }
}
