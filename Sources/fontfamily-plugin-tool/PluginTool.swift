import FontFamilyKit
import Foundation

/// `fontfamily-plugin-tool`: the generator that `FontFamilyPlugin` runs over a target's font files. Wiring only:
/// the catalog and the renderer live in FontFamilyKit.
///
/// Its arguments are the plugin's private protocol, not a user's command line:
/// `OUTPUT CACHE_DIRECTORY [FONT_FILE BUNDLE_PATH]...` — the Swift file to write, the directory for fontconfig's
/// caches, and each font file with its path inside the target's resource bundle. A font that cannot be read fails
/// the run with one line naming the file, in the form SwiftPM shows as an error.
@main
enum PluginTool {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2, arguments.count % 2 == 0 else {
            fail("usage: fontfamily-plugin-tool OUTPUT CACHE_DIRECTORY [FONT_FILE BUNDLE_PATH]...")
        }
        let pairs = stride(from: 2, to: arguments.count, by: 2).map { (file: arguments[$0], bundle: arguments[$0 + 1]) }
        do {
            let catalog = try FontCatalog(
                fonts: pairs.map(\.file), includingSystemFonts: false, cacheDirectory: arguments[1])
            let source = BundledFontsRenderer.source(for: catalog.families, bundlePaths: pairs.map(\.bundle))
            try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
        } catch {
            fail("error: FontFamilyPlugin: \(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
