/// One thing a command does: the option that selects it, its positional arguments, and the options that may go
/// with it.
///
/// A command has at most one mode without a selecting option (its default, such as `fontfamily-dump SUBSTRING`);
/// every other mode is selected by one flag or option (`--all`, `--check`, `--icons METADATA`).
package struct ModeDeclaration: Sendable, Equatable {
    /// The option that selects the mode, or `nil` for the default mode.
    package let selector: String?
    /// The mode's positional arguments, or `nil` when it takes none.
    package let positionals: PositionalDeclaration?
    /// The options that may go with the mode, in the order of its usage line.
    package let options: [String]
    /// Groups of the mode's options that cannot be combined with each other, such as `--json` and `--family`.
    package let exclusive: [[String]]

    /// The default mode: selected by giving its positional arguments.
    package static func `default`(
        _ positionals: PositionalDeclaration?, options: [String] = [], exclusive: [[String]] = []
    ) -> ModeDeclaration {
        ModeDeclaration(selector: nil, positionals: positionals, options: options, exclusive: exclusive)
    }

    /// A mode selected by the option `selector`.
    package static func selected(
        by selector: String, positionals: PositionalDeclaration? = nil, options: [String] = [],
        exclusive: [[String]] = []
    ) -> ModeDeclaration {
        ModeDeclaration(selector: selector, positionals: positionals, options: options, exclusive: exclusive)
    }
}
