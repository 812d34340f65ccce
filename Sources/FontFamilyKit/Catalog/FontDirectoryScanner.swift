import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Walks given font directories the way fontconfig does, to find the files it could not read.
enum FontDirectoryScanner {
    /// Checks that `path` exists and can be read; returns whether it is a directory.
    static func validate(_ path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontCatalogError.missingPath(path)
        }
        guard FileManager.default.isReadableFile(atPath: path) else { throw FontCatalogError.unreadablePath(path) }
        if isDirectory.boolValue { return true }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw FontCatalogError.notAFontPath(path)
        }
        return false
    }

    /// The regular files below `directory`, recursively, skipping names that start with `.` as fontconfig does.
    /// Each real directory is visited once, so symbolic-link loops end.
    ///
    /// Reads directories with `readdir`, whose entry types spare a `stat` per file: with `FileManager` the walk
    /// cost more than fontconfig's whole listing of a large directory. Only links and entries of unknown type
    /// are followed with `stat`.
    static func files(in directory: String) -> [String] {
        var files: [String] = []
        var visited: Set<String> = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard visited.insert(URL(fileURLWithPath: current).resolvingSymlinksInPath().path).inserted,
                let stream = opendir(current)
            else { continue }
            defer { closedir(stream) }
            var subdirectories: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                    tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                        String(cString: $0)
                    }
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): subdirectories.append(path)
                case Int32(DT_REG): files.append(path)
                default:
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                    if isDirectory.boolValue { subdirectories.append(path) } else { files.append(path) }
                }
            }
            // In name order, so that of two paths to one directory (a link and its target) the same one wins.
            pending += subdirectories.sorted()
        }
        return files.sorted()
    }

    /// The files below `directories` that no listed face comes from, with the reason each was skipped.
    ///
    /// A file is read when a face lists its path, or the path a symbolic link resolves to. Paths are resolved only
    /// for files no face lists as they are: resolving every path costs more than the whole fontconfig listing.
    static func skippedFiles(in directories: [String], listed: [FontFace]) -> [SkippedFontFile] {
        guard !directories.isEmpty else { return [] }
        let listedFiles = Set(listed.map(\.file))
        var resolvedListedFiles: Set<String>?
        return directories.flatMap(files(in:)).filter { file in
            guard !listedFiles.contains(file) else { return false }
            let resolved = resolvedListedFiles ?? Set(listedFiles.map(resolvingSymlinks))
            resolvedListedFiles = resolved
            return !resolved.contains(resolvingSymlinks(file))
        }.map { SkippedFontFile(path: $0, reason: reason(for: $0)) }
    }

    private static func resolvingSymlinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Tells an empty file, an unreadable one, a damaged font and a file that is no font apart by their first bytes.
    static func reason(for path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot be read" }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        if head.isEmpty { return "empty file" }
        let signatures: [[UInt8]] = [
            [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8),
            Array("wOFF".utf8), Array("wOF2".utf8), Array("%!PS".utf8), Array("%!Fo".utf8), [0x80, 0x01],
            Array("STAR".utf8), [0x01, 0x66, 0x63, 0x70],
        ]
        if signatures.contains(where: { head.starts(with: $0) }) { return "damaged or unsupported font file" }
        return "not a font file"
    }
}
