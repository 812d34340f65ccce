import Foundation

/// fontconfig's command-line tools (`fc-scan`, `fc-query`, `fc-list`), which tests compare the catalog with.
///
/// They ship in the `fontconfig` package; a test that needs one fails, never skips, when it is missing.
public enum FontconfigTools {
    /// A fontconfig tool that is not installed.
    public struct Missing: Error, Equatable, CustomStringConvertible {
        /// The path that was looked for, such as `/usr/bin/fc-scan`.
        public let path: String

        /// The error for the missing tool at `path`.
        public init(path: String) {
            self.path = path
        }

        /// One sentence naming the tool and the package to install.
        public var description: String {
            "\(path) is not installed; install the fontconfig package (apt-get install fontconfig), which ships it."
        }
    }

    /// The directory the tools are looked for in.
    public static let directory = "/usr/bin"

    /// The path of the tool `name` in ``directory``.
    ///
    /// - Throws: ``Missing`` when there is no executable file there.
    public static func path(_ name: String) throws -> String {
        let path = directory + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Missing(path: path) }
        return path
    }

    /// Runs `fc-scan --format format` over `paths`.
    ///
    /// - Throws: ``Missing`` when `fc-scan` is not installed, or the error of starting the process.
    public static func scan(_ paths: [String], format: String) throws -> ProcessRunner.Result {
        try ProcessRunner.run(path("fc-scan"), arguments: ["--format", format] + paths)
    }

    /// Runs `fc-list --format format` over a private configuration whose only font directories are `directories`
    /// (searched recursively) and whose cache is ``FixtureCatalog/cacheDirectory``: no system font and no system
    /// rule takes part. `fc-list` prints in the order of its hash table, so compare its lines sorted.
    ///
    /// - Throws: ``Missing`` when `fc-list` is not installed, or the error of writing the configuration or
    ///   starting the process.
    public static func list(_ directories: [String], format: String) throws -> ProcessRunner.Result {
        let root = try FixtureCatalog.temporaryDirectory("fc-list")
        defer { FixtureCatalog.remove(root) }
        let configuration = root.appendingPathComponent("fonts.conf")
        let dirs = directories.map { "<dir>\($0)</dir>" }.joined()
        let cache = "<cachedir>\(FixtureCatalog.cacheDirectory)</cachedir>"
        let xml = "<?xml version=\"1.0\"?>\n<fontconfig>\(dirs)\(cache)</fontconfig>\n"
        try Data(xml.utf8).write(to: configuration)
        return try ProcessRunner.run(
            path("fc-list"), arguments: ["--format", format], environment: ["FONTCONFIG_FILE": configuration.path])
    }
}
