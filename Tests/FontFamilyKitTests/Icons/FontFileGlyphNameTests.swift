import FixtureFontWriter
import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// Glyph names and character maps read through FreeType from every format an icon font ships in, on real fontconfig:
/// subsets of Font Awesome 4.7 as CFF OpenType (names in the CFF charset), TrueType (`post` format 2), WOFF, WOFF2
/// and in a TrueType collection, in `Fixtures/FreeType`.
@Suite struct FontFileGlyphNameTests {
    /// The glyphs each Font Awesome subset holds, as the font names them.
    static let fontAwesome: [IconFontGlyph] = [
        IconFontGlyph(unicode: "\u{F000}", glyphName: "glass"),
        IconFontGlyph(unicode: "\u{F001}", glyphName: "music"),
        IconFontGlyph(unicode: "\u{F002}", glyphName: "search"),
        IconFontGlyph(unicode: "\u{F004}", glyphName: "heart"),
        IconFontGlyph(unicode: "\u{F005}", glyphName: "star"),
        IconFontGlyph(unicode: "\u{F00D}", glyphName: "remove"),
    ]

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
        #expect(try Self.catalog.get().privateUseGlyphs(of: face) == Self.fontAwesome)
    }

    @Test func aCollectionIsReadAtEachFacesIndex() throws {
        let catalog = try Self.catalog.get()
        let first = try Self.face("IconCollection.ttc", index: 0)
        let second = try Self.face("IconCollection.ttc", index: 1)
        #expect(first.postScriptName == "iconfont")
        #expect(second.postScriptName == "FontAwesome")
        #expect(
            catalog.privateUseGlyphs(of: first)
                == FixtureSet.icons.map {
                    IconFontGlyph(unicode: Unicode.Scalar($0.codePoint) ?? " ", glyphName: $0.fontClass)
                })
        #expect(catalog.privateUseGlyphs(of: second) == Self.fontAwesome)
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
            IconEnumRenderer.render(
                fontGlyphs: catalog.privateUseGlyphs(of: face), fontPostScriptName: face.postScriptName,
                fontFamily: face.family)
        }
        #expect(Set(sources).count == 1)
        let source = try #require(sources.first)
        for name in ["glass", "music", "search", "heart", "star", "remove"] {
            #expect(source.contains("    case \(name) = \"\(name)\"\n"))
        }
        for generatedFrom in faces {
            let metadata = IconMetadata(
                fontGlyphs: catalog.privateUseGlyphs(of: generatedFrom), fontFamily: generatedFrom.family,
                source: "FontAwesome")
            for checked in faces {
                let report = catalog.iconCoverage(of: metadata, in: checked)
                #expect(report.description == "FontAwesome has all 6 glyphs that 'FontAwesome' lists")
            }
        }
        try SwiftTypechecker.typecheck(source + "\nlet heart: Character = FontAwesome.heart.character\n")
    }

    @Test func anotherFontsGlyphsAreMissingByName() throws {
        let catalog = try Self.catalog.get()
        let metadata = IconMetadata(fontGlyphs: Self.fontAwesome, fontFamily: "FontAwesome", source: "FontAwesome")
        let report = catalog.iconCoverage(of: metadata, in: try Self.face("IconCollection.ttc", index: 0))
        #expect(report.missing.map(\.name) == ["glass", "music", "search", "heart", "star", "remove"])
    }

    /// Each check opens the font through FreeType on its own; the catalog's character maps start cold, so the first
    /// checks race to read and cache them.
    @Test func sixtyFourConcurrentIconChecksAgree() async throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.freeTypeFixtures.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        let faces = catalog.faces(postScriptName: "FontAwesome")
        let metadata = IconMetadata(fontGlyphs: Self.fontAwesome, fontFamily: "FontAwesome", source: "FontAwesome")
        let results = await withTaskGroup(of: (glyphs: [IconFontGlyph], complete: Bool).self) { group in
            for task in 0..<64 {
                let face = faces[task % faces.count]
                group.addTask {
                    (catalog.privateUseGlyphs(of: face), catalog.iconCoverage(of: metadata, in: face).isComplete)
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
            catalog.privateUseGlyphs(of: face) == [
                IconFontGlyph(unicode: "\u{F000}", glyphName: "uniF000"),
                IconFontGlyph(unicode: "\u{F001}", glyphName: "uniF001"),
            ])
    }
}
