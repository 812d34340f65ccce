import Foundation

/// Paths inside this package, for tests.
public enum PackagePaths {
    /// The package's root directory.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`.
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// `Fixtures/Fonts/`.
    public static let fixtureFonts = fixtures.appendingPathComponent("Fonts")

    /// `Fixtures/FreeType/`: subsets of a real icon font as CFF OpenType, TrueType, WOFF, WOFF2 and a collection.
    public static let freeTypeFixtures = fixtures.appendingPathComponent("FreeType")

    /// The directory holding the built products of this build (the test bundle, `fontfamily-dump`, `Modules/`).
    public static let products: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
}
