import FixtureFontWriter
import Foundation
import TestSupport
import Testing

@testable import FontFamilyCatalog

/// One PostScript name installed twice resolves to the copy fontconfig renders for it, as `fc-match
/// :postscriptname=NAME` says: the higher `fontversion` of two versions in two directories.
@Suite struct DuplicateNameTests {
    /// Twin Sans Regular in version `revision` (16.16 fixed point).
    private static func twinSans(revision: UInt32) -> FixtureFont {
        var font = FixtureFont(
            family: "Twin Sans", style: "Regular", postScriptName: "TwinSans-Regular",
            codePoints: FixtureSet.latinCodePoints)
        font.fontRevision = revision
        return font
    }

    /// A catalog of two directories, `a` with Twin Sans Regular 1.0 and Solo Serif, `b` with Twin Sans Regular 2.0;
    /// `extraFamily` is a legacy family name (name ID 1) that only the copy in `extraIn` carries.
    private static func twinCatalog(
        in folder: URL, extraFamily: String? = nil, extraIn: String = "b"
    ) throws -> FontCatalog {
        for (directory, revision) in [("a", UInt32(0x0001_0000)), ("b", 0x0002_0000)] {
            let url = folder.appendingPathComponent(directory)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            var font = twinSans(revision: revision)
            if let extraFamily, directory == extraIn {
                font.typographicFamilyName = "Twin Sans"
                font.familyName = extraFamily
            }
            try FixtureFontWriter.data(for: font).write(to: url.appendingPathComponent("TwinSans-Regular.ttf"))
        }
        let solo = FixtureFont(
            family: "Solo Serif", style: "Regular", postScriptName: "SoloSerif-Regular",
            codePoints: FixtureSet.latinCodePoints)
        try FixtureFontWriter.data(for: solo).write(to: folder.appendingPathComponent("a/SoloSerif-Regular.ttf"))
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        return try FontCatalog(
            configurationFile: try configuration(listing: directories, in: folder),
            cacheDirectory: FixtureCatalog.cacheDirectory)
    }

