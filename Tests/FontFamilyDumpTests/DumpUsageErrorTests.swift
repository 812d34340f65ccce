import Foundation
import TestSupport
import Testing

/// Every mistake on the command line: one message naming it, a pointer to --help, exit 2, nothing on stdout.
@Suite struct DumpUsageErrorTests {
    static let hint = "\nRun 'fontfamily-dump --help' for usage.\n"

    static let cases: [([String], String)] = [
        (["--frobnicate", "gill"], "unknown option '--frobnicate'"),
        (["gill", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
        (["gill", "-json"], "unknown option '-json'; did you mean '--json'?"),
        (["gill", "--Fonts=Fixtures"], "unknown option '--Fonts'; did you mean '--fonts'?"),
        (["gill", "--specimin", "-"], "unknown option '--specimin'; did you mean '--specimen'?"),
        (["--chek", "Gill"], "unknown option '--chek'; did you mean '--check'?"),
        (["gill", "--js"], "unknown option '--js'"),
        (["gill", "--fonts"], "option '--fonts' needs a font directory"),
        (["gill", "--fonts", "--only"], "option '--fonts' needs a font directory"),
        (["gill", "--fonts="], "option '--fonts' needs a font directory"),
        (["gill", "--json", "--json"], "option '--json' is given more than once"),
        (["--all=yes"], "option '--all' takes no value"),
        ([], "give a SUBSTRING or '--all'"),
        ([""], "the SUBSTRING is empty; give part of a family name, or '--all'"),
        (["  "], "the SUBSTRING is empty; give part of a family name, or '--all'"),
        (["gill", "sans"], "give one SUBSTRING; got 2: 'gill', 'sans'"),
        (["--all", "gill"], "option '--all' takes no SUBSTRING; got 'gill'"),
        (["--all", "--sizes"], "options '--all' and '--sizes' cannot be combined"),
        (["--check", "Gill", "--json"], "option '--json' only goes with a SUBSTRING, '--all' or '--sizes'"),
        (["--lint", "Sources", "--json"], "option '--json' does not go with '--lint'; give '--reporter json'"),
        (
            ["--lint", "Sources", "--reporter", "junit"],
            "unknown reporter 'junit'; expected one of: xcode, json, sarif, github-actions"
        ),
        (["gill", "--strict"], "option '--strict' only goes with '--lint'"),
        (["--check", "Gill", "--baseline", "b.json"], "option '--baseline' only goes with '--lint'"),
        (["--lint", "Sources", "--force"], "option '--force' replaces a file: give it with '--write-baseline FILE'"),
        (["--icons-from-font", "x", "--font", "y"], "option '--font' only goes with '--icons'"),
        (
            ["gill", "--only"],
            "option '--only' needs at least one '--fonts DIR', '--platform-fonts FILE' or '--platform NAME'"
        ),
        (["gill", "--platform-fonts"], "option '--platform-fonts' needs a platform font list"),
        (["gill", "--platform-fonts="], "option '--platform-fonts' needs a platform font list"),
        (
            ["--sizes", "--platform-fonts", "ios.json"],
            "option '--platform-fonts' only goes with a SUBSTRING, '--all', '--check', '--lint', '--icons' or "
                + "'--icons-from-font'"
        ),
        (
            ["gill", "--platform-font", "ios.json"],
            "unknown option '--platform-font'; did you mean '--platform-fonts'?"
        ),
        (
            ["--sizes", "--style", "bodyy"],
            "unknown text style 'bodyy'; expected one of: largeTitle, title1, title2, "
                + "title3, headline, body, callout, subheadline, footnote, caption1, caption2"
        ),
        (["gill", "--style", "body"], "option '--style' only goes with '--sizes'"),
        (["gill", "--json", "--family"], "options '--json' and '--family' cannot be combined"),
        (["--lint"], "option '--lint' needs the source files or directories to read"),
        (["--lint", "Sources", "--family"], "option '--family' only goes with a SUBSTRING or '--all'"),
        (["--lint", "Sources", "--exact"], "option '--exact' only goes with a SUBSTRING"),
        (["a\u{202E}b\nc", "d"], "give one SUBSTRING; got 2: 'a\\u{202E}b\\u{A}c', 'd'"),
    ]

    @Test(arguments: cases)
    func usageErrorExitsTwo(_ arguments: [String], _ message: String) throws {
        let result = try DumpCommand.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "fontfamily-dump: " + message + Self.hint)
    }

    /// An empty font directory is named: with nothing else to list, as the reason nothing is found, and never with
    /// a pointer to `--all`, which would print nothing either.
    @Test func anEmptyFontDirectoryIsNamed() throws {
        let directory = try FixtureCatalog.temporaryDirectory("empty")
        defer { FixtureCatalog.remove(directory) }
        let reason =
            "fontfamily-dump: no fonts found in '\(directory.path)'; give '--fonts' a font file or a directory that "
            + "holds fonts (.ttf, .otf, .ttc, .pfb …)\n"
        for arguments in [["gill"], ["--all"], ["gill", "--exact"]] {
            let result = try DumpCommand.run(arguments + ["--only", "--fonts", directory.path])
            #expect(result.status == 1)
            #expect(result.standardOutput == "")
            #expect(result.standardError == reason)
        }
        let beside = try DumpCommand.run(["gill", "--only", "--fonts", directory.path, "--fonts", "Fixtures/Fonts"])
        #expect(beside.status == 0)
        #expect(beside.standardOutput.contains("enum GillSans: String, FontName {"))
        #expect(
            beside.standardError
                == "fontfamily-dump: warning: '\(directory.path)' holds no font that fontconfig can read\n")
    }

