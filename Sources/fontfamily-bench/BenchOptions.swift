import CommandLineOptions

/// The command line of `fontfamily-bench`.
struct BenchOptions {
    /// `--quick`: fewer repetitions and the 1,000-face synthetic catalog only, for CI.
    var quick = false
    /// `--json`: print the report as JSON instead of a Markdown table.
    var json = false
    /// `--substring TEXT`: what `fontfamily-dump` and `grep -i` look for in the CLI comparison.
    var substring = "noto"
    /// `--help`: print the usage and stop.
    var help = false

    /// Every option of `fontfamily-bench`: what it parses and what `--help` prints.
    static let command = CommandDeclaration(
        name: "fontfamily-bench",
        abstract: """
            Measures FontFamily against fontconfig's own floor and tools in one run, alternating the two sides of \
            every comparison, and prints the figures as a Markdown table.
            """,
        options: [
            .flag("--quick", help: "Fewer repetitions and the 1,000-face synthetic catalog only, for CI."),
            .flag("--json", help: "Print the report as JSON instead of a Markdown table."),
            .option(
                "--substring", value: "TEXT", meaning: "a non-empty substring",
                help: "What fontfamily-dump and grep -i look for in the command-line comparison (default: noto)."),
        ],
        modes: [.default(nil, options: ["--quick", "--json", "--substring"])]
    )

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.command.parse(arguments)
        help = parsed.request == .help
        quick = parsed.contains("--quick")
        json = parsed.contains("--json")
        substring = parsed.value("--substring") ?? substring
    }
}
