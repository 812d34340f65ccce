#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontCatalog {
    /// Registers fonts an app ships, as `CTFontManagerRegisterGraphicsFont` does on Apple platforms: a catalog of the
    /// system fonts plus the given font files and directories (scanned recursively), with the PostScript names each
    /// path added.
    ///
    /// A face counts for a path when its file is that file or lies below that directory, even when the system fonts
    /// hold a face of the same name; the registered face is then the one ``face(postScriptName:)`` returns. Files in a directory that fontconfig cannot read are listed in the catalog's
    /// ``skippedFiles``.
    ///
    /// - Parameters:
    ///   - paths: Font files and directories, absolute or relative to the current directory.
    ///   - includingSystemFonts: Whether the system fonts are listed as well.
    ///   - cacheDirectory: Where fontconfig writes its caches; by default the user's fontconfig cache.
    /// - Throws: ``FontCatalogError/notAFont(_:)`` for a given file that holds no font fontconfig can read, and the
    ///   errors of ``init(fonts:includingSystemFonts:cacheDirectory:)``.
    public static func registering(
        _ paths: [String],
        includingSystemFonts: Bool = true,
        cacheDirectory: String? = nil
    ) throws -> FontRegistration {
        let catalog = try FontCatalog(
            fonts: paths, includingSystemFonts: includingSystemFonts, cacheDirectory: cacheDirectory)
        let files = catalog.allFaces.map { (face: $0, path: resolved($0.file)) }
        var namesByPath: [String: [String]] = [:]
        for path in paths {
            let root = resolved(absolute(path))
            let isDirectory = (try? FontDirectoryScanner.validate(root)) ?? false
            let names = Set(
                files.filter { isDirectory ? $0.path.hasPrefix(root + "/") : $0.path == root }.map(
                    \.face.postScriptName))
            guard isDirectory || !names.isEmpty else { throw FontCatalogError.notAFont(absolute(path)) }
            namesByPath[path] = names.sorted()
        }
        return FontRegistration(catalog: catalog, postScriptNamesByPath: namesByPath)
    }

    /// `path` with symbolic links resolved, as the file system names it.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
