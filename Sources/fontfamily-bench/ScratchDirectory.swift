import FixtureFontWriter
import Foundation

/// The run's temporary directory: fixture fonts and private fontconfig caches, removed when the run ends.
final class ScratchDirectory {
    /// The directory's path.
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "fontfamily-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            )
            .path
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BenchError("cannot create the temporary directory '\(path)'; check that TMPDIR is writable")
        }
    }

    /// Removes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes `path`, a file or directory made inside this directory, once it is no longer needed.
    func removeItem(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A new empty subdirectory named `name`.
    func subdirectory(_ name: String) throws -> String {
        let directory = path + "/" + name
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchError("cannot create '\(directory)'; check free space in the temporary directory")
        }
        return directory
    }

    /// Writes `fonts` with the fixture writer into a new subdirectory named `name` and returns its path.
    func fonts(_ fonts: [FixtureFont], named name: String) throws -> String {
        let directory = try subdirectory(name)
        for font in fonts {
            let file = directory + "/" + font.fileName
            guard FileManager.default.createFile(atPath: file, contents: FixtureFontWriter.data(for: font)) else {
                throw BenchError("cannot write the fixture font '\(file)'; check free space in the temporary directory")
            }
        }
        return directory
    }
}
