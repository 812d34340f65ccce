import Foundation

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
    static func files(in directory: String) -> [String] {
        var files: [String] = []
        var visited: Set<String> = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard visited.insert(URL(fileURLWithPath: current).resolvingSymlinksInPath().path).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: current)
            else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { pending.append(path) } else { files.append(path) }
            }
        }
        return files.sorted()
    }

    /// The files below `directories` that no listed face comes from, with the reason each was skipped.
    static func skippedFiles(in directories: [String], listed: [FontFace]) -> [SkippedFontFile] {
        let read = Set(listed.map { URL(fileURLWithPath: $0.file).resolvingSymlinksInPath().path })
        return directories.flatMap(files(in:)).filter {
            !read.contains(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path)
        }.map { SkippedFontFile(path: $0, reason: reason(for: $0)) }
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
