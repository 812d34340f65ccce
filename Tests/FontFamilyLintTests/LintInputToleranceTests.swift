import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// What the lint makes of a tree and of files that are not as it expects: a link to nothing or a file gone is passed
/// over with a note and the walk goes on; UTF-16 and UTF-32 files with a byte order mark are read; a file that is not
/// valid UTF-8 is a note at its first bad byte; an Objective-C literal is spliced at a backslash-newline, as C
/// splices it, and ends at a newline.
@Suite struct LintInputToleranceTests {
    private let linter: FontNameLinter

    init() throws {
        linter = FontNameLinter(catalog: try FixtureCatalog.standard())
    }

    /// Writes `files` (by relative path) into a fresh directory and lints it: the report, and the directory to
    /// remove.
    private func lint(_ files: [String: [UInt8]]) throws -> (report: LintReport, root: URL) {
        let root = try FixtureCatalog.temporaryDirectory("lint-tolerance")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return (try linter.lint(paths: [root.path]), root)
    }

    private static func lines(_ report: LintReport, root: URL) -> [String] {
        report.findings.map { $0.description.replacing(root.path + "/", with: "") }
    }

    /// The note at the first byte of a file that is not UTF-8, `byte` (as `0xE9`) at `place` (`path:line:column`)
    /// on line `line`.
    private static func invalidUTF8Note(at place: String, byte: String, line: Int) -> String {
        place + ": note: The file is not valid UTF-8: its first bad byte (\(byte)) is on line \(line), and every bad "
            + "byte is read as U+FFFD, so a name with one in it is not the name written. Save the file as UTF-8 (or as "
            + "UTF-16 or UTF-32 with a byte order mark). (invalid-encoding)"
    }

    /// A `*.swift` link to nothing deep in a tree once ended the whole run; it is passed over with a note, and the
    /// files after it are linted.
    @Test func aLinkToNothingIsPassedOverAndTheWalkGoesOn() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-dangling")
        defer { FixtureCatalog.remove(root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("A/Deep"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("A/Deep/Broken.swift").path, withDestinationPath: "Nowhere.swift")
        try "let f = UIFont(name: \"GillSans-Bld\", size: 12)\n".write(
            to: root.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let report = try linter.lint(paths: [root.path])
        #expect(
            Self.lines(report, root: root) == [
                "B.swift:1:22: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)"
            ])
        #expect(
            report.passedOverNote?.replacing(root.path + "/", with: "")
                == "passed over 1 entry that is not a regular file: 'A/Deep/Broken.swift' (a symbolic link to nothing)")
        #expect(report.fileCount == 1)
    }

