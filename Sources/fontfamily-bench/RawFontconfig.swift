import CFontconfig
import Foundation

/// The floor: the fontconfig work a catalog needs, done raw, building nothing.
///
/// It loads a configuration as `FontCatalog` does (a private `FcConfig`, the same cache directory first), lists once
/// with the same properties, and reads every value of every pattern. Every fontconfig object is freed.
final class RawFontconfig {
    /// fontconfig's object names for what a `FontFace` carries: the same list as `FontPattern.objects` in
    /// FontFamilyCatalog (internal there, so repeated here; keep the two equal).
    static let objects = [
        "family", "familylang", "style", "stylelang", "fullname", "fullnamelang", "postscriptname", "weight", "slant",
        "width", "file", "index", "fontformat", "variable",
    ]

    private let config: OpaquePointer

    private init(cacheDirectory: String) throws {
        guard let config = FcConfigCreate() else { throw BenchError("fontconfig cannot create a configuration") }
        self.config = config
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(cacheDirectory)</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) == FcTrue else {
            throw BenchError("fontconfig rejects the cache directory '\(cacheDirectory)'; give a plain path")
        }
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The configuration of the file at `path` with its fonts built, as `FontCatalog.system()` loads it.
    static func loading(configurationFile path: String, cacheDirectory: String) throws -> RawFontconfig {
        let raw = try RawFontconfig(cacheDirectory: cacheDirectory)
        guard FcConfigParseAndLoad(raw.config, path, FcTrue) == FcTrue, FcConfigBuildFonts(raw.config) == FcTrue
        else {
            throw BenchError("fontconfig cannot load '\(path)'; check the configuration with fc-list")
        }
        return raw
    }

    /// A configuration of nothing but the fonts in `directory`, as `FontCatalog(fonts:cacheDirectory:)` makes it.
    static func fonts(in directory: String, cacheDirectory: String) throws -> RawFontconfig {
        let raw = try RawFontconfig(cacheDirectory: cacheDirectory)
        guard FcConfigAppFontAddDir(raw.config, directory) == FcTrue else {
            throw BenchError("fontconfig cannot read the font directory '\(directory)'; check that it exists")
        }
        return raw
    }

    /// One `FcFontList` of every face with ``objects``; reads every value and returns how many patterns there were
    /// and a checksum of what was read (so that nothing is optimized away).
    func listAndRead() -> (patterns: Int, checksum: Int) {
        guard let pattern = FcPatternCreate() else { return (0, 0) }
        defer { FcPatternDestroy(pattern) }
        return list(pattern) { set in
            var checksum = 0
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts?[index] else { continue }
                checksum &+= Self.readAll(font)
            }
            return (Int(set.pointee.nfont), checksum)
        } ?? (0, 0)
    }

    /// Reads every value of ``objects`` in `font`; returns a checksum of them.
    private static func readAll(_ font: OpaquePointer) -> Int {
        var checksum = 0
        for object in objects {
            var value = FcValue()
            var n: Int32 = 0
            while FcPatternGet(font, object, n, &value) == FcResultMatch {
                checksum &+= read(value)
                n += 1
            }
        }
        return checksum
    }

    /// The same reading as ``listAndRead()`` over the configuration's own font sets (`FcConfigGetFonts`), without
    /// `FcFontList`: what listing itself costs is the difference.
    func walkFontSets() -> (patterns: Int, checksum: Int) {
        var patterns = 0
        var checksum = 0
        for setName in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, setName) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts?[index] else { continue }
                patterns += 1
                checksum &+= Self.readAll(font)
            }
        }
        return (patterns, checksum)
    }

    /// `body` applied to every pattern of one `FcFontList` with ``objects`` and `namelang=en`, as the catalog's
    /// reference listing.
    func listed<T>(_ body: (OpaquePointer) -> T) -> [T] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "namelang", "en")
        return list(pattern) { set in
            (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts?[$0].map(body) }
        } ?? []
    }

    /// What a thin binding does to look up one name: one `FcFontList` with `postscriptname` = `name`.
    /// Returns how many patterns fontconfig listed (it compares ignoring case and spaces).
    func listFaces(postScriptName name: String) -> Int {
        guard let pattern = FcPatternCreate() else { return 0 }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "postscriptname", name)
        return list(pattern) { set in
            var checksum = 0
            for index in 0..<Int(set.pointee.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                if let font = set.pointee.fonts?[index], FcPatternGetString(font, "file", 0, &file) == FcResultMatch,
                    let file
                {
                    checksum &+= strlen(file)
                }
            }
            return checksum > 0 ? Int(set.pointee.nfont) : 0
        } ?? 0
    }

    /// What fontconfig answers a program that asks for the PostScript name `name`, as `fc-match
    /// ':postscriptname=NAME'` does: the name set with `FcPatternAddString`, `FcConfigSubstitute`,
    /// `FcDefaultSubstitute`, one `FcFontMatch`. Returns the matched face's PostScript name (empty when none).
    func match(postScriptName name: String) -> String {
        guard let pattern = FcPatternCreate() else { return "" }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "postscriptname", name)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return "" }
        defer { FcPatternDestroy(match) }
        var matched: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "postscriptname", 0, &matched) == FcResultMatch, let matched else { return "" }
        return String(cString: matched)
    }

    private func list<T>(_ pattern: OpaquePointer, _ body: (UnsafeMutablePointer<FcFontSet>) -> T) -> T? {
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for object in Self.objects { FcObjectSetAdd(objects, object) }
        guard let set = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        return body(set)
    }

    /// Touches a value the way a reader must: the bytes of a string, the number of a number.
    private static func read(_ value: FcValue) -> Int {
        switch value.type {
        case FcTypeString: return value.u.s.map { strlen($0) } ?? 0
        case FcTypeInteger: return Int(value.u.i)
        case FcTypeDouble: return Int(value.u.d)
        case FcTypeBool: return Int(value.u.b)
        default: return 1
        }
    }
}
