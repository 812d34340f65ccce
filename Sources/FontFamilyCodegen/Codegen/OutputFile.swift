public import FontFamilyCatalog
import FontFamilyKit
import FontFamilySyntax
import Foundation

/// A file that a command writes its output to, never destroying what it did not write: a file that is not empty
/// and not this package's output as it was written (``GeneratedOutput``: its marker's digest matches its text, so
/// neither another tool's file nor a generated file edited by hand) is replaced only when forced, a file whose content
/// would not change is left alone (its modification time too), and the new content is written to a temporary file
/// beside it that is then renamed over it, so that a failed run leaves the old file whole. A device, pipe or socket
/// (`/dev/null`, `/dev/stdout`) is written to as it is, never replaced.
package struct OutputFile {
    /// What ``write(_:force:)`` did.
    package enum Outcome: Equatable {
        /// The file was created or replaced.
        case written
        /// The file already held exactly this content and was not touched.
        case unchanged
    }

    /// The path as the user gave it, relative to the current directory unless absolute.
    package let path: String

    /// The output file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// Writes `text` to the file.
    ///
    /// - Parameter force: Whether a file that this package did not write may be replaced.
    package func write(_ text: String, force: Bool) throws(OutputFileError) -> Outcome {
        let target = try resolvedTarget()
        let bytes = Data(text.utf8)
        var mode: mode_t?
        var status = stat()
        if stat(target, &status) == 0 {
            guard status.st_mode & S_IFMT != S_IFDIR else { throw OutputFileError(path: path, problem: .isDirectory) }
            // A device, pipe or socket (`/dev/null`, `/dev/stdout`, a FIFO) is written to, never replaced.
            guard status.st_mode & S_IFMT == S_IFREG else {
                try stream(bytes, to: target)
                return .written
            }
            guard let existing = FileManager.default.contents(atPath: target) else {
                throw OutputFileError(path: path, problem: .unreadable)
            }
            if existing == bytes { return .unchanged }
            if !force {
                switch GeneratedOutput.recognize([UInt8](existing)) {
                case .intact: break
                case .edited: throw OutputFileError(path: path, problem: .edited)
                case .foreign: throw OutputFileError(path: path, problem: .notGenerated)
                }
            }
            mode = status.st_mode & 0o7777
        } else if errno != ENOENT {
            throw failure()
        }
        try replace(target, with: bytes, mode: mode)
        return .written
    }

    /// The file that is written: the path itself, or what it links to, so that a link stays a link. Links are followed
    /// one by one, each target relative to its link's directory (`.` for a bare name), so that a link to nothing names
    /// the file to create beside it — never one at the root of the file system.
    private func resolvedTarget() throws(OutputFileError) -> String {
        var current = path
        // As many links as the kernel follows in one path (Linux's `MAXSYMLINKS`); more is a loop.
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw failure()
            }
            current = destination.hasPrefix("/") ? destination : Self.directoryPrefix(of: current) + destination
        }
        errno = ELOOP
        throw failure()
    }

    /// The directory that holds `path`, ending in `/`: `./` for a bare name, `/` for a name at the root.
    private static func directoryPrefix(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "./" : directory.hasSuffix("/") ? directory : directory + "/"
    }

    /// Writes `bytes` to a new file beside `target` and renames it over `target`.
    private func replace(_ target: String, with bytes: Data, mode: mode_t?) throws(OutputFileError) {
        let name = (target as NSString).lastPathComponent
        var template = Array((Self.directoryPrefix(of: target) + "." + name + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure() }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = false
        defer {
            close(descriptor)
            if !written { unlink(temporary) }
        }
        guard fchmod(descriptor, mode ?? Self.newFileMode) == 0 else { throw failure() }
        try write(bytes, to: descriptor)
        guard fsync(descriptor) == 0, rename(temporary, target) == 0 else { throw failure() }
        written = true
    }

    /// Writes `bytes` straight into the device, pipe or socket at `target`.
    private func stream(_ bytes: Data, to target: String) throws(OutputFileError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        try write(bytes, to: descriptor)
    }

    private func write(_ bytes: Data, to descriptor: Int32) throws(OutputFileError) {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure() }
            remaining = remaining.dropFirst(count)
        }
    }

    /// The mode of a new file: readable and writable by everyone the umask allows, as `open` would give it.
    private static var newFileMode: mode_t {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }

    private func failure() -> OutputFileError {
        OutputFileError(path: path, problem: .system(String(cString: strerror(errno))))
    }
}
