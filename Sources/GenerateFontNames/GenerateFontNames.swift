import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-font-names SUBSTRING --output PATH`: writes what
/// `fontfamily-dump SUBSTRING` prints for the system's installed fonts to `PATH` (relative to the package), for a names
/// file checked in with the sources. SwiftPM asks for the permission to write into the package on a terminal and fails
/// without one (in CI, a script) unless the option grants it.
///
/// Every argument goes to `fontfamily-dump`, run in the package's directory, which writes the file: it leaves a file
/// it did not write alone unless `--force` is given, and an unchanged file untouched. Nothing is written when the
/// dump fails or finds nothing; its messages become the command's errors. The plugin creates no directory (a path in a
/// directory that does not exist gets the dump's own refusal, and a failed run leaves nothing behind) and refuses a
/// path whose real location is outside the package directory, symbolic links followed (``OutputPath``).
@main
struct GenerateFontNames: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let outputs = extractor.extractOption(named: "output")
        guard outputs.count == 1, let output = outputs.first, !output.isEmpty, output != "-" else {
            throw GenerateFontNamesError(
                "give the file to write with '--output PATH', once: "
                    + "swift package --allow-writing-to-package-directory generate-font-names SUBSTRING --output PATH")
        }
        let package = context.package.directoryURL
        if let problem = OutputPath.problem(output: output, packageDirectory: package.path) {
            throw GenerateFontNamesError(problem)
        }
        let dump = try context.tool(named: "fontfamily-dump")
        let messages = context.pluginWorkDirectoryURL.appendingPathComponent("fontfamily-dump.stderr")
        guard FileManager.default.createFile(atPath: messages.path, contents: nil) else {
            throw GenerateFontNamesError("cannot write '\(messages.path)'; check the build directory's permissions")
        }
        let process = Process()
        process.executableURL = dump.url
        process.currentDirectoryURL = package
        process.arguments = extractor.remainingArguments + ["--output", output]
        process.standardError = try FileHandle(forWritingTo: messages)
        try process.run()
        process.waitUntilExit()
        let said = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
        let lines = said.split(whereSeparator: \.isNewline).map(String.init)
        guard process.terminationStatus == 0 else {
            for line in lines { Diagnostics.error(line) }
            throw GenerateFontNamesError(
                "fontfamily-dump exited with status \(process.terminationStatus); '\(output)' was not written")
        }
        for line in lines {
            if line.contains(": warning: ") { Diagnostics.warning(line) } else { print(line) }
        }
    }
}
