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
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return read(descriptor, start + filled, count - filled)
            }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }
}