    @Test func missingFontDirectoryIsAnInputError() throws {
        let result = try DumpCommand.run(["gill", "--only", "--fonts", "/no/such/dir"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: font path '/no/such/dir' does not exist; check the path or create it" + "\n")
    }

    @Test func invalidUTF8ArgumentIsAnError() throws {
        let result = try ProcessRunner.run(
            "/bin/sh", arguments: ["-c", "exec \"$0\" \"$(printf 'gill\\377')\"", DumpCommand.executable])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: argument 1 is not valid UTF-8; pass names as UTF-8 text" + Self.hint)
    }

    /// The same bytes on a line of `--check -` are the same usage error as an argument, naming the line; nothing is
    /// checked, not even the lines before it.
    @Test func invalidUTF8LineOfStandardInputIsAnError() throws {
        let result = try ProcessRunner.run(
            "/bin/sh",
            arguments: [
                "-c",
                "printf 'GillSans\\r\\nPapyrus\\n\\nbad\\377name\\n' | exec \"$0\" --check - --only --fonts \"$1\"",
                DumpCommand.executable, PackagePaths.fixtureFonts.path,
            ],
            environment: ["XDG_CACHE_HOME": FixtureCatalog.cacheDirectory], currentDirectory: PackagePaths.root)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: line 4 of standard input is not valid UTF-8; pass names as UTF-8 text" + Self.hint)
    }

    @Test func anEmptyNameToCheckIsAUsageError() throws {
        for arguments in [["--check", ""], ["--check", "GillSans", ""]] {
            let result = try DumpCommand.fixtures(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardOutput == "")
            #expect(
                result.standardError
                    == "fontfamily-dump: option '--check' got an empty NAME; give PostScript names, or '-' for standard "
                    + "input" + Self.hint)
        }
    }

    @Test func hundredKilobyteSubstringFindsNothingQuickly() throws {
        let result = try DumpCommand.fixtures([String(repeating: "x", count: 100_000)])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == "fontfamily-dump: no given font family name contains '"
                + String(repeating: "x", count: 64) + "…'; 6 families are listed; '--all' prints them\n")
    }
}

/// `FONTCONFIG_FILE` problems are errors that name the file, never a silent fall-back to the default catalog.
@Suite struct DumpConfigurationErrorTests {
    @Test func missingConfigurationFile() throws {
        let result = try DumpCommand.run(["gill"], environment: ["FONTCONFIG_FILE": "/no/such/fonts.conf"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: FONTCONFIG_FILE names '/no/such/fonts.conf', which does not exist; "
                + "fix the path or unset FONTCONFIG_FILE" + "\n")
    }

    @Test func relativeConfigurationFile() throws {
        let result = try DumpCommand.run(["gill"], environment: ["FONTCONFIG_FILE": "fonts.conf"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "fontfamily-dump: FONTCONFIG_FILE is the relative path 'fonts.conf', which fontconfig resolves "
                + "against its own configuration directory, not the current one; set FONTCONFIG_FILE to an absolute "
                + "path" + "\n")
    }

    @Test func malformedConfigurationFile() throws {
        let directory = try FixtureCatalog.temporaryDirectory("config")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("fonts.conf")
        try Data("<fontconfig><dir>".utf8).write(to: file)
        let result = try DumpCommand.run(["gill"], environment: ["FONTCONFIG_FILE": file.path])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "fontfamily-dump: FONTCONFIG_FILE names '\(file.path)', which is not a valid fontconfig "
                + "configuration (line 1: no element found); fix the file or unset FONTCONFIG_FILE"
                + "\n")
    }

    @Test func configurationFileWithTheFixtures() throws {
        let directory = try FixtureCatalog.temporaryDirectory("config")
        defer { FixtureCatalog.remove(directory) }
        let file = directory.appendingPathComponent("fonts.conf")
        try Data("<fontconfig><dir>\(PackagePaths.fixtureFonts.path)</dir></fontconfig>".utf8).write(to: file)
        let result = try DumpCommand.run(["gill"], environment: ["FONTCONFIG_FILE": file.path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("case semiBoldItalic = \"GillSans-SemiBoldItalic\""))
    }
}
