import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// Glyph names and character maps read through FreeType from every format an icon font ships in, on real fontconfig:
/// subsets of Font Awesome 4.7 as CFF OpenType (names in the CFF charset), TrueType (`post` format 2), WOFF, WOFF2
/// and in a TrueType collection, in `Fixtures/FreeType`.
@Suite struct FontFileGlyphNameTests {
    /// The glyphs each Font Awesome subset holds, as the font names them.
    static let fontAwesome: [IconGlyph] = [
        IconGlyph(name: "glass", unicode: "\u{F000}"), IconGlyph(name: "music", unicode: "\u{F001}"),
        IconGlyph(name: "search", unicode: "\u{F002}"), IconGlyph(name: "heart", unicode: "\u{F004}"),
        IconGlyph(name: "star", unicode: "\u{F005}"), IconGlyph(name: "remove", unicode: "\u{F00D}"),
    ]

    /// The Font Awesome glyphs as metadata named after the font.
    static let fontAwesomeMetadata = IconMetadata(source: "FontAwesome", fontFamily: "FontAwesome", glyphs: fontAwesome)

    static let catalog = Result {
        try FontCatalog(fonts: [PackagePaths.freeTypeFixtures.path], cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// The face listed from `file` in `Fixtures/FreeType`, at `index`.
    static func face(_ file: String, index: Int = 0) throws -> FontFace {
        let path = PackagePaths.freeTypeFixtures.appendingPathComponent(file).path
        return try #require(try catalog.get().allFaces.first { $0.file == path && $0.index == index })
    }

    @Test(arguments: [
        "FontAwesome-subset.otf", "FontAwesome-subset.ttf", "FontAwesome-subset.woff", "FontAwesome-subset.woff2",
    ])
    func everyFormatGivesTheFontsOwnGlyphNames(file: String) throws {
        let face = try Self.face(file)
        #expect(face.postScriptName == "FontAwesome")
        #expect(try Self.catalog.get().iconMetadata(of: face) == Self.fontAwesomeMetadata)
    }

    @Test func aCollectionIsReadAtEachFacesIndex() throws {
        let catalog = try Self.catalog.get()
        let first = try Self.face("IconCollection.ttc", index: 0)
        let second = try Self.face("IconCollection.ttc", index: 1)
        #expect(first.postScriptName == "iconfont")
        #expect(second.postScriptName == "FontAwesome")
        #expect(
            catalog.iconMetadata(of: first).glyphs
                == FixtureSet.icons.map { IconGlyph(name: $0.fontClass, unicode: Unicode.Scalar($0.codePoint) ?? " ") })
        #expect(catalog.iconMetadata(of: second) == Self.fontAwesomeMetadata)
    }

    @Test func theFiveFilesListOneNameWithTheTrueTypeFilePreferred() throws {
        let catalog = try Self.catalog.get()
        let files = catalog.faces(postScriptName: "FontAwesome").map { URL(fileURLWithPath: $0.file).lastPathComponent }
        #expect(
            files == [
                "FontAwesome-subset.otf", "FontAwesome-subset.ttf", "IconCollection.ttc", "FontAwesome-subset.woff",
                "FontAwesome-subset.woff2",
            ])
        #expect(catalog.skippedFiles.isEmpty)
    }

    @Test func theEnumFromEachFormatIsTheSameAndCoversEveryOtherFormat() throws {
        let catalog = try Self.catalog.get()
        let faces = catalog.faces(postScriptName: "FontAwesome")
        let sources = faces.map { face in
            IconEnumRenderer.render(catalog.iconMetadata(of: face), fontPostScriptName: face.postScriptName)
        }
        #expect(Set(sources).count == 1)
        let source = try #require(sources.first)
        for name in ["glass", "music", "search", "heart", "star", "remove"] {
            #expect(source.contains("    case \(name) = \"\(name)\"\n"))
        }
        for generatedFrom in faces {
            let metadata = catalog.iconMetadata(of: generatedFrom)
            for checked in faces {
                let report = catalog.iconCoverage(of: metadata, in: checked)
                #expect(report.description == "FontAwesome has all 6 glyphs that 'FontAwesome' lists")
            }
        }
        try SwiftTypechecker.typecheck(source + "\nlet heart: Character = FontAwesome.heart.character\n")
    }

    @Test func anotherFontsGlyphsAreMissingByName() throws {
        let catalog = try Self.catalog.get()
        let report = catalog.iconCoverage(
            of: Self.fontAwesomeMetadata, in: try Self.face("IconCollection.ttc", index: 0))
        #expect(report.missing.map(\.name) == ["glass", "music", "search", "heart", "star", "remove"])
    }

    /// Each check opens the font through FreeType on its own; the catalog's character maps start cold, so the first
    /// checks race to read and cache them.
    @Test func sixtyFourConcurrentIconChecksAgree() async throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.freeTypeFixtures.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let faces = catalog.faces(postScriptName: "FontAwesome")
        let metadata = Self.fontAwesomeMetadata
        let results = await withTaskGroup(of: (glyphs: [IconGlyph], complete: Bool).self) { group in
            for task in 0..<64 {
                let face = faces[task % faces.count]
                group.addTask {
                    (catalog.iconMetadata(of: face).glyphs, catalog.iconCoverage(of: metadata, in: face).isComplete)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(faces.count == 5)
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0.glyphs == Self.fontAwesome && $0.complete })
    }
}

/// Type 1 fonts, as `.pfb` and as `.t1` (Debian's name for the same binary form): FreeType names their glyphs from the
/// font's `CharStrings` and maps them to Unicode by those names.
@Suite struct Type1GlyphNameTests {
    @Test(arguments: ["TypeOneIcons.pfb", "TypeOneIcons.t1"])
    func glyphNamesAndCodePointsComeFromTheCharStrings(file: String) throws {
        let font = Type1FixtureWriter.data(
            postScriptName: "TypeOneIcons", familyName: "Type One Icons", glyphNames: ["A", "uniF000", "uniF001"])
        let directory = try FixtureCatalog.directory(with: [], files: [FixtureFile(relativePath: file, data: font)])
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let face = try #require(catalog.face(postScriptName: "TypeOneIcons"))
        #expect(face.format == .type1)
        #expect(face.family == "Type One Icons")
        #expect(catalog.codePoints(of: face) == [0x41, 0xF000, 0xF001])
        #expect(
            catalog.iconMetadata(of: face).glyphs == [
                IconGlyph(name: "uniF000", unicode: "\u{F000}"), IconGlyph(name: "uniF001", unicode: "\u{F001}"),
            ])
    }
}
