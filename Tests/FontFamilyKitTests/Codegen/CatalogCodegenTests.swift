import FixtureFontWriter
import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// The renderers over catalogs that real fontconfig built: the fixture fonts, hostile fonts, this machine's fonts.
@Suite struct CatalogCodegenTests {
    /// `Fixtures/Golden/all-families.swift`, the boilerplate for every fixture family.
    static let golden = PackagePaths.fixtures.appendingPathComponent("Golden/all-families.swift")

    @Test func fixtureFamiliesMatchTheGoldenFileAndCompile() throws {
        let source = try #require(try FixtureCatalog.standard().swiftBoilerplate(forFamiliesContaining: ""))
        if ProcessInfo.processInfo.environment["FONTFAMILY_UPDATE_GOLDEN"] == "1" {
            try Data(source.utf8).write(to: Self.golden)
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(
            source == expected, "Regenerate with FONTFAMILY_UPDATE_GOLDEN=1 swift test --filter CatalogCodegenTests")
        try SwiftTypechecker.typecheck(source + "let names = GillSans.allCases.map(\\.postScriptName)\n")
    }

    @Test func fixtureGillSansIsTheSameAsFromPlainValues() throws {
        let catalog = try FixtureCatalog.standard()
        let fromFontconfig = try #require(catalog.swiftBoilerplate(forFamiliesContaining: "gill"))
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
        let source = try #require(catalog.swiftBoilerplate(forFamiliesContaining: ""))
        try SwiftTypechecker.typecheck(source)
        let caseLines = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }
        #expect(caseLines.count == Set(catalog.faces.map(\.postScriptName)).count)
        #expect(!source.unicodeScalars.contains { $0.properties.generalCategory == .format || $0 == "\r" })
        let decoded = caseLines.compactMap { line in
            line.range(of: " = ").flatMap { SwiftLiteralDecoder.decode(String(line[$0.upperBound...])) }
        }
        #expect(Set(decoded) == Set(catalog.faces.map(\.postScriptName)))
    }

    /// Set `FONTFAMILY_EXTRA_FONTS` to a directory of real fonts (say, Debian's Noto, URW base35, Noto CJK and
    /// Inter packages unpacked with `dpkg -x`) to check that a large catalog compiles too.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FONTFAMILY_EXTRA_FONTS"] != nil))
    func extraFontsCompile() throws {
        let directory = try #require(ProcessInfo.processInfo.environment["FONTFAMILY_EXTRA_FONTS"])
        let catalog = try FontCatalog(fonts: [directory], cacheDirectory: FixtureCatalog.cacheDirectory)
        let source = try #require(catalog.swiftBoilerplate(forFamiliesContaining: ""))
        try SwiftTypechecker.typecheck(source)
        let caseCount = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }.count
        #expect(caseCount == catalog.faces.count)
        #expect(catalog.jsonDescription(forFamiliesContaining: "")?.hasSuffix("}\n") == true)
    }

    @Test func thisMachinesFontsCompile() throws {
        let catalog = try FontCatalog.system(cacheDirectory: FixtureCatalog.cacheDirectory)
        guard let source = catalog.swiftBoilerplate(forFamiliesContaining: "") else { return }
        try SwiftTypechecker.typecheck(source)
        let caseCount = source.split(separator: "\n").filter { $0.hasPrefix("    case ") }.count
        #expect(caseCount == catalog.faces.count)
    }
}
