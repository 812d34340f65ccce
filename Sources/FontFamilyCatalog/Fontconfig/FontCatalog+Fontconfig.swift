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

extension FontCatalog {
    /// The fonts of fontconfig's system configuration: `FONTCONFIG_FILE` when it is set, else `fonts.conf` in
    /// `FONTCONFIG_PATH` or `/etc/fonts`.
    ///
    /// Unlike fontconfig, a missing, malformed or relative `FONTCONFIG_FILE` is an error, never a silent fall-back
    /// to a default catalog.
    ///
    /// - Parameter cacheDirectory: Where fontconfig writes caches it lacks; by default the user's fontconfig cache
    ///   (`$XDG_CACHE_HOME/fontconfig` or `~/.cache/fontconfig`). Existing system caches are still read.
    public static func system(cacheDirectory: String? = nil) throws -> FontCatalog {
        try FontCatalog(fonts: [], includingSystemFonts: true, cacheDirectory: cacheDirectory)
    }

    /// The fonts in the given directories (scanned recursively) and files, alone or on top of the system fonts.
    ///
    /// A given font wins over a system font with the same PostScript name, as an app's own fonts do on every
    /// platform: ``face(postScriptName:)`` is the given face, and ``shadowedSystemFaces(postScriptName:)`` lists the
    /// system faces it hides.
    ///
    /// Files in the directories that fontconfig cannot read are listed in ``skippedFiles``; a given path that does
    /// not exist or cannot be read, or a given file that is not a font, is an error.
    ///
    /// - Parameters:
    ///   - paths: Font directories and font files, absolute or relative to the current directory.
    ///   - includingSystemFonts: Whether the system fonts are listed as well (as fontconfig's application fonts).
    ///   - cacheDirectory: Where fontconfig writes its caches; by default the user's fontconfig cache.
    public init(fonts paths: [String], includingSystemFonts: Bool = false, cacheDirectory: String? = nil) throws {
        try self.init(
            fonts: paths, platformFontLists: [], includingSystemFonts: includingSystemFonts,
            cacheDirectory: cacheDirectory)
    }

    /// The fonts of a fontconfig configuration file (`fonts.conf` format).
    ///
    /// - Parameters:
    ///   - path: The configuration file; a missing or malformed file is an error.
    ///   - cacheDirectory: Where fontconfig writes caches it lacks; by default the user's fontconfig cache.
    public init(configurationFile path: String, cacheDirectory: String? = nil) throws {
        let configuration = try FontconfigConfiguration.loading(
            FontCatalog.absolute(path),
            fromEnvironment: false,
            cacheDirectory: cacheDirectory ?? FontCatalog.defaultCacheDirectory()
        )
        try self.init(adding: [], to: configuration)
    }

    /// The face fontconfig substitutes when a program asks for the family `name` — what `fc-match` prints.
    ///
    /// fontconfig never fails a match: for a name that is not installed this is an unrelated face (often DejaVu Sans),
    /// which is exactly the danger a diagnosis shows. `nil` for a catalog built from plain values.
    public func fontconfigSubstitute(forFamily name: String) -> FontFace? {
        configuration?.substitute(for: name, by: .family)
    }

    /// The face fontconfig substitutes when a program asks for the PostScript name `name` — what
    /// `fc-match :postscriptname=NAME` prints.
    ///
    /// fontconfig compares PostScript names ignoring case, spaces and hyphens, and prefers the longest common
    /// start: `gillsans-semibold` gets GillSans-SemiBold, and a name close to none gets the default font. `nil` for
    /// a catalog built from plain values.
    public func fontconfigSubstitute(forPostScriptName name: String) -> FontFace? {
        configuration?.substitute(for: name, by: .postScriptName)
    }

    /// The installed face a browser on this machine draws for the family `name`, which no installed family has: the
    /// face fontconfig matches for it when fontconfig's rules offer that face's family for the name itself — a
    /// metric-compatible face such as Liberation Sans for `Arial` — as Chromium on Linux accepts it; `nil` when the
    /// browser refuses the match and goes on to the next family of the list, for an installed family, and for a
    /// catalog of plain values or with platform font lists (which describe another platform's browser).
    ///
    /// No list of names is kept: the configuration's own alias rules decide (see `30-metric-aliases.conf`).
    public func browserSubstitute(forFamily name: String) -> FontFace? {
        guard platformFontLists.isEmpty, family(cssName: name) == nil else { return nil }
        return configuration?.browserFace(forFamily: name)
    }

    /// The fonts of `configuration` and the given `paths` on top, which win over its fonts of the same name, and the
    /// faces of `platformFontLists` between them.
    init(
        adding paths: [String], to configuration: FontconfigConfiguration, platformFontLists: [PlatformFontList] = []
    ) throws {
        var scans: [FontDirectoryScanner.Scan] = []
        let givenPaths = paths.map(FontCatalog.absolute)
        for path in givenPaths {
            guard try FontDirectoryScanner.validate(path) else {
                try configuration.addFonts(at: path, isDirectory: false)
                continue
            }
            let scan = FontDirectoryScanner.scan(path)
            for directory in scan.directories { try configuration.addFonts(at: directory, isDirectory: true) }
            for file in scan.files { try? configuration.addFonts(at: file, isDirectory: false) }
            scans.append(scan)
        }
        let listing = configuration.listing()
        let read = VariableFontReader.read(listing.faces, variableFonts: listing.variableFonts)
        self.init(
            faces: read.faces + platformFontLists.flatMap(\.faces),
            variableFonts: read.variableFonts,
            skippedFiles: FontDirectoryScanner.skippedFiles(in: scans, listed: listing.faces),
            configuration: configuration,
            givenPaths: givenPaths + scans.flatMap { $0.directories + $0.files },
            platformFontLists: platformFontLists
        )
    }

    /// `path` as an absolute, standardized path without a trailing `/`; relative to the current directory.
    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        let standardized = url.standardizedFileURL.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    /// The value of the environment variable `name`, or `nil` when it is not set: one variable read where it lies,
    /// where `ProcessInfo.environment` copies every variable into a dictionary on each call.
    static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The configuration file fontconfig would load, and whether `FONTCONFIG_FILE` chose it.
    static func systemConfigurationFile() throws -> (path: String, fromEnvironment: Bool) {
        if let file = environmentValue("FONTCONFIG_FILE"), !file.isEmpty {
            guard file.hasPrefix("/") else { throw FontCatalogError.relativeConfiguration(file) }
            return (file, true)
        }
        let searchPath =
            (environmentValue("FONTCONFIG_PATH") ?? "").split(separator: ":").map(String.init) + ["/etc/fonts"]
        let candidates = searchPath.map { $0 + "/fonts.conf" }
        let found = candidates.first { FileManager.default.fileExists(atPath: $0) }
        return (found ?? "/etc/fonts/fonts.conf", false)
    }

    /// The user's fontconfig cache directory, or a private temporary one when there is no home to put it in.
    static func defaultCacheDirectory() -> String {
        if let xdg = environmentValue("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/fontconfig" }
        if let home = environmentValue("HOME"), home.hasPrefix("/"),
            FileManager.default.isWritableFile(atPath: home)
        {
            return home + "/.cache/fontconfig"
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("fontfamily-fontconfig-cache-\(getuid())")
            .path
    }
}
