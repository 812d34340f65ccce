/// A mistake on the command line: one sentence naming it, printed with a pointer to `--help`, exit status 2.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The sentence, such as `unknown option '--frobnicate'`.
    package let message: String

    /// A usage error that says `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
