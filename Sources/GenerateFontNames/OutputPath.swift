import Foundation

/// Where `generate-font-names` may write: inside the package directory, and only into a directory that exists.
///
/// The plugin creates no directory: a path whose directory does not exist is left to `fontfamily-dump`, which refuses
/// it with the message it gives for `--output` on the command line, so that a failed run leaves nothing behind.
enum OutputPath {
    /// Why `output` may not be written for the package at `packageDirectory`, or `nil` when it may: an absolute path,
    /// or one that climbs out with `..`, outside the package (or a link inside it to a directory outside it).
    static func problem(output: String, packageDirectory: String) -> String? {
        let package = normalized(packageDirectory)
        let destination = normalized(output.hasPrefix("/") ? output : package + "/" + output)
        let outside =
            "'--output \(output)' is outside the package directory '\(package)'; give a path inside the package, "
            + "relative to it, such as 'Sources/App/FontNames.swift'"
        guard isInside(destination, package) else { return outside }
        // A link inside the package may lead out of it: compare the real directories where both exist.
        let parent = (destination as NSString).deletingLastPathComponent
        guard let realParent = realPath(parent), let realPackage = realPath(package) else { return nil }
        return isInside(realParent, realPackage) ? nil : outside
    }

    /// Whether `path` is `directory` or below it (both normalized).
    private static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    /// `path` with `.`, `..` and repeated or trailing slashes resolved by its text alone (links not followed); a `..`
    /// above the root stays at the root.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// The path with every link resolved, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
