import FontFamilyCatalog

/// Section 5: the cost of `coverage(of:cascade:)`, first (character maps read through FreeType) and
/// repeated (kept).
///
/// Character maps are read only here: the catalog loads and resolves names without them, which the load and
/// resolution rows measure.
enum CoverageBenchmark {
    /// Latin, Greek, Cyrillic, Arabic, Japanese and an emoji: most cascades cover some of it and miss some.
    static let text = "Hello, world! Ελληνικά Кириллица مرحبا 日本語のテキスト 🙂"

    /// The rows for the first and the repeated query on fresh system catalogs.
    ///
    /// - Parameters:
    ///   - load: Loads a fresh catalog (untimed), so that every first query reads its character maps anew.
    ///   - substring: The cascade is the first face of up to three families containing it (else of the catalog).
    ///   - repetitions: How many fresh catalogs are queried.
    static func rows(load: () throws -> FontCatalog, substring: String, repetitions: Int) throws -> [BenchRow] {
        var first: [Double] = []
        var repeated: [Double] = []
        var cascade: [String] = []
        var covered = 0
        for _ in 0..<repetitions {
            let catalog = try load()
            cascade = self.cascade(in: catalog, substring: substring)
            let (firstMilliseconds, coverage) = Stopwatch.milliseconds { catalog.coverage(of: text, cascade: cascade) }
            first.append(firstMilliseconds)
            covered = coverage.runs.filter { $0.face != nil }.reduce(0) { $0 + $1.text.count }
            for _ in 0..<5 {
                let (milliseconds, again) = Stopwatch.milliseconds { catalog.coverage(of: text, cascade: cascade) }
                guard again == coverage else {
                    throw BenchError("a repeated coverage query gave a different answer than the first")
                }
                repeated.append(milliseconds)
            }
        }
        guard !cascade.isEmpty else {
            return [
                BenchRow(
                    name: "coverage: `coverage(of:cascade:)`", target: "–", verdict: .notAvailable,
                    note: "the system catalog has no faces to build a cascade from")
            ]
        }
        let note =
            "\(text.count) characters over the cascade \(cascade.joined(separator: ", ")); \(covered) covered"
        return [
            BenchRow(
                name: "coverage: first `coverage(of:cascade:)`", target: "–",
                measured: Samples(first, unit: "ms"), verdict: .information,
                note: note + "; reads the cascade's character maps through FreeType"),
            BenchRow(
                name: "coverage: repeated `coverage(of:cascade:)`", target: "–",
                measured: Samples(repeated, unit: "ms"), verdict: .information,
                note: "the same query again: character maps are kept by the catalog"),
        ]
    }

    private static func cascade(in catalog: FontCatalog, substring: String) -> [String] {
        let families = catalog.families(containing: substring)
        let source = families.isEmpty ? catalog.families : families
        return source.prefix(3).compactMap { $0.faces.first?.postScriptName }
    }
}
