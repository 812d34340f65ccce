import Foundation

/// Where `FontCatalog.system()` finds its configuration and cache, so that the raw floor loads the same.
///
/// The same rules as FontFamilyCatalog's internal `systemConfigurationFile()` and `defaultCacheDirectory()`.
enum SystemConfiguration {
    /// `FONTCONFIG_FILE` when set, else the first `fonts.conf` in `FONTCONFIG_PATH` or `/etc/fonts`.
    static func file() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let file = environment["FONTCONFIG_FILE"], !file.isEmpty {
            guard file.hasPrefix("/") else {
                throw BenchError("FONTCONFIG_FILE is the relative path '\(file)'; set it to an absolute path")
            }
            return file
        }
        let searchPath = (environment["FONTCONFIG_PATH"] ?? "").split(separator: ":").map(String.init) + ["/etc/fonts"]
        let candidates = searchPath.map { $0 + "/fonts.conf" }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? "/etc/fonts/fonts.conf"
    }

    /// The user's fontconfig cache directory, or `fallback` when there is no home to put it in.
    static func cacheDirectory(fallback: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/fontconfig" }
        if let home = environment["HOME"], home.hasPrefix("/"), FileManager.default.isWritableFile(atPath: home) {
            return home + "/.cache/fontconfig"
        }
        return fallback
    }
}
