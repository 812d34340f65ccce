import FixtureFontWriter
import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// One PostScript name installed twice resolves to the copy fontconfig renders for it, as `fc-match
/// :postscriptname=NAME` says: the higher `fontversion` of two versions in two directories.
@Suite struct DuplicateNameTests {
    /// Twin Sans Regular in version `revision` (16.16 fixed point).
    private static func twinSans(revision: UInt32) -> FixtureFont {
        var font = FixtureFont(
            family: "Twin Sans", style: "Regular", postScriptName: "TwinSans-Regular",
            codePoints: FixtureSet.latinCodePoints)
        font.fontRevision = revision
        return font
    }

    /// A configuration file listing `directories`, as an installed system would.
    private static func configuration(listing directories: [URL], in folder: URL) throws -> String {
        let dirs = directories.map { "<dir>\($0.path)</dir>" }.joined()
        let file = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)</fontconfig>".utf8).write(to: file)
        return file.path
    }

    /// Whichever directory sorts first and whichever the configuration lists first, the newer copy wins.
    @Test(arguments: [(0x0001_0000, 0x0002_0000), (0x0002_0000, 0x0001_0000)] as [(UInt32, UInt32)])
    func theHigherVersionWinsWhereverItIs(first: UInt32, second: UInt32) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins")
        defer { FixtureCatalog.remove(folder) }
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for (directory, revision) in zip(directories, [first, second]) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let data = FixtureFontWriter.data(for: Self.twinSans(revision: revision))
            try data.write(to: directory.appendingPathComponent("TwinSans-Regular.ttf"))
        }
        let newer = first > second ? directories[0] : directories[1]
        let catalog = try FontCatalog(
            configurationFile: try Self.configuration(listing: directories, in: folder),
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let copies = catalog.faces(postScriptName: "TwinSans-Regular")
        #expect(copies.count == 2)
        let resolved = try #require(catalog.face(postScriptName: "TwinSans-Regular"))
        #expect(resolved.file == newer.appendingPathComponent("TwinSans-Regular.ttf").path)
        let rendered = try #require(catalog.fontconfigSubstitute(forPostScriptName: "TwinSans-Regular"))
        #expect(rendered.file == resolved.file)
        #expect(copies.first == resolved)
        #expect(catalog.faces.filter { $0.postScriptName == "TwinSans-Regular" } == [resolved])
    }
}
