import FontFamilyKit

extension CommandDeclaration {
    /// Parses `arguments` (without the program name): options in any order, `--` ends them, `-` is a positional
    /// argument. Throws the first mistake as one sentence.
    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        var reader = ArgumentReader(command: self, arguments: arguments)
        try reader.read()
        if reader.values[Self.helpOption.name] != nil {
            return ParsedCommandLine(request: .help, positionals: [], values: reader.values)
        }
        if reader.values[Self.versionOption.name] != nil {
            return ParsedCommandLine(request: .version, positionals: [], values: reader.values)
        }
        let mode = try self.mode(selectedBy: reader.order)
        try checkPositionals(reader.positionals, for: mode)
        try checkOptions(reader.order, for: mode)
        return ParsedCommandLine(
            request: .mode(selector: mode.selector), positionals: reader.positionals, values: reader.values)
    }

    private func mode(selectedBy given: [String]) throws(UsageError) -> ModeDeclaration {
        let selectors = given.filter { option in modes.contains { $0.selector == option } }
        guard selectors.count <= 1 else {
            throw UsageError("options \(Self.list(selectors.map(DisplayText.quoted), or: false)) cannot be combined")
        }
        guard let mode = modes.first(where: { $0.selector == selectors.first }) else {
            throw UsageError("give one of \(Self.list(modes.compactMap(\.selector).map(DisplayText.quoted)))")
        }
        return mode
    }

    private func checkPositionals(_ positionals: [String], for mode: ModeDeclaration) throws(UsageError) {
        guard let declared = mode.positionals else {
            guard positionals.isEmpty else {
                let what = defaultMode?.positionals?.name ?? "arguments"
                let subject = mode.selector.map { "option \(DisplayText.quoted($0))" } ?? name
                throw UsageError("\(subject) takes no \(what); got \(Self.abbreviated(positionals))")
            }
            return
        }
        switch declared.count {
        case .one where positionals.count > 1:
            throw UsageError("give one \(declared.name); got \(positionals.count): \(Self.abbreviated(positionals))")
        case .optional where positionals.count > 1:
            throw UsageError(
                "give at most one \(declared.name); got \(positionals.count): \(Self.abbreviated(positionals))")
        case .one, .oneOrMore:
            guard !positionals.isEmpty else { throw UsageError(declared.missing) }
        case .optional:
            break
        }
    }

    private func checkOptions(_ given: [String], for mode: ModeDeclaration) throws(UsageError) {
        for option in given where option != mode.selector && !mode.options.contains(option) {
            let owners = modes.filter { $0.options.contains(option) || $0.selector == option }.map { owner in
                owner.selector.map(DisplayText.quoted) ?? owner.positionals.map { "a " + $0.name } ?? name
            }
            throw UsageError("option \(DisplayText.quoted(option)) only goes with \(Self.list(owners))")
        }
        for group in mode.exclusive {
            let clashing = given.filter(group.contains)
            if clashing.count > 1 {
                throw UsageError(
                    "options \(Self.list(clashing.map(DisplayText.quoted), or: false)) cannot be combined")
            }
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'` (with `and` when `or` is `false`).
    static func list(_ items: [String], or: Bool = true) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
    }

    /// The first three arguments quoted, then `…` when there are more.
    static func abbreviated(_ arguments: [String]) -> String {
        arguments.prefix(3).map(DisplayText.quoted).joined(separator: ", ") + (arguments.count > 3 ? ", …" : "")
    }
}

/// Reads arguments one by one into positionals and option values, checking each option against its declaration.
private struct ArgumentReader {
    let command: CommandDeclaration
    let arguments: [String]
    var position = 0
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    /// The options in the order they were first given.
    var order: [String] = []

    init(command: CommandDeclaration, arguments: [String]) {
        self.command = command
        self.arguments = arguments
    }

    mutating func read() throws(UsageError) {
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
    }

    private mutating func option(_ argument: String) throws(UsageError) {
        let (spelling, inline) = Self.split(argument)
        guard let declaration = command.declaration(of: spelling) else {
            let suggestion = command.nearestOption(to: spelling).map { "; did you mean \(DisplayText.quoted($0))?" }
            throw UsageError("unknown option \(DisplayText.quoted(spelling))" + (suggestion ?? ""))
        }
        let name = declaration.name
        if values[name] != nil, !declaration.isRepeatable {
            throw UsageError("option \(DisplayText.quoted(name)) is given more than once")
        }
        if values[name] == nil { order.append(name) }
        guard let meaning = declaration.valueMeaning else {
            guard inline == nil else { throw UsageError("option \(DisplayText.quoted(name)) takes no value") }
            values[name, default: []] = []
            return
        }
        values[name, default: []].append(try value(inline, for: name, meaning: meaning))
    }

    /// The option's value: after `=`, or the next argument unless that is another option.
    private mutating func value(_ inline: String?, for name: String, meaning: String) throws(UsageError) -> String {
        let missing = UsageError("option \(DisplayText.quoted(name)) needs \(meaning)")
        if let inline {
            guard !inline.isEmpty else { throw missing }
            return inline
        }
        guard position < arguments.count, !arguments[position].hasPrefix("--") || arguments[position] == "--",
            !arguments[position].isEmpty
        else { throw missing }
        defer { position += 1 }
        return arguments[position]
    }

    /// `--name=value` as the option and its value; anything else as it is.
    private static func split(_ argument: String) -> (spelling: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
