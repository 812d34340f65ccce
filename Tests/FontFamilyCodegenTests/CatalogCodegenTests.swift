import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen

/// The renderers over catalogs that real fontconfig built: the fixture fonts, hostile fonts, this machine's fonts.
@Suite struct CatalogCodegenTests {
    /// `Fixtures/Golden/All.swift`, the boilerplate for every fixture family, as
    /// `swift run fontfamily-dump --all --only --fonts Fixtures/Fonts` prints it.
    static let golden = PackagePaths.fixtures.appendingPathComponent("Golden/All.swift")

    @Test func fixtureFamiliesMatchTheGoldenFileAndCompile() throws {
        let source = SwiftEnumRenderer.source(for: try FixtureCatalog.standard().families)
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(source == expected)
        try SwiftTypechecker.typecheck(source + "let names = GillSans.allCases.map(\\.postScriptName)\n")
    }

    /// Abbreviated styles (`It`, `Bd`, `Cond`, `Cond It`, `Bold Cond`) are spelled out by one rule in every case.
    @Test func abbreviatedStylesGiveCaseNamesSpelledOutAlike() throws {
        let catalog = try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Abbreviated").path],
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let source = SwiftEnumRenderer.source(for: catalog.families)
        #expect(
            CodegenFixtures.unmarked(source) == SwiftEnumRenderer.header + """


                import FontFamilyKit

                /// Narrow Grotesk, 6 faces.
                enum NarrowGrotesk: String, FontName {
                    case condensed = "NarrowGrotesk-Cond"
                    case condensedItalic = "NarrowGrotesk-CondIt"
                    case boldCondensed = "NarrowGrotesk-BoldCond"
                    case regular = "NarrowGrotesk-Regular"
                    case italic = "NarrowGrotesk-It"
                    case bold = "NarrowGrotesk-Bd"
                }

                """)
        try SwiftTypechecker.typecheck(source + "let names = NarrowGrotesk.allCases.map(\\.postScriptName)\n")
    }

    @Test func fixtureGillSansIsTheSameAsFromPlainValues() throws {
        let catalog = try FixtureCatalog.standard()
        let gill = catalog.families(containing: "gill")
        #expect(gill.map(\.name) == ["Gill Sans"])
        let fromFontconfig = SwiftEnumRenderer.source(for: gill)
        let fromValues = SwiftEnumRenderer.source(for: FontCatalog(faces: CodegenFixtures.gillSans).families)
        #expect(fromFontconfig == fromValues)
    }

    @Test func hostileFontNamesCompileAndKeepEveryFace() throws {
        let names = [
            "Quote \" back\\slash", "line\nbreak\r\tx", "end */ open /* // x", "\"\"\" raw #\"", "\\(interpolation)",
            "rtl \u{202E}txt\u{202C}", "zero\u{200B}width\u{200D}", "😀 👩‍💻", "e\u{301}\u{301}",
            String(repeating: "N", count: 500),
            "", "1234", "class", "Type", "Self", "default", "init", "self", "Protocol", "_", "Foo Bar", "Foo-Bar",
            "foo bar", "Café", "ゴシック", "String", "FontName",
        ]
        let fonts = names.enumerated().map { index, name in
            FixtureFont(
                family: name, style: name, postScriptName: name + "\(index)", codePoints: [0x41],
                fileName: "face\(index).ttf")
        }
        let directory = try FixtureCatalog.directory(with: fonts)
        defer { FixtureCatalog.remove(directory) }
        let catalog = try FontCatalog(fonts: [directory.path], cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.faces.count == names.count)
        let source = SwiftEnumRenderer.source(for: catalog.families)
        try SwiftTypechecker.typecheck(source)
        let caseLines = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }
        #expect(caseLines.count == Set(catalog.faces.map(\.postScriptName)).count)
        #expect(!source.unicodeScalars.contains { $0.properties.generalCategory == .format || $0 == "\r" })
        let decoded = caseLines.compactMap { line in
            line.range(of: " = ").flatMap { SwiftLiteralDecoder.decode(String(line[$0.upperBound...])) }
        }
        #expect(Set(decoded) == Set(catalog.faces.map(\.postScriptName)))
    }

    @Test func thisMachinesFontsCompile() throws {
        let catalog = try FontCatalog.system(cacheDirectory: FixtureCatalog.cacheDirectory)
        try #require(
            !catalog.families.isEmpty,
            "this machine has no fonts: install a font package (Debian: apt-get install fonts-dejavu-core)")
        let source = SwiftEnumRenderer.source(for: catalog.families)
        try SwiftTypechecker.typecheck(source)
        let caseCount = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }.count
        #expect(caseCount == catalog.faces.count)
    }
}
