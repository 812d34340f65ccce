internal import CFontconfig

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

/// One private fontconfig configuration, owned and destroyed by this object.
///
/// It is never made fontconfig's current configuration. Every fontconfig object created through it is freed before
/// the call that created it returns, except the configuration itself, which lives as long as this object.
final class FontconfigConfiguration: @unchecked Sendable {
    private let config: OpaquePointer
    private let lock = Lock()
    /// Guards `nameCodes`; a lock of its own, since names are read under `lock` too (a listing compares the faces of
    /// a font added twice). A pthread `Lock` rather than `Mutex`: ThreadSanitizer sees pthread mutexes, not the futex
    /// that `Mutex` waits on when contended on Linux, and would report a race wherever two threads read names at once.
    private let nameCodesLock = Lock()
    /// The language codes of names read on use.
    private var nameCodes = LanguageCodeCache()
    private var characterSets: [CharacterSetKey: Set<UInt32>] = [:]
    /// Built on the first ``renderedFace(forPostScriptName:)``; `.some(nil)` when it cannot be built.
    private var renderedNameMatch: RenderedNameMatch??
    /// How many names ``renderedFace(forPostScriptName:)`` has been asked for, or is about to be
    /// (``expectRenderedFaces(_:)``).
    private var renderedFaceRequests = 0
    /// What ``browserFace(forFamily:)`` found for each name asked: `.some(nil)` when the browser refuses the match.
    private var browserFaces: [String: FontFace?] = [:]
    /// The first family of the completed requests for the generic families and for an unknown name, folded: where
    /// the fallbacks every name gets begin. Read when first needed.
    private var genericHeads: Set<String>?
    /// Whether no configuration file mentions `postscriptname`, read when first needed.
    private lazy var substitutionIgnoresPostScriptNames = Self.noFile(of: config, mentions: "postscriptname")

    /// Whether the configuration was loaded from a file (the system's, or one given), so that it lists fonts
    /// installed on this machine besides those added to it.
    let listsInstalledFonts: Bool

    private struct CharacterSetKey: Hashable {
        let file: String
        let index: Int
    }

    private init(listsInstalledFonts: Bool) throws {
        guard let config = FcConfigCreate() else {
            throw FontCatalogError.fontconfigFailure("cannot create a configuration; check that fc-list works")
        }
        self.config = config
        self.listsInstalledFonts = listsInstalledFonts
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// A configuration that lists nothing but the fonts added to it, caching into `cacheDirectory`.
    static func empty(cacheDirectory: String) throws -> FontconfigConfiguration {
        let configuration = try FontconfigConfiguration(listsInstalledFonts: false)
        try configuration.addCacheDirectory(cacheDirectory)
        return configuration
    }

    /// Writes `text` to standard error as it is (a failed or short write of a warning is not worth failing for).
    private static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            _ = write(STDERR_FILENO, start, bytes.count)
        }
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
        let configuration = try FontconfigConfiguration(listsInstalledFonts: true)
        try configuration.addCacheDirectory(cacheDirectory)
        let (loaded, output) = StandardErrorCapture.capture {
            FcConfigParseAndLoad(configuration.config, path, FcTrue) == FcTrue
                && FcConfigBuildFonts(configuration.config) == FcTrue
        }
        let (fontconfigLines, otherLines) = split(output)
        Self.writeToStandardError(otherLines)
        guard loaded else {
            throw FontCatalogError.malformedConfiguration(
                path,
                details: details(fontconfigLines, path: path),
                fromEnvironment: fromEnvironment
            )
        }
        Self.writeToStandardError(fontconfigLines)
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
    /// ``FontSets/faces(in:configuration:)``); the faces read their style and full names on use.
    func listing() -> FontSets.Listing {
        lock.withLock { FontSets.faces(in: fontSets, configuration: self) }
    }

