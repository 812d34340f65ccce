import CommandLineOptions
import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import Foundation

/// `fontfamily-plugin-tool`: the generator that `FontFamilyPlugin` runs over a target's font files. Wiring only:
/// the catalog lives in FontFamilyCatalog, the renderer in FontFamilyCodegen, the command line in CommandLineOptions.
///
/// A font that cannot be read fails the run with one line naming the file, which SwiftPM shows as the build's error.
/// The output is written as `OutputFile` writes: only when its text changes, and never over a file it did not write.
@main
enum PluginTool {
    static let command = CommandDeclaration(
        name: "fontfamily-plugin-tool",
        abstract: """
            Writes the FontName enums of the given font files, and with --catalog FontCatalog.bundled() over them, \
            for the target that FontFamilyPlugin is applied to. The plugin runs it; it is not meant to be run by hand.
            """,
        options: [
            .option("--output", value: "FILE", meaning: "the Swift file to write", help: "The Swift file to write."),
            .option(
                "--cache-directory", value: "DIR", meaning: "a directory for fontconfig's caches",
                help: "Where fontconfig writes its caches: the plugin's work directory."),
            .option(
                "--font", value: "FILE", meaning: "a font file", repeatable: true,
                help: "A font file of the target; repeatable."),
            .option(
                "--bundle-path", value: "PATH", meaning: "a path inside the resource bundle", repeatable: true,
                help:
                    "Where the font file given at the same position is in the target's resource bundle; one per --font."
            ),
            .flag(
                "--catalog",
                help:
                    "The target depends on FontFamilyCatalog: add FontCatalog.bundled(). Without it the file imports "
                    + "FontFamilyKit alone."),
        ],
        modes: [.default(nil, options: ["--output", "--cache-directory", "--font", "--bundle-path", "--catalog"])]
    )

    static func main() {
        let parsed: ParsedCommandLine
        do {
            parsed = try command.parse(CommandArguments.read().get())
        } catch {
            fail("\(error)\nRun 'fontfamily-plugin-tool --help' for usage.", status: 2)
        }
        if parsed.request == .help {
            print(command.help, terminator: "")
            return
        }
        guard let output = parsed.value("--output"), let cache = parsed.value("--cache-directory") else {
            fail(
                "give '--output FILE' and '--cache-directory DIR'\nRun 'fontfamily-plugin-tool --help' for usage.",
                status: 2)
        }
        let fonts = parsed.values("--font")
        let bundlePaths = parsed.values("--bundle-path")
        guard fonts.count == bundlePaths.count else {
            fail(
                "give one '--bundle-path' per '--font'; got \(fonts.count) and \(bundlePaths.count)\n"
                    + "Run 'fontfamily-plugin-tool --help' for usage.", status: 2)
        }
        do {
            let catalog = try FontCatalog(fonts: fonts, includingSystemFonts: false, cacheDirectory: cache)
            let source = BundledFontsRenderer.source(
                for: catalog.families, bundlePaths: bundlePaths, includingCatalog: parsed.contains("--catalog"))
            // An unchanged file is left alone, so that the target is not compiled again when SwiftPM reruns the tool
            // only because it rebuilt it.
            _ = try OutputFile(path: output).write(source, force: false)
        } catch let error as OutputFileError where error.problem == .notGenerated || error.problem == .edited {
            // The file is in the plugin's work directory, where nothing else writes: the way out is to remove it.
            let how =
                error.problem == .edited
                ? "was edited after FontFamilyPlugin wrote it" : "was not written by FontFamilyPlugin"
            let quoted = DisplayText.quoted(output, limit: nil)
            fail("error: FontFamilyPlugin: \(quoted) \(how), so it was left alone; delete it, then build", status: 1)
        } catch {
            fail("error: FontFamilyPlugin: \(error)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
