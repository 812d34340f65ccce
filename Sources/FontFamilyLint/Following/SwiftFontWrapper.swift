/// An app's own function that passes one of its parameters on to a font call, read as a font call itself at its
/// callers: `func custom(_ name: FontName, size: CGFloat) -> Font { .custom(name.rawValue, size: size) }`, then
/// `.custom(.matterMedium, size: 16)`.
///
/// The parameter may be passed as it is, as its `rawValue` or `description`, as `String(name)` or as `"\(name)"`. A caller's argument is
/// followed where the caller stands (a literal is checked there, a constant at its literal), and the body's own call
/// gives no `dynamic-name` note once a caller is found: a caller that passes a value computed at run time gets it.
struct SwiftFontWrapper: Hashable, Sendable {
    /// What a function or initializer declares: its name, and each parameter's label, name and default.
    struct Signature: Hashable, Sendable {
        /// The function's name; for an initializer, the name of the type it is declared in.
        let name: String
        /// Each parameter's argument label, `nil` for `_`.
        let labels: [String?]
        /// Each parameter's name inside the body, `nil` for `_`.
        let parameters: [String?]
        /// Whether each parameter has a default value, so that a call may leave it out.
        let hasDefault: [Bool]

        /// The index of the parameter each of a call's argument `labels` gives, in order, or `nil` when a call with
        /// those labels does not call this function (a parameter without a default is left out, or a label is not
        /// one of the function's).
        func parameterIndices(forLabels labels: [String?]) -> [Int]? {
            var indices: [Int] = []
            var argument = 0
            for parameter in self.labels.indices {
                if argument < labels.count, labels[argument] == self.labels[parameter] {
                    indices.append(parameter)
                    argument += 1
                } else if !hasDefault[parameter] {
                    return nil
                }
            }
            return argument == labels.count ? indices : nil
        }
    }

    /// The function.
    let signature: Signature
    /// The index of the parameter passed on to the font call.
    let parameter: Int
    /// Whether the body passes the parameter's `rawValue` (or `String(name)`, `"\(name)"`): a caller's constant
    /// of a `String` enum or a `RawRepresentable` type stands for its raw value.
    let passesRawValue: Bool
    /// The kind of name the font call in the body takes.
    let expectation: FontNameOccurrence.Expectation
    /// The file that declares the function.
    let path: String
    /// The offset of the body's font-call argument in that file: tells two functions of one name apart.
    let offset: Int
}
