internal import CFontconfig
import Foundation

/// One private fontconfig configuration, owned and destroyed by this object.
///
/// It is never made fontconfig's current configuration. Every fontconfig object created through it is freed before
/// the call that created it returns, except the configuration itself, which lives as long as this object.
final class FontconfigConfiguration: @unchecked Sendable {
    private let config: OpaquePointer
    private let lock = NSLock()
    private var characterSets: [CharacterSetKey: Set<UInt32>] = [:]

    private struct CharacterSetKey: Hashable {
        let file: String
        let index: Int
    }

    private init() throws {
        guard let config = FcConfigCreate() else {
            throw FontCatalogError.fontconfigFailure("cannot create a configuration; check that fc-list works")
        }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// A configuration that lists nothing but the fonts added to it, caching into `cacheDirectory`.
    static func empty(cacheDirectory: String) throws -> FontconfigConfiguration {
        let configuration = try FontconfigConfiguration()
        try configuration.addCacheDirectory(cacheDirectory)
        return configuration
    }

    /// A configuration loaded from the file at `path` (fontconfig's `fonts.conf` format), with its fonts built.
    ///
    /// New caches go to `cacheDirectory` first, so the library never writes into system cache directories on its own;
    /// existing caches in the file's own cache directories are still read.
    static func loading(
        _ path: String,
        fromEnvironment: Bool,
        cacheDirectory: String
    ) throws -> FontconfigConfiguration {
        guard FileManager.default.fileExists(atPath: path) else {
            throw FontCatalogError.missingConfiguration(path, fromEnvironment: fromEnvironment)
        }
        let configuration = try FontconfigConfiguration()
        try configuration.addCacheDirectory(cacheDirectory)
        let (loaded, output) = StandardErrorCapture.capture {
            FcConfigParseAndLoad(configuration.config, path, FcTrue) == FcTrue
                && FcConfigBuildFonts(configuration.config) == FcTrue
        }
        let (fontconfigLines, otherLines) = split(output)
        if !otherLines.isEmpty { FileHandle.standardError.write(Data(otherLines.utf8)) }
        guard loaded else {
            throw FontCatalogError.malformedConfiguration(
                path,
                details: details(fontconfigLines, path: path),
                fromEnvironment: fromEnvironment
            )
        }
        if !fontconfigLines.isEmpty { FileHandle.standardError.write(Data(fontconfigLines.utf8)) }
        return configuration
    }

    /// Adds a directory (scanned recursively) or a single font file as application fonts.
    func addFonts(at path: String, isDirectory: Bool) throws {
        let added = lock.withLock {
            isDirectory ? FcConfigAppFontAddDir(config, path) : FcConfigAppFontAddFile(config, path)
        }
        guard added == FcTrue else {
            throw isDirectory ? FontCatalogError.unreadablePath(path) : FontDirectoryScanner.error(forGivenFile: path)
        }
    }

    /// Every face of the configuration and its variable fonts' places, read from its own font sets (see
    /// ``FontSets/faces(in:)``).
    func listing() -> FontSets.Listing {
        lock.withLock { FontSets.faces(in: fontSets) }
    }

    /// Every face as one `FcFontList` call with `namelang=en` lists it: the reference that ``faces()`` must equal.
    func listedFaces() -> [FontFace] {
        lock.withLock { FontSets.listedFaces(in: fontSets, config: config) }
    }

    /// The system and application font sets that `FcFontList` lists, as fontconfig keeps them (not copies).
    private var fontSets: [UnsafeMutablePointer<FcFontSet>] {
        [FcSetSystem, FcSetApplication].compactMap { FcConfigGetFonts(config, $0) }
    }

    /// The face fontconfig would give to a program that asks for `name` as `request` says, as `fc-match` does: it
    /// never fails, so this is what a missing font silently becomes. The name is set with `FcPatternAddString`,
    /// never parsed as a pattern (where `-` starts a size).
    func substitute(for name: String, by request: FontconfigRequest) -> FontFace? {
        lock.withLock {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, request.object, name)
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            return FontPattern(pattern: match).face()
        }
    }

    /// The code points the face at `file` and `index` (fontconfig's raw index, instance included) maps to glyphs,
    /// read through FreeType on first use and kept for the catalog's lifetime. Named instances share their font's
    /// character map; a file FreeType cannot open covers nothing.
    func codePoints(file: String, index: Int) -> Set<UInt32> {
        let key = CharacterSetKey(file: file, index: index)
        if let known = lock.withLock({ characterSets[key] }) { return known }
        let points = (try? FreeTypeFace(file: file, index: index & 0xFFFF)).map { Set($0.glyphIndexes().keys) } ?? []
        lock.withLock { characterSets[key] = points }
        return points
    }

    private func addCacheDirectory(_ directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(Self.escapeXML(directory))</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) == FcTrue else {
            throw FontCatalogError.fontconfigFailure(
                "cannot use the cache directory \(DisplayText.quoted(directory, limit: nil)); give a writable directory"
            )
        }
    }

    private static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// What fontconfig said about a configuration it could not load, without its prefixes and repetitions:
    /// `Fontconfig error: "/x/fonts.conf", line 1: mismatched tag` becomes `line 1: mismatched tag`.
    private static func details(_ lines: String, path: String) -> String {
        lines.split(separator: "\n").compactMap { line -> String? in
            var text = String(line)
            for prefix in ["Fontconfig error: ", "Fontconfig warning: ", "\"\(path)\", "] where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
            }
            return text.hasPrefix("Cannot load config file") ? nil : text
        }.joined(separator: "; ")
    }

    /// Splits captured standard error into fontconfig's own lines and everything else.
    private static func split(_ output: String) -> (fontconfig: String, other: String) {
        var fontconfig = ""
        var other = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("Fontconfig") { fontconfig += line + "\n" } else { other += line + "\n" }
        }
        return (fontconfig, other)
    }
}
