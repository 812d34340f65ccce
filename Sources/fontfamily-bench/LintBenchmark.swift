import Foundation

/// The lint section: `fontfamily-dump --lint` over two generated Swift trees — a dense one, every file holding font
/// calls, and an app-shaped one — against `grep -rnF` finding the same call sites in the same run, beyond the dump's
/// catalog load, with the peak memory of each beside; then the hostile shapes (``HostileLintBenchmark``).
enum LintBenchmark {
    /// The target on both trees: the lint's wall time beyond the catalog load within 5 × that of `grep -rnF`.
    static let targetRatio = 5.0

    /// The rows: both trees, then the hostile shapes. `names` are PostScript names of the catalog that
    /// `fontArguments` (`--only --fonts DIR`, or none for the system's) gives the dump.
    static func rows(
        names: [String], fontArguments: [String], repetitions: Int, quick: Bool, scratch: ScratchDirectory
    ) throws -> [BenchRow] {
        let dump = CLIBenchmark.productsDirectory() + "/fontfamily-dump"
        guard FileManager.default.isExecutableFile(atPath: dump), let firstName = names.first else {
            return [LintTree.Shape.dense, .app].map {
                BenchRow(
                    name: $0.title, target: "≤ 5 × grep", verdict: .notAvailable,
                    note: "needs fontfamily-dump next to this executable and at least one installed face")
            }
        }
        let load = [dump, "--check", firstName] + fontArguments
        var rows: [BenchRow] = []
        for shape in [LintTree.Shape.dense, .app] {
            rows.append(
                try row(
                    shape, names: names, dump: dump, load: load, fontArguments: fontArguments,
                    repetitions: repetitions, scratch: scratch))
        }
        return rows
            + (try HostileLintBenchmark.rows(
                dump: dump, load: load, fontArguments: fontArguments, names: names, quick: quick, scratch: scratch))
    }

    private static func row(
        _ shape: LintTree.Shape, names: [String], dump: String, load: [String], fontArguments: [String],
        repetitions: Int, scratch: ScratchDirectory
    ) throws -> BenchRow {
        let tree = try LintTree(shape, names: names, scratch: scratch)
        let lint = [dump, "--lint", tree.path] + fontArguments
        let grep = ["grep", "-rnF"] + shape.grepPatterns.flatMap { ["-e", $0] } + [tree.path]
        _ = try ChildProcess.run(lint[0], Array(lint.dropFirst()))  // warm the page cache
        _ = try ChildProcess.run("/usr/bin/env", grep)
        var lintRuns: [ChildProcess.Run] = []
        var loadRuns: [ChildProcess.Run] = []
        var grepRuns: [ChildProcess.Run] = []
        for _ in 0..<repetitions {
            lintRuns.append(try ChildProcess.run(lint[0], Array(lint.dropFirst())))
            loadRuns.append(try ChildProcess.run(load[0], Array(load.dropFirst())))
            grepRuns.append(try ChildProcess.run("/usr/bin/env", grep))
        }
        let report = scratch.path + "/lint-report.txt"
        _ = try ChildProcess.run(lint[0], Array(lint.dropFirst()), outputFile: report)
        let findings = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: "\n")
        guard lintRuns.allSatisfy({ $0.status == 1 }), findings.count == tree.typos,
            findings.allSatisfy({ $0.contains(": error: ") })
        else {
            throw BenchError(
                "`fontfamily-dump --lint` found \(findings.count) problems in the generated tree, not the "
                    + "\(tree.typos) typos planted there; run it on \(tree.path) by hand to see why")
        }
        let beyond = Samples(
            zip(lintRuns, loadRuns).map { max(0, $0.milliseconds - $1.milliseconds) }, unit: "ms")
        let grepWall = Samples(grepRuns.map(\.milliseconds), unit: "ms")
        let lintWall = Samples(lintRuns.map(\.milliseconds), unit: "ms")
        let ratio = beyond.median / max(grepWall.median, 0.001)
        // CPU time, which another program on the machine does not stretch as it stretches wall time.
        let cpuBeyond = Samples(
            zip(lintRuns, loadRuns).map { max(0, $0.cpuMilliseconds - $1.cpuMilliseconds) }, unit: "ms")
        let grepCPU = Samples(grepRuns.map(\.cpuMilliseconds), unit: "ms")
        let pattern = shape.grepPatterns.map { "'\($0)'" }.joined(separator: " -e ")
        return BenchRow(
            name: shape.title + ", wall beyond load", target: "≤ 5 × grep", measured: beyond,
            baselineName: "`grep -rnF -e \(pattern)`", baseline: grepWall, ratio: ratio,
            verdict: BenchRow.verdict(ratio <= targetRatio),
            note: "the lint's wall time (\(lintWall.summary)) less that of `fontfamily-dump --check NAME`, which "
                + "loads the same catalog, paired runs over \(Samples.format(Double(tree.bytes) / 1_048_576)) MiB; "
                + "CPU time beyond the load \(cpuBeyond.summary) against grep's \(grepCPU.summary), "
                + "\(Samples.format(cpuBeyond.median / max(grepCPU.median, 0.001))) ×; "
                + "\(tree.typos) of the names are one-letter typos, each diagnosed; "
                + (try memory(lint: lint, load: load, scratch: scratch)))
    }

    /// The peak memory of the lint and of the catalog load alone, as a note says it.
    static func memory(lint: [String], load: [String], scratch: ScratchDirectory) throws -> String {
        guard PeakMemory.isAvailable else { return "peak memory not measured (needs GNU time)" }
        let linted = try PeakMemory.of(lint[0], Array(lint.dropFirst()), scratch: scratch)
        let loaded = try PeakMemory.of(load[0], Array(load.dropFirst()), scratch: scratch)
        return "peak RSS \(Samples.format(linted.mebibytes)) MiB, \(Samples.format(loaded.mebibytes)) MiB for the "
            + "load alone"
    }
}
