import FontFamilyKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// A file that a command writes its output to, never destroying what it did not write: a file that is not empty
/// and not this package's output as it was written (``GeneratedOutput``: its marker's digest matches its text, so
/// neither another tool's file nor a generated file edited by hand) is replaced only when forced, a file whose content
/// would not change is left alone (its modification time too), and the new content is written to a temporary file
/// beside it that is then renamed over it, so that a failed run leaves the old file whole; what a killed run left
/// there is removed by the next write to the same path. A device, pipe or socket (`/dev/null`, `/dev/stdout`) is
/// written to as it is, never replaced.
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
            if existing == bytes {
                Self.removeLeftovers(of: target)
                return .unchanged
            }
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
        Self.removeLeftovers(of: target)
        try replace(target, with: bytes, mode: mode)
        return .written
    }

    /// Replaces the content of an existing file in place with `bytes`: for `--fix`, which edits a user's own source —
    /// a file this package never wrote, so the check of ``write(_:force:)`` that the file is its output does not apply.
    /// Every other guarantee does: an unchanged file is not touched (its time too), the new content goes to a temporary
    /// file beside the old one that is renamed over it, the file keeps its permission bits, and a link is followed,
    /// so that it stays a link. A file with other hard links is written over in place instead, so that all its names
    /// keep naming the one file (a rename would give this name a new file and leave the others the old content); a
    /// failed write may then leave it part written. A path that is not a regular file (a directory, a device, a pipe,
    /// a link to nothing) is refused.
    package func rewrite(_ bytes: [UInt8]) throws(OutputFileError) -> Outcome {
        let target = try resolvedTarget()
        var status = stat()
        guard stat(target, &status) == 0 else { throw failure() }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw OutputFileError(path: path, problem: .isDirectory) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw OutputFileError(path: path, problem: .notARegularFile)
        }
        guard let existing = FileManager.default.contents(atPath: target) else {
            throw OutputFileError(path: path, problem: .unreadable)
        }
        Self.removeLeftovers(of: target)
        if existing.elementsEqual(bytes) { return .unchanged }
        if status.st_nlink > 1 {
            try overwrite(target, with: Data(bytes))
        } else {
            try replace(target, with: Data(bytes), mode: status.st_mode & 0o7777)
        }
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
        let directory = components(of: path).directory
        return directory.isEmpty ? "./" : directory.hasSuffix("/") ? directory : directory + "/"
    }

    /// The directory that holds `path` (empty for a bare name) and its last component, trailing slashes aside, as
    /// `NSString`'s `deletingLastPathComponent` and `lastPathComponent` read them: `/` is both for the root.
    private static func components(of path: String) -> (directory: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return ("/", "/") }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", String(trimmed)) }
        var directory = trimmed[..<slash]
        while directory.count > 1, directory.hasSuffix("/") { directory = directory.dropLast() }
        return (directory.isEmpty ? "/" : String(directory), String(trimmed[trimmed.index(after: slash)...]))
    }

    /// Writes `bytes` to a new file beside `target` and renames it over `target`.
    /// Writes `bytes` over the content of the existing file `target`, in place: the same file, under every name it has.
    private func overwrite(_ target: String, with bytes: Data) throws(OutputFileError) {
        let descriptor = open(target, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        try write(bytes, to: descriptor)
        guard fsync(descriptor) == 0 else { throw failure() }
    }

    private func replace(_ target: String, with bytes: Data, mode: mode_t?) throws(OutputFileError) {
        let (descriptor, temporary) = try temporaryFile(beside: target)
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

    /// A new hidden file beside `target`, `.NAME.XXXXXX` with six letters or digits for the Xs, open and locked (see
    /// ``removeLeftovers(of:)``), and its path.
    private func temporaryFile(beside target: String) throws(OutputFileError) -> (descriptor: Int32, path: String) {
        let name = Self.components(of: target).name
        let template = Array((Self.directoryPrefix(of: target) + "." + name + ".XXXXXX").utf8CString)
        // Another write's sweep may remove the file between its creation and its lock (it was not locked yet): then
        // the name no longer leads to it, and another is made.
        for _ in 0..<8 {
            var made = template
            let descriptor = mkstemp(&made)
            guard descriptor >= 0 else { throw failure() }
            let path = String(decoding: made.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var opened = stat()
            var named = stat()
            if flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &opened) == 0, lstat(path, &named) == 0,
                opened.st_dev == named.st_dev, opened.st_ino == named.st_ino
            {
                return (descriptor, path)
            }
            let error = errno
            close(descriptor)
            errno = error
            if error != ENOENT { throw failure() }
        }
        throw failure()
    }

    /// Removes what earlier writes to `target` left behind: a write that is killed leaves its temporary file, whose
    /// name follows the template of ``temporaryFile(beside:)`` — `.NAME.` and six ASCII letters or digits, the bytes of
    /// the name compared, not its characters. Only regular files that no write holds locked go: a write holds its
    /// temporary file locked until it is renamed, and the lock ends with the process. Nothing else is touched, and a
    /// file that cannot be removed is left as it is.
    private static func removeLeftovers(of target: String) {
        let directory = directoryPrefix(of: target)
        let prefix = Array(("." + components(of: target).name + ".").utf8)
        guard let stream = opendir(directory) else { return }
        var leftovers: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard name.count == prefix.count + 6, name.starts(with: prefix),
                name[prefix.count...].allSatisfy(ASCIIBytes.isAlphanumeric)
            else { continue }
            // The prefix is valid UTF-8 and the rest ASCII: the name decodes to exactly its bytes.
            leftovers.append(directory + String(decoding: name, as: UTF8.self))
        }
        closedir(stream)
        for path in leftovers {
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0
            {
                unlink(path)
            }
            close(descriptor)
        }
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
            let count = remaining.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
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

/// The C library's `write(2)`, which the writer's own `write` methods hide inside it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
