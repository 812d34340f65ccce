/// A mistake on the command line: printed with a pointer to `--help`, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
