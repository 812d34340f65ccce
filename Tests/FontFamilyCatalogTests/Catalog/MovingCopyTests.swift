import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// A PostScript name installed twice whose copies build different families: Twin Sans Regular 1.0 in `a`, in the
/// family Twin Sans at weight 400, and 2.0 in `b`, in another family (Twin Sans Neo), which fontconfig renders for its
/// version, or at another weight (500), which loses to the regular weight fontconfig's request asks for. The
/// preferred copy decides which family holds the name and where, so the catalog asks fontconfig only when an answer
/// could show one of the name's families or copies — and then answers as if it had decided first.
@Suite struct MovingCopyTests {
    /// How the newer copy differs from the older one.
    enum Shape: String, CaseIterable, Sendable {
        case otherFamily, otherWeight
    }

    /// The catalog of `a` (the older Twin Sans Regular and Solo Serif Regular) and `b` (the newer Twin Sans Regular,
    /// shaped as `shape` says).
    private static func catalog(in folder: URL, shape: Shape) throws -> FontCatalog {
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for (directory, revision) in zip(directories, [UInt32(0x0001_0000), 0x0002_0000]) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let isNewer = revision > 0x0001_0000
            var font = FixtureFont(
                family: isNewer && shape == .otherFamily ? "Twin Sans Neo" : "Twin Sans", style: "Regular",
                postScriptName: "TwinSans-Regular", codePoints: FixtureSet.latinCodePoints)
            font.fontRevision = revision
            if isNewer, shape == .otherWeight { font.weightClass = 500 }
            try FixtureFontWriter.data(for: font).write(to: directory.appendingPathComponent("TwinSans-Regular.ttf"))
        }
        let solo = FixtureFont(
            family: "Solo Serif", style: "Regular", postScriptName: "SoloSerif-Regular",
            codePoints: FixtureSet.latinCodePoints)
        try FixtureFontWriter.data(for: solo).write(to: directories[0].appendingPathComponent("SoloSerif-Regular.ttf"))
        let dirs = directories.map { "<dir>\($0.path)</dir>" }.joined()
        let file = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)</fontconfig>".utf8).write(to: file)
        return try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// The family the newer copy builds.
    private static func family(of shape: Shape) -> String {
        shape == .otherFamily ? "Twin Sans Neo" : "Twin Sans"
    }

    /// Searches that neither family of the name nor its copies could answer leave it undecided; the first that
    /// could decides it.
    @Test(arguments: Shape.allCases)
    func aMovingNameIsDecidedOnlyWhenASearchCouldShowIt(shape: Shape) throws {
        let folder = try FixtureCatalog.temporaryDirectory("moving-lazy")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.catalog(in: folder, shape: shape)
        #expect(catalog.undecidedCopies == ["TwinSans-Regular"])
        #expect(catalog.families(containing: "solo").map(\.name) == ["Solo Serif"])
        #expect(catalog.families(named: "solo serif").map(\.name) == ["Solo Serif"])
        #expect(catalog.family(named: "Solo Serif")?.faces.map(\.postScriptName) == ["SoloSerif-Regular"])
        #expect(catalog.families(containing: "nothing").isEmpty)
        #expect(!catalog.isEmpty)
        #expect(catalog.undecidedCopies == ["TwinSans-Regular"])
        #expect(catalog.families(containing: "twin").map(\.name) == [Self.family(of: shape)])
        #expect(catalog.undecidedCopies.isEmpty)
    }

    /// Whatever comes first — a search that only the newer copy answers, a search of the older copy's family, a
    /// lookup of the name, a listing, the description — every answer is the one of the copy fontconfig renders.
    @Test(arguments: Shape.allCases, ["neo", "twin sans", "lookup", "listing", "description"])
    func everyAnswerIsTheRenderedCopysWhicheverComesFirst(shape: Shape, first: String) throws {
        let folder = try FixtureCatalog.temporaryDirectory("moving-order")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.catalog(in: folder, shape: shape)
        let newer = folder.appendingPathComponent("b/TwinSans-Regular.ttf").path
        let older = folder.appendingPathComponent("a/TwinSans-Regular.ttf").path
        let (rendered, other) = shape == .otherFamily ? (newer, older) : (older, newer)
        let twin = Self.family(of: shape)
        switch first {
        case "neo":
            #expect(catalog.families(containing: "neo").map(\.name) == (shape == .otherFamily ? [twin] : []))
        case "twin sans":
            #expect(catalog.families(named: "twin sans").map(\.name) == (shape == .otherFamily ? [] : [twin]))
        case "lookup": #expect(catalog.face(postScriptName: "TwinSans-Regular")?.file == rendered)
        case "listing": #expect(catalog.families.map(\.name) == ["Solo Serif", twin])
        default: #expect(catalog.description == "FontCatalog(2 faces in 2 families, 1 duplicate face)")
        }
        #expect(catalog.families.map(\.name) == ["Solo Serif", twin])
        #expect(catalog.faces.map(\.file) == [folder.appendingPathComponent("a/SoloSerif-Regular.ttf").path, rendered])
        #expect(catalog.faces.last?.weight == .regular)
        #expect(catalog.allFaces.map(\.file).suffix(2) == [rendered, other])
        #expect(catalog.family(named: twin)?.faces.map(\.file) == [rendered])
        #expect(catalog.family(named: "Twin Sans Neo")?.name == (shape == .otherFamily ? "Twin Sans Neo" : nil))
        #expect(catalog.family(named: "Twin Sans")?.name == (shape == .otherFamily ? nil : "Twin Sans"))
        #expect(catalog.faces(postScriptName: "TwinSans-Regular").map(\.file) == [rendered, other])
        #expect(catalog.copyChoice(postScriptName: "TwinSans-Regular") == .fontconfig)
        #expect(catalog.description == "FontCatalog(2 faces in 2 families, 1 duplicate face)")
    }

    /// A moving name beside a name whose copies agree: a listing, or a search that shows the agreeing name's family
    /// (which decides every pending name, as a listing does), groups again only the moving name's families and swaps
    /// the other's copy inside its family.
    @Test(arguments: [false, true])
    func aMovingNameAndAnAgreeingOneAreDecidedTogether(listingFirst: Bool) throws {
        let folder = try FixtureCatalog.temporaryDirectory("moving-mixed")
        defer { FixtureCatalog.remove(folder) }
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for (directory, revision) in zip(directories, [UInt32(0x0001_0000), 0x0002_0000]) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let isNewer = revision > 0x0001_0000
            for (family, postScriptName) in [
                (isNewer ? "Move Sans Neo" : "Move Sans", "MoveSans-Regular"), ("Twin Sans", "TwinSans-Regular"),
            ] {
                var font = FixtureFont(
                    family: family, style: "Regular", postScriptName: postScriptName,
                    codePoints: FixtureSet.latinCodePoints)
                font.fontRevision = revision
                try FixtureFontWriter.data(for: font).write(
                    to: directory.appendingPathComponent(postScriptName + ".ttf"))
            }
        }
        let dirs = directories.map { "<dir>\($0.path)</dir>" }.joined()
        let file = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)</fontconfig>".utf8).write(to: file)
        let catalog = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        let newer = { (name: String) in directories[1].appendingPathComponent(name + ".ttf").path }
        #expect(catalog.undecidedCopies == ["MoveSans-Regular", "TwinSans-Regular"])
        if listingFirst {
            #expect(catalog.families.map(\.name) == ["Move Sans Neo", "Twin Sans"])
        } else {
            #expect(catalog.families(containing: "twin").map { $0.faces.map(\.file) } == [[newer("TwinSans-Regular")]])
            #expect(catalog.undecidedCopies.isEmpty)
        }
        #expect(catalog.families.map(\.name) == ["Move Sans Neo", "Twin Sans"])
        #expect(catalog.faces.map(\.file) == [newer("MoveSans-Regular"), newer("TwinSans-Regular")])
        #expect(catalog.family(named: "Twin Sans")?.faces.map(\.file) == [newer("TwinSans-Regular")])
        #expect(catalog.family(named: "Move Sans") == nil)
        #expect(catalog.families(containing: "sans").map(\.name) == ["Move Sans Neo", "Twin Sans"])
        #expect(catalog.undecidedCopies.isEmpty)
    }

    /// The search without keys finds what the search on the families' keys finds, on a fresh catalog each, for
    /// substrings that touch the moving name and substrings that do not.
    @Test(arguments: Shape.allCases)
    func theSearchWithoutKeysAgreesWithTheKeys(shape: Shape) throws {
        let folder = try FixtureCatalog.temporaryDirectory("moving-search")
        defer { FixtureCatalog.remove(folder) }
        for substring in ["twin", "neo", "twin sans", "solo", "sans", "serif", "r", "", "nothing"] {
            let general = try Self.catalog(in: folder, shape: shape).generalFamilies(containing: substring)
            let fast = try Self.catalog(in: folder, shape: shape).families(containing: substring)
            #expect(fast == general, "\(substring)")
            let decided = try Self.catalog(in: folder, shape: shape)
            _ = decided.families
            #expect(decided.families(containing: substring) == fast, "\(substring)")
        }
    }
}
