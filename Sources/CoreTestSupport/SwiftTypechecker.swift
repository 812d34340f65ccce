import Foundation

/// Type-checks Swift source against this build's modules, the way a user's project compiles it.
public enum SwiftTypechecker {
    /// What the compiler said about a source that did not type-check.
    public struct Failure: Error, CustomStringConvertible {
        /// The compiler's diagnostics.
        public let diagnostics: String
        /// The diagnostics.
        public var description: String { diagnostics }
    }

    /// Type-checks `sources` (file name → contents) together as one module; throws ``Failure`` with the
    /// compiler's output when they do not compile.
    ///
    /// - Parameters:
    ///   - sources: File name → contents.
    ///   - arguments: More compiler arguments, such as `-I` and a directory to find modules in.
    public static func typecheck(_ sources: [String: String], arguments: [String] = []) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try write(sources, into: directory)
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            arguments: [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Generated",
                "-I", PackagePaths.products.appendingPathComponent("Modules").path,
                "-I", PackagePaths.root.appendingPathComponent("Sources/CFontconfig").path,
                "-I", PackagePaths.root.appendingPathComponent("Sources/CFreeType").path,
            ] + (try freeTypeIncludeFlags.get()) + arguments + files
        )
        guard result.status == 0 else { throw Failure(diagnostics: result.standardError + result.standardOutput) }
    }

    /// Type-checks `sources` (file name → contents) together as one module that sees `FontFamilyKit` and nothing
    /// else of this package — no catalog, no C modules — as an app on a platform without fontconfig compiles them.
    /// Throws ``Failure`` with the compiler's output when they do not compile.
    ///
    /// - Parameters:
    ///   - sources: File name → contents.
    ///   - builtForOthers: Modules of this package that lie beside the core without their C modules, as SwiftPM
    ///     leaves `FontFamilyCatalog` in the build directory when another target of the package depends on it: such a
    ///     module passes `canImport`, but importing it fails.
    public static func typecheckAgainstCore(_ sources: [String: String], builtForOthers: [String] = []) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = PackagePaths.products.appendingPathComponent("Modules")
        for module in ["FontFamilyKit"] + builtForOthers {
            for suffix in ["swiftmodule", "swiftdoc"] {
                try FileManager.default.copyItem(
                    at: modules.appendingPathComponent("\(module).\(suffix)"),
                    to: directory.appendingPathComponent("\(module).\(suffix)"))
            }
        }
        let files = try write(sources, into: directory)
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            arguments: ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "App", "-I", directory.path]
                + files)
        guard result.status == 0 else { throw Failure(diagnostics: result.standardError + result.standardOutput) }
    }

    /// Compiles `library` (file name → contents) as the module `Fonts`, then type-checks `client` as another
    /// module that imports it — the way a user's app target uses generated code from their library target. Both
    /// modules belong to one package, so `package` declarations are visible too. Throws ``Failure`` with the
    /// compiler's output when either does not compile.
    public static func typecheck(library: [String: String], client: [String: String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let common =
            [
                "-swift-version", "6", "-package-name", "UserPackage",
                "-I", PackagePaths.products.appendingPathComponent("Modules").path,
                "-I", PackagePaths.root.appendingPathComponent("Sources/CFontconfig").path,
                "-I", PackagePaths.root.appendingPathComponent("Sources/CFreeType").path,
            ] + (try freeTypeIncludeFlags.get())
        let module = try ProcessRunner.run(
            "/usr/bin/env",
            arguments: [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "Fonts",
                "-emit-module-path", directory.appendingPathComponent("Fonts.swiftmodule").path,
            ] + common + (try write(library, into: directory.appendingPathComponent("Fonts"))))
        guard module.status == 0 else { throw Failure(diagnostics: module.standardError + module.standardOutput) }
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            arguments: ["swiftc", "-typecheck", "-module-name", "App", "-I", directory.path] + common
                + (try write(client, into: directory.appendingPathComponent("App"))))
        guard result.status == 0 else { throw Failure(diagnostics: result.standardError + result.standardOutput) }
    }

    /// A new, empty directory for one check's files; the caller removes it.
    private static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fontfamily-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `sources` (file name → contents) into `folder`, creating it, and returns the files' paths in name order.
    private static func write(_ sources: [String: String], into folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try sources.sorted(by: { $0.key < $1.key }).map { name, text in
            let file = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    /// FreeType's header directories as `-Xcc -I…` pairs, from `pkg-config` as SwiftPM finds them for `CFreeType`.
    private static let freeTypeIncludeFlags = Result { () throws -> [String] in
        let result = try ProcessRunner.run("/usr/bin/env", arguments: ["pkg-config", "--cflags-only-I", "freetype2"])
        guard result.status == 0 else { throw Failure(diagnostics: "pkg-config freetype2: " + result.standardError) }
        return result.standardOutput.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
    }

    /// Type-checks one source file.
    public static func typecheck(_ source: String) throws {
        try typecheck(["Generated.swift": source])
    }

    /// Type-checks a package manifest (`Package.swift`) against the toolchain's `PackageDescription` module, at
    /// the tools version its first line states.
    public static func typecheckManifest(_ source: String) throws {
        let prefix = "// swift-tools-version:"
        guard let first = source.split(separator: "\n").first, first.hasPrefix(prefix) else {
            throw Failure(diagnostics: "a manifest must start with '\(prefix)'")
        }
        let version = first.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        try typecheck(
            ["main.swift": source],
            arguments: ["-I", try manifestAPIDirectory().path, "-package-description-version", version])
    }

    /// The toolchain's `lib/swift/pm/ManifestAPI`, found beside the first `swiftc` on `PATH`.
    static func manifestAPIDirectory() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let api = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/pm/ManifestAPI")
            if FileManager.default.fileExists(atPath: api.path) { return api }
        }
        throw Failure(diagnostics: "no swiftc with lib/swift/pm/ManifestAPI beside it on PATH: \(path)")
    }
}
