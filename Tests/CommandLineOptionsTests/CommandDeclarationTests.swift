import CommandLineOptions
import Testing

/// The parser and the help made from one declaration: a small command with a default mode and two selected modes.
@Suite struct CommandDeclarationTests {
    static let command = CommandDeclaration(
        name: "tool",
        abstract:
            "Does things with NAMEs, a long sentence that the help wraps at one hundred columns so that it fits on a terminal.",
        version: "tool 1.0",
        options: [
            .flag("--all", help: "Every NAME."),
            .option("--dir", value: "DIR", meaning: "a directory", repeatable: true, help: "Add a directory."),
            .flag("--json", help: "JSON output."),
            .flag("--swift", help: "Swift output."),
            .flag("--list", help: "List the NAMEs given."),
            .option(
                "--a-rather-long-option", value: "VALUE", meaning: "a value",
                help: "An option whose signature does not fit the left column."),
        ],
        modes: [
            .default(
                PositionalDeclaration("NAME", count: .one, missing: "give a NAME or '--all'"),
                options: ["--dir", "--json", "--swift"], exclusive: [["--json", "--swift"]]),
            .selected(by: "--all", options: ["--dir", "--json", "--swift"], exclusive: [["--json", "--swift"]]),
            .selected(
                by: "--list", positionals: PositionalDeclaration("NAME", count: .oneOrMore, missing: "give NAMEs"),
                options: ["--a-rather-long-option"]),
        ],
        epilogue: "EXIT STATUS: 0 or 2."
    )

    @Test func parsesTheDefaultMode() throws {
        let parsed = try Self.command.parse(["--dir", "a", "gill", "--dir=b", "--json"])
        #expect(parsed.request == .mode(selector: nil))
        #expect(parsed.positionals == ["gill"])
        #expect(parsed.values("--dir") == ["a", "b"])
        #expect(parsed.contains("--json"))
        #expect(!parsed.contains("--swift"))
        #expect(parsed.value("--a-rather-long-option") == nil)
    }

    @Test func parsesASelectedModeAndDoubleDash() throws {
        let parsed = try Self.command.parse(["--list", "--", "--x", "-"])
        #expect(parsed.request == .mode(selector: "--list"))
        #expect(parsed.positionals == ["--x", "-"])
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try Self.command.parse(["--all", "-h"]).request == .help)
        #expect(try Self.command.parse(["--version", "x", "y"]).request == .version)
    }

    static let mistakes: [([String], String)] = [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["gill", "--dir"], "option '--dir' needs a directory"),
        (["gill", "--dir", "--json"], "option '--dir' needs a directory"),
        (["gill", "--dir="], "option '--dir' needs a directory"),
        (["gill", "--dir", ""], "option '--dir' needs a directory"),
        (["gill", "--json", "--json"], "option '--json' is given more than once"),
        (["--all=yes"], "option '--all' takes no value"),
        ([], "give a NAME or '--all'"),
        (["a", "b"], "give one NAME; got 2: 'a', 'b'"),
        (["a", "b", "c", "d"], "give one NAME; got 4: 'a', 'b', 'c', …"),
        (["--list"], "give NAMEs"),
        (["--all", "x"], "option '--all' takes no NAME; got 'x'"),
        (["--list", "x", "--all"], "options '--list' and '--all' cannot be combined"),
        (["gill", "--a-rather-long-option", "v"], "option '--a-rather-long-option' only goes with '--list'"),
        (["--list", "x", "--dir", "d"], "option '--dir' only goes with a NAME or '--all'"),
        (["gill", "--swift", "--json"], "options '--swift' and '--json' cannot be combined"),
        (["a\u{202E}b", "c"], "give one NAME; got 2: 'a\\u{202E}b', 'c'"),
        (["gill", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
        (["gill", "-dir", "a"], "unknown option '-dir'; did you mean '--dir'?"),
        (["gill", "--SWIFT"], "unknown option '--SWIFT'; did you mean '--swift'?"),
        (["--lst", "a"], "unknown option '--lst'; did you mean '--list'?"),
        (["--hlp"], "unknown option '--hlp'; did you mean '--help'?"),
        (["gill", "--josn"], "unknown option '--josn'; did you mean '--json'?"),
        (["--js"], "unknown option '--js'"),
        (["--xyz"], "unknown option '--xyz'"),
    ]

    @Test(arguments: mistakes)
    func eachMistakeIsOneSentence(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try Self.command.parse(arguments) }
    }

    /// An option in exclusive groups is shown once, in the first group that holds it, even when it heads none.
    @Test func everyOptionOfOverlappingGroupsIsInTheUsageLine() {
        let command = CommandDeclaration(
            name: "tool", abstract: "Writes things.",
            options: [
                .flag("--json", help: "JSON."), .flag("--swift", help: "Swift."),
                .option("--access", value: "LEVEL", meaning: "a level", help: "Access."),
                .option("--output", value: "FILE", meaning: "a file", help: "Output."),
            ],
            modes: [
                .default(
                    nil, options: ["--json", "--swift", "--access", "--output"],
                    exclusive: [["--json", "--swift"], ["--json", "--access"], ["--swift", "--output"]])
            ])
        #expect(command.help.hasPrefix("USAGE: tool [--json | --swift] [--access LEVEL] [--output FILE]\n"))
    }

    @Test func helpIsMadeFromTheDeclarations() {
        #expect(
            Self.command.help == """
                USAGE: tool NAME [--dir DIR]... [--json | --swift]
                       tool --all [--dir DIR]... [--json | --swift]
                       tool --list NAME... [--a-rather-long-option VALUE]

                Does things with NAMEs, a long sentence that the help wraps at one hundred columns so that it fits
                on a terminal.

                OPTIONS:
                  --all               Every NAME.
                  --dir DIR           Add a directory.
                  --json              JSON output.
                  --swift             Swift output.
                  --list              List the NAMEs given.
                  --a-rather-long-option VALUE
                                      An option whose signature does not fit the left column.
                  -h, --help          Show this help.
                  --version           Show the version.

                EXIT STATUS: 0 or 2.

                """)
    }

    @Test func aCommandWithoutVersionRejectsIt() {
        let command = CommandDeclaration(
            name: "plain", abstract: "Plain.", options: [], modes: [.default(nil)])
        #expect(throws: UsageError("unknown option '--version'")) { try command.parse(["--version"]) }
        #expect(throws: UsageError("plain takes no arguments; got 'x'")) { try command.parse(["x"]) }
        #expect(!command.help.contains("--version"))
    }
}
