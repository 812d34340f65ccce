import Foundation
import TestSupport
import Testing

/// `--fix` keeps a file's hard links (it writes the file in place), and says why it made no change where it made
/// none (a file that is not UTF-8 here; a name no longer where the lint found it in `LintFixSkipTests`).
@Suite struct DumpLintFixLinksTests {
    /// A file with a second hard link is fixed in place: both names show the fix, and they are still one file.
    @Test func aFixKeepsTheHardLinksOfAFile() throws {
        let directory = try FixtureCatalog.temporaryDirectory("fix-links")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("Theme.swift").path
        let other = directory.appendingPathComponent("Elsewhere.txt").path
        try Data("let title = UIFont(name: \"GillSans-bold\", size: 28)\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(link(path, other) == 0)
        let result = try DumpCommand.fixtures(["--lint", path, "--fix"])
        #expect(result.standardError.hasPrefix("\(path):1:26: fixed 'GillSans-bold' → 'GillSans-Bold'\n"))
        let fixed = Data("let title = UIFont(name: \"GillSans-Bold\", size: 28)\n".utf8)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == fixed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == fixed)
        var first = stat()
        var second = stat()
        #expect(stat(path, &first) == 0 && stat(other, &second) == 0)
        #expect(first.st_ino == second.st_ino && first.st_nlink == 2)
    }

    /// A style sheet that is not UTF-8 (a Latin-1 comment) is not fixed, and `--fix` says so.
    @Test func aFileThatIsNotUTF8IsNotFixedAndSaysWhy() throws {
        let directory = try FixtureCatalog.temporaryDirectory("fix-latin1")
        defer { FixtureCatalog.remove(directory) }
        let css = directory.appendingPathComponent("site.css").path
        let bytes = Data("/* caf".utf8) + Data([0xE9]) + Data(" */\nh1 { font-family: 'Gil Sans', serif; }\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: css))
        let result = try DumpCommand.fixtures(["--lint", css, "--fix"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: css)) == bytes)
        #expect(
            result.standardError.hasPrefix(
                "\(css):2:19: not fixed 'Gil Sans' → 'Gill Sans': the file is not valid UTF-8, so the places the "
                    + "lint read are not its bytes'\n"))
    }
}
