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
    /// `--typo-diagnoses FILE`: the recorded diagnoses of the typo row's names, compared with the dump's.
    var typoDiagnoses = "Fixtures/Bench/typo-diagnoses.txt"
    /// `--record-typo-diagnoses`: write the dump's diagnoses of the typo row's names to the `--typo-diagnoses` file
    /// instead of comparing them.
    var recordTypoDiagnoses = false
    /// `--section NAME`: measure only these sections (all when none is given); the listing check always runs.
    var sections: [String] = []
    /// `--fontconfig-match`: ask fontconfig for every PostScript name on standard input (the typo row's floor).
    var fontconfigMatch = false

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
            .option(
                "--typo-diagnoses", value: "FILE", meaning: "a file path",
                help: """
                    The recorded diagnoses of the typo row's names, which the dump's must equal byte for byte \
                    (default: Fixtures/Bench/typo-diagnoses.txt).
                    """),
            .flag(
                "--record-typo-diagnoses",
                help: "Write the dump's diagnoses of the typo row's names to the --typo-diagnoses file instead."),
            .option(
                "--section", value: "NAME", meaning: "a section name", repeatable: true,
                help: """
                    Measure only this section: load, resolution, cli, typos, lint, scale or coverage (repeatable; default: \
                    all). The check of the catalog against FcFontList always runs.
                    """),
            .flag(
                "--fontconfig-match",
                help: """
                    Ask fontconfig (FcFontMatch) for each PostScript name on standard input and print its answer: \
                    the typo row's floor, run as a child process.
                    """),
        ],
        modes: [
            .default(
                nil,
                options: [
                    "--quick", "--json", "--substring", "--typo-diagnoses", "--record-typo-diagnoses", "--section",
                ]),
            .selected(by: "--fontconfig-match"),
        ]
    )

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.command.parse(arguments)
        help = parsed.request == .help
        quick = parsed.contains("--quick")
        json = parsed.contains("--json")
        substring = parsed.value("--substring") ?? substring
        typoDiagnoses = parsed.value("--typo-diagnoses") ?? typoDiagnoses
        recordTypoDiagnoses = parsed.contains("--record-typo-diagnoses")
        sections = parsed.values("--section")
        let known = ["load", "resolution", "cli", "typos", "lint", "scale", "coverage"]
        if let unknown = sections.first(where: { !known.contains($0) }) {
            throw UsageError("unknown section '\(unknown)'; give one of \(known.joined(separator: ", "))")
        }
        fontconfigMatch = parsed.request == .mode(selector: "--fontconfig-match")
    }
}
