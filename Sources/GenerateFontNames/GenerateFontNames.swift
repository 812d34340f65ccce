import Foundation
import PackagePlugin

/// `swift package generate-font-names SUBSTRING --output PATH`: writes what `fontfamily-dump SUBSTRING` prints for
/// the system's installed fonts to `PATH` (relative to the package), for a names file checked in with the sources.
///
/// Every argument other than `--output PATH` goes to `fontfamily-dump` unchanged. Nothing is written when the dump
/// fails or finds nothing; its messages become the command's errors.
@main
struct GenerateFontNames: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let outputs = extractor.extractOption(named: "output")
        guard outputs.count == 1, let output = outputs.first, !output.isEmpty else {
            throw GenerateFontNamesError(
                "give the file to write with '--output PATH', once: "
                    + "swift package generate-font-names SUBSTRING --output PATH")
        }
        let dump = try context.tool(named: "fontfamily-dump")
        let messages = context.pluginWorkDirectoryURL.appendingPathComponent("fontfamily-dump.stderr")
        guard FileManager.default.createFile(atPath: messages.path, contents: nil) else {
            throw GenerateFontNamesError("cannot write '\(messages.path)'; check the build directory's permissions")
        }
        let process = Process()
        process.executableURL = dump.url
        process.arguments = extractor.remainingArguments
        let standardOutput = Pipe()
        process.standardOutput = standardOutput
        process.standardError = try FileHandle(forWritingTo: messages)
        try process.run()
        let text = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let said = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            for line in said.split(whereSeparator: \.isNewline) { Diagnostics.error(String(line)) }
            throw GenerateFontNamesError(
                "fontfamily-dump exited with status \(process.terminationStatus); '\(output)' was not written")
        }
        for line in said.split(whereSeparator: \.isNewline) { Diagnostics.warning(String(line)) }
        let destination =
            output.hasPrefix("/")
            ? URL(fileURLWithPath: output) : context.package.directoryURL.appendingPathComponent(output)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: destination, options: .atomic)
        print("Wrote \(destination.path)")
    }
}
