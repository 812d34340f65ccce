import CFontconfig
import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// The catalog reads fontconfig's font sets directly; `FcFontList` is the reference it must equal, face for face,
/// on real fontconfig: fixture fonts, a variable font, a font added twice, a remapped directory, and hand-built
/// patterns with names in several languages.
@Suite struct FontSetsTests {
    /// How many times each face occurs: the two readings list faces in different orders (`FcFontList` in the
    /// order of its hash table), and faces of one file may tie in every property the catalog sorts by.
    private func counts(_ faces: [FontFace]) -> [FontFace: Int] {
        Dictionary(faces.map { ($0, 1) }, uniquingKeysWith: +)
    }

    /// The faces of both readings, each in the catalog's order.
    private func readings(_ catalog: FontCatalog) throws -> (read: [FontFace], listed: [FontFace]) {
        let configuration = try #require(catalog.configuration)
        let read = configuration.listing().faces
        let listed = configuration.listedFaces()
        #expect(counts(read) == counts(listed))
        return (FontCatalog(faces: read).allFaces, FontCatalog(faces: listed).allFaces)
    }

    @Test func fixtureFacesEqualTheListedFaces() throws {
        let (read, listed) = try readings(try FixtureCatalog.standard())
        #expect(read.count == FixtureSet.standard.count)
        #expect(read == listed)
    }

    @Test func variableFontFacesEqualTheListedFaces() throws {
        let directory = PackagePaths.fixtures.appendingPathComponent("Variable").path
        let (read, listed) = try readings(
            try FontCatalog(fonts: [directory], cacheDirectory: FixtureCatalog.cacheDirectory))
        #expect(read.count == 5)
        #expect(read == listed)
    }

    /// A catalog's faces read their style and full names from fontconfig when asked (``LocalizedNameList``): after
    /// the catalog is gone, and encoded and hashed exactly as the names `FcFontList` gives.
    @Test func fullNamesReadOnUseOutliveTheCatalogAndEncodeAsGiven() throws {
        let (face, listed): (FontFace, [FontFace]) = try {
            let catalog = try FixtureCatalog.standard()
            let face = try #require(catalog.face(postScriptName: "GillSans-SemiBold"))
            return (face, try #require(catalog.configuration).listedFaces())
        }()
        let reference = try #require(listed.first { $0.postScriptName == "GillSans-SemiBold" })
        #expect(face.fullNames == [LocalizedName("Gill Sans SemiBold", language: "en")])
        #expect(face.fullNames == reference.fullNames)
        var given = face
        given.fullNames = reference.fullNames
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(face) == encoder.encode(given))
        #expect(Set([face, given]).count == 1)
        #expect(try JSONDecoder().decode(FontFace.self, from: encoder.encode(face)) == given)
    }

    @Test func aFontAddedTwiceIsOneFace() throws {
        let directory = PackagePaths.fixtureFonts.path
        let catalog = try FontCatalog(
            fonts: [directory, directory + "/Papyrus.ttf"], cacheDirectory: FixtureCatalog.cacheDirectory)
        let (read, listed) = try readings(catalog)
        #expect(read.count == FixtureSet.standard.count)
        #expect(read == listed)
        #expect(catalog.faces(postScriptName: "Papyrus").count == 1)
    }

