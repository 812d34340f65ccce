/// Why `generate-font-names` wrote nothing: one sentence naming the input and what to do.
struct GenerateFontNamesError: Error, CustomStringConvertible {
    /// The sentence.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
