package import CommandLineOptions
import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint

/// The command line of `fontfamily-dump`, parsed.
package struct DumpOptions: Equatable {
    /// What the run does.
    package enum Mode: Equatable {
        /// Print the families whose names contain the substring (`nil` with `--all`).
        case dump(substring: String?)
        /// Check PostScript names (`--check`); `-` reads them from standard input.
        case check(names: [String])
        /// Print the Dynamic Type scale table (`--sizes`).
        case sizes
        /// Lint the font names in the source files at and below the paths (`--lint`).
        case lint(paths: [String])
        /// Generate an icon enum from a metadata file (`--icons`).
        case icons(metadata: String)
        /// Generate an icon enum from a font's own Private Use Area (`--icons-from-font`).
        case iconsFromFont(postScriptName: String)
        /// Print the help (`-h`, `--help`).
        case help
        /// Print the version (`--version`).
        case version
    }

    package var mode: Mode
    package var fontDirectories: [String] = []
    /// The platform font lists to read (`--platform-fonts`), in order.
    package var platformFontLists: [String] = []
    /// The names of the built-in platform font lists to add (`--platform`), in order: `ios26` for `ios`.
    package var platforms: [String] = []
    var only = false
    var json = false
    var family = false
    var style: String?
    var category: String?
    var font: String?
    var name: String?
    var exact = false
    var access = AccessLevel.internal
    var specimen: String?
    var output: String?
    var force = false
    /// With `--lint`: the format of the findings (`--reporter`).
    var reporter: String = XcodeReporter.identifier
    /// With `--lint`: fail on warnings too (`--strict`).
    var strict = false
    /// With `--lint`: the baseline to read (`--baseline`).
    var baseline: String?
    /// With `--lint`: where to write the baseline of this run's findings (`--write-baseline`).
    var writeBaseline: String?
    /// With `--lint`: rewrite the names that have exactly one safe replacement in place (`--fix`).
    var fix = false

    /// The version `--version` prints and reports name.
    static let version = "0.1.0"

    /// Parses `arguments` (without the program name) against ``command``.
    package static func parse(_ arguments: [String]) throws(UsageError) -> DumpOptions {
        let parsed: ParsedCommandLine
        do {
            parsed = try command.parse(arguments)
        } catch {
            // The lint's JSON is one of its reporters: say which option gives it.
            if arguments.contains("--lint"), arguments.contains("--json") {
                throw UsageError("option '--json' does not go with '--lint'; give '--reporter json'")
            }
            throw error
        }
        var options = DumpOptions(mode: try mode(of: parsed))
        options.fontDirectories = parsed.values("--fonts")
        options.platformFontLists = parsed.values("--platform-fonts")
        for name in parsed.values("--platform") {
            do {
                options.platforms.append(try BuiltInPlatformFontList.named(name).name)
            } catch {
                throw UsageError(error.description)
            }
        }
        options.only = parsed.contains("--only")
        options.json = parsed.contains("--json")
        options.family = parsed.contains("--family")
        options.style = parsed.value("--style")
        options.category = parsed.value("--category")
        options.font = parsed.value("--font")
        options.name = parsed.value("--name")
        options.exact = parsed.contains("--exact")
        options.specimen = parsed.value("--specimen")
        options.output = parsed.value("--output")
        options.force = parsed.contains("--force")
        options.strict = parsed.contains("--strict")
        options.baseline = parsed.value("--baseline")
        options.writeBaseline = parsed.value("--write-baseline")
        options.fix = parsed.contains("--fix")
        if options.force, options.specimen ?? "-" == "-", options.output ?? "-" == "-", options.writeBaseline == nil {
            guard case .lint = options.mode else {
                throw UsageError("option '--force' replaces a file: give it with '--output FILE' or '--specimen PATH'")
            }
            throw UsageError("option '--force' replaces a file: give it with '--write-baseline FILE'")
        }
        if let reporter = parsed.value("--reporter") {
            guard LintReporters.named(reporter) != nil else {
                throw UsageError(
                    UnknownNameError(
                        kind: "reporter", input: reporter, expected: LintReporters.all.map { $0.identifier }
                    )
                    .description)
            }
            options.reporter = reporter
        }
        if let access = parsed.value("--access") {
            guard let level = AccessLevel(rawValue: access) else {
                throw UsageError(
                    UnknownNameError(
                        kind: "access level", input: access, expected: AccessLevel.allCases.map(\.rawValue)
                    )
                    .description)
            }
            options.access = level
        }
        return options
    }

    private static func mode(of parsed: ParsedCommandLine) throws(UsageError) -> Mode {
        switch parsed.request {
        case .help: return .help
        case .version: return .version
        case .mode(selector: "--all"): return .dump(substring: nil)
        case .mode(selector: "--check"):
            guard !parsed.positionals.contains("") else {
                throw UsageError("option '--check' got an empty NAME; give PostScript names, or '-' for standard input")
            }
            return .check(names: parsed.positionals)
        case .mode(selector: "--sizes"): return .sizes
        case .mode(selector: "--lint"): return .lint(paths: parsed.positionals)
        case .mode(selector: "--icons"): return .icons(metadata: parsed.value("--icons") ?? "")
        case .mode(selector: "--icons-from-font"):
            return .iconsFromFont(postScriptName: parsed.value("--icons-from-font") ?? "")
        case .mode:
            let substring = parsed.positionals.first ?? ""
            guard !substring.allSatisfy(\.isWhitespace) else {
                throw UsageError("the SUBSTRING is empty; give part of a family name, or '--all'")
            }
            return .dump(substring: substring)
        }
    }

    /// The options of a dump that choose its output, of which at most one of each group may be given.
    private static let dumpExclusions = [
        ["--json", "--family", "--specimen"], ["--json", "--access"], ["--specimen", "--access"],
        ["--specimen", "--output"],
    ]

    /// Every option and mode of `fontfamily-dump`: what it parses and what `--help` prints.
    static let command = CommandDeclaration(
        name: "fontfamily-dump",
        abstract: """
            Prints Swift boilerplate for the installed font families whose names contain SUBSTRING (ignoring \
            case, diacritics and white space), checked against fontconfig's catalog.
            """,
        version: "fontfamily-dump " + version,
        options: [
            .flag("--all", help: "Print every installed family."),
            .option(
                "--fonts", value: "DIR", meaning: "a font directory", repeatable: true,
                help: "Add a directory (scanned recursively) or a font file. Repeatable."),
            .option(
                "--platform-fonts", value: "FILE", meaning: "a platform font list", repeatable: true,
                help: "Add the faces a platform font list FILE names (JSON recorded on a device, a simulator or a "
                    + "Mac): known by name, without files. Repeatable."),
            .option(
                "--platform", value: "NAME", meaning: "a built-in platform font list", repeatable: true,
                help: "Add the faces of the built-in list NAME, known by name, without files: "
                    + BuiltInPlatformFontList.summaries.map { "\($0.name) (\($0.description))" }
                    .joined(separator: "; ")
                    + ". Derived from public recordings of the devices' fonts. Repeatable."),
            .flag(
                "--only",
                help: "Ignore the system fonts: list only what --fonts, --platform-fonts and --platform give."),
            .flag(
                "--exact",
                help: "Match whole family names (ignoring case, diacritics and white space), not substrings: "
                    + "'noto sans' gives Noto Sans alone."),
            .flag(
                "--json", help: "Print the matching families and faces (or the size table) as JSON instead of Swift."),
            .flag(
                "--family",
                help: "Print FontFamily descriptors where a naming rule reproduces every PostScript name, and enums "
                    + "where none does."),
            .flag(
                "--check", help: "Check the PostScript names NAME...; '-' reads them from standard input, one a line."),
            .flag(
                "--lint",
                help: "Check every font name that the Swift, Objective-C, Interface Builder, CSS, HTML and "
                    + "design-tokens files PATH... spell out, and the fonts each Info.plist there lists "
                    + "(directories walked, hidden folders and node_modules skipped); one line per finding, "
                    + "'path:line:column: error: ... (rule)', with the typed value to use instead. A comment "
                    + "'fontfamily:disable:next RULE' or 'fontfamily:disable:this RULE' hides a finding."),
            .option(
                "--reporter", value: "NAME", meaning: "a reporter (xcode, json, sarif or github-actions)",
                help: "With --lint: print the findings as 'xcode' lines (the default), 'json', a 'sarif' 2.1.0 log, "
                    + "or 'github-actions' workflow commands."),
            .flag(
                "--strict", help: "With --lint: fail (exit 1) on warnings too, not only on errors; notes never fail."),
            .option(
                "--baseline", value: "FILE", meaning: "a baseline file",
                help: "With --lint: leave out the findings FILE records (by path, rule and name, not line), so that "
                    + "only new ones are reported and fail."),
            .option(
                "--write-baseline", value: "FILE", meaning: "a baseline file",
                help: "With --lint: record this run's findings in FILE for --baseline, and exit 0 once it is "
                    + "written."),
            .flag(
                "--fix",
                help: "With --lint: rewrite in place every name with exactly one safe replacement (a PostScript name "
                    + "in the wrong case, a family's spacing, a typo one edit from exactly one installed name), "
                    + "printing each change, then report what is left."),
            .flag("--sizes", help: "Print Apple's Dynamic Type scale (text styles x size categories)."),
            .option(
                "--style", value: "STYLE", meaning: "a text style",
                help: "With --sizes: one text style (body, headline, ...)."),
            .option(
                "--category", value: "CATEGORY", meaning: "a content size category",
                help: "With --sizes: one content size category (large, extraLarge, ...)."),
            .option(
                "--icons", value: "METADATA", meaning: "an icon metadata file",
                help: "Generate an icon enum from iconfont.cn JSON, a codepoints file or CSS, and check every glyph "
                    + "against the font (missing glyphs: exit 1, the enum is still printed)."),
            .option(
                "--icons-from-font", value: "NAME", meaning: "a PostScript name",
                help: "Generate an icon enum from the Private Use Area of the font NAME (a PostScript or family name)."),
            .option(
                "--font", value: "NAME", meaning: "a PostScript name",
                help: "With --icons: the icon font's PostScript or family name, when the metadata does not name it."),
            .option(
                "--name", value: "TYPE", meaning: "a Swift type name",
                help: "With --icons or --icons-from-font: the generated enum's name."),
            .option(
                "--access", value: "LEVEL", meaning: "an access level (internal, package or public)",
                help: "The access level of the generated types and members: internal (the default), package, or "
                    + "public for a library whose other modules use them."),
            .option(
                "--specimen", value: "PATH", meaning: "an HTML file path",
                help: "Write an HTML specimen page to PATH ('-': standard output) instead of Swift: every face set "
                    + "in itself and marked loaded or failed by the browser. With --check: each name's resolution, "
                    + "beside the usual report."),
            .option(
                "--output", value: "FILE", meaning: "a file path",
                help: "Write the Swift (or JSON) to FILE instead of standard output; a file this tool did not write, "
                    + "or wrote and someone edited, is left alone unless --force is given, and an unchanged file is not "
                    + "touched."),
            .flag(
                "--force",
                help: "With --output, --specimen or --write-baseline: replace the file even when this tool did not "
                    + "write it, or it was edited since."),
        ],
        modes: [
            .default(
                PositionalDeclaration("SUBSTRING", count: .one, missing: "give a SUBSTRING or '--all'"),
                options: [
                    "--exact", "--fonts", "--platform-fonts", "--platform", "--only", "--json", "--family", "--access",
                    "--specimen",
                    "--output", "--force",
                ],
                exclusive: dumpExclusions),
            .selected(
                by: "--all",
                options: [
                    "--fonts", "--platform-fonts", "--platform", "--only", "--json", "--family", "--access",
                    "--specimen", "--output",
                    "--force",
                ],
                exclusive: dumpExclusions),
            .selected(
                by: "--check",
                positionals: PositionalDeclaration(
                    "NAME", count: .oneOrMore, missing: "option '--check' needs PostScript names, or '-'"),
                options: ["--fonts", "--platform-fonts", "--platform", "--only", "--specimen", "--force"]),
            .selected(
                by: "--lint",
                positionals: PositionalDeclaration(
                    "PATH", count: .oneOrMore, missing: "option '--lint' needs the source files or directories to read"),
                options: [
                    "--fonts", "--platform-fonts", "--platform", "--only", "--reporter", "--strict", "--baseline",
                    "--write-baseline",
                    "--force", "--fix",
                ]),
            .selected(by: "--sizes", options: ["--style", "--category", "--json"]),
            .selected(
                by: "--icons",
                options: [
                    "--font", "--name", "--access", "--fonts", "--platform-fonts", "--platform", "--only", "--output",
                    "--force",
                ]),
            .selected(
                by: "--icons-from-font",
                options: [
                    "--name", "--access", "--fonts", "--platform-fonts", "--platform", "--only", "--output", "--force",
                ]),
        ],
        epilogue:
            "EXIT STATUS: 0 found, 1 nothing found (or a name or glyph is missing, or the lint found an error, or "
            + "a warning with --strict), 2 usage or input error."
    )
}
