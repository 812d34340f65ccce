import FontFamilyKit
import Foundation

/// Where `--specimen PATH` puts its HTML page: the file at `PATH`, or standard output for `-`.
struct SpecimenFile {
    /// The page could not be written; the run stops with exit status 2.
    struct WriteError: Error, CustomStringConvertible {
        /// The path given to `--specimen`.
        let path: String
        /// The operating system's words for what went wrong, such as `No such file or directory`.
        let reason: String

        var description: String {
            "cannot write the specimen to \(DisplayText.quoted(path, limit: nil)): \(reason); "
                + "give a path in a writable directory"
        }
    }

    /// The path given to `--specimen`.
    let path: String

    /// Writes `html` to the file (created, or emptied first), or returns it when the path is `-` so the run prints
    /// it on standard output; otherwise returns an empty string.
    func write(_ html: String) throws(WriteError) -> String {
        guard path != "-" else { return html }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var bytes = Array(html.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw failure() }
            bytes = bytes.dropFirst(written)
        }
        return ""
    }

    private func failure() -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
