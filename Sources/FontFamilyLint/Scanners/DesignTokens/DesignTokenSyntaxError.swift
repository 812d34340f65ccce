/// Why a design tokens file cannot be read: it is not valid JSON (RFC 8259). Its ``description`` is one sentence
/// saying what was expected at ``line`` and ``column``, as `expected ',' or '}' after an object member`.
struct DesignTokenSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the problem, counting from 1.
    let line: Int
    /// The column of the problem, counting UTF-8 bytes from 1 as the Swift compiler does.
    let column: Int
    /// One sentence saying what was expected there.
    let description: String

    /// An error at `line` and `column`.
    init(line: Int, column: Int, description: String) {
        self.line = line
        self.column = column
        self.description = description
    }
}
