#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// What a path names, asked of the C library: Foundation's answers (`fileExists(atPath:isDirectory:)` with its
/// `ObjCBool`, `FileHandle`) need its class hierarchy, which links ICU into a static binary.
package enum FileSystemEntry {
    /// Whether `path`, following links, names a directory; `nil` when nothing is there.
    package static func isDirectory(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// Up to `count` first bytes of the file at `path`, or `nil` when it cannot be opened for reading.
    package static func head(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let filled = bytes.withUnsafeMutableBytes { fill($0, from: descriptor) }
        return Array(bytes[..<filled])
    }

    /// Reads from `descriptor` into `buffer` until it is full or the file ends (or cannot be read further), read
    /// again when a signal interrupts it; the number of bytes read.
    package static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int {
        guard let start = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, start + filled, buffer.count - filled)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return filled
    }
}