    /// A file the walk found and that is gone when it is read is passed over (it was "cannot be read; check its
    /// permissions"); one that is there is read.
    @Test func aFileThatVanishedIsNoFileToRead() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-vanished")
        defer { FixtureCatalog.remove(root) }
        let gone = SourceTree.File(path: root.path + "/Gone.swift", language: .swift, isExplicit: false)
        #expect(try FontNameLinter.read(gone) == nil)
        try "let a = 1\n".write(to: root.appendingPathComponent("Here.swift"), atomically: true, encoding: .utf8)
        let here = SourceTree.File(path: root.path + "/Here.swift", language: .swift, isExplicit: false)
        #expect(try FontNameLinter.read(here)?.text == "let a = 1\n")
    }

    /// The same Swift line saved as UTF-16 and UTF-32, each byte order, with a byte order mark: each is read, and
    /// its finding sits where it does in UTF-8 (once a UTF-16 file gave nothing, without a word).
    @Test func utf16AndUTF32FilesWithAByteOrderMarkAreRead() throws {
        let text = "// Ünïcode\nlet f = UIFont(name: \"GillSans-Bld\", size: 12)\n"
        let utf16 = Array(text.utf16)
        let utf32 = text.unicodeScalars.map(\.value)
        func little16(_ unit: UInt16) -> [UInt8] { [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        func big16(_ unit: UInt16) -> [UInt8] { [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        func little32(_ unit: UInt32) -> [UInt8] { (0..<4).map { UInt8((unit >> (8 * $0)) & 0xFF) } }
        func big32(_ unit: UInt32) -> [UInt8] { little32(unit).reversed() }
        let (report, root) = try lint([
            "LE16.swift": [0xFF, 0xFE] + utf16.flatMap(little16),
            "BE16.swift": [0xFE, 0xFF] + utf16.flatMap(big16),
            "LE32.swift": [0xFF, 0xFE, 0x00, 0x00] + utf32.flatMap(little32),
            "BE32.swift": [0x00, 0x00, 0xFE, 0xFF] + utf32.flatMap(big32),
        ])
        defer { FixtureCatalog.remove(root) }
        let finding =
            ":2:22: error: " + ExpectedMessages.gillSansTypo + " Nearest typed value: GillSans.bold. (unknown-name)"
        #expect(
            Self.lines(report, root: root) == [
                "BE16.swift" + finding, "BE32.swift" + finding, "LE16.swift" + finding, "LE32.swift" + finding,
            ])
    }

    /// A Latin-1 style sheet: once names with U+FFFD in them and no word on the encoding; now also a note at the
    /// first bad byte, naming its line.
    @Test func invalidUTF8IsANoteAtTheFirstBadByte() throws {
        let sheet = Array("body { color: red; }\nh1 { font-family: \"Caf".utf8) + [0xE9] + Array(" Sans\"; }\n".utf8)
        let (report, root) = try lint(["latin1.css": sheet])
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(report, root: root) == [
                "latin1.css:2:19: error: 'Caf\u{FFFD} Sans' is not an installed family: no family has this name and "
                    + "none comes close. Install the font or check the name. Nothing in the list resolves on this "
                    + "machine and it ends in no generic family: the browser draws its default font. (unknown-family)",
                Self.invalidUTF8Note(at: "latin1.css:2:23", byte: "0xE9", line: 2),
            ])
    }

    /// A bad sequence whose U+FFFD takes as many bytes (`F0 9F 98`, a four-byte sequence cut short) is still a note:
    /// the text read straight into a string's storage is repaired without changing its length, and the `0xEF` the
    /// repair wrote sends it the other way.
    @Test func aBadSequenceRepairedToTheSameLengthIsStillANote() throws {
        let source = Array("let f = UIFont(name: \"Gill".utf8) + [0xF0, 0x9F, 0x98] + Array("Sans\", size: 12)\n".utf8)
        let (report, root) = try lint(["Cut.swift": source])
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(report, root: root) == [
                "Cut.swift:1:22: error: 'Gill\u{FFFD}Sans' is not installed: no face has this PostScript name. "
                    + "Nearest installed names: GillSans, GillSans-Bold, GillSans-Light; use one of those or install "
                    + "the font. Asked for this PostScript name, fontconfig would silently use Gill Sans (GillSans). "
                    + "Nearest typed value: GillSans.regular. (unknown-name)",
                Self.invalidUTF8Note(at: "Cut.swift:1:27", byte: "0xF0", line: 1),
            ])
    }

    /// Valid UTF-8 with a byte `0xEF` (a fullwidth letter) is read the other way, with the same finding, and no note.
    @Test func validUTF8WithAByteEFIsReadWhole() throws {
        let (report, root) = try lint([
            "Wide.swift": Array("let f = UIFont(name: \"GillSans-Bld\", size: 12) // Ｆ\n".utf8)
        ])
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(report, root: root) == [
                "Wide.swift:1:22: error: " + ExpectedMessages.gillSansTypo
                    + " Nearest typed value: GillSans.bold. (unknown-name)"
            ])
    }

    /// A file is read straight into a string when it is a non-empty regular file of valid UTF-8 without `0xEF`, and
    /// left to the other way otherwise.
    @Test func onlyValidUTF8WithoutEFIsReadStraightIntoAString() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-read")
        defer { FixtureCatalog.remove(root) }
        func written(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = root.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let plain = try written("Plain.swift", Array("let a = \"é\"\n".utf8))
        #expect(SourceText.validUTF8(atPath: plain)?.text == "let a = \"é\"\n")
        #expect(SourceText.validUTF8(atPath: try written("Wide.swift", Array("// Ｆ\n".utf8))) == nil)
        #expect(SourceText.validUTF8(atPath: try written("Cut.swift", [0x61, 0xF0, 0x9F, 0x98, 0x62])) == nil)
        #expect(SourceText.validUTF8(atPath: try written("Latin1.swift", [0x61, 0xE9, 0x62])) == nil)
        #expect(SourceText.validUTF8(atPath: try written("Empty.swift", [])) == nil)
        #expect(SourceText.validUTF8(atPath: root.appendingPathComponent("Gone.swift").path) == nil)
        #expect(SourceText.validUTF8(atPath: root.path) == nil)
    }

    /// An Objective-C literal continued with backslash-newline is one line to C: `GillSans-Bl\` then `d"` is
    /// `GillSans-Bld` (it kept the newline: `'GillSans-Bl\u{A}d'`), after a line feed or a carriage return and line
    /// feed.
    @Test func anObjectiveCBackslashNewlineIsSplicedAsCSplicesIt() throws {
        let (report, root) = try lint([
            "LF.m": Array("UIFont *f = [UIFont fontWithName:@\"GillSans-Bl\\\nd\" size:12];\n".utf8),
            "CRLF.m": Array("UIFont *f = [UIFont fontWithName:@\"GillSans-Bl\\\r\nd\" size:12];\r\n".utf8),
        ])
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(report, root: root) == [
                "CRLF.m:1:34: error: " + ExpectedMessages.gillSansTypo + " (unknown-name)",
                "LF.m:1:34: error: " + ExpectedMessages.gillSansTypo + " (unknown-name)",
            ])
    }

    /// An Objective-C literal left open ends at its line's end: the call on the next line is read. A literal that
    /// ran on would swallow the call, and this test would see no finding.
    @Test func anObjectiveCStringEndsAtANewline() throws {
        let source = "NSString *s = @\"left open;\nUIFont *f = [UIFont fontWithName:@\"GillSans-Bld\" size:12];\n"
        let (report, root) = try lint(["Open.m": Array(source.utf8)])
        defer { FixtureCatalog.remove(root) }
        #expect(
            Self.lines(report, root: root) == [
                "Open.m:2:34: error: " + ExpectedMessages.gillSansTypo + " (unknown-name)"
            ])
    }
}
