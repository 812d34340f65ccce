import Foundation

/// Type-checks Swift source against this build's `FontFamilyKit` module, the way a user's project compiles it.
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
    public static func typecheck(_ sources: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fontfamily-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            arguments: [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Generated",
                "-I", PackagePaths.products.appendingPathComponent("Modules").path,
                "-I", PackagePaths.root.appendingPathComponent("Sources/CFontconfig").path,
                "-I", PackagePaths.root.appendingPathComponent("Sources/CFreeType").path,
            ] + (try freeTypeIncludeFlags.get()) + files
        )
        guard result.status == 0 else { throw Failure(diagnostics: result.standardError + result.standardOutput) }
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
}
