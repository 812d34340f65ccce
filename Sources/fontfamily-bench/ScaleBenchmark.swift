import FixtureFontWriter
import FontFamilyCatalog
import FontFamilyCodegen

/// Section 4: synthetic catalogs of growing size, loaded warm from a private configuration and cache.
enum ScaleBenchmark {
    /// One size to measure and how many times.
    struct Size {
        /// Faces written.
        let faces: Int
        /// Timed repetitions of load and of dump.
        let repetitions: Int
    }

    /// The target (issue 22): 20 times the faces may cost at most this many times the load time, linear growth.
    static let targetGrowth = 21.0

    /// What the dump step is made of, for the notes.
    static let dumpDescription =
        "`SwiftEnumRenderer.source(for: catalog.families(containing: \"synthetic\"))`: every family matches and is rendered"
        + " as Swift"

    /// How many times the smallest and the largest catalog are loaded in turn for the growth between them.
    static let growthPairs = 9

    /// Rows for every size (load, and dump), then the growth from the smallest to the largest.
    static func rows(sizes: [Size], scratch: ScratchDirectory) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        var loads: [(faces: Int, load: Samples, floor: Samples, dump: Samples)] = []
        var written: [(directory: String, cache: String)] = []
        defer {
            for (directory, cache) in written {
                scratch.removeItem(directory)
                scratch.removeItem(cache)
            }
        }
        for size in sizes {
            let directory = try scratch.fonts(
                FixtureSet.synthetic(faceCount: size.faces), named: "synthetic-\(size.faces)")
            let cache = try scratch.subdirectory("synthetic-\(size.faces)-cache")
            written.append((directory, cache))
            let (coldMilliseconds, cold) = try Stopwatch.milliseconds {
                try FontCatalog(fonts: [directory], cacheDirectory: cache)
            }
            guard cold.faces.count == size.faces else {
                throw BenchError(
                    "fontconfig listed \(cold.faces.count) of the \(size.faces) synthetic faces in '\(directory)'")
            }
            var catalog = cold
            let times = try Stopwatch.interleaved(
                repetitions: size.repetitions,
                { catalog = try FontCatalog(fonts: [directory], cacheDirectory: cache) },
                { _ = try RawFontconfig.fonts(in: directory, cacheDirectory: cache).listAndRead() }
            )
            let dump = try dumpTimes(catalog, faces: size.faces, repetitions: size.repetitions)
            let load = Samples(times.first, unit: "ms")
            let floor = Samples(times.second, unit: "ms")
            loads.append((size.faces, load, floor, dump))
            rows.append(
                BenchRow(
                    name: "scale: load \(size.faces) synthetic faces", target: "–", measured: load,
                    baselineName: "raw fontconfig floor", baseline: floor, ratio: load.median / floor.median,
                    verdict: .information,
                    note: "warm private cache; the first (cold) load took \(Samples.format(coldMilliseconds)) ms"))
            rows.append(
                BenchRow(
                    name: "scale: dump \(size.faces) synthetic faces", target: "–", measured: dump,
                    verdict: .information, note: dumpDescription))
        }
        guard let smallest = loads.first, let largest = loads.last, largest.faces > smallest.faces,
            let small = written.first, let large = written.last
        else { return rows }
        let factor = Double(largest.faces) / Double(smallest.faces)
        // Each growth is the median of loads of the two sizes run in turn, pair by pair: measured in blocks of their
        // own, minutes apart, the two sizes met different machine speeds, and the ratio swung between 21 and 29.
        let growth = try pairedGrowth {
            _ = try FontCatalog(
                fonts: [$0 ? large.directory : small.directory], cacheDirectory: $0 ? large.cache : small.cache)
        }
        let floorGrowth = try pairedGrowth {
            _ = try RawFontconfig.fonts(
                in: $0 ? large.directory : small.directory, cacheDirectory: $0 ? large.cache : small.cache
            )
            .listAndRead()
        }
        let ownWork = (smallest.load.median - smallest.floor.median, largest.load.median - largest.floor.median)
        // The catalog reads fontconfig's font sets without FcFontList, so at large sizes it can cost less than the
        // floor, which lists: then its own work has no growth to state.
        let own =
            ownWork.0 > 0 && ownWork.1 > 0
            ? "the catalog's own work (load − floor) grows \(Samples.format(ownWork.1 / ownWork.0)) ×"
            : "the load is below the floor at \(ownWork.1 > 0 ? smallest.faces : largest.faces) faces"
        let dumpGrowth = largest.dump.median / smallest.dump.median
        rows.append(
            BenchRow(
                name: "scale: load \(largest.faces) / \(smallest.faces) faces", target: "≤ 21 × for 20 ×",
                ratio: growth, verdict: BenchRow.verdict(growth <= targetGrowth * factor / 20),
                note: "median of \(growthPairs) paired loads of the two sizes; the raw floor grows "
                    + "\(Samples.format(floorGrowth)) × (paired alike); \(own); the dump grows "
                    + "\(Samples.format(dumpGrowth)) ×"))
        return rows
    }

    /// The median, over ``growthPairs`` pairs run in turn, of the time of `load(true)` (the largest catalog) over
    /// that of `load(false)` (the smallest) in the same pair.
    private static func pairedGrowth(_ load: (Bool) throws -> Void) throws -> Double {
        let times = try Stopwatch.interleaved(repetitions: growthPairs, { try load(false) }, { try load(true) })
        return Samples(zip(times.second, times.first).map { $0 / $1 }, unit: "×").median
    }

    /// Times the dump of every synthetic family, checking that the last family is in it.
    private static func dumpTimes(_ catalog: FontCatalog, faces: Int, repetitions: Int) throws -> Samples {
        let number = String((faces - 1) / 10)
        let lastFamily = "Synthetic" + String(repeating: "0", count: max(0, 5 - number.count)) + number
        var times: [Double] = []
        for _ in 0..<repetitions {
            let (milliseconds, source) = Stopwatch.milliseconds {
                SwiftEnumRenderer.source(for: catalog.families(containing: "synthetic"))
            }
            guard source.contains(lastFamily + "-") else {
                throw BenchError("the dump of \(faces) synthetic faces lacks the family \(lastFamily)")
            }
            times.append(milliseconds)
        }
        return Samples(times, unit: "ms")
    }
}