    /// The style or full names of `pattern`, a pattern of this configuration's font sets (see
    /// ``LocalizedNameList``).
    func names(_ object: LocalizedNameList.Object, of pattern: OpaquePointer) -> [LocalizedName] {
        nameCodesLock.withLock { FontPattern(pattern: pattern).names(object, codes: &nameCodes) }
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
            guard let pattern = substitutedPattern(name, request.object) else { return nil }
            defer { FcPatternDestroy(pattern) }
            return match(pattern, in: nil)
        }
    }

    /// The face Chromium on Linux draws for the family `name` when no installed family has that name, or `nil` when
    /// it refuses fontconfig's match and goes on to the next entry of the list (see ``BrowserFamilyMatch``).
    func browserFace(forFamily name: String) -> FontFace? {
        lock.withLock {
            if let known = browserFaces[name] { return known }
            let face = matchForBrowser(name)
            browserFaces[name] = .some(face)
            return face
        }
    }

    /// The first generic family among the families of the completed request for the family `name`, when it is serif
    /// or monospace (see ``FontCatalog/genericClass(of:)``).
    func genericClass(ofFamily name: String) -> GenericFamily? {
        lock.withLock {
            let generic = completedFamilies(name).lazy.compactMap { GenericFamily(rawValue: $0.name.lowercased()) }
                .first
            return generic == .sansSerif ? nil : generic
        }
    }

    /// The request for the family `name` as Chromium makes it (a scalable face), completed by the configuration's
    /// rules; the caller destroys it. Call with the lock held.
    private func browserRequest(_ name: String) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, "family", name)
        FcPatternAddBool(pattern, "scalable", FcTrue)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    /// The families of the completed request for the family `name`. Call with the lock held.
    private func completedFamilies(_ name: String) -> [BrowserFamilyMatch.RequestFamily] {
        guard let pattern = browserRequest(name) else { return [] }
        defer { FcPatternDestroy(pattern) }
        return BrowserFamilyMatch.families(of: pattern)
    }

    /// The face matched for the family `name` when the rules offer its family for the name. Call with the lock held.
    private func matchForBrowser(_ name: String) -> FontFace? {
        let heads =
            genericHeads
            ?? Set(
                (GenericFamily.allCases.map(\.rawValue) + [BrowserFamilyMatch.unknownFamilyProbe]).compactMap {
                    generic in
                    let families = completedFamilies(generic)
                    let head =
                        generic == BrowserFamilyMatch.unknownFamilyProbe
                        ? families.first { !$0.isStrong } : families.first
                    return head.map { BrowserFamilyMatch.folded($0.name) }
                })
        genericHeads = heads
        guard let request = browserRequest(name) else { return nil }
        defer { FcPatternDestroy(request) }
        let offered = BrowserFamilyMatch.offered(
            for: name, families: BrowserFamilyMatch.families(of: request), genericHeads: heads,
            alias: completedFamilies)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, request, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        guard
            BrowserFamilyMatch.familyNames(of: matched).contains(where: {
                offered.contains(BrowserFamilyMatch.folded($0))
            })
        else { return nil }
        return FontPattern(pattern: matched).face()
    }

    /// The face fontconfig renders for the PostScript name `name` — always what
    /// `substitute(for: name, by: .postScriptName)` gives — for a name that installed faces carry, found by matching
    /// only the fonts that can win instead of all of them (see ``RenderedNameMatch``).
    ///
    /// From the third name on, the request is the probe's with the name put in, instead of fontconfig's substitution
    /// of the name, which walks every rule of the configuration, when no configuration file mentions
    /// `postscriptname`: no rule can then look at the name, and `FcDefaultSubstitute` never does, so every name's
    /// request completes alike. Reading the files once costs less than the substitutions it saves.
    func renderedFace(forPostScriptName name: String) -> FontFace? {
        lock.withLock {
            if renderedNameMatch == nil {
                renderedNameMatch = .some(
                    substitutedPattern(RenderedNameMatch.probeName, FontconfigRequest.postScriptName.object).flatMap {
                        RenderedNameMatch(fontSets: fontSets, probeRequest: $0) { [unowned self] in self.place(of: $0) }
                    })
            }
            renderedFaceRequests += 1
            if renderedFaceRequests > 2, substitutionIgnoresPostScriptNames, let shortcut = renderedNameMatch ?? nil {
                return renderedFace(name, request: shortcut.request(forPostScriptName: name), madeFromProbe: true)
            }
            guard let pattern = substitutedPattern(name, FontconfigRequest.postScriptName.object) else { return nil }
            defer { FcPatternDestroy(pattern) }
            return renderedFace(name, request: pattern, madeFromProbe: false)
        }
    }

    /// The face fontconfig renders for `request`, the completed request of the PostScript name `name`: the winner
    /// among the candidates without the probe when it is conclusive, else among the candidates with it, else among
    /// all fonts. A request made from the probe's asks the candidates only for the families they state. Call with
    /// the lock held.
    private func renderedFace(_ name: String, request: OpaquePointer, madeFromProbe: Bool) -> FontFace? {
        guard let shortcut = renderedNameMatch ?? nil else { return match(request, in: nil) }
        func winner(withProbe: Bool) -> (face: FontFace, among: [OpaquePointer])? {
            guard
                let fonts = shortcut.candidates(
                    for: name, pattern: request, madeFromProbe: madeFromProbe, withProbe: withProbe)
            else { return nil }
            let trimmed = madeFromProbe ? shortcut.trimmedRequest(forPostScriptName: name, among: fonts) : nil
            guard let face = match(trimmed ?? request, in: fonts), face.postScriptName == name else { return nil }
            return (face, fonts)
        }
        if let narrow = winner(withProbe: false) {
            if shortcut.winsWithoutProbe(narrow.face, among: narrow.among) { return narrow.face }
            if let withProbe = winner(withProbe: true) { return withProbe.face }
        }
        return match(request, in: nil)
    }

    /// Says that ``renderedFace(forPostScriptName:)`` is about to be asked for `count` names at once, as when a
    /// listing decides every pending name: from three names on, reading the configuration files once costs less than
    /// substituting the first two names, so the requests are made from the probe's from the first name.
    func expectRenderedFaces(_ count: Int) {
        lock.withLock {
            if count > 2 { renderedFaceRequests = max(renderedFaceRequests, 2) }
        }
    }

    /// The request for `value` of `object` as fontconfig completes it before matching; the caller destroys it.
    private func substitutedPattern(_ value: String, _ object: String) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, object, value)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    /// The face fontconfig matches to `pattern` among `fonts` (in their order), or among all its fonts for `nil`.
    private func match(_ pattern: OpaquePointer, in fonts: [OpaquePointer]?) -> FontFace? {
        var result = FcResultNoMatch
        let matched: OpaquePointer?
        if let fonts {
            guard let set = FcFontSetCreate() else { return nil }
            defer { FcFontSetDestroy(set) }
            for font in fonts {
                FcPatternReference(font)  // the set releases what it holds
                FcFontSetAdd(set, font)
            }
            var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
            matched = FcFontSetMatch(config, &sets, 1, pattern, &result)
        } else {
            matched = FcFontMatch(config, pattern, &result)
        }
        guard let matched else { return nil }
        defer { FcPatternDestroy(matched) }
        return FontPattern(pattern: matched).face()
    }

    /// Whether none of the configuration files that `config` loaded mentions `word`, in any case; `false` when one
    /// cannot be read.
    ///
    /// fontconfig names what it parsed from memory `memory`: here, once, the cache directory of
    /// ``addCacheDirectory(_:)``, which holds no rule. Files have absolute paths.
    private static func noFile(of config: OpaquePointer, mentions word: String) -> Bool {
        let needle = Array(word.lowercased().utf8)
        var iterator = FcConfigFileInfoIter()
        FcConfigFileInfoIterInit(config, &iterator)
        var sawCacheDirectory = false
        repeat {
            var name: UnsafeMutablePointer<FcChar8>?
            var description: UnsafeMutablePointer<FcChar8>?
            var enabled: FcBool = FcFalse
            guard FcConfigFileInfoIterGet(config, &iterator, &name, &description, &enabled) == FcTrue else { break }
            let path = name.map { String(cString: $0) }
            FcStrFree(name)
            FcStrFree(description)
            if path == "memory", !sawCacheDirectory {
                sawCacheDirectory = true
                continue
            }
            guard let path, let contents = FileManager.default.contents(atPath: path),
                !needle.withUnsafeBytes({ needle in
                    contents.withUnsafeBytes { ASCIIBytes.contains(needle, in: $0, ignoringCase: true) }
                })
            else { return false }
        } while FcConfigFileInfoIterNext(config, &iterator) == FcTrue
        return true
    }

    /// The file and raw index of the face fontconfig matches to `request`, a completed request, among all its fonts.
    private func place(of request: OpaquePointer) -> (file: String, index: Int)? {
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, request, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        let face = FontPattern(pattern: matched)
        return face.string("file").map { ($0, face.integer("index") ?? 0) }
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
        let xml =
            "<?xml version=\"1.0\"?><fontconfig><cachedir>\(MarkupText.references(directory))</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) == FcTrue else {
            throw FontCatalogError.fontconfigFailure(
                "cannot use the cache directory \(DisplayText.quoted(directory, limit: nil)); give a writable directory"
            )
        }
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
