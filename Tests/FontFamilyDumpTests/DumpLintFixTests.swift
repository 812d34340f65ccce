import Foundation
import TestSupport
import Testing

/// `fontfamily-dump --lint PATH --fix`: every name with exactly one safe replacement is rewritten in place through the
/// safe writer, each change printed; no other byte moves, and the lint that follows is clean of those findings.
@Suite struct DumpLintFixTests {
    /// A temporary directory holding `name` with `text`; removed by the caller.
    private static func directory(with name: String, _ text: String) throws -> (URL, String) {
        let directory = try FixtureCatalog.temporaryDirectory("fix")
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    private static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func wrongCaseSpacingAndAUniqueTypoAreFixedAndNothingElseMoves() throws {
        let swift = """
            import UIKit\r
            // "GillSans-bold" in a comment stays as it is.
            let title = UIFont(name: "GillSans-bold", size: 28)  // keep\tthis
            let body = UIFont(name: "GillSans-Bld",size:17)
            let fine = UIFont(name: "GillSans-Light", size: 12)

            """
        let (directory, path) = try Self.directory(with: "Theme.swift", swift)
        defer { FixtureCatalog.remove(directory) }
        let css = directory.appendingPathComponent("site.css").path
        try Data("h1 { font-family: 'Gil Sans', serif; }\np {font-family:SourceSansPro;}\n".utf8)
            .write(to: URL(fileURLWithPath: css))
        let result = try DumpCommand.fixtures(["--lint", directory.path, "--fix"])
        #expect(
            try Self.bytes(path)
                == Data(
                    """
                    import UIKit\r
                    // "GillSans-bold" in a comment stays as it is.
                    let title = UIFont(name: "GillSans-Bold", size: 28)  // keep\tthis
                    let body = UIFont(name: "GillSans-Bold",size:17)
                    let fine = UIFont(name: "GillSans-Light", size: 12)

                    """.utf8))
        #expect(
            try Self.bytes(css)
                == Data("h1 { font-family: 'Gill Sans', serif; }\np {font-family:Source Sans Pro;}\n".utf8))
        #expect(
            result.standardError == """
                \(path):3:26: fixed 'GillSans-bold' → 'GillSans-Bold'
                \(path):4:25: fixed 'GillSans-Bld' → 'GillSans-Bold'
                \(css):1:19: fixed 'Gil Sans' → 'Gill Sans'
                \(css):2:16: fixed 'SourceSansPro' → 'Source Sans Pro'
                fontfamily-dump: every name resolves in 2 files (5 names)

                """)
        #expect(result.standardOutput == "")
        #expect(result.status == 0)
    }

    @Test func twoFixesOnOneLine() throws {
        let line = #"let pair = [UIFont(name: "GillSans-bold", size: 1), UIFont(name: "Papyrus-Condensd", size: 2)]"#
        let (directory, path) = try Self.directory(with: "Pair.swift", line + "\n")
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.fixtures(["--lint", path, "--fix"])
        let fixed = #"let pair = [UIFont(name: "GillSans-Bold", size: 1), UIFont(name: "Papyrus-Condensed", size: 2)]"#
        #expect(try Self.bytes(path) == Data((fixed + "\n").utf8))
        #expect(
            result.standardError == """
                \(path):1:26: fixed 'GillSans-bold' → 'GillSans-Bold'
                \(path):1:66: fixed 'Papyrus-Condensd' → 'Papyrus-Condensed'
                fontfamily-dump: every name resolves in 1 file (2 names)

                """)
        #expect(result.status == 0)
    }

    /// `SourceSansPro-BlackI` is one edit from both `SourceSansPro-Black` and `SourceSansPro-BlackIt`; `GilSans-Bld`
    /// is two from `GillSans-Bold`; a name spelled with an escape is not the bytes the finding names. All stay.
    @Test func anAmbiguousOrFarTypoAndAnEscapedNameAreLeftAlone() throws {
        let swift = """
            let a = UIFont(name: "SourceSansPro-BlackI", size: 1)
            let b = UIFont(name: "GilSans-Bld", size: 1)
            let c = UIFont(name: "GillSans-\\u{62}old", size: 1)

            """
        let (directory, path) = try Self.directory(with: "Typos.swift", swift)
        defer { FixtureCatalog.remove(directory) }
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let result = try DumpCommand.fixtures(["--lint", path, "--fix"])
        #expect(try Self.bytes(path) == Data(swift.utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
        #expect(!result.standardError.contains(": fixed"))
        #expect(
            result.standardError.hasPrefix(
                "\(path):3:22: not fixed 'GillSans-bold' → 'GillSans-Bold': the source spells the name otherwise "
                    + "than its bytes (an escape), which is left for a person to fix\n"))
        #expect(result.standardOutput.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 3)
        #expect(result.status == 1)
    }

    @Test func aFixedFileKeepsItsPermissionsAndALinkStaysALink() throws {
        let (directory, path) = try Self.directory(
            with: "Real.swift", "let f = UIFont(name: \"GillSans-bold\", size: 1)\n")
        defer { FixtureCatalog.remove(directory) }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let link = directory.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Real.swift")
        let result = try DumpCommand.fixtures(["--lint", link, "--fix"])
        #expect(result.status == 0)
        #expect(try Self.bytes(path) == Data("let f = UIFont(name: \"GillSans-Bold\", size: 1)\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Real.swift")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "Link.swift", "Real.swift",
            ])
    }

    @Test func aSecondFixChangesNothing() throws {
        let (directory, path) = try Self.directory(
            with: "Again.swift",
            "let f = UIFont(name: \"GillSans-bold\", size: 1)\nlet g = UIFont(name: \"Nope-Font\", size: 1)\n")
        defer { FixtureCatalog.remove(directory) }
        let first = try DumpCommand.fixtures(["--lint", path, "--fix"])
        #expect(first.standardError.contains("fixed 'GillSans-bold' → 'GillSans-Bold'"))
        let fixed = try Self.bytes(path)
        let date = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let second = try DumpCommand.fixtures(["--lint", path, "--fix"])
        #expect(!second.standardError.contains("fixed"))
        #expect(second.standardOutput == first.standardOutput)
        #expect(second.status == 1)
        #expect(try Self.bytes(path) == fixed)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == date)
    }
}
