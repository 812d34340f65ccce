import Foundation
import TestSupport
import Testing

/// `--output FILE` and `--specimen PATH` never destroy a file this tool did not write: they replace a missing, empty
/// or generated file, leave an unchanged one untouched and anything else alone unless `--force` is given.
@Suite struct DumpOutputFileTests {
    private static let handWritten = "// Fonts.swift, written by hand.\nenum Fonts {}\n"

    /// A temporary directory with `Fonts.swift` written by hand; removed by the caller.
    private static func directoryWithHandWrittenFile(_ name: String = "Fonts.swift") throws -> (URL, String) {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        let path = directory.appendingPathComponent(name).path
        try Data(handWritten.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    private static func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private static func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test func outputWritesWhatStandardOutputWouldShow() throws {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("Names.swift").path
        let result = try DumpCommand.fixtures(["gill", "--output", path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: wrote '\(path)'\n")
        #expect(try Self.contents(path) == (try DumpCommand.fixtures(["gill"]).standardOutput))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Names.swift"])
    }

    @Test(arguments: [["--output"], ["--specimen"]])
    func aHandWrittenFileIsLeftAloneAndNamed(_ option: [String]) throws {
        let (directory, path) = try Self.directoryWithHandWrittenFile()
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.fixtures(["gill"] + option + [path])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: '\(path)' exists and was not written by fontfamily-dump, so it was left alone; "
                + "give another path, or add '--force' to replace it\n")
        #expect(try Self.contents(path) == Self.handWritten)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Fonts.swift"])
    }

    @Test func checkLeavesAHandWrittenPageAloneButStillReports() throws {
        let (directory, path) = try Self.directoryWithHandWrittenFile("notes.html")
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.fixtures(["--check", "GillSans", "--specimen", path])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("fontfamily-dump: '\(path)' exists and was not written by"))
        #expect(try Self.contents(path) == Self.handWritten)
    }

    @Test(arguments: [["--output"], ["--specimen"]])
    func forceReplacesAHandWrittenFile(_ option: [String]) throws {
        let (directory, path) = try Self.directoryWithHandWrittenFile()
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.fixtures(["gill", "--force"] + option + [path])
        #expect(result.status == 0)
        #expect(result.standardError == "fontfamily-dump: wrote '\(path)'\n")
        let expected = try DumpCommand.fixtures(["gill"] + option + ["-"]).standardOutput
        #expect(try Self.contents(path) == expected)
    }

    @Test func anUnchangedFileIsNotTouched() throws {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("Names.swift").path
        #expect(try DumpCommand.fixtures(["gill", "--output", path]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let result = try DumpCommand.fixtures(["gill", "--output", path])
        #expect(result.status == 0)
        #expect(result.standardError == "fontfamily-dump: '\(path)' is unchanged\n")
        #expect(try Self.modificationDate(path) == past)
    }

    /// Every kind of output this tool writes may replace every other; an empty file holds nothing to lose.
    @Test func generatedAndEmptyFilesAreReplaced() throws {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("out").path
        try Data().write(to: URL(fileURLWithPath: path))
        for arguments in [["gill"], ["gill", "--json"], ["source", "--family"], ["--all"], ["gill"]] {
            let result = try DumpCommand.fixtures(arguments + ["--output", path])
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardError == "fontfamily-dump: wrote '\(path)'\n", "\(arguments)")
            #expect(try Self.contents(path) == (try DumpCommand.fixtures(arguments).standardOutput), "\(arguments)")
        }
        #expect(try DumpCommand.fixtures(["gill", "--specimen", path]).status == 0)
        #expect(try Self.contents(path).hasPrefix("<!DOCTYPE html>\n"))
        #expect(try DumpCommand.fixtures(["gill", "--output", path]).status == 0)
    }

    /// A link stays a link: the file it points to gets the new content.
    @Test func aLinkIsWrittenThrough() throws {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        defer { FixtureCatalog.remove(directory) }
        let target = directory.appendingPathComponent("Names.swift").path
        let link = directory.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Names.swift")
        let result = try DumpCommand.fixtures(["gill", "--output", link])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Names.swift")
        #expect(try Self.contents(target) == (try DumpCommand.fixtures(["gill"]).standardOutput))
    }

    /// A device is written to, never replaced by a file: `/dev/null` stays the device it was.
    @Test(arguments: [["--output"], ["--specimen"]])
    func aDeviceIsWrittenToNotReplaced(_ option: [String]) throws {
        let result = try DumpCommand.fixtures(["gill"] + option + ["/dev/null"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: wrote '/dev/null'\n")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    @Test func aDirectoryIsNotAFile() throws {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.fixtures(["gill", "--output", directory.path])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "fontfamily-dump: cannot write '\(directory.path)': it is a directory; give a file path\n")
    }

    /// A run that finds nothing writes nothing: the old file stays.
    @Test func nothingFoundLeavesTheOldFile() throws {
        let directory = try FixtureCatalog.temporaryDirectory("output")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("Names.swift").path
        #expect(try DumpCommand.fixtures(["gill", "--output", path]).status == 0)
        let before = try Self.contents(path)
        #expect(try DumpCommand.fixtures(["no such family", "--output", path]).status == 1)
        #expect(try Self.contents(path) == before)
    }

    @Test func forceWithoutAFileIsAUsageError() throws {
        for arguments in [["gill", "--force"], ["gill", "--force", "--output", "-"]] {
            let result = try DumpCommand.fixtures(arguments)
            #expect(result.status == 2)
            #expect(
                result.standardError
                    == "fontfamily-dump: option '--force' replaces a file: give it with '--output FILE' or "
                    + "'--specimen PATH'\nRun 'fontfamily-dump --help' for usage.\n")
        }
        let both = try DumpCommand.fixtures(["gill", "--output", "a.swift", "--specimen", "a.html"])
        #expect(
            both.standardError
                == "fontfamily-dump: options '--output' and '--specimen' cannot be combined\n"
                + "Run 'fontfamily-dump --help' for usage.\n")
    }
}