    /// Twin A, Twin B and Twin C Regular in two directories, version 1.0 in `a` and 2.0 in `b`, returned in that
    /// order; with `legacyFamiliesInA`, the copies in `a` are also named `TwinA Text`, … (legacy family, name ID 1).
    private static func threeTwins(in folder: URL, legacyFamiliesInA: Bool) throws -> [URL] {
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for (directory, revision) in zip(directories, [UInt32(0x0001_0000), 0x0002_0000]) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for family in ["TwinA", "TwinB", "TwinC"] {
                var font = FixtureFont(
                    family: family, style: "Regular", postScriptName: family + "-Regular",
                    codePoints: FixtureSet.latinCodePoints)
                font.fontRevision = revision
                if legacyFamiliesInA, directory == directories[0] {
                    font.typographicFamilyName = family
                    font.familyName = family + " Text"
                }
                try FixtureFontWriter.data(for: font).write(
                    to: directory.appendingPathComponent(family + "-Regular.ttf"))
            }
        }
        return directories
    }

    /// A configuration file listing `directories`, as an installed system would.
    private static func configuration(listing directories: [URL], in folder: URL) throws -> String {
        let dirs = directories.map { "<dir>\($0.path)</dir>" }.joined()
        let file = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)</fontconfig>".utf8).write(to: file)
        return file.path
    }

    /// Whichever directory sorts first and whichever the configuration lists first, the newer copy wins.
    @Test(arguments: [(0x0001_0000, 0x0002_0000), (0x0002_0000, 0x0001_0000)] as [(UInt32, UInt32)])
    func theHigherVersionWinsWhereverItIs(first: UInt32, second: UInt32) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins")
        defer { FixtureCatalog.remove(folder) }
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for (directory, revision) in zip(directories, [first, second]) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let data = FixtureFontWriter.data(for: Self.twinSans(revision: revision))
            try data.write(to: directory.appendingPathComponent("TwinSans-Regular.ttf"))
        }
        let newer = first > second ? directories[0] : directories[1]
        let catalog = try FontCatalog(
            configurationFile: try Self.configuration(listing: directories, in: folder),
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let copies = catalog.faces(postScriptName: "TwinSans-Regular")
        #expect(copies.count == 2)
        let resolved = try #require(catalog.face(postScriptName: "TwinSans-Regular"))
        #expect(resolved.file == newer.appendingPathComponent("TwinSans-Regular.ttf").path)
        let rendered = try #require(catalog.fontconfigSubstitute(forPostScriptName: "TwinSans-Regular"))
        #expect(rendered.file == resolved.file)
        #expect(copies.first == resolved)
        #expect(catalog.faces.filter { $0.postScriptName == "TwinSans-Regular" } == [resolved])
        // The family holds the winner in place of the first copy, its names still distinct.
        #expect(catalog.families.map(\.faces) == [[resolved]])
        #expect(catalog.families.map { $0 == FontCatalog.Family(name: $0.name, faces: $0.faces) } == [true])
    }

    /// fontconfig is asked which copy it renders only when a lookup or listing shows the name: listing another
    /// family, or asking whether the catalog is empty, leaves it undecided.
    @Test func aCopyIsDecidedOnlyWhenItsNameIsShown() throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-lazy")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.twinCatalog(in: folder)
        #expect(catalog.undecidedCopies == ["TwinSans-Regular"])
        #expect(catalog.families(containing: "solo").map(\.name) == ["Solo Serif"])
        #expect(catalog.family(named: "Solo Serif")?.faces.map(\.postScriptName) == ["SoloSerif-Regular"])
        #expect(catalog.families(containing: "nothing").isEmpty)
        #expect(!catalog.isEmpty)
        #expect(catalog.description == "FontCatalog(2 faces in 2 families, 1 duplicate face)")
        #expect(catalog.undecidedCopies == ["TwinSans-Regular"])
        #expect(catalog.copyChoice(postScriptName: "TwinSans-Regular") == .fontconfig)
        #expect(catalog.undecidedCopies.isEmpty)
    }

    /// The search without keys finds what the search on the families' keys finds, whichever runs first, for a family
    /// that holds a name still undecided too.
    @Test(arguments: [true, false])
    func theSearchWithoutKeysAgreesWithTheKeys(keysFirst: Bool) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-search")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.twinCatalog(in: folder)
        for substring in ["twin", "TWIN s", "solo", "sans", "serif", "r", "", " ", "nothing", "twinsansx"] {
            let general = keysFirst ? catalog.generalFamilies(containing: substring) : nil
            let fast = catalog.families(containing: substring)
            #expect(fast == general ?? catalog.generalFamilies(containing: substring), "\(substring)")
        }
    }

    /// Whatever answer comes first — a lookup of the name, or a listing of every face — the copy is the newer one,
    /// first among the name's faces and the one in its family.
    @Test(arguments: [true, false])
    func everyAnswerAgreesWhicheverComesFirst(lookupFirst: Bool) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-order")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.twinCatalog(in: folder)
        let newer = folder.appendingPathComponent("b/TwinSans-Regular.ttf").path
        let older = folder.appendingPathComponent("a/TwinSans-Regular.ttf").path
        if lookupFirst {
            #expect(catalog.face(postScriptName: "TwinSans-Regular")?.file == newer)
        }
        #expect(
            catalog.allFaces.map(\.file) == [
                folder.appendingPathComponent("a/SoloSerif-Regular.ttf").path, newer, older,
            ])
        #expect(catalog.faces.map(\.file).last == newer)
        #expect(catalog.family(named: "Twin Sans")?.faces.map(\.file) == [newer])
        #expect(catalog.faces(postScriptName: "TwinSans-Regular").map(\.file) == [newer, older])
        #expect(catalog.face(postScriptName: "TwinSans-Regular")?.file == newer)
        #expect(catalog.copyChoice(postScriptName: "TwinSans-Regular") == .fontconfig)
    }

    /// A family name that only one copy carries finds the family when that copy is the one rendered, and not
    /// otherwise: a search never answers from a copy the catalog does not prefer.
    @Test(arguments: [("b", ["Twin Sans"]), ("a", [])] as [(String, [String])])
    func aNameOfOneCopyFindsTheFamilyOnlyWhenThatCopyWins(extraIn: String, found: [String]) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-names")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.twinCatalog(in: folder, extraFamily: "Twin Sans Text", extraIn: extraIn)
        #expect(catalog.families(containing: "twin sans text").map(\.name) == found)
        #expect(catalog.families(named: "Twin Sans Text").map(\.name) == found)
        #expect(catalog.families(containing: "twin").map(\.name) == ["Twin Sans"])
        let names = catalog.family(named: "Twin Sans")?.names.map(\.name)
        #expect(names == (found.isEmpty ? ["Twin Sans"] : ["Twin Sans", "Twin Sans Text"]))
    }

    /// Three names installed twice, the older copies in `a` alone also named `TwinA Text`, `TwinB Text`, `TwinC Text`
    /// (legacy families). A rule appends Solo Serif and those three, spelled `twina  text` (fontconfig compares
    /// families ignoring case and spaces). Weakly bound, they make fontconfig render each name's older copy (weak
    /// families are compared after the name, before the version); strongly bound, before the name, so the first of
    /// them wins every request: fontconfig renders Twin A's older copy for all three names, and Twin B and Twin C keep
    /// the catalog's own order (the copy in `a`). Without the rule the newer copies in `b` win. Requests made from the
    /// probe's ask each name's candidates only for the families they state, and the answers are fontconfig's, whether
    /// a listing decides every name at once or the names are looked up one by one (the third from the probe's
    /// request).
    @Test(arguments: [nil, "weak", "strong"], [false, true])
    func familiesOfOneCopyDecideAmongCopies(binding: String?, listingFirst: Bool) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-families")
        defer { FixtureCatalog.remove(folder) }
        let families = ["TwinA", "TwinB", "TwinC"]
        let directories = try Self.threeTwins(in: folder, legacyFamiliesInA: true)
        let appended = (["Solo Serif"] + families.map { $0.lowercased() + "  text" }).map { "<string>\($0)</string>" }
        let rule = binding.map {
            "<match target=\"pattern\"><edit name=\"family\" mode=\"append\" binding=\"\($0)\">"
                + appended.joined() + "</edit></match>"
        }
        let dirs = directories.map { "<dir>\($0.path)</dir>" }.joined()
        let file = folder.appendingPathComponent("families.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)\(rule ?? "")</fontconfig>".utf8).write(to: file)
        let catalog = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        if listingFirst {
            #expect(catalog.families.map(\.name) == families)
        }
        let twinA = directories[0].appendingPathComponent("TwinA-Regular.ttf").path
        for family in families {
            let name = family + "-Regular"
            let copy = directories[binding == nil ? 1 : 0].appendingPathComponent(name + ".ttf").path
            let rendered = binding == "strong" ? twinA : copy
            #expect(catalog.fontconfigSubstitute(forPostScriptName: name)?.file == rendered)
            #expect(catalog.face(postScriptName: name)?.file == copy)
            #expect(catalog.copyChoice(postScriptName: name) == (rendered == copy ? .fontconfig : .order))
        }
    }

    /// A family bound strongly to every request is compared before PostScript names: with a rule that prepends Solo
    /// Serif so, fontconfig renders Solo Serif for `TwinSans-Regular` and no copy of it, so the catalog keeps its own
    /// order (the copy in `a`); without the rule the newer copy wins. The catalog then needs fontconfig's preferred
    /// face among its candidates, which a request of weak families alone does not.
    @Test(arguments: [false, true])
    func aStronglyBoundFamilyIsComparedBeforeTheName(withRule: Bool) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-strong-family")
        defer { FixtureCatalog.remove(folder) }
        let plain = try Self.twinCatalog(in: folder)
        #expect(plain.copyChoice(postScriptName: "TwinSans-Regular") == .fontconfig)
        let rule = """
            <match target="pattern"><edit name="family" mode="prepend" binding="strong">\
            <string>Solo Serif</string></edit></match>
            """
        let dirs = ["a", "b"].map { "<dir>\(folder.appendingPathComponent($0).path)</dir>" }.joined()
        let file = folder.appendingPathComponent("strong.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)\(withRule ? rule : "")</fontconfig>".utf8).write(to: file)
        let catalog = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        let rendered = try #require(catalog.fontconfigSubstitute(forPostScriptName: "TwinSans-Regular"))
        let face = try #require(catalog.face(postScriptName: "TwinSans-Regular"))
        if withRule {
            #expect(rendered.postScriptName == "SoloSerif-Regular")
            #expect(catalog.copyChoice(postScriptName: "TwinSans-Regular") == .order)
            #expect(face.file == folder.appendingPathComponent("a/TwinSans-Regular.ttf").path)
        } else {
            #expect(rendered.file == folder.appendingPathComponent("b/TwinSans-Regular.ttf").path)
            #expect(catalog.copyChoice(postScriptName: "TwinSans-Regular") == .fontconfig)
            #expect(face.file == rendered.file)
        }
    }

    /// From the third name on — from the first when a listing decides every name at once — a name's request is the
    /// probe's with the name put in, unless a configuration file mentions `postscriptname`: a rule that sends Twin
    /// C's request to Twin A makes fontconfig render no copy of Twin C, so the catalog keeps its own order for it,
    /// where without the rule fontconfig's newer copy wins.
    @Test(arguments: [false, true], [false, true])
    func aRuleOnPostScriptNamesIsHonouredForEveryName(withRule: Bool, listingFirst: Bool) throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-rule")
        defer { FixtureCatalog.remove(folder) }
        let names = ["TwinA-Regular", "TwinB-Regular", "TwinC-Regular"]
        let directories = try Self.threeTwins(in: folder, legacyFamiliesInA: false)
        let rule = """
            <match target="pattern"><test name="postscriptname"><string>TwinC-Regular</string></test>\
            <edit name="postscriptname" mode="assign"><string>TwinA-Regular</string></edit></match>
            """
        let dirs = directories.map { "<dir>\($0.path)</dir>" }.joined()
        let file = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)\(withRule ? rule : "")</fontconfig>".utf8).write(to: file)
        let catalog = try FontCatalog(configurationFile: file.path, cacheDirectory: FixtureCatalog.cacheDirectory)
        if listingFirst {
            #expect(catalog.undecidedCopies == names)
            #expect(catalog.families.count == 3)
            #expect(catalog.undecidedCopies == [])
        }
        for name in names.prefix(2) {
            #expect(catalog.copyChoice(postScriptName: name) == .fontconfig)
            #expect(
                catalog.face(postScriptName: name)?.file == directories[1].appendingPathComponent(name + ".ttf").path)
        }
        let twinC = catalog.face(postScriptName: "TwinC-Regular")
        let rendered = catalog.fontconfigSubstitute(forPostScriptName: "TwinC-Regular")
        if withRule {
            #expect(rendered?.postScriptName == "TwinA-Regular")
            #expect(catalog.copyChoice(postScriptName: "TwinC-Regular") == .order)
            #expect(twinC?.file == directories[0].appendingPathComponent("TwinC-Regular.ttf").path)
        } else {
            #expect(rendered?.file == directories[1].appendingPathComponent("TwinC-Regular.ttf").path)
            #expect(catalog.copyChoice(postScriptName: "TwinC-Regular") == .fontconfig)
            #expect(twinC?.file == rendered?.file)
        }
    }

    /// A full name that only another copy of a face carries answers with the face, as fontconfig lists it: URW's
    /// OpenType `NimbusRoman-Regular` is named `NimbusRoman-Regular` and `Nimbus Roman`, its Type 1 copy `Nimbus Roman
    /// Regular`.
    @Test func aFullNameOfAnotherCopyAnswersWithTheFace() throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-full-names")
        defer { FixtureCatalog.remove(folder) }
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for (directory, revision) in zip(directories, [UInt32(0x0002_0000), 0x0001_0000]) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var font = Self.twinSans(revision: revision)
            if directory == directories[0] {
                font.fullName = "TwinSans-Regular"
                font.macintoshFullName = "Twin Sans"
            } else {
                font.fullName = "Twin Sans Regular"
            }
            try FixtureFontWriter.data(for: font).write(to: directory.appendingPathComponent("TwinSans-Regular.ttf"))
        }
        let catalog = try FontCatalog(
            configurationFile: try Self.configuration(listing: directories, in: folder),
            cacheDirectory: FixtureCatalog.cacheDirectory)
        let preferred = try #require(catalog.face(postScriptName: "TwinSans-Regular"))
        #expect(preferred.file == directories[0].appendingPathComponent("TwinSans-Regular.ttf").path)
        #expect(preferred.fullNames.map(\.name) == ["TwinSans-Regular", "Twin Sans"])
        #expect(catalog.face(fullName: "Twin Sans Regular") == preferred)
        #expect(
            catalog.diagnose(postScriptName: "Twin Sans Regular")?.problem
                == .fullName(postScriptName: "TwinSans-Regular"))
        #expect(
            catalog.diagnose(postScriptName: "TwinSansRegular")?.problem
                == .fullNameSpelledDifferently(fullName: "Twin Sans Regular", postScriptName: "TwinSans-Regular"))
    }

    /// A legacy family name carried by several faces answers with those faces, also when the preferred copy of one of
    /// them does not carry it: `Twin Sans Blk` names Black and Black Italic, though the newer copy of Black is named
    /// `Twin Sans` alone, and fontconfig draws the older copy for the name.
    @Test func aLegacyNameOfSeveralFacesAnswersWithThemAll() throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-legacy")
        defer { FixtureCatalog.remove(folder) }
        let directories = ["a", "b"].map { folder.appendingPathComponent($0) }
        for directory in directories {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        var fonts = [(directories[0], Self.twinSans(revision: 0x0001_0000))]
        for (style, postScriptName, italic) in [
            ("Black", "TwinSans-Black", false), ("Black Italic", "TwinSans-BlackItalic", true),
        ] {
            var font = FixtureFont(
                family: "Twin Sans", style: style, postScriptName: postScriptName, weightClass: 900, isItalic: italic,
                codePoints: FixtureSet.latinCodePoints)
            font.familyName = "Twin Sans Blk"
            fonts.append((directories[0], font))
        }
        var newer = FixtureFont(
            family: "Twin Sans", style: "Black", postScriptName: "TwinSans-Black", weightClass: 900,
            codePoints: FixtureSet.latinCodePoints)
        newer.familyName = "Twin Sans"
        newer.styleName = "Black"
        newer.typographicFamilyName = nil
        newer.typographicStyleName = nil
        newer.fontRevision = 0x0002_0000
        fonts.append((directories[1], newer))
        for (directory, font) in fonts {
            try FixtureFontWriter.data(for: font).write(
                to: directory.appendingPathComponent(font.postScriptName + ".ttf"))
        }
        let catalog = try FontCatalog(
            configurationFile: try Self.configuration(listing: directories, in: folder),
            cacheDirectory: FixtureCatalog.cacheDirectory)
        #expect(catalog.face(postScriptName: "TwinSans-Black")?.file == directories[1].path + "/TwinSans-Black.ttf")
        #expect(
            catalog.diagnose(postScriptName: "Twin Sans Blk")?.problem
                == .familyName(family: "Twin Sans Blk", faces: ["TwinSans-Black", "TwinSans-BlackItalic"]))
        #expect(
            catalog.diagnose(postScriptName: "twinsansblk")?.problem
                == .familyName(family: "Twin Sans Blk", faces: ["TwinSans-Black", "TwinSans-BlackItalic"]))
    }

    /// A legacy family name that only a copy the catalog does not prefer carries still names its face.
    @Test func aLegacyNameOfAnotherCopyAnswersWithItsFace() throws {
        let folder = try FixtureCatalog.temporaryDirectory("twins-legacy-copy")
        defer { FixtureCatalog.remove(folder) }
        let catalog = try Self.twinCatalog(in: folder, extraFamily: "Twin Sans Text", extraIn: "a")
        #expect(catalog.families(named: "Twin Sans Text").isEmpty)
        #expect(
            catalog.diagnose(postScriptName: "Twin Sans Text")?.problem
                == .familyName(family: "Twin Sans", faces: ["TwinSans-Regular"]))
    }
}
