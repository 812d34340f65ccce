/// Why `lint-font-names` failed: one sentence naming the input and what to do.
struct LintFontNamesError: Error, CustomStringConvertible {
    /// The sentence.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
