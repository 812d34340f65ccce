import StringDistance

/// A command line declared once — its options and modes — from which both the parser and the help are made.
///
/// ```swift
/// let command = CommandDeclaration(
///     name: "fontfamily-bench", abstract: "Measures FontFamily against fontconfig's own tools.",
///     options: [.flag("--quick", help: "A short pass for CI.")],
///     modes: [.default(nil, options: ["--quick"])])
/// let parsed = try command.parse(["--quick"])  // parsed.contains("--quick") == true
/// print(command.help)  // USAGE: fontfamily-bench [--quick] …
/// ```
///
/// Every command answers `-h` and `--help`, and `--version` when it has a version.
package struct CommandDeclaration: Sendable {
    /// The program's name, as in usage lines and messages.
    package let name: String
    /// What the command does, in a sentence or two, shown below the usage lines.
    package let abstract: String
    /// The version `--version` prints, such as `fontfamily-dump 1.0.0`, or `nil` for a command without one.
    package let version: String?
    /// Every option, in the order the help lists them (not counting `--help` and `--version`).
    package let options: [OptionDeclaration]
    /// Every mode, in the order of the usage lines.
    package let modes: [ModeDeclaration]
    /// Text shown after the options, such as what the exit statuses mean.
    package let epilogue: String?

    /// A command named `name` with the given options and modes.
    package init(
        name: String, abstract: String, version: String? = nil, options: [OptionDeclaration],
        modes: [ModeDeclaration], epilogue: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.version = version
        self.options = options
        self.modes = modes
        self.epilogue = epilogue
    }

    static let helpOption = OptionDeclaration.flag("--help", short: "-h", help: "Show this help.")
    static let versionOption = OptionDeclaration.flag("--version", help: "Show the version.")

    /// The declared options with `--help` and, when the command has a version, `--version`.
    var allOptions: [OptionDeclaration] {
        options + [Self.helpOption] + (version == nil ? [] : [Self.versionOption])
    }

    func declaration(of spelling: String) -> OptionDeclaration? {
        allOptions.first { $0.name == spelling || $0.shortName == spelling }
    }

    /// The long option nearest to a misspelled `spelling`, ignoring case and leading dashes (`--jsn`, `-json` →
    /// `--json`): the fewest edits, at most a third of the typed name's length (at least one); the first declared
    /// of equally near options; `nil` when none is that near.
    func nearestOption(to spelling: String) -> String? {
        let typed = Array(spelling.drop { $0 == "-" }.lowercased())
        let limit = max(1, typed.count / 3)
        let scored = allOptions.map { option in
            (option.name, EditDistance.between(typed, Array(option.name.drop { $0 == "-" }.lowercased())))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// The default mode, if the command has one.
    var defaultMode: ModeDeclaration? {
        modes.first { $0.selector == nil }
    }
}
