import CommandLineOptions
import Foundation

/// `fontfamily-bench --fontconfig-match`: the typo row's floor as a process of its own.
///
/// It loads the system configuration as `FontCatalog.system()` does and asks fontconfig for every PostScript name on
/// standard input the way a diagnosis does (`FcConfigSubstitute`, `FcDefaultSubstitute`, one `FcFontMatch`),
/// printing `NAME: MATCH` per name. Run over no names, it measures the start-up and load that the floor subtracts.
enum FontconfigMatch {
    static func run() throws {
        let names = try InputLines.standardInput()
        let fallback = FileManager.default.temporaryDirectory.appendingPathComponent("fontfamily-bench-cache").path
        let raw = try RawFontconfig.loading(
            configurationFile: try SystemConfiguration.file(),
            cacheDirectory: SystemConfiguration.cacheDirectory(fallback: fallback))
        var output = ""
        for name in names { output += name + ": " + raw.match(postScriptName: name) + "\n" }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
