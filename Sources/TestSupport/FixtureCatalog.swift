import FixtureFontWriter
import FontFamilyCatalog
import Foundation

/// Catalogs over fixture fonts, on real fontconfig with a private configuration and a private cache.
public enum FixtureCatalog {
    /// A cache directory private to this test process, made when it is first named.
    ///
    /// fontconfig's tools make a missing cache directory themselves, but one made by another process between their
    /// check and their `mkdir` leaves them printing "No writable cache directories": a tool run by one test while a
    /// catalog of another made the directory failed that way. Made here, it is there before any tool or catalog
    /// uses it.
    public static let cacheDirectory = madeDirectory(
        FileManager.default.temporaryDirectory
            .appendingPathComponent("fontfamily-tests-cache-\(ProcessInfo.processInfo.processIdentifier)").path)

    /// `path`, made a directory with the folders above it unless it is one already. A directory that cannot be made
    /// is left to the catalog that uses it, whose error names it.
    public static func madeDirectory(_ path: String) -> String {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let shared = Result {
        try FontCatalog(fonts: [PackagePaths.fixtureFonts.path], cacheDirectory: cacheDirectory)
    }

    private static let sharedFamilies = Result {
        try FontCatalog(
            fonts: [PackagePaths.fixtures.appendingPathComponent("Families").path], cacheDirectory: cacheDirectory)
    }

    /// The catalog of the committed `Fixtures/Fonts`, loaded once per test process.
    public static func standard() throws -> FontCatalog {
        try shared.get()
    }

    private static let sharedMetricCompatible = Result { () throws -> FontCatalog in
        let root = try temporaryDirectory("metric-compatible")
        defer { remove(root) }
        let rules = PackagePaths.fixtures.appendingPathComponent("MetricCompatible")
        let xml = """
            <?xml version="1.0"?>
            <fontconfig><dir>\(PackagePaths.fixtureFonts.path)</dir><dir>\(rules.path)</dir>\
            <include>\(rules.appendingPathComponent("metric-aliases.conf").path)</include>\
            <cachedir>\(cacheDirectory)</cachedir></fontconfig>

            """
        let configuration = root.appendingPathComponent("fonts.conf")
        try Data(xml.utf8).write(to: configuration)
        return try FontCatalog(configurationFile: configuration.path, cacheDirectory: cacheDirectory)
    }

    /// The committed `Fixtures/Fonts` and `Fixtures/MetricCompatible` (Liberation Sans and Liberation Mono) under the
    /// rules of `Fixtures/MetricCompatible/metric-aliases.conf`, which offer the metric-compatible faces for `Arial`
    /// and `Courier New` (and through them `Helvetica` and `Courier`) as a system's `30-metric-aliases.conf` does;
    /// loaded once per test process.
    public static func metricCompatible() throws -> FontCatalog {
        try sharedMetricCompatible.get()
    }

    /// The catalog of the committed `Fixtures/Families` (Noto Sans in three widths, Roboto with a 250 Thin, the
    /// one-face Lone Serif, the Pair Sans collection), loaded once per test process.
    public static func families() throws -> FontCatalog {
        try sharedFamilies.get()
    }

    /// The committed `Fixtures/Fonts` with the iOS sample list `Fixtures/Platforms/ios-sample.json`: bundled fonts
    /// beside a platform's listed faces, as an iOS project sees them.
    public static func withIOSSample() throws -> FontCatalog {
        try FontCatalog(
            fonts: [PackagePaths.fixtureFonts.path],
            platformFontLists: [
                PlatformFontList(
                    contentsOf: PackagePaths.fixtures.appendingPathComponent("Platforms/ios-sample.json").path)
            ],
            cacheDirectory: cacheDirectory)
    }

    /// A catalog of `fonts` (none for `--only --platform`) and the built-in platform lists `names` (`"ios"`).
    public static func builtIn(fonts: [String] = [], _ names: String...) throws -> FontCatalog {
        try FontCatalog(
            fonts: fonts, platformFontLists: names.map { try BuiltInPlatformFontList.named($0).fontList },
            cacheDirectory: cacheDirectory)
    }

    /// A fresh temporary directory, removed by the caller with ``remove(_:)``.
    public static func temporaryDirectory(_ label: String = "fonts") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fontfamily-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `fonts` (and `files`, by relative path) into a fresh temporary directory and returns it.
    public static func directory(with fonts: [FixtureFont], files: [FixtureFile] = []) throws -> URL {
        let directory = try temporaryDirectory()
        for font in fonts {
            try FixtureFontWriter.data(for: font).write(to: directory.appendingPathComponent(font.fileName))
        }
        for file in files {
            let url = directory.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
        }
        return directory
    }

    /// Removes a directory made by ``directory(with:files:)`` or ``temporaryDirectory(_:)``.
    public static func remove(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }
}
