import Foundation
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct IconMetadataFormatTests {
    @Test func anythingElseIsNotIconMetadata() {
        for text in ["", "hello\n", "just some words here\n", "{\"name\": \"x\"}", "[1, 2]", ".a { color: red; }"] {
            #expect(IconMetadataFormat.detect(text) == nil)
            #expect(throws: IconMetadataError.notIconMetadata(source: "x.txt")) {
                try IconMetadata(parsing: text, source: "x.txt")
            }
        }
        #expect(
            IconMetadataError.notIconMetadata(source: "x.txt").description
                == "'x.txt' is not icon metadata: expected iconfont.cn JSON, a codepoints file (\"name hex\" per line) "
                + "or CSS with content: \"\\XXXX\" rules"
        )
    }

    @Test func theFormatComesFromContentNotTheExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("icons.json")
        try Data("close e5cd\n".utf8).write(to: file)
        let metadata = try IconMetadata(contentsOf: file)
        #expect(metadata.glyphs == [IconGlyph(name: "close", unicode: "\u{E5CD}")])
        #expect(metadata.source == "icons.json")
    }

    @Test func unreadableFilesAreErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.css")
        #expect(throws: IconMetadataError.unreadable(source: missing.path, reason: "it does not exist")) {
            try IconMetadata(contentsOf: missing)
        }
        #expect(throws: IconMetadataError.unreadable(source: directory.path, reason: "it is a directory")) {
            try IconMetadata(contentsOf: directory)
        }
        let binary = directory.appendingPathComponent("font.ttf")
        try Data([0x00, 0x01, 0xFF, 0xFE, 0xC0]).write(to: binary)
        #expect(throws: IconMetadataError.unreadable(source: binary.path, reason: "it is not UTF-8 text")) {
            try IconMetadata(contentsOf: binary)
        }
        let relative = URL(fileURLWithPath: "no-such-icons.css")
        #expect(throws: IconMetadataError.unreadable(source: "no-such-icons.css", reason: "it does not exist")) {
            try IconMetadata(contentsOf: relative)
        }
        #expect(
            IconMetadataError.unreadable(source: "font.ttf", reason: "it is not UTF-8 text").description
                == "cannot read 'font.ttf': it is not UTF-8 text; pass a readable UTF-8 icon metadata file"
        )
    }
}
