import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// The full files Debian's `fonts-font-awesome` and `fonts-material-design-icons-iconfont` install; skipped on
/// machines without those packages.
@Suite struct DebianIconMetadataTests {
    static let fontAwesomeCSS = "/usr/share/fonts-font-awesome/css/font-awesome.css"
    static let fontAwesomeMinifiedCSS = "/usr/share/fonts-font-awesome/css/font-awesome.min.css"
    static let materialIconsCSS = "/usr/share/fonts-material-design-icons-iconfont/css/material-design-icons.css"

    static func installed(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test(.enabled(if: installed(fontAwesomeCSS) && installed(fontAwesomeMinifiedCSS)))
    func fontAwesome() throws {
        let metadata = try IconMetadata(contentsOf: URL(fileURLWithPath: Self.fontAwesomeCSS))
        #expect(metadata.fontFamily == "FontAwesome")
        #expect(metadata.glyphs.count == 675)
        #expect(metadata.nameCount == 786)
        #expect(metadata.glyphs.first { $0.name == "remove" }?.aliases == ["close", "times"])
        let minified = try IconMetadata(contentsOf: URL(fileURLWithPath: Self.fontAwesomeMinifiedCSS))
        #expect(minified.glyphs == metadata.glyphs)
        let source = IconEnumRenderer.render(metadata, fontPostScriptName: "FontAwesome")
        let program = "import FontFamilyKit\nlet close: Character = FontAwesome.close.character\n"
        try SwiftTypechecker.typecheck(["FontAwesome.swift": source, "main.swift": program])
    }

    @Test(.enabled(if: installed(materialIconsCSS)))
    func materialIcons() throws {
        let metadata = try IconMetadata(contentsOf: URL(fileURLWithPath: Self.materialIconsCSS))
        #expect(metadata.fontFamily == "Material Icons")
        #expect(metadata.glyphs.count == 2193)
        #expect(metadata.nameCount == 2193)
        #expect(Set(metadata.glyphs.map(\.codePoint)).count == 2148)
        #expect(metadata.glyphs.first { $0.name == "goat" }?.codePoint == 0xEBFF)
        let source = IconEnumRenderer.render(metadata, fontPostScriptName: "MaterialIcons-Regular")
        let program = "import FontFamilyKit\nlet close: Character = MaterialIcons._10k.character\n"
        try SwiftTypechecker.typecheck(["MaterialIcons.swift": source, "main.swift": program])
    }
}
