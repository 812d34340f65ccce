import FixtureFontWriter
import FontFamilyKit

/// Section 4: synthetic catalogs of growing size, loaded warm from a private configuration and cache.
enum ScaleBenchmark {
    /// One size to measure and how many times.
    struct Size {
        /// Faces written.
        let faces: Int
        /// Timed repetitions of load and of dump.
        let repetitions: Int
    }

    /// The target: 20 times the faces may cost at most this many times the load time.
    static let targetGrowth = 25.0

    /// What the dump step is made of, for the notes.
    static let dumpDescription = "`families(containing: \"synthetic\")`, every family matching; no renderer on main yet"

    /// Rows for every size (load, and dump), then the growth from the smallest to the largest.
    static func rows(sizes: [Size], scratch: ScratchDirectory) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        var loads: [(faces: Int, load: Samples, floor: Samples, dump: Samples)] = []
        for size in sizes {
            let directory = try scratch.fonts(
                FixtureSet.synthetic(faceCount: size.faces), named: "synthetic-\(size.faces)")
            let cache = try scratch.subdirectory("synthetic-\(size.faces)-cache")
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
            var dumpTimes: [Double] = []
            for _ in 0..<size.repetitions {
                let (milliseconds, families) = Stopwatch.milliseconds { catalog.families(containing: "synthetic") }
                guard families.count == (size.faces + 9) / 10 else {
                    throw BenchError(
                        "families(containing:) found \(families.count) synthetic families, not \((size.faces + 9) / 10)"
                    )
                }
                dumpTimes.append(milliseconds)
            }
            let load = Samples(times.first, unit: "ms")
            let floor = Samples(times.second, unit: "ms")
            let dump = Samples(dumpTimes, unit: "ms")
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
            scratch.removeItem(directory)
            scratch.removeItem(cache)
        }
        guard let smallest = loads.first, let largest = loads.last, largest.faces > smallest.faces else { return rows }
        let factor = largest.faces / smallest.faces
        let growth = largest.load.median / smallest.load.median
        rows.append(
            BenchRow(
                name: "scale: load \(largest.faces) / \(smallest.faces) faces", target: "≤ 25 × for 20 ×",
                ratio: growth, verdict: BenchRow.verdict(growth <= targetGrowth * Double(factor) / 20),
                note: "raw floor grows \(Samples.format(largest.floor.median / smallest.floor.median)) ×; dump grows "
                    + "\(Samples.format(largest.dump.median / smallest.dump.median)) ×"))
        return rows
    }
}
