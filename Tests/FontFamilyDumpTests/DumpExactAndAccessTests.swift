import FixtureFontWriter
import Foundation
import TestSupport
import Testing

/// `--exact` matches whole family names; `--access` makes the generated code usable from other modules.
@Suite struct DumpExactAndAccessTests {
    /// Three families whose names all contain "noto sans".
    static let notoFonts = ["Noto Sans", "Noto Sans Arabic", "Noto Sans Mono"].map { family in
        FixtureFont(
            family: family, style: "Regular",
            postScriptName: family.replacingOccurrences(of: " ", with: "") + "-Regular",
            codePoints: [0x41], fileName: family.replacingOccurrences(of: " ", with: "") + "-Regular.ttf")
    }

    static func enumNames(_ source: String) -> [String] {
        source.split(separator: "\n").filter { $0.contains("enum ") }.map(String.init)
    }

    @Test func exactPrintsOnlyTheFamilyOfThatName() throws {
        let directory = try FixtureCatalog.directory(with: Self.notoFonts)
        defer { FixtureCatalog.remove(directory) }
        let substring = try DumpCommand.run(["noto sans", "--only", "--fonts", directory.path])
        #expect(
            Self.enumNames(substring.standardOutput) == [
                "enum NotoSans: String, FontName {", "enum NotoSansArabic: String, FontName {",
                "enum NotoSansMono: String, FontName {",
            ])
        let exact = try DumpCommand.run(["NOTO  sans", "--exact", "--only", "--fonts", directory.path])
        #expect(exact.status == 0)
        #expect(exact.standardError == "")
        #expect(Self.enumNames(exact.standardOutput) == ["enum NotoSans: String, FontName {"])
        let none = try DumpCommand.run(["noto", "--exact", "--only", "--fonts", directory.path])
        #expect(none.status == 1)
        #expect(none.standardOutput == "")
        #expect(
            none.standardError
                == "fontfamily-dump: no given font family name is 'noto'; closest: Noto Sans, Noto Sans Mono, "
                + "Noto Sans Arabic\n")
    }

    static let client = """
        import FontFamilyKit
        import Fonts

        let title: GillSans = .semiBold
        let descriptor: FontFamily = .gillSans
        let glyph: Unicode.Scalar = Iconfont.arrowLeft.unicode
        print(title.rawValue, descriptor.baseName, Iconfont.fontPostScriptName, glyph, GillSans.allCases.count)
        """

    /// The enum, the descriptor and the icon enum, each generated with `access`.
    static func library(access: String) throws -> [String: String] {
        let names = try DumpCommand.fixtures(["gill", "--access", access])
        let descriptors = try DumpCommand.fixtures(["gill", "--family", "--access", access])
        let icons = try DumpCommand.fixtures(["--icons", "Fixtures/iconfont.json", "--access", access])
        for result in [names, descriptors, icons] {
            #expect(result.status == 0)
            #expect(result.standardError == "")
        }
        return [
            "GillSans.swift": names.standardOutput, "Descriptors.swift": descriptors.standardOutput,
            "Icons.swift": icons.standardOutput,
        ]
    }

    @Test(arguments: ["public", "package"])
    func generatedCodeIsUsableFromAnotherModule(_ access: String) throws {
        try SwiftTypechecker.typecheck(library: try Self.library(access: access), client: ["main.swift": Self.client])
    }

    @Test func internalCodeIsNotVisibleFromAnotherModule() throws {
        let failure = try #require(throws: SwiftTypechecker.Failure.self) {
            try SwiftTypechecker.typecheck(
                library: try Self.library(access: "internal"), client: ["main.swift": Self.client])
        }
        #expect(failure.diagnostics.contains("cannot find type 'GillSans' in scope"))
    }

    @Test func publicMembersAreMarked() throws {
        let icons = try DumpCommand.fixtures(["--icons", "Fixtures/iconfont.json", "--access", "public"])
        #expect(icons.standardOutput.contains("public enum Iconfont: String, IconGlyphs {\n"))
        #expect(icons.standardOutput.contains("    public static let fontPostScriptName = \"iconfont\"\n"))
        #expect(icons.standardOutput.contains("    public var unicode: Unicode.Scalar {\n"))
        let descriptors = try DumpCommand.fixtures(["gill", "--family", "--access", "public"])
        #expect(descriptors.standardOutput.contains("    public static let gillSans = FontFamily(\n"))
    }

    static let mistakes: [([String], String)] = [
        (
            ["gill", "--access", "private"],
            "unknown access level 'private'; expected one of: internal, package, public"
        ),
        (["gill", "--access"], "option '--access' needs an access level (internal, package or public)"),
        (["gill", "--json", "--access", "public"], "options '--json' and '--access' cannot be combined"),
        (["--check", "GillSans", "--exact"], "option '--exact' only goes with a SUBSTRING"),
        (
            ["--sizes", "--access", "public"],
            "option '--access' only goes with a SUBSTRING, '--all', '--icons' or '--icons-from-font'"
        ),
    ]

    @Test(arguments: mistakes)
    func mistakesAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let result = try DumpCommand.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: " + message + DumpUsageErrorTests.hint)
    }
}
