#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Captures what C code writes to the process's standard error while a closure runs.
///
/// fontconfig reports configuration errors by printing to standard error; capturing lets the catalog turn them into
/// one ``FontCatalogError`` instead of a stray line. Captures are serialized process-wide.
enum StandardErrorCapture {
    private static let lock = Lock()

    /// Runs `body` with file descriptor 2 redirected to a temporary file; returns its result and what was written.
    static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, output: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let file = tmpfile() else { return (try body(), "") }
        defer { fclose(file) }
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return (try body(), "") }
        dup2(fileno(file), STDERR_FILENO)
        let result: T
        do {
            result = try body()
        } catch {
            restore(saved)
            throw error
        }
        restore(saved)
        return (result, read(file))
    }

    private static func restore(_ saved: Int32) {
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
    }

    private static func read(_ file: UnsafeMutablePointer<FILE>) -> String {
        rewind(file)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
