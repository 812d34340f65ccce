import FixtureFontWriter
import Foundation
import TestSupport
import Testing

/// `--specimen PATH` writes the HTML specimen page instead of Swift, or beside the report of `--check`.
@Suite struct DumpSpecimenTests {
    private let fonts = PackagePaths.fixtureFonts.path

    @Test func aSubstringWritesTheFamiliesPageToStandardOutput() throws {
        let result = try DumpCommand.fixtures(["gill", "--specimen", "-"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>\n"))
        #expect(result.standardOutput.contains("<title>Font specimen: Gill Sans</title>"))
        #expect(result.standardOutput.components(separatedBy: "<li class=\"face\"").count == 10)
        #expect(
            result.standardOutput.contains(
                "@font-face { font-family: specimen-face-9; src: url(\"file://\(fonts)/GillSans-UltraBold.ttf\"); }"))
        #expect(!result.standardOutput.contains("enum GillSans"))
    }

    @Test func aPathGetsTheSamePageAndNothingIsPrinted() throws {
        let directory = try FixtureCatalog.temporaryDirectory("specimen")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("gill.html").path
        let result = try DumpCommand.fixtures(["gill", "--specimen", path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: wrote '\(path)'\n")
        let printed = try DumpCommand.fixtures(["gill", "--specimen", "-"]).standardOutput
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed)
    }

    @Test func anUnwritablePathIsAnInputError() throws {
        let result = try DumpCommand.fixtures(["gill", "--specimen", "/nonexistent-directory/gill.html"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                fontfamily-dump: cannot write '/nonexistent-directory/gill.html': No such file or directory; give a \
                path in a writable directory

                """)
    }

    /// The path is named whole, however long.
    @Test func anUnwritableLongPathIsNamedWhole() throws {
        let path = "/nonexistent-directory/" + String(repeating: "nested/", count: 10) + "gill.html"
        let result = try DumpCommand.fixtures(["gill", "--specimen", path])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "fontfamily-dump: cannot write '\(path)': No such file or directory; give a path in a writable "
                + "directory\n")
    }

    @Test func nothingFoundWritesNoPage() throws {
        let directory = try FixtureCatalog.temporaryDirectory("specimen")
        defer { FixtureCatalog.remove(directory) }
        let path = directory.appendingPathComponent("none.html").path
        let result = try DumpCommand.fixtures(["no such family", "--specimen", path])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func checkWritesEachNamesResolutionBesideTheReport() throws {
        let result = try DumpCommand.fixtures(["--check", "GillSans", "GillSans-Heavy", "--specimen", "-"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasPrefix(
                "GillSans: \(PackagePaths.fixtures.path)/Fonts/GillSans.ttf\n<!DOCTYPE html>\n"))
        #expect(
            result.standardOutput.contains(
                "<tr class=\"resolution missing\" data-resolution=\"missing\"><td class=\"declared-name\">"
                    + "GillSans-Heavy</td>"))
        #expect(result.standardError.hasPrefix("fontfamily-dump: 'GillSans-Heavy' is not installed"))
    }

    @Test func hostileNamesReadByFontconfigAppearAsText() throws {
        let font = FixtureFont(
            family: "Evil \"Sans\" <script>alert(1)</script>", style: "Bold \u{202E}<img src=x onerror=alert(2)>",
            postScriptName: "EvilSans-Bold", weightClass: 700, codePoints: FixtureSet.latinCodePoints,
            fileName: "evil'<b>.ttf")
        let directory = try FixtureCatalog.directory(with: [font])
        defer { FixtureCatalog.remove(directory) }
        let result = try DumpCommand.run(["evil", "--only", "--fonts", directory.path, "--specimen", "-"])
        #expect(result.status == 0)
        let page = result.standardOutput
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!page.contains("<img") && !page.contains("<b>") && !page.contains("\u{202E}"))
        #expect(page.contains("<h2>Evil &quot;Sans&quot; &lt;script&gt;alert(1)&lt;/script&gt;</h2>"))
        #expect(page.contains("\\u{202E}&lt;img src=x onerror=alert(2)&gt;</dd>"))
        #expect(page.contains("/evil%27%3Cb%3E.ttf\")"))
    }

    @Test func aSpecimenIsNotAlsoJSONOrDescriptors() throws {
        for other in ["--json", "--family", "--access=public"] {
            let result = try DumpCommand.fixtures(["gill", "--specimen", "-", other])
            #expect(result.status == 2)
            let flag = other.split(separator: "=")[0]
            #expect(
                result.standardError == """
                    fontfamily-dump: options '--specimen' and '\(flag)' cannot be combined
                    Run 'fontfamily-dump --help' for usage.

                    """)
        }
        let sizes = try DumpCommand.run(["--sizes", "--specimen", "-"])
        #expect(sizes.status == 2)
    }
}
