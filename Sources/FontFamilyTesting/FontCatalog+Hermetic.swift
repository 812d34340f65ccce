import Foundation

extension FontCatalog {
    /// A catalog of only the given font directories and files, for tests that must not depend on the fonts of the
    /// machine they run on.
    ///
    /// fontconfig's caches go to a directory of this user's under the temporary directory, never to the user's or
    /// the system's cache.
    ///
    /// ```swift
    /// let catalog = try FontCatalog.hermetic(fonts: "Tests/Fixtures/Fonts")
    /// ```
    ///
    /// - Parameter paths: Font directories (scanned recursively) and font files, absolute or relative to the
    ///   current directory (the package root under `swift test`).
    /// - Throws: ``/FontFamilyCatalog/FontCatalogError`` naming a path that does not exist, cannot be read or is not a
    ///   font.
    public static func hermetic(fonts paths: String...) throws -> FontCatalog {
        try FontCatalog(fonts: paths, cacheDirectory: hermeticCacheDirectory)
    }

    /// A catalog of only the given font directories and files plus the faces of the given platform font lists, for
    /// an app's tests: its bundled fonts and the fonts of the platforms it runs on, known by name.
    ///
    /// ```swift
    /// let catalog = try FontCatalog.hermetic(
    ///     fonts: ["Sources/App/Fonts"], platformFontLists: ["Tests/Fonts/ios-18.2.json"])
    /// expectResolvable(postScriptNames: ["HelveticaNeue-Bold", "GillSans-SemiBold"], in: catalog)
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Font directories (scanned recursively) and font files, as for ``hermetic(fonts:)``.
    ///   - platformFontLists: Platform font list files (see ``/FontFamilyCatalog/PlatformFontList``), absolute or
    ///     relative to the current directory.
    /// - Throws: ``/FontFamilyCatalog/PlatformFontListError`` naming a list that cannot be read, and the errors of
    ///   ``hermetic(fonts:)``.
    public static func hermetic(fonts paths: [String], platformFontLists: [String]) throws -> FontCatalog {
        var lists: [PlatformFontList] = []
        for path in platformFontLists { lists.append(try PlatformFontList(contentsOf: path)) }
        return try FontCatalog(fonts: paths, platformFontLists: lists, cacheDirectory: hermeticCacheDirectory)
    }

    /// A catalog of only the given font directories and files plus the faces of built-in platform font lists and
    /// of platform font list files, for an app's tests on any machine: its bundled fonts and the fonts of the
    /// platforms it runs on.
    ///
    /// ```swift
    /// let catalog = try FontCatalog.hermetic(fonts: ["Sources/App/Fonts"], platforms: ["ios"])
    /// expectResolvable(postScriptNames: ["AvenirNext-DemiBold", "GillSans-SemiBold"], in: catalog)
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Font directories (scanned recursively) and font files, as for ``hermetic(fonts:)``.
    ///   - platforms: Names of built-in lists (``/FontFamilyCatalog/BuiltInPlatformFontList/named(_:)``): `ios` for
    ///     the newest iOS, `ios18` for iOS 18, `macos` for the newest macOS.
    ///   - platformFontLists: Platform font list files, as for ``hermetic(fonts:platformFontLists:)``.
    /// - Throws: ``/FontFamilyCatalog/UnknownPlatformError`` for a name that no built-in list has, and the errors of
    ///   ``hermetic(fonts:platformFontLists:)``.
    public static func hermetic(
        fonts paths: [String], platforms: [String], platformFontLists: [String] = []
    ) throws -> FontCatalog {
        var lists: [PlatformFontList] = []
        for name in platforms { lists.append(try BuiltInPlatformFontList.named(name).fontList) }
        for path in platformFontLists { lists.append(try PlatformFontList(contentsOf: path)) }
        return try FontCatalog(fonts: paths, platformFontLists: lists, cacheDirectory: hermeticCacheDirectory)
    }

    /// The cache directory of ``hermetic(fonts:)`` and ``hermetic(fonts:platformFontLists:)``.
    static var hermeticCacheDirectory: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fontfamily-hermetic-cache-\(getuid())").path
    }
}
