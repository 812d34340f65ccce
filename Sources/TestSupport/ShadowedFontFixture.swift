import Foundation

/// One fixture font installed twice, to test that a font the user gives wins over a system font of the same
/// PostScript name: `a-system/FILE`, listed by `fonts.conf` as the system fonts, and `z-bundle/FILE`, whose path sorts
/// after it, to be given to the catalog.
public struct ShadowedFontFixture {
    /// The temporary directory holding both copies and the configuration.
    public let root: URL
    /// A `fonts.conf` whose only font directory is the system copy's.
    public let configurationFile: String
    /// The system copy.
    public let systemFile: String
    /// The directory of the copy to give the catalog.
    public let bundleDirectory: String
    /// The copy to give the catalog.
    public let bundledFile: String

    /// Copies `Fixtures/Fonts/FILE` into a fresh temporary directory twice and writes the configuration.
    public init(fileName: String) throws {
        root = try FixtureCatalog.temporaryDirectory("shadowed")
        let font = PackagePaths.fixtureFonts.appendingPathComponent(fileName)
        let system = root.appendingPathComponent("a-system")
        let bundle = root.appendingPathComponent("z-bundle")
        for directory in [system, bundle] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: font, to: directory.appendingPathComponent(fileName))
        }
        configurationFile = root.appendingPathComponent("fonts.conf").path
        let xml = "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(system.path)</dir></fontconfig>\n"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: configurationFile))
        systemFile = system.appendingPathComponent(fileName).path
        bundleDirectory = bundle.path
        bundledFile = bundle.appendingPathComponent(fileName).path
    }

    /// Removes the temporary directory.
    public func remove() {
        FixtureCatalog.remove(root)
    }
}
