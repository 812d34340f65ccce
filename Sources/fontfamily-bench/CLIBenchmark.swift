import Foundation

/// Section 3: `fontfamily-dump SUBSTRING` as a process against `fc-list … | grep -i SUBSTRING`.
enum CLIBenchmark {
    /// The rows for wall time and peak memory.
    ///
    /// The dump is looked up next to this executable (`swift build -c release` puts both in one products directory).
    /// When it is missing, or not yet wired (it fails or prints nothing), both rows say so instead of failing.
    static func rows(substring: String, repetitions: Int, scratch: ScratchDirectory) throws -> [BenchRow] {
        let dump = productsDirectory() + "/fontfamily-dump"
        let shell = "fc-list : family style postscriptname | grep -i -- " + shellQuoted(substring)
        if let reason = try unavailability(dump: dump, substring: substring, scratch: scratch) {
            return [
                BenchRow(
                    name: "CLI: `fontfamily-dump \(substring)` wall", target: "≤ 1.0 × fc-list | grep",
                    verdict: .notAvailable, note: reason),
                BenchRow(
                    name: "CLI: `fontfamily-dump \(substring)` peak memory", target: "≤ 25 MiB",
                    verdict: .notAvailable, note: reason),
            ]
        }
        _ = try ChildProcess.run("/bin/sh", ["-c", shell])
        var dumpRuns: [ChildProcess.Run] = []
        var shellRuns: [ChildProcess.Run] = []
        for round in 0..<repetitions {
            if round % 2 == 0 {
                dumpRuns.append(try ChildProcess.run(dump, [substring]))
                shellRuns.append(try ChildProcess.run("/bin/sh", ["-c", shell]))
            } else {
                shellRuns.append(try ChildProcess.run("/bin/sh", ["-c", shell]))
                dumpRuns.append(try ChildProcess.run(dump, [substring]))
            }
        }
        if let failed = shellRuns.first(where: { $0.status > 1 }) {
            throw BenchError("`\(shell)` exited with status \(failed.status); check that fc-list and grep work")
        }
        if let failed = dumpRuns.first(where: { $0.status != 0 }) {
            throw BenchError("`\(dump) \(substring)` exited with status \(failed.status) after a good first run")
        }
        let wall = Samples(dumpRuns.map(\.milliseconds), unit: "ms")
        let shellWall = Samples(shellRuns.map(\.milliseconds), unit: "ms")
        let ratio = wall.median / shellWall.median
        let cpu = Samples(dumpRuns.map(\.cpuMilliseconds), unit: "ms")
        let shellCPU = Samples(shellRuns.map(\.cpuMilliseconds), unit: "ms")
        return [
            BenchRow(
                name: "CLI: `fontfamily-dump \(substring)` wall", target: "≤ 1.0 × fc-list | grep", measured: wall,
                baselineName: "`\(shell)`", baseline: shellWall, ratio: ratio, verdict: BenchRow.verdict(ratio <= 1.0),
                note:
                    "wall time from spawn to exit; CPU time (user + system) \(cpu.summary) against \(shellCPU.summary)"),
            try memoryRow(dump: dump, substring: substring, shell: shell, repetitions: repetitions, scratch: scratch),
        ]
    }

    /// Peak memory of the dump and of the pipeline, measured with GNU time.
    private static func memoryRow(
        dump: String,
        substring: String,
        shell: String,
        repetitions: Int,
        scratch: ScratchDirectory
    ) throws -> BenchRow {
        let name = "CLI: `fontfamily-dump \(substring)` peak memory"
        guard PeakMemory.isAvailable else {
            return BenchRow(
                name: name, target: "≤ 25 MiB", verdict: .notAvailable,
                note: "needs GNU time at \(PeakMemory.timeExecutable) (apt-get install time)")
        }
        var dumpPeaks: [Double] = []
        var shellPeaks: [Double] = []
        for _ in 0..<repetitions {
            let dumpPeak = try PeakMemory.of(dump, [substring], scratch: scratch)
            let shellPeak = try PeakMemory.of("/bin/sh", ["-c", shell], scratch: scratch)
            guard dumpPeak.status == 0, shellPeak.status <= 1 else {
                throw BenchError("a run under \(PeakMemory.timeExecutable) failed; run it by hand to see why")
            }
            dumpPeaks.append(dumpPeak.mebibytes)
            shellPeaks.append(shellPeak.mebibytes)
        }
        let memory = Samples(dumpPeaks, unit: "MiB")
        let shellMemory = Samples(shellPeaks, unit: "MiB")
        return BenchRow(
            name: name, target: "≤ 25 MiB", measured: memory, baselineName: "fc-list | grep", baseline: shellMemory,
            ratio: memory.median / shellMemory.median, verdict: BenchRow.verdict(memory.median <= 25),
            note: "peak resident set (ru_maxrss) from GNU time; for the pipeline, that of its largest process")
    }

    /// Why the dump cannot be measured, or `nil` when one probe run succeeds and prints something.
    private static func unavailability(dump: String, substring: String, scratch: ScratchDirectory) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: dump) else {
            return "no fontfamily-dump next to this executable at \(dump); build it with `swift build -c release`"
        }
        guard try ChildProcess.run("/bin/sh", ["-c", "command -v fc-list"]).status == 0 else {
            return "fc-list is not installed (it comes with fontconfig), so there is nothing to compare with"
        }
        let output = scratch.path + "/dump-probe.txt"
        let probe = try ChildProcess.run(dump, [substring], outputFile: output)
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard probe.status == 0 else { return "`fontfamily-dump \(substring)` exited with status \(probe.status)" }
        guard !printed.isEmpty, !printed.contains("not yet wired") else {
            return "`fontfamily-dump` is not wired yet (it printed: \(printed.trimmingCharacters(in: .newlines)))"
        }
        return nil
    }

    /// The directory of this executable, where SwiftPM puts the other products of the same build.
    private static func productsDirectory() -> String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
