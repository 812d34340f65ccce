import Foundation
import PackagePlugin

/// `swift package lint-font-names [--target NAME]... [--only] [--fonts PATH]... [--platform NAME]...
/// [--platform-fonts FILE]...`: checks every font name the package's targets spell out (`UIFont(name:size:)`, `Font.custom(_:size:)`, CSS, design
/// tokens) with `fontfamily-dump --lint`, against the installed fonts, the fonts the targets bundle as resources,
/// and the platform font lists given.
///
/// Each finding becomes an error, warning or remark (a note) diagnostic on its file and line, ending with its rule;
/// the command fails when `fontfamily-dump` does: on an error, or on a warning with `--strict`. Other arguments
/// (`--only`, `--fonts PATH`, `--platform NAME` such as `ios` for the built-in iOS list, `--platform-fonts FILE`,
/// `--strict`, `--baseline FILE`, `--write-baseline FILE`, relative to the package directory) go to
/// `fontfamily-dump`.
@main
struct LintFontNames: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let modules = targets.compactMap { $0 as? SourceModuleTarget }
        guard !modules.isEmpty else {
            throw LintFontNamesError("the package has no source targets to lint; name one with '--target NAME'")
        }
        let fonts = modules.flatMap { module in
            module.sourceFiles.filter { $0.type == .resource && Self.mayHoldFonts($0.url) }.map(\.url.path)
        }
        let dump = try context.tool(named: "fontfamily-dump")
        let process = Process()
        process.executableURL = dump.url
        process.arguments =
            ["--lint"] + modules.compactMap(Self.folder(of:)) + ["--reporter", "json"]
            + fonts.flatMap { ["--fonts", $0] } + extractor.remainingArguments
        // A baseline's paths are relative to the package directory, where the lint runs.
        process.currentDirectoryURL = context.package.directoryURL
        // Standard error goes to a file, so that neither pipe can fill up while the other is read.
        let messages = context.pluginWorkDirectoryURL.appendingPathComponent("fontfamily-dump.stderr")
        guard FileManager.default.createFile(atPath: messages.path, contents: nil) else {
            throw LintFontNamesError("cannot write '\(messages.path)'; check the build directory's permissions")
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: messages)
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let said = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
        guard process.terminationStatus <= 1, let report = try? LintReport(json: printed) else {
            for line in said.split(whereSeparator: \.isNewline) { Diagnostics.error(String(line)) }
            throw LintFontNamesError("fontfamily-dump --lint exited with status \(process.terminationStatus)")
        }
        // The message starts with the place as well: `swift package` prints a command plugin's diagnostics without
        // their file and line, which only an IDE shows.
        let packageFolder = context.package.directoryURL.path + "/"
        for finding in report.findings {
            let shown =
                finding.path.hasPrefix(packageFolder)
                ? String(finding.path.dropFirst(packageFolder.count)) : finding.path
            let message = "\(shown):\(finding.line):\(finding.column): \(finding.message) (\(finding.rule))"
            switch finding.severity {
            case "error": Diagnostics.error(message, file: finding.path, line: finding.line)
            case "warning": Diagnostics.warning(message, file: finding.path, line: finding.line)
            default: Diagnostics.remark(message, file: finding.path, line: finding.line)
            }
        }
        for line in said.split(whereSeparator: \.isNewline) { print(line.replacing("fontfamily-dump: ", with: "")) }
        if process.terminationStatus == 1 {
            throw LintFontNamesError(
                "the lint found \(report.findings.count) font name(s) to fix; see the diagnostics above")
        }
    }

    /// The extensions of the font files a target bundles, lowercase (as FontFamilyPlugin reads them; a plugin
    /// cannot share code with another).
    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "woff", "woff2"]

    /// Whether the resource at `url` is a font file or a folder (which `fontfamily-dump --fonts` searches for
    /// fonts); an image or a strings file is neither, and `--fonts` would refuse it.
    private static func mayHoldFonts(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
        return isDirectory.boolValue || fontExtensions.contains(url.pathExtension.lowercased())
    }

    /// The deepest folder that holds every file of `module` — its directory, unless all its files sit in one folder
    /// below it — or `nil` for a target without files. Tools version 6.0 gives a plugin no target directory URL.
    private static func folder(of module: any SourceModuleTarget) -> String? {
        let folders = module.sourceFiles.map { $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }
}
