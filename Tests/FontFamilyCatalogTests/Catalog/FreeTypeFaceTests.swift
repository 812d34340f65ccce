import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// The one type that opens font files through FreeType: faces of every format, FreeType's own error messages, and
/// nothing read from files that are not fonts.
@Suite struct FreeTypeFaceTests {
    static func fixture(_ name: String) -> String {
        PackagePaths.freeTypeFixtures.appendingPathComponent(name).path
    }

    @Test func aCollectionCountsItsFacesAndASingleFontOne() throws {
        #expect(try FreeTypeFace(file: Self.fixture("IconCollection.ttc"), index: -1).faceCount == 2)
        #expect(try FreeTypeFace(file: Self.fixture("FontAwesome-subset.woff2"), index: -1).faceCount == 1)
    }

    @Test func theCFFCharsetNamesTheGlyphsThatTheCharacterMapGives() throws {
        let face = try FreeTypeFace(file: Self.fixture("FontAwesome-subset.otf"), index: 0)
        let glyphs = face.glyphIndexes()
        #expect(glyphs.keys.sorted() == [0xF000, 0xF001, 0xF002, 0xF004, 0xF005, 0xF00D])
        #expect(glyphs[0xF00D].flatMap(face.glyphName) == "remove")
        #expect(face.glyphName(0) == ".notdef")
        #expect(face.glyphName(7) == nil)
    }

    @Test func aFaceBeyondTheFileIsFreeTypesError() throws {
        #expect(throws: FreeTypeError(code: 6)) { try FreeTypeFace(file: Self.fixture("IconCollection.ttc"), index: 2) }
        #expect(FreeTypeError(code: 6).message == "invalid argument")
    }

    @Test func filesThatAreNoFontAreUnknownFormats() throws {
        let directory = try FixtureCatalog.temporaryDirectory("freetype")
        defer { FixtureCatalog.remove(directory) }
        for (name, text) in [("empty.ttf", ""), ("notes.ttf", "hello\n"), ("Font.afm", "StartFontMetrics 2.0\n")] {
            let path = directory.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let error = try #require(throws: FreeTypeError.self) { try FreeTypeFace(file: path, index: -1) }
            #expect(error.isUnknownFormat, "\(name)")
            #expect(error.message == "unknown file format")
        }
    }

    @Test func aMissingFileCannotBeOpened() throws {
        let error = try #require(throws: FreeTypeError.self) { try FreeTypeFace(file: "/no/such/font.ttf", index: 0) }
        #expect(error.message == "cannot open resource")
        #expect(!error.isUnknownFormat)
        #expect(FreeTypeError(code: 0x7FFF).message == "FreeType error 32767")
    }
}
