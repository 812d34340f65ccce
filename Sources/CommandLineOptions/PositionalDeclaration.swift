/// The arguments of a mode that are not options, such as the SUBSTRING of `fontfamily-dump gill`.
package struct PositionalDeclaration: Sendable, Equatable {
    /// How many the mode takes.
    package enum Count: Sendable, Equatable {
        /// Exactly one.
        case one
        /// One or more.
        case oneOrMore
        /// None or one.
        case optional
    }

    /// The placeholder in usage lines, such as `SUBSTRING` or `NAME`.
    package let name: String
    /// How many the mode takes.
    package let count: Count
    /// The sentence of the usage error when it is missing, such as `give a SUBSTRING or '--all'`.
    package let missing: String

    /// Positional arguments named `name` in usage lines; `missing` is the usage error when none is given.
    package init(_ name: String, count: Count, missing: String) {
        self.name = name
        self.count = count
        self.missing = missing
    }

    /// `SUBSTRING`, `NAME...` or `[OUTPUT_DIRECTORY]`: how the arguments are shown in a usage line.
    var synopsis: String {
        switch count {
        case .one: name
        case .oneOrMore: name + "..."
        case .optional: "[" + name + "]"
        }
    }
}
