import FixtureFontWriter
import FontFamilyCatalog

/// Section 1: building a `FontCatalog` against the raw fontconfig floor, on the system and on the fixture fonts.
enum CatalogLoadBenchmark {
    /// The target: the catalog may cost at most this many times the floor.
    static let targetRatio = 1.3

    /// `FontCatalog.system(cacheDirectory:)` against loading the same configuration raw.
    static func system(repetitions: Int, configurationFile: String, cacheDirectory: String) throws -> BenchRow {
        let times = try Stopwatch.interleaved(
            repetitions: repetitions,
            { _ = try FontCatalog.system(cacheDirectory: cacheDirectory) },
            {
                _ = try RawFontconfig.loading(configurationFile: configurationFile, cacheDirectory: cacheDirectory)
                    .listAndRead()
            }
        )
        var walks: [Double] = []
        for _ in 0..<repetitions {
            walks.append(
                try Stopwatch.milliseconds {
                    _ = try RawFontconfig.loading(configurationFile: configurationFile, cacheDirectory: cacheDirectory)
                        .walkFontSets()
                }.milliseconds)
        }
        let walk = Samples(walks, unit: "ms")
        return row(
            name: "catalog load: `FontCatalog.system()`", times: times,
            note: "the same configuration read from its font sets (FcConfigGetFonts) without FcFontList takes "
                + "\(walk.summary)")
    }

    /// `FontCatalog(fonts:cacheDirectory:)` over the committed fixture set, written afresh, against the floor.
    ///
    /// - Parameters:
    ///   - directory: The fixture fonts, already loaded once so that `cache` is warm.
    ///   - cache: Their private fontconfig cache directory.
    static func fixtures(repetitions: Int, directory: String, cache: String) throws -> BenchRow {
        let times = try Stopwatch.interleaved(
            repetitions: repetitions,
            { _ = try FontCatalog(fonts: [directory], cacheDirectory: cache) },
            { _ = try RawFontconfig.fonts(in: directory, cacheDirectory: cache).listAndRead() }
        )
        return row(
            name: "catalog load: fixture set (\(FixtureSet.standard.count) faces)",
            times: times,
            note: "warm private cache; the catalog also walks the directory to report skipped files"
        )
    }

    private static func row(name: String, times: (first: [Double], second: [Double]), note: String?) -> BenchRow {
        let measured = Samples(times.first, unit: "ms")
        let floor = Samples(times.second, unit: "ms")
        let ratio = measured.median / floor.median
        return BenchRow(
            name: name, target: "≤ 1.3 × floor", measured: measured, baselineName: "raw fontconfig floor",
            baseline: floor, ratio: ratio, verdict: BenchRow.verdict(ratio <= targetRatio), note: note)
    }
}
