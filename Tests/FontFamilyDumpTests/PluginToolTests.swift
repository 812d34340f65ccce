import FontFamilyKit
import Foundation
import TestSupport
import Testing

/// `fontfamily-plugin-tool`, the generator FontFamilyPlugin runs, on real fontconfig over fixture fonts.
@Suite struct PluginToolTests {
    static let executable = PackagePaths.products.appendingPathComponent("fontfamily-plugin-tool").path

    static func run(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(executable, arguments: arguments, currentDirectory: PackagePaths.root)
    }

    @Test func writesTheEnumsAndBundlePathsOfExactlyTheGivenFiles() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin")
        defer { FixtureCatalog.remove(directory) }
        let output = directory.appendingPathComponent("GeneratedFontNames.swift")
        let files = ["SourceSansPro-Semibold.ttf", "SourceSansPro-SemiboldIt.ttf"]
            .map { PackagePaths.fixtureFonts.appendingPathComponent($0).path }
        let result = try Self.run(
            [output.path, directory.appendingPathComponent("cache").path, files[0], "Fonts/A.ttf", files[1], "B.ttf"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let catalog = try FontCatalog(fonts: files, cacheDirectory: FixtureCatalog.cacheDirectory)
        let expected = BundledFontsRenderer.source(for: catalog.families, bundlePaths: ["Fonts/A.ttf", "B.ttf"])
        #expect(try String(contentsOf: output, encoding: .utf8) == expected)
        #expect(expected.contains("    case semiboldItalic = \"SourceSansPro-SemiboldIt\"\n"))
        #expect(!expected.contains("SourceSansPro-Bold"))
    }

    @Test func aBrokenFontFailsWithOneLineNamingTheFile() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin")
        defer { FixtureCatalog.remove(directory) }
        let output = directory.appendingPathComponent("GeneratedFontNames.swift")
        let broken = PackagePaths.fixtures.appendingPathComponent("Broken/truncated.ttf").path
        let result = try Self.run([output.path, directory.path, broken, "truncated.ttf"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: FontFamilyPlugin: '\(broken)' is not a font fontconfig can read; give a TrueType, OpenType, "
                + "Type 1 or WOFF file\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anUnpairedFileIsAUsageError() throws {
        let result = try Self.run(["out.swift", "cache", "font.ttf"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "usage: fontfamily-plugin-tool OUTPUT CACHE_DIRECTORY [FONT_FILE BUNDLE_PATH]...\n")
    }
}
