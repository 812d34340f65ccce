import FontFamilyKit
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

    /// The cache directory of ``hermetic(fonts:)``.
    static var hermeticCacheDirectory: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("fontfamily-hermetic-cache-\(getuid())").path
    }
}
