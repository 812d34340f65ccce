import FixtureFontWriter
import Foundation
import TestSupport
import Testing

/// A name installed twice: `--check` names the copy that is drawn, and `--all --json` keeps the other copy visible
/// with why it lost.
@Suite struct DumpCopiesTests {
    /// `folder/older` holds Twin Sans 1.0 and `folder/newer` Twin Sans 2.0, and `folder/fonts.conf` lists the
    /// directories in `listed`.
    private static func twins(listing listed: [String]) throws -> URL {
        let folder = try FixtureCatalog.temporaryDirectory("twins")
        for (name, revision) in [("older", UInt32(0x0001_0000)), ("newer", 0x0002_0000)] {
            var font = FixtureFont(
                family: "Twin Sans", style: "Regular", postScriptName: "TwinSans-Regular",
                codePoints: FixtureSet.latinCodePoints)
            font.fontRevision = revision
            let directory = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FixtureFontWriter.data(for: font).write(to: directory.appendingPathComponent("TwinSans-Regular.ttf"))
        }
        let dirs = listed.map { "<dir>\(folder.appendingPathComponent($0).path)</dir>" }.joined()
        try Data("<?xml version=\"1.0\"?><fontconfig>\(dirs)</fontconfig>".utf8).write(
            to: folder.appendingPathComponent("fonts.conf"))
        return folder
    }

    private static func run(_ arguments: [String], in folder: URL) throws -> ProcessRunner.Result {
        try DumpCommand.run(
            arguments, environment: ["FONTCONFIG_FILE": folder.appendingPathComponent("fonts.conf").path])
    }

    /// The face's `chosenBy` and the files of its `otherCopies`, from `--all --json`.
    private static func copies(in json: String) throws -> (chosenBy: String?, others: [String]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let families = try #require(document["families"] as? [[String: Any]])
        let face = try #require((families.first?["faces"] as? [[String: Any]])?.first)
        let others = (face["otherCopies"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        return (face["chosenBy"] as? String, others)
    }

    @Test func theSystemsTwoVersionsResolveToTheNewer() throws {
        let folder = try Self.twins(listing: ["older", "newer"])
        defer { FixtureCatalog.remove(folder) }
        let newer = folder.appendingPathComponent("newer/TwinSans-Regular.ttf").path
        let older = folder.appendingPathComponent("older/TwinSans-Regular.ttf").path
        let check = try Self.run(["--check", "TwinSans-Regular"], in: folder)
        #expect(check.status == 0)
        #expect(check.standardOutput == "TwinSans-Regular: \(newer)\n")
        let json = try Self.run(["--all", "--json"], in: folder)
        #expect(json.status == 0)
        let (chosenBy, others) = try Self.copies(in: json.standardOutput)
        #expect(chosenBy == "fontconfig")
        #expect(others == [older])
    }

    @Test func aGivenCopyWinsOverTheSystemsNewerOne() throws {
        let folder = try Self.twins(listing: ["newer"])
        defer { FixtureCatalog.remove(folder) }
        let newer = folder.appendingPathComponent("newer/TwinSans-Regular.ttf").path
        let older = folder.appendingPathComponent("older/TwinSans-Regular.ttf").path
        let given = ["--fonts", folder.appendingPathComponent("older").path]
        let check = try Self.run(["--check", "TwinSans-Regular"] + given, in: folder)
        #expect(check.standardOutput == "TwinSans-Regular: \(older)\n")
        #expect(
            check.standardError
                == "fontfamily-dump: note: 'TwinSans-Regular' is the given font '\(older)', which shadows the system "
                + "font '\(newer)'\n")
        let (chosenBy, others) = try Self.copies(
            in: try Self.run(["--all", "--json"] + given, in: folder).standardOutput)
        #expect(chosenBy == "given")
        #expect(others == [newer])
    }

    @Test func aNameWithOneCopyHasNoCopiesListed() throws {
        let folder = try Self.twins(listing: ["newer"])
        defer { FixtureCatalog.remove(folder) }
        let json = try Self.run(["--all", "--json"], in: folder).standardOutput
        #expect(!json.contains("otherCopies"))
        #expect(!json.contains("chosenBy"))
    }

    /// A leak checker's run releases the catalog before exiting (the copy choice holds fontconfig patterns by
    /// then); what the run prints and its status are the same either way.
    @Test func releasingTheCatalogAtExitChangesNothingPrinted() throws {
        let folder = try Self.twins(listing: ["older", "newer"])
        defer { FixtureCatalog.remove(folder) }
        let configuration = folder.appendingPathComponent("fonts.conf").path
        let arguments = ["--check", "TwinSans-Regular", "TwinSans-Bold"]
        let kept = try DumpCommand.run(arguments, environment: ["FONTCONFIG_FILE": configuration])
        let released = try DumpCommand.run(
            arguments, environment: ["FONTCONFIG_FILE": configuration, "FONTFAMILY_FREE_AT_EXIT": "1"])
        #expect(kept.status == 1)
        #expect(released.status == kept.status)
        #expect(released.standardOutput == kept.standardOutput)
        #expect(released.standardError == kept.standardError)
        #expect(kept.standardOutput.hasPrefix("TwinSans-Regular: "))
    }
}
