import FontFamilyCatalog
import FontFamilyCodegen
import Foundation
import TestSupport
import Testing

/// `fontfamily-plugin-tool --catalog`: FontFamilyPlugin passes it when the target depends on `FontFamilyCatalog`, and
/// the file the tool writes compiles in the target either way — with the catalog, and without it beside a catalog
/// module that another target of the package had built.
@Suite struct PluginToolCatalogTests {
    /// What SwiftPM generates for a target with resources, as far as the generated file uses it.
    static let bundleAccessor = "import Foundation\n\nextension Bundle {\n    static let module = Bundle.main\n}\n"

    /// Runs the tool over two Source Sans Pro faces, with `--catalog` or without, and returns what it wrote, after
    /// checking that it is the renderer's output for those faces.
    static func generate(catalog: Bool) throws -> String {
        let directory = try FixtureCatalog.temporaryDirectory("plugin-catalog")
        defer { FixtureCatalog.remove(directory) }
        let output = directory.appendingPathComponent("GeneratedFontNames.swift")
        let files = ["SourceSansPro-Semibold.ttf", "SourceSansPro-SemiboldIt.ttf"]
            .map { PackagePaths.fixtureFonts.appendingPathComponent($0).path }
        let result = try ProcessRunner.run(
            PluginToolTests.executable,
            arguments: [
                "--output", output.path, "--cache-directory", directory.appendingPathComponent("cache").path,
                "--font", files[0], "--bundle-path", "Fonts/A.ttf", "--font", files[1], "--bundle-path", "B.ttf",
            ] + (catalog ? ["--catalog"] : []),
            currentDirectory: PackagePaths.root)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let written = try String(contentsOf: output, encoding: .utf8)
        let families = try FontCatalog(fonts: files, cacheDirectory: FixtureCatalog.cacheDirectory).families
        #expect(
            written
                == BundledFontsRenderer.source(
                    for: families, bundlePaths: ["Fonts/A.ttf", "B.ttf"], includingCatalog: catalog))
        return written
    }

    @Test func withTheCatalogTheFileListsTheBundledFontsAndCompiles() throws {
        let source = try Self.generate(catalog: true)
        #expect(source.contains("\nimport FontFamilyCatalog\n"))
        #expect(source.contains("    static let bundledFontPaths: [String] = [\n        \"Fonts/A.ttf\",\n"))
        try SwiftTypechecker.typecheck([
            "GeneratedFontNames.swift": source,
            "Bundle+Module.swift": Self.bundleAccessor,
            "Use.swift": "import FontFamilyCatalog\n\n"
                + "let catalog = try? FontCatalog.bundled(includingSystemFonts: false)\n"
                + "let name = SourceSansPro.semiboldItalic.rawValue\n",
        ])
    }

    @Test func withoutTheCatalogTheFileCompilesBesideACatalogBuiltForAnotherTarget() throws {
        let source = try Self.generate(catalog: false)
        #expect(!source.contains("FontFamilyCatalog"))
        #expect(!source.contains("canImport"))
        try SwiftTypechecker.typecheckAgainstCore(
            ["GeneratedFontNames.swift": source, "Use.swift": "let name = SourceSansPro.semiboldItalic.rawValue\n"],
            builtForOthers: ["FontFamilyCatalog", "StringDistance"])
    }
}