    @Test func aRemappedDirectoryGivesTheRealPaths() throws {
        let directory = try FixtureCatalog.directory(with: Array(FixtureSet.standard.prefix(3)))
        defer { FixtureCatalog.remove(directory) }
        let cache = try FixtureCatalog.temporaryDirectory("remap-cache")
        defer { FixtureCatalog.remove(cache) }
        let configuration = directory.appendingPathComponent("fonts.conf")
        try """
        <?xml version="1.0"?>
        <fontconfig>
          <remap-dir as-path="/usr/share/fonts/remapped">\(directory.path)</remap-dir>
          <dir>\(directory.path)</dir>
          <cachedir>\(cache.path)</cachedir>
        </fontconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)
        for _ in 0..<2 {  // the first load writes the cache, the second reads it back
            let catalog = try FontCatalog(configurationFile: configuration.path, cacheDirectory: cache.path)
            let (read, listed) = try readings(catalog)
            #expect(
                Set(read.map(\.file)) == Set(FixtureSet.standard.prefix(3).map { directory.path + "/" + $0.fileName }))
            #expect(read == listed)
        }
    }

    /// One family per pattern, with the given names and languages; each pattern is its own file.
    private struct Names {
        var families: [String]
        var familyLanguages: [String]
        var styles = ["Regular"]
        var styleLanguages = ["en"]
        var fullNames: [String] = []
        var fullNameLanguages: [String] = []
        var variable = false
        /// The file and PostScript name; by default `/fonts/N.ttf` and `FaceN` for the Nth pattern.
        var file: String?
        var postScriptName: String?
    }

    /// Builds a font set of one pattern per entry, reads it both ways and returns the faces read directly (in the
    /// set's order), after checking that they are the listed ones, and that faces reading their style and full names
    /// on use give the same.
    private func read(_ entries: [Names]) throws -> [FontFace] {
        let config = try #require(FcConfigCreate())
        defer { FcConfigDestroy(config) }
        let set = try #require(FcFontSetCreate())
        defer { FcFontSetDestroy(set) }
        for (number, entry) in entries.enumerated() {
            let pattern = try #require(FcPatternCreate())
            let values = [
                ("family", entry.families), ("familylang", entry.familyLanguages), ("style", entry.styles),
                ("stylelang", entry.styleLanguages), ("fullname", entry.fullNames),
                ("fullnamelang", entry.fullNameLanguages), ("file", [entry.file ?? "/fonts/\(number).ttf"]),
                ("postscriptname", [entry.postScriptName ?? "Face\(number)"]),
            ]
            for (object, strings) in values {
                for string in strings { FcPatternAddString(pattern, object, string) }
            }
            FcPatternAddBool(pattern, "variable", entry.variable ? FcTrue : FcFalse)
            FcFontSetAdd(set, pattern)
        }
        let faces = FontSets.faces(in: [set]).faces
        let listed = FontSets.listedFaces(in: [set], config: config)
        #expect(counts(faces) == counts(listed))
        // Read again with names read on use, from patterns that live until this function returns.
        let owner = try FontconfigConfiguration.empty(cacheDirectory: FixtureCatalog.cacheDirectory)
        let deferred = FontSets.faces(in: [set], configuration: owner).faces
        #expect(deferred.map(\.style) == faces.map(\.style))
        #expect(deferred.map(\.styleNames) == faces.map(\.styleNames))
        #expect(deferred.map(\.fullNames) == faces.map(\.fullNames))
        #expect(deferred == faces)
        return faces
    }

    @Test func englishNamesComeFirstAsFcFontListOrdersThem() throws {
        let faces = try read([
            Names(families: ["ゴシック", "Gothic"], familyLanguages: ["ja", "en"]),
            Names(families: ["ゴシック", "Gothic US", "Gothic"], familyLanguages: ["ja", "en-US", "EN"]),
            Names(families: ["ゴシック", "Gothic US"], familyLanguages: ["ja", "en-us"]),
            Names(families: ["ゴシック", "고딕"], familyLanguages: ["ja", "ko"]),
            Names(
                families: ["Sans"], familyLanguages: ["en"], styles: ["標準", "Regular"], styleLanguages: ["ja", "en"],
                fullNames: ["サンス 標準", "Sans Regular"], fullNameLanguages: ["ja", "en"]),
        ])
        #expect(
            faces.map(\.familyNames) == [
                [LocalizedName("Gothic", language: "en"), LocalizedName("ゴシック", language: "ja")],
                [
                    LocalizedName("Gothic", language: "EN"), LocalizedName("ゴシック", language: "ja"),
                    LocalizedName("Gothic US", language: "en-US"),
                ],
                [LocalizedName("Gothic US", language: "en-us"), LocalizedName("ゴシック", language: "ja")],
                [LocalizedName("ゴシック", language: "ja"), LocalizedName("고딕", language: "ko")],
                [LocalizedName("Sans", language: "en")],
            ])
        #expect(
            faces.last?.styleNames == [LocalizedName("Regular", language: "en"), LocalizedName("標準", language: "ja")])
        #expect(faces.last?.fullName == "Sans Regular")
    }

    /// Places are told apart by their whole path: two files whose paths end alike are two faces, one file listed twice
    /// with the same properties one.
    @Test func pathsThatEndAlikeAreTwoPlacesAndOnePathTwiceIsOne() throws {
        let faces = try read([
            Names(families: ["Left"], familyLanguages: ["en"], file: "/a/fonts/SameTailSans.ttf", postScriptName: "A"),
            Names(families: ["Right"], familyLanguages: ["en"], file: "/b/fonts/SameTailSans.ttf", postScriptName: "B"),
            Names(families: ["Left"], familyLanguages: ["en"], file: "/a/fonts/SameTailSans.ttf", postScriptName: "A"),
        ])
        #expect(faces.map(\.file) == ["/a/fonts/SameTailSans.ttf", "/b/fonts/SameTailSans.ttf"])
        #expect(faces.map(\.postScriptName) == ["A", "B"])
    }

    @Test func aPatternWithoutAStyleIsRegular() throws {
        let faces = try read([Names(families: ["Plain"], familyLanguages: ["en"], styles: [], styleLanguages: [])])
        #expect(faces.map(\.styleNames) == [[LocalizedName("Regular")]])
        #expect(faces.map(\.style) == ["Regular"])
    }

    @Test func languagesMoveAloneWhenTheEnglishOneHasNoName() throws {
        let faces = try read([Names(families: ["Solo"], familyLanguages: ["ja", "en"])])
        #expect(faces.map(\.familyNames) == [[LocalizedName("Solo", language: "en")]])
    }

    @Test func variablePatternsAreNotFaces() throws {
        let gothic = Names(families: ["Gothic"], familyLanguages: ["en"])
        var variable = gothic
        variable.variable = true
        let faces = try read([gothic, variable])
        #expect(faces.map(\.file) == ["/fonts/0.ttf"])
    }

    @Test func equalPatternsAreOneFaceAndDifferentOnesInOneFileAreTwo() throws {
        var gothic = Names(families: ["Gothic"], familyLanguages: ["en"])
        gothic.file = "/fonts/gothic.ttf"
        gothic.postScriptName = "Gothic"
        var renamed = gothic
        renamed.families = ["Gothic Renamed"]
        let faces = try read([gothic, gothic, renamed])
        #expect(faces.map(\.family) == ["Gothic", "Gothic Renamed"])
    }
}
