import Foundation
import PackagePlugin

/// Adds one Swift file to a target: a `FontName` enum per family of the target's own font files, and, when the target
/// depends on `FontFamilyCatalog` (directly, through `FontFamilyTesting`, or through a target or product that does),
/// `FontCatalog.bundled(includingSystemFonts:cacheDirectory:)`, which lists them from `Bundle.module`. A target that
/// depends on `FontFamilyKit` alone gets the enums alone, however the package's other targets are built: the choice
/// follows the dependencies the target declares, not which modules happen to be built already.
///
/// The font files are the target's resources whose names end in `.ttf`, `.otf`, `.ttc`, `.woff` or `.woff2`,
/// including those inside a copied resource folder. They are the command's inputs, so the file is generated again
/// when one is added, removed or replaced, and only then.
@main
struct FontFamilyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let fonts = BundledFontFile.find(in: target.sourceFiles)
        if fonts.isEmpty {
            Diagnostics.warning(
                "FontFamilyPlugin: target '\(target.name)' has no font resources (.ttf, .otf, .ttc, .woff, .woff2); "
                    + "list its fonts in 'resources:', or remove the plugin from the target")
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedFontNames.swift")
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("fontconfig-cache")
        return [
            .buildCommand(
                displayName: "Generating font names for \(target.name) from \(fonts.count) font file(s)",
                executable: try context.tool(named: "fontfamily-plugin-tool").url,
                // `--option=VALUE`, so that no file name is ever read as an option.
                arguments: ["--output=" + output.path, "--cache-directory=" + cache.path]
                    + (dependsOnCatalog(target) ? ["--catalog"] : [])
                    + fonts.flatMap { ["--font=" + $0.url.path, "--bundle-path=" + $0.bundlePath] },
                inputFiles: fonts.map(\.url),
                outputFiles: [output]
            )
        ]
    }

    /// Whether `target` depends on `FontFamilyCatalog`, so that the generated file may import it: among the targets it
    /// depends on, through targets and products at any depth, is the catalog's (the products `FontFamilyCatalog` and
    /// `FontFamilyTesting` bring it).
    private func dependsOnCatalog(_ target: Target) -> Bool {
        target.recursiveTargetDependencies.contains { $0.name == "FontFamilyCatalog" }
    }
}
