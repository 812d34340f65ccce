import Foundation
import TestSupport

/// Runs the built `fontfamily-dump` from the package root.
enum DumpCommand {
    static let executable = PackagePaths.products.appendingPathComponent("fontfamily-dump").path

    static func run(
        _ arguments: [String],
        input: String = "",
        environment: [String: String?] = [:]
    ) throws -> ProcessRunner.Result {
        var environment = environment
        if environment["XDG_CACHE_HOME"] == nil {
            environment["XDG_CACHE_HOME"] = FixtureCatalog.cacheDirectory
        }
        return try ProcessRunner.run(
            executable, arguments: arguments, input: input, environment: environment,
            currentDirectory: PackagePaths.root)
    }

    /// The fixture fonts only: `--only --fonts Fixtures/Fonts` after `arguments`.
    static func fixtures(_ arguments: [String], input: String = "") throws -> ProcessRunner.Result {
        try run(arguments + ["--only", "--fonts", "Fixtures/Fonts"], input: input)
    }
}
