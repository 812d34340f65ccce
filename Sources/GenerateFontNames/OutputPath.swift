import Foundation

/// Where `generate-font-names` may write: inside the package directory, and only into a directory that exists.
///
/// The plugin creates no directory: a path whose directory does not exist is left to `fontfamily-dump`, which refuses
/// it with the message it gives for `--output` on the command line, so that a failed run leaves nothing behind.
enum OutputPath {
    /// As many links as the kernel follows in one path (Linux's `MAXSYMLINKS`), and as the dump follows; more is a
    /// loop.
    static let maximumLinks = 40

    /// Why `output` may not be written for the package at `packageDirectory`, or `nil` when it may: an absolute path,
    /// or one that climbs out with `..`, outside the package; or one whose real location is outside it — through a
    /// link to a directory outside, or a link, dangling or not, as its last component (the dump writes the file a link
    /// names, and creates it when it does not exist).
    static func problem(output: String, packageDirectory: String) -> String? {
        let package = normalized(packageDirectory)
        let path = output.hasPrefix("/") ? output : package + "/" + output
        let advice = "give a path inside the package, relative to it, such as 'Sources/App/FontNames.swift'"
        guard isInside(normalized(path), package) else {
            return "'--output \(output)' is outside the package directory '\(package)'; \(advice)"
        }
        guard let destination = realDestination(path) else {
            return "'--output \(output)' leads through more than \(maximumLinks) symbolic links, a loop; \(advice)"
        }
        guard isInside(destination, realPath(package) ?? package) else {
            return "'--output \(output)' leads through a symbolic link to '\(destination)', outside the package "
                + "directory '\(package)'; \(advice)"
        }
        return nil
    }

    /// Where the dump writes the absolute `path`: its directory with every link resolved as the kernel resolves it
    /// (as far as it exists; the rest as written), then its last component followed while it is a symbolic link,
    /// whether what the link names exists or not, each destination taken relative to the link's directory. `nil` for
    /// more than ``maximumLinks`` links in a row.
    static func realDestination(_ path: String) -> String? {
        var current = path
        for _ in 0...maximumLinks {
            let (directory, name) = split(current)
            let realDirectory = resolvedAsFarAsItExists(directory)
            let file = joined(realDirectory, name)
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: file) else {
                return normalized(file)
            }
            current = link.hasPrefix("/") ? link : joined(realDirectory, link)
        }
        return nil
    }

    /// The absolute `directory` with the links of its longest existing part resolved and the components that do not
    /// exist appended as written (normalized).
    private static func resolvedAsFarAsItExists(_ directory: String) -> String {
        var existing = directory
        var missing: [String] = []
        while true {
            if let real = realPath(existing) {
                return normalized(missing.reversed().reduce(real, joined))
            }
            let (parent, name) = split(existing)
            guard parent != existing else { return normalized(directory) }
            missing.append(name)
            existing = parent
        }
    }

    /// The absolute `path` without trailing slashes, split into the directory above its last component (`/` at the
    /// root) and that component.
    private static func split(_ path: String) -> (directory: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("/", String(trimmed)) }
        let directory = trimmed[..<slash]
        return (directory.isEmpty ? "/" : String(directory), String(trimmed[trimmed.index(after: slash)...]))
    }

    /// `name` under `directory`.
    private static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
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
