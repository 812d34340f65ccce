import FixtureFontWriter
import Foundation
import TestSupport
import Testing

/// What fontconfig's own tools read back from the fixture fonts. The tools are required: without them every test
/// here fails with a message saying to install the `fontconfig` package.
@Suite struct FixtureFontconfigTests {
    private static let format =
        "%{family}|%{familylang}|%{style}|%{postscriptname}|%{weight}|%{slant}|%{width}|%{fontformat}\\n"

    private func scan(_ paths: [String], format: String = Self.format) throws -> ProcessRunner.Result {
        try FontconfigTools.scan(paths, format: format)
    }

    @Test func fontconfigToolsAreInstalled() throws {
        #expect(try FontconfigTools.path("fc-scan") == "/usr/bin/fc-scan")
        #expect(try FontconfigTools.path("fc-query") == "/usr/bin/fc-query")
        #expect(try FontconfigTools.path("fc-list") == "/usr/bin/fc-list")
    }

    @Test func aMissingToolFailsWithInstallAdvice() {
        #expect(throws: FontconfigTools.Missing(path: "/usr/bin/fc-no-such-tool")) {
            try FontconfigTools.path("fc-no-such-tool")
        }
        #expect(
            FontconfigTools.Missing(path: "/usr/bin/fc-scan").description
                == "/usr/bin/fc-scan is not installed; install the fontconfig package (apt-get install fontconfig),"
                + " which ships it.")
    }

    @Test func fontconfigReadsBackEveryField() throws {
        let paths = FixtureSet.standard.map { PackagePaths.fixtureFonts.appendingPathComponent($0.fileName).path }
        let result = try scan(paths)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.split(separator: "\n") == [
                "Gill Sans|en|Regular|GillSans|80|0|100|TrueType",
                "Gill Sans|en|Italic|GillSans-Italic|80|100|100|TrueType",
                "Gill Sans,Gill Sans Light|en,en|Light,Regular|GillSans-Light|50|0|100|TrueType",
                "Gill Sans,Gill Sans Light|en,en|Light Italic,Italic|GillSans-LightItalic|50|100|100|TrueType",
                "Gill Sans,Gill Sans SemiBold|en,en|SemiBold,Regular|GillSans-SemiBold|180|0|100|TrueType",
                "Gill Sans,Gill Sans SemiBold|en,en|SemiBold Italic,Italic|GillSans-SemiBoldItalic|180|100|100|TrueType",
                "Gill Sans|en|Bold|GillSans-Bold|200|0|100|TrueType",
                "Gill Sans|en|Bold Italic|GillSans-BoldItalic|200|100|100|TrueType",
                "Gill Sans,Gill Sans UltraBold|en,en|UltraBold,Regular|GillSans-UltraBold|205|0|100|TrueType",
                "Source Sans Pro,Source Sans Pro ExtraLight|en,en|ExtraLight,Regular|SourceSansPro-ExtraLight|40|0|100|TrueType",
                "Source Sans Pro,Source Sans Pro ExtraLight|en,en|ExtraLight Italic,Italic|SourceSansPro-ExtraLightIt|40|100|100|TrueType",
                "Source Sans Pro,Source Sans Pro Light|en,en|Light,Regular|SourceSansPro-Light|50|0|100|TrueType",
                "Source Sans Pro,Source Sans Pro Light|en,en|Light Italic,Italic|SourceSansPro-LightIt|50|100|100|TrueType",
                "Source Sans Pro|en|Regular|SourceSansPro-Regular|80|0|100|TrueType",
                "Source Sans Pro|en|Italic|SourceSansPro-It|80|100|100|TrueType",
                "Source Sans Pro,Source Sans Pro Semibold|en,en|Semibold,Regular|SourceSansPro-Semibold|180|0|100|TrueType",
                "Source Sans Pro,Source Sans Pro Semibold|en,en|Semibold Italic,Italic|SourceSansPro-SemiboldIt|180|100|100|TrueType",
                "Source Sans Pro|en|Bold|SourceSansPro-Bold|200|0|100|TrueType",
                "Source Sans Pro|en|Bold Italic|SourceSansPro-BoldIt|200|100|100|TrueType",
                "Source Sans Pro,Source Sans Pro Black|en,en|Black,Regular|SourceSansPro-Black|210|0|100|TrueType",
                "Source Sans Pro,Source Sans Pro Black|en,en|Black Italic,Italic|SourceSansPro-BlackIt|210|100|100|TrueType",
                "Zen Old Mincho,ZEN オールド明朝|en,ja|Regular|ZenOldMincho-Regular|80|0|100|TrueType",
                "Zen Old Mincho,ZEN オールド明朝|en,ja|Bold|ZenOldMincho-Bold|200|0|100|TrueType",
                "Papyrus|en|Regular|Papyrus|80|0|100|TrueType",
                "Papyrus,Papyrus Condensed|en,en|Condensed,Regular|Papyrus-Condensed|80|0|75|TrueType",
                "Damascus|en|Regular|Damascus|80|0|100|TrueType",
                "Damascus|en|Bold|DamascusBold|200|0|100|TrueType",
                "iconfont|en|Regular|iconfont|80|0|100|TrueType",
            ])
    }

    @Test func fontconfigSeesTheCharsets() throws {
        let paths = ["GillSans.ttf", "ZenOldMincho-Regular.ttf", "Damascus.ttf", "iconfont.ttf"].map {
            PackagePaths.fixtureFonts.appendingPathComponent($0).path
        }
        let result = try scan(paths, format: "%{charset}\\n")
        #expect(
            result.standardOutput.split(separator: "\n") == [
                "20-7e c0 c7 c9 d6 dc e0 e7-e9 f1 f6 fc",
                "20-7e c0 c7 c9 d6 dc e0 e7-e9 f1 f6 fc 3001-3002 3041-3093 30a1-30f6 4f53 5b57 65e5 660e 671d 672c 6f22 8a9e",
                "30-39 621-64a",
                "e600-e60b",
            ])
    }

    @Test func fontconfigReadsTheVariableFixtureAsDefaultInstancesAndAVariablePattern() throws {
        let path = PackagePaths.fixtures.appendingPathComponent("Variable/VarySans[wght].ttf").path
        let result = try scan([path], format: "%{family}|%{style}|%{weight}|%{index}|%{variable}\\n")
        #expect(result.status == 0)
        // The Regular instance sits at the default coordinates, so fontconfig lists only the default face for it.
        #expect(
            result.standardOutput.split(separator: "\n") == [
                "Vary Sans|Regular|80|0|False",
                "Vary Sans|Thin|0|65536|False",
                "Vary Sans|Light|50|131072|False",
                "Vary Sans|Bold|200|262144|False",
                "Vary Sans|Black|210|327680|False",
                "Vary Sans||[0 210]|0|True",
            ])
    }

    @Test func fontconfigRejectsTheBrokenFiles() throws {
        for name in ["notes.ttf", "truncated.ttf"] {
            let path = PackagePaths.fixtures.appendingPathComponent("Broken/\(name)").path
            let result = try ProcessRunner.run(FontconfigTools.path("fc-query"), arguments: [path])
            #expect(result.status == 1, "\(name)")
            #expect(result.standardOutput.isEmpty, "\(name)")
        }
    }

    @Test func fontconfigReadsSyntheticAndHostileFaces() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("synthetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var hostile = FixtureFont(family: "X", style: "Regular", postScriptName: "Hostile", codePoints: [0x41])
        hostile.familyName = "Quote \" back\\slash \u{202E}rtl 👩‍👩‍👧"
        let faces = Array(FixtureSet.synthetic(faceCount: 20)[8...10]) + [hostile]
        try FixtureFontWriter.write(faces, to: directory)
        let result = try scan(faces.map { directory.appendingPathComponent($0.fileName).path })
        #expect(
            result.standardOutput.split(separator: "\n") == [
                "Synthetic 00000,Synthetic 00000 Condensed|en,en|Condensed,Regular|Synthetic00000-Condensed|80|0|75|TrueType",
                "Synthetic 00000,Synthetic 00000 Expanded|en,en|Expanded,Regular|Synthetic00000-Expanded|80|0|125|TrueType",
                "Synthetic 00001,Synthetic 00001 Thin|en,en|Thin,Regular|Synthetic00001-Thin|0|0|100|TrueType",
                "Quote \" back\\slash \u{202E}rtl 👩‍👩‍👧|en|Regular|Hostile|80|0|100|TrueType",
            ])
    }

    @Test func generatorCommandFailsClearlyOnAnUnwritableDirectory() throws {
        let tool = PackagePaths.products.appendingPathComponent("fontfamily-fixtures").path
        let blocked = "/dev/null/fixtures"
        let result = try ProcessRunner.run(tool, arguments: [blocked])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "fontfamily-fixtures: Cannot write fixtures to /dev/null/fixtures/Fonts; choose an output directory"
                + " you can create and write to.\n")
        let usage = try ProcessRunner.run(tool, arguments: ["a", "b"])
        #expect(usage.status == 2)
        #expect(
            usage.standardError
                == "fontfamily-fixtures: give at most one OUTPUT_DIRECTORY; got 2: 'a', 'b'\n"
                + "Run 'fontfamily-fixtures --help' for usage.\n")
    }
}
