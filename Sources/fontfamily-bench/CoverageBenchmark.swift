/// Section 5: the cost of `coverage(of:)`, first and repeated.
enum CoverageBenchmark {
    /// `coverage(of:)` does not exist yet, so there is nothing to time: the row says so, with no figures.
    static func rows() -> [BenchRow] {
        [
            BenchRow(
                name: "coverage: first and repeated `coverage(of:)`", target: "resolution never pays for charsets",
                verdict: .pending, note: "coverage(of:) is not in FontFamilyKit yet")
        ]
    }
}
