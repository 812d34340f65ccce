/// A command line parsed by a ``CommandDeclaration``: the mode it selects, its positional arguments and the values
/// of its options, all checked against the declaration.
package struct ParsedCommandLine: Sendable, Equatable {
    /// What the command line asks for.
    package enum Request: Sendable, Equatable {
        /// A mode: its selecting option, or `nil` for the default mode.
        case mode(selector: String?)
        /// `-h` or `--help`.
        case help
        /// `--version`.
        case version
    }

    /// What the command line asks for.
    package let request: Request
    /// The positional arguments, in order.
    package let positionals: [String]
    /// The values of each option that takes one, in order (flags map to an empty list).
    let values: [String: [String]]

    /// Whether the option was given.
    package func contains(_ option: String) -> Bool {
        values[option] != nil
    }

    /// The value of an option that takes one, or `nil` when it was not given (the last one for a repeatable option).
    package func value(_ option: String) -> String? {
        values[option]?.last
    }

    /// Every value of a repeatable option, in the order given.
    package func values(_ option: String) -> [String] {
        values[option] ?? []
    }
}
