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

/// Walks given font directories the way fontconfig does, to find the files it could not read.
enum FontDirectoryScanner {
    /// Checks that `path` exists and can be read; returns whether it is a directory. A symbolic link counts as what
    /// it leads to (Debian links `fontawesome-webfont.ttf` into `/usr/share/fonts`).
    static func validate(_ path: String) throws -> Bool {
        guard let isDirectory = FileSystemEntry.isDirectory(path) else { throw FontCatalogError.missingPath(path) }
        guard FileManager.default.isReadableFile(atPath: path) else { throw FontCatalogError.unreadablePath(path) }
        if isDirectory { return true }
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolvingSymlinks(path))
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw FontCatalogError.notAFontPath(path)
        }
        return false
    }

    /// What to hand fontconfig for one given directory, and what is in it.
    struct Scan {
        /// Directories fontconfig may scan recursively: no symbolic link below them leads back up.
        var directories: [String] = []
        /// Files to add one by one: the files of directories that hold a link back to an enclosing directory.
        var files: [String] = []
        /// Every regular file below the directory, each real directory counted once, in no particular order: only
        /// the few that fontconfig skips are sorted (``FontDirectoryScanner/skippedFiles(in:listed:)``), never a
        /// directory of 20,000 fonts.
        var allFiles: [String] = []
        /// Symbolic links back to an enclosing directory, which are not followed.
        var loops: [String] = []
    }

    /// Walks `directory` as fontconfig would (recursively, following links, skipping names that start with `.`), and
    /// plans how to add it so that fontconfig never follows a link loop: fontconfig's own recursion does not notice
    /// one and expands `d/loop/loop/…` without end.
    static func scan(_ directory: String) -> Scan {
        var walker = Walker()
        _ = walker.visit(directory)
        var scan = Scan(allFiles: walker.allFiles, loops: walker.loops.sorted())
        walker.plan(directory, into: &scan)
        return scan
    }

    private struct Walker {
        /// Real path → `nil` while its walk is under way (an enclosing directory), else whether it holds a loop.
        var states: [String: Bool?] = [:]
        var files: [String: [String]] = [:]
        var children: [String: [String]] = [:]
        var hasLoop: [String: Bool] = [:]
        var allFiles: [String] = []
        var loops: [String] = []

        /// Walks `path`; returns whether a link below it leads back to an enclosing directory.
        mutating func visit(_ path: String) -> Bool {
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            states[real] = .some(nil)
            var loop = false
            var ownFiles: [String] = []
            var ownChildren: [String] = []
            let entries =
                FontDirectoryScanner.entries(of: path)
                ?? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).map { ($0, EntryKind.other) }
            // Plain files need no order here; links and directories are followed in name order, so that the walk
            // (which of two paths to one directory it takes) does not depend on the file system's order.
            var others: [(name: String, kind: EntryKind)] = []
            for entry in entries where !entry.name.hasPrefix(".") {
                if entry.kind == .regularFile {
                    ownFiles.append(path + "/" + entry.name)
                } else {
                    others.append(entry)
                }
            }
            for (name, kind) in others.sorted(by: { $0.name < $1.name }) {
                let child = path + "/" + name
                guard let isDirectory = kind == .directory ? true : FileSystemEntry.isDirectory(child) else {
                    // A link to nothing: fontconfig cannot read it either, so it is reported.
                    if (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) != nil {
                        ownFiles.append(child)
                    }
                    continue
                }
                guard isDirectory else {
                    ownFiles.append(child)
                    continue
                }
                switch states[URL(fileURLWithPath: child).resolvingSymlinksInPath().path] {
                case .some(.none):
                    loops.append(child)
                    loop = true
                case .some(.some(let childHasLoop)):
                    loop = loop || childHasLoop
                case .none:
                    ownChildren.append(child)
                }
            }
            for child in ownChildren where visit(child) { loop = true }
            states[real] = loop
            files[path] = ownFiles
            children[path] = ownChildren
            hasLoop[path] = loop
            allFiles += ownFiles
            return loop
        }

        func plan(_ path: String, into scan: inout Scan) {
            guard hasLoop[path] == true else {
                scan.directories.append(path)
                return
            }
            scan.files += (files[path] ?? []).sorted()
            for child in children[path] ?? [] { plan(child, into: &scan) }
        }
    }

    /// What a directory entry is, as the directory itself says (`d_type`).
    private enum EntryKind {
        case regularFile
        case directory
        /// A symbolic link, another kind of file, or a file system that does not say: ask `stat`.
        case other
    }

    /// The names in the directory `path` (without `.` and `..`) and what each is, from one `readdir` pass: a plain
    /// file or a directory needs no `stat` of its own, which a directory of 20,000 fonts feels. `nil` when the
    /// directory cannot be opened or holds a name that is not UTF-8, which `FileManager` then lists as before.
    private static func entries(of path: String) -> [(name: String, kind: EntryKind)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                bytes.baseAddress.flatMap { String(validatingCString: $0.assumingMemoryBound(to: CChar.self)) }
            }
            guard let name else { return nil }
            guard name != ".", name != ".." else { continue }
            let kind: EntryKind =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .regularFile
                case Int32(DT_DIR): .directory
                default: .other
                }
            entries.append((name, kind))
        }
        return entries
    }

    /// The files of `scans` that no listed face comes from and that claim to be fonts, and the loops not followed,
    /// with the reason for each (see ``problem(with:)``): what fontconfig skips quietly — `.afm`, `.pfm`, `fonts.dir`,
    /// `.enc`, notes — is skipped quietly here too.
    ///
    /// A file is read when a face lists its path, or the path a symbolic link resolves to, compared byte for byte as
    /// the file system compares names (``FilePathSet``). Paths are resolved only for files no face lists as they are,
    /// and not at all without scans (the system catalog): resolving every listed path cost a third of
    /// `FontCatalog.system()`.
    static func skippedFiles(in scans: [Scan], listed: [FontFace]) -> [SkippedFontFile] {
        guard !scans.isEmpty else { return [] }
        let listedFiles = FilePathSet(listed.lazy.map(\.file))
        var resolvedListedFiles: FilePathSet?
        let unread = scans.flatMap { scan in
            scan.allFiles.filter { file in
                guard !listedFiles.contains(file) else { return false }
                let resolved = resolvedListedFiles ?? FilePathSet(listedFiles.paths.map(resolvingSymlinks))
                resolvedListedFiles = resolved
                return !resolved.contains(resolvingSymlinks(file))
            }.sorted()
        }
        return unread.compactMap { path in problem(with: path).map { SkippedFontFile(path: path, reason: $0) } }
            + scans.flatMap(\.loops).map {
                SkippedFontFile(path: $0, reason: "symbolic link back to an enclosing directory; not followed")
            }
    }

    private static func resolvingSymlinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Why a file that fontconfig listed no face from deserves a warning, or `nil` when it is simply not a font.
    ///
    /// FreeType decides, as it does for fontconfig: a file it finds no font format in is not a font, unless it claims
    /// to be one — its first bytes carry a font format's signature (a truncated font, or a WOFF2 font where FreeType
    /// lacks brotli), reported with FreeType's own message, or its name ends in a font extension (`.ttf`, `.woff2`,
    /// `.pfb`, …). Metrics, encodings and indexes beside fonts (`.afm`, `.pfm`, `.enc`, `fonts.dir`) are skipped
    /// quietly. A file FreeType recognises and cannot read, one that cannot be
    /// read at all, and a font FreeType reads but fontconfig lists nothing from are reported too.
    static func problem(with path: String) -> String? {
        guard let head = FileSystemEntry.head(of: path, count: 16) else {
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            return isLink && !FileManager.default.fileExists(atPath: path)
                ? "symbolic link to nothing" : "cannot be read; check its permissions"
        }
        switch verdict(path, head: head) {
        case .font: return "FreeType reads it, but fontconfig lists no face from it"
        case .unreadableFont(let reason): return reason
        case .notAFont:
            let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
            return fontExtensions.contains(fileExtension)
                ? "is named as a font (.\(fileExtension)), but FreeType finds no font in it" : nil
        }
    }

    /// The extensions of the font files fontconfig reads: in a font directory, a file named so claims to be a font
    /// even when its bytes carry no signature (an empty download, an error page saved as `Brand.ttf`).
    private static let fontExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "t1", "pcf", "bdf",
    ]

    /// The error for a font file given by path that fontconfig adds no face from:
    /// ``FontCatalogError/unreadableFont(_:reason:)`` with FreeType's message when it looks like a font, else
    /// ``FontCatalogError/notAFont(_:)``.
    static func error(forGivenFile path: String) -> FontCatalogError {
        guard let head = FileSystemEntry.head(of: path, count: 16),
            case .unreadableFont(let reason) = verdict(path, head: head)
        else { return .notAFont(path) }
        return .unreadableFont(path, reason: reason)
    }

    /// What FreeType makes of a file.
    enum Verdict {
        /// FreeType reads it.
        case font
        /// It looks like a font — FreeType recognises its format, or its first bytes carry a font signature — and
        /// FreeType cannot read it: the reason, with FreeType's message.
        case unreadableFont(String)
        /// FreeType finds no font format in it, and nothing in its first bytes claims one.
        case notAFont
    }

    static func verdict(_ path: String, head: [UInt8]) -> Verdict {
        let claimed = signatures.first { head.starts(with: $0.bytes) }?.format
        do {
            _ = try FreeTypeFace(file: path, index: -1)
            return .font
        } catch {
            guard claimed != nil || !error.isUnknownFormat else { return .notAFont }
            return .unreadableFont("looks like \(claimed ?? "a font"), but FreeType cannot read it: \(error.message)")
        }
    }

    /// The first bytes of each font format FreeType and fontconfig read, and the format's name.
    private static let signatures: [(bytes: [UInt8], format: String)] = [
        ([0x00, 0x01, 0x00, 0x00], "a TrueType font"), (Array("true".utf8), "a TrueType font"),
        (Array("OTTO".utf8), "an OpenType font"), (Array("ttcf".utf8), "a font collection"),
        (Array("wOFF".utf8), "a WOFF font"), (Array("wOF2".utf8), "a WOFF2 font"),
        (Array("%!PS-AdobeFont".utf8), "a Type 1 font"), (Array("%!FontType1".utf8), "a Type 1 font"),
        ([0x80, 0x01], "a Type 1 font"), (Array("STARTFONT ".utf8), "a BDF font"),
        ([0x01, 0x66, 0x63, 0x70], "a PCF font"),
    ]
}
