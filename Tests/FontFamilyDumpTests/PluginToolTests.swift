import FontFamilyCatalog
import FontFamilyCodegen
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
        let result = try Self.run([
            "--output", output.path, "--cache-directory", directory.appendingPathComponent("cache").path,
            "--font", files[0], "--bundle-path", "Fonts/A.ttf", "--font=" + files[1], "--bundle-path=B.ttf",
        ])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let catalog = try FontCatalog(fonts: files, cacheDirectory: FixtureCatalog.cacheDirectory)
        let expected = BundledFontsRenderer.source(for: catalog.families, bundlePaths: ["Fonts/A.ttf", "B.ttf"])
        #expect(try String(contentsOf: output, encoding: .utf8) == expected)
        #expect(expected.contains("    case semiboldItalic = \"SourceSansPro-SemiboldIt\"\n"))
        #expect(!expected.contains("SourceSansPro-Bold"))
    }

    @Test func anUnchangedOutputIsNotWrittenAgain() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin")
        defer { FixtureCatalog.remove(directory) }
        let output = directory.appendingPathComponent("GeneratedFontNames.swift")
        let font = PackagePaths.fixtureFonts.appendingPathComponent("GillSans.ttf").path
        let arguments = [
            "--output", output.path, "--cache-directory", directory.path, "--font", font, "--bundle-path", "G.ttf",
        ]
        #expect(try Self.run(arguments).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(try Self.run(arguments).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect(attributes[.modificationDate] as? Date == past)
        #expect(try Self.run(arguments.dropLast() + ["H.ttf"]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("        \"H.ttf\",\n"))
    }

    @Test func aBrokenFontFailsWithOneLineNamingTheFile() throws {
        let directory = try FixtureCatalog.temporaryDirectory("plugin")
        defer { FixtureCatalog.remove(directory) }
        let output = directory.appendingPathComponent("GeneratedFontNames.swift")
        let broken = PackagePaths.fixtures.appendingPathComponent("Broken/truncated.ttf").path
        let result = try Self.run([
            "--output", output.path, "--cache-directory", directory.path, "--font", broken,
            "--bundle-path", "truncated.ttf",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: FontFamilyPlugin: '\(broken)' looks like a TrueType font, but FreeType cannot read it: "
                + "unknown file format; replace it with an intact copy of the font\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aFontWithoutItsBundlePathIsAUsageError() throws {
        let result = try Self.run(["--output", "out.swift", "--cache-directory", "cache", "--font", "font.ttf"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "give one '--bundle-path' per '--font'; got 1 and 0\n"
                + "Run 'fontfamily-plugin-tool --help' for usage.\n")
    }

    @Test func theOutputIsRequired() throws {
        let result = try Self.run(["--cache-directory", "cache"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "give '--output FILE' and '--cache-directory DIR'\nRun 'fontfamily-plugin-tool --help' for usage.\n")
    }
}
