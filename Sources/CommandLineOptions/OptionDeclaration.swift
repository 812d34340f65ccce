/// One option of a command line, declared once: how it is spelled, the value it takes and its line of help.
///
/// The parser, the usage synopsis and the help text are all made from these declarations, so the help cannot
/// drift from what the command accepts.
package struct OptionDeclaration: Sendable, Equatable {
    /// The long spelling, such as `--fonts`.
    package let name: String
    /// A one-letter spelling, such as `-h`, or `nil`.
    package let shortName: String?
    /// The placeholder of the option's value in help (`DIR`), or `nil` for a flag.
    package let valueName: String?
    /// What the value is, for the message when it is missing (`a font directory`).
    package let valueMeaning: String?
    /// Whether the option may be given more than once (its values are collected in order).
    package let isRepeatable: Bool
    /// The help text, one or more sentences; the help formatter wraps it.
    package let help: String

    /// A flag: an option without a value.
    package static func flag(_ name: String, short shortName: String? = nil, help: String) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: shortName, valueName: nil, valueMeaning: nil, isRepeatable: false, help: help)
    }

    /// An option that takes a value, given as `--name VALUE` or `--name=VALUE`.
    package static func option(
        _ name: String, value valueName: String, meaning: String, repeatable: Bool = false, help: String
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: nil, valueName: valueName, valueMeaning: meaning, isRepeatable: repeatable,
            help: help)
    }

    /// `--fonts DIR` or `-h, --help`: how the option is shown in the help's left column.
    var signature: String {
        let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { names + " " + $0 } ?? names
    }

    /// `--fonts DIR` or `--only`: the option as it is typed.
    var usage: String {
        valueName.map { name + " " + $0 } ?? name
    }

    /// `[--fonts DIR]...` or `[--only]`: how the option is shown in a usage line.
    var synopsis: String {
        "[" + usage + "]" + (isRepeatable ? "..." : "")
    }
}
