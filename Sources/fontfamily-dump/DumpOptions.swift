import FontFamilyKit

/// The command line of `fontfamily-dump`, parsed.
struct DumpOptions: Equatable {
    /// What the run does.
    enum Mode: Equatable {
        /// Print the families whose names contain the substring (`nil` with `--all`).
        case dump(substring: String?)
        /// Check PostScript names (`--check`); `-` reads them from standard input.
        case check(names: [String])
        /// Print the Dynamic Type scale table (`--sizes`).
        case sizes
        /// Generate an icon enum from a metadata file (`--icons`).
        case icons(metadata: String)
        /// Generate an icon enum from a font's own Private Use Area (`--icons-from-font`).
        case iconsFromFont(postScriptName: String)
    }

    var mode: Mode = .dump(substring: nil)
    var fontDirectories: [String] = []
    var only = false
    var json = false
    var family = false
    var style: String?
    var category: String?
    var font: String?
    var name: String?
    var help = false
    var version = false

    /// Parses `arguments` (without the program name). Options may come in any order; `--` ends them.
    static func parse(_ arguments: [String]) throws(UsageError) -> DumpOptions {
        var parser = Parser(arguments: arguments)
        return try parser.parse()
    }
}

private struct Parser {
    let arguments: [String]
    var position = 0
    var options = DumpOptions()
    var seen: Set<String> = []
    var positionals: [String] = []
    var modes: [String] = []
    var all = false
    var check = false
    var icons: String?
    var iconsFromFont: String?

    init(arguments: [String]) {
        self.arguments = arguments
    }

    mutating func parse() throws(UsageError) -> DumpOptions {
        var optionsEnded = false
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                try option(argument)
            }
        }
        if options.help || options.version { return options }
        try chooseMode()
        return options
    }

    private mutating func option(_ argument: String) throws(UsageError) {
        let (flag, inlineValue) = Self.split(argument)
        if flag != "--fonts" {
            guard seen.insert(flag).inserted else { throw UsageError("option '\(flag)' is given more than once") }
        }
        switch flag {
        case "--help", "-h": options.help = true
        case "--version": options.version = true
        case "--all": all = true
        case "--only": options.only = true
        case "--json": options.json = true
        case "--family": options.family = true
        case "--check": check = true
        case "--sizes": modes.append("--sizes")
        case "--fonts": options.fontDirectories.append(try value(for: flag, inlineValue, what: "a font directory"))
        case "--style": options.style = try value(for: flag, inlineValue, what: "a text style")
        case "--category": options.category = try value(for: flag, inlineValue, what: "a content size category")
        case "--font": options.font = try value(for: flag, inlineValue, what: "a PostScript name")
        case "--name": options.name = try value(for: flag, inlineValue, what: "a Swift type name")
        case "--icons": icons = try value(for: flag, inlineValue, what: "an icon metadata file")
        case "--icons-from-font": iconsFromFont = try value(for: flag, inlineValue, what: "a PostScript name")
        default: throw UsageError("unknown option '\(flag)'")
        }
        if inlineValue != nil, !Self.takesValue.contains(flag) {
            throw UsageError("option '\(flag)' takes no value")
        }
    }

    private static let takesValue: Set<String> = [
        "--fonts", "--style", "--category", "--font", "--name", "--icons", "--icons-from-font",
    ]

    private static func split(_ argument: String) -> (flag: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private mutating func value(for flag: String, _ inline: String?, what: String) throws(UsageError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw UsageError("option '\(flag)' needs \(what)") }
            return inline
        }
        guard position < arguments.count, !arguments[position].hasPrefix("--") || arguments[position] == "--" else {
            throw UsageError("option '\(flag)' needs \(what)")
        }
        guard !arguments[position].isEmpty else { throw UsageError("option '\(flag)' needs \(what)") }
        defer { position += 1 }
        return arguments[position]
    }

    private mutating func chooseMode() throws(UsageError) {
        if check { modes.append("--check") }
        if icons != nil { modes.append("--icons") }
        if iconsFromFont != nil { modes.append("--icons-from-font") }
        if all { modes.append("--all") }
        guard modes.count <= 1 else {
            throw UsageError("options \(modes.map { "'\($0)'" }.joined(separator: " and ")) cannot be combined")
        }
        switch modes.first {
        case "--check":
            guard !positionals.isEmpty else { throw UsageError("option '--check' needs PostScript names, or '-'") }
            options.mode = .check(names: positionals)
        case "--sizes":
            try noPositionals("--sizes")
            options.mode = .sizes
        case "--icons":
            try noPositionals("--icons")
            options.mode = .icons(metadata: icons ?? "")
        case "--icons-from-font":
            try noPositionals("--icons-from-font")
            options.mode = .iconsFromFont(postScriptName: iconsFromFont ?? "")
        case "--all":
            try noPositionals("--all")
            options.mode = .dump(substring: nil)
        default:
            guard let substring = positionals.first else { throw UsageError("give a SUBSTRING or '--all'") }
            guard positionals.count == 1 else {
                throw UsageError("give one SUBSTRING; got \(positionals.count): \(Self.quoted(positionals))")
            }
            guard !substring.allSatisfy(\.isWhitespace) else {
                throw UsageError("the SUBSTRING is empty; give part of a family name, or '--all'")
            }
            options.mode = .dump(substring: substring)
        }
        try checkModifiers()
    }

    private func noPositionals(_ flag: String) throws(UsageError) {
        guard positionals.isEmpty else {
            throw UsageError("option '\(flag)' takes no SUBSTRING; got \(Self.quoted(positionals))")
        }
    }

    private func checkModifiers() throws(UsageError) {
        let allowed: [String: Set<String>] = [
            "--style": ["--sizes"], "--category": ["--sizes"], "--font": ["--icons"], "--name": ["--icons"],
            "--family": ["dump"],
        ]
        let mode = modes.first ?? "dump"
        for (flag, modes) in allowed.sorted(by: { $0.key < $1.key }) where seen.contains(flag) {
            let modeName = mode == "--all" ? "dump" : mode
            guard modes.contains(modeName) || (flag == "--name" && mode == "--icons-from-font") else {
                let owners = modes.map { $0 == "dump" ? "a SUBSTRING or '--all'" : "'\($0)'" }.joined(separator: ", ")
                throw UsageError("option '\(flag)' only goes with \(owners)")
            }
        }
        if options.json, mode == "--check" || mode == "--icons" || mode == "--icons-from-font" {
            throw UsageError("option '--json' does not go with '\(mode)'")
        }
        if options.json, options.family { throw UsageError("options '--json' and '--family' cannot be combined") }
    }

    private static func quoted(_ values: [String]) -> String {
        values.prefix(3).map { DisplayText.quoted($0) }.joined(separator: ", ") + (values.count > 3 ? ", …" : "")
    }
}
