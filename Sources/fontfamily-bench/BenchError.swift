/// A real failure of the benchmark (never a slow measurement): the run stops with exit status 2.
struct BenchError: Error, CustomStringConvertible {
    /// One sentence that says what went wrong and what to do.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
