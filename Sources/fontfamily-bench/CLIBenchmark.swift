import Foundation

/// Section 3: `fontfamily-dump` as a process against `fc-list`: the search against `fc-list … | grep -i`, and the
/// whole catalog as JSON and a check of 2,000 names against listing the catalog with `fc-list`.
enum CLIBenchmark {
    /// How many names `--check -` reads from standard input.
    static let checkedNames = 2_000

    /// One command of the dump and the shell command it is compared with.
    private struct Comparison {
        let name: String
        let arguments: [String]
        let inputFile: String
        let baseline: String
        let baselineName: String
        /// The largest ratio of the dump's wall time to the baseline's that meets the target.
        let limit: Double
        /// The baseline as the target names it.
        let target: String

        var targetText: String { "≤ \(limit) × \(target)" }
    }

    /// The substring dump's target against `fc-list … | grep`: it reads and prints less than the listing does.
    static let substringLimit = 0.8

    /// The rows for wall time and peak memory.
    ///
    /// The dump is looked up next to this executable (`swift build -c release` puts both in one products directory).
    /// When it is missing, or not yet wired (it fails or prints nothing), the rows say so instead of failing.
    /// Every round runs each command and its baseline back to back, alternating which goes first.
    static func rows(
        substring: String,
        names: [String],
        repetitions: Int,
        scratch: ScratchDirectory
    ) throws -> [BenchRow] {
        let dump = productsDirectory() + "/fontfamily-dump"
        let list = "fc-list : family style postscriptname"
        let shell = list + " | grep -i -- " + shellQuoted(substring)
        if let reason = try unavailability(dump: dump, substring: substring, scratch: scratch) {
            return [
                BenchRow(
                    name: "CLI: `fontfamily-dump \(substring)` wall", target: "≤ \(substringLimit) × fc-list | grep",
                    verdict: .notAvailable, note: reason),
                BenchRow(
                    name: "CLI: `fontfamily-dump \(substring)` peak memory", target: "≤ 25 MiB",
                    verdict: .notAvailable, note: reason),
            ]
        }
        let namesFile = scratch.path + "/check-names.txt"
        let checked = (0..<checkedNames).map { names[$0 % names.count] }
        guard FileManager.default.createFile(atPath: namesFile, contents: Data(checked.joined(separator: "\n").utf8))
        else { throw BenchError("cannot write '\(namesFile)'; check free space in the temporary directory") }
        let comparisons = [
            Comparison(
                name: "CLI: `fontfamily-dump \(substring)` wall", arguments: [substring], inputFile: "/dev/null",
                baseline: shell, baselineName: "`\(shell)`", limit: substringLimit,
                target: "fc-list | grep"),
            Comparison(
                name: "CLI: `fontfamily-dump --all --json` wall", arguments: ["--all", "--json"],
                inputFile: "/dev/null",
                baseline: list, baselineName: "`\(list)`", limit: 1.0, target: "fc-list"),
            Comparison(
                name: "CLI: `fontfamily-dump --check -` (\(checkedNames) names) wall", arguments: ["--check", "-"],
                inputFile: namesFile, baseline: list, baselineName: "`\(list)`", limit: 1.0, target: "fc-list"),
        ]
        for comparison in comparisons {  // warm the page cache and fontconfig's caches
            _ = try ChildProcess.run(dump, comparison.arguments, inputFile: comparison.inputFile)
            _ = try ChildProcess.run("/bin/sh", ["-c", comparison.baseline])
        }
        var runs = Array(repeating: (dump: [ChildProcess.Run](), shell: [ChildProcess.Run]()), count: comparisons.count)
        for round in 0..<repetitions {
            for (index, comparison) in comparisons.enumerated() {
                let runDump = { try ChildProcess.run(dump, comparison.arguments, inputFile: comparison.inputFile) }
                let runShell = { try ChildProcess.run("/bin/sh", ["-c", comparison.baseline]) }
                if round % 2 == 0 {
                    runs[index].dump.append(try runDump())
                    runs[index].shell.append(try runShell())
                } else {
                    runs[index].shell.append(try runShell())
                    runs[index].dump.append(try runDump())
                }
            }
        }
        var rows: [BenchRow] = []
        for (comparison, run) in zip(comparisons, runs) {
            if let failed = run.shell.first(where: { $0.status > 1 }) {
                throw BenchError(
                    "`\(comparison.baseline)` exited with status \(failed.status); check that fc-list and grep work")
            }
            if let failed = run.dump.first(where: { $0.status != 0 }) {
                throw BenchError(
                    "`fontfamily-dump \(comparison.arguments.joined(separator: " "))` exited with status "
                        + "\(failed.status); run it by hand to see why")
            }
            let wall = Samples(run.dump.map(\.milliseconds), unit: "ms")
            let shellWall = Samples(run.shell.map(\.milliseconds), unit: "ms")
            // The median of each pair's ratio: the two commands of a pair meet the same machine speed, which drifts
            // by more than the difference measured between pairs minutes apart.
            let ratio = Samples(zip(run.dump, run.shell).map { $0.milliseconds / $1.milliseconds }, unit: "×").median
            let cpu = Samples(run.dump.map(\.cpuMilliseconds), unit: "ms")
            let shellCPU = Samples(run.shell.map(\.cpuMilliseconds), unit: "ms")
            rows.append(
                BenchRow(
                    name: comparison.name, target: comparison.targetText, measured: wall,
                    baselineName: comparison.baselineName, baseline: shellWall, ratio: ratio,
                    verdict: BenchRow.verdict(ratio <= comparison.limit),
                    note: "wall time from spawn to exit; the ratio is the median of \(wall.count) paired runs' "
                        + "ratios; CPU time (user + system) \(cpu.summary) against "
                        + "\(shellCPU.summary)"))
        }
        rows.insert(
            try memoryRow(dump: dump, substring: substring, shell: shell, repetitions: repetitions, scratch: scratch),
            at: 1)
        rows.append(linkingRow(dump: dump))
        return rows
    }

    /// How the dump is linked: fully static (no dynamic loader), with the Swift runtime static, or with the Swift
    /// runtime from shared libraries.
    private static func linkingRow(dump: String) -> BenchRow {
        let bytes = FileManager.default.contents(atPath: dump) ?? Data()
        let loaded = hasInterpreter(bytes)
        let shared = bytes.range(of: Data("libswiftCore.so".utf8)) != nil
        let foundation = bytes.range(of: Data("libFoundation.so".utf8)) != nil
        let how =
            !loaded
            ? "fully static: Swift runtime, Foundation, fontconfig and FreeType, no dynamic loader"
            : shared
                ? "Swift runtime from shared libraries" + (foundation ? ", with Foundation" : ", without Foundation")
                : "Swift runtime linked statically, C libraries from shared ones"
        return BenchRow(
            name: "CLI: how `fontfamily-dump` links", target: "–", verdict: .information,
            note: how
                + (loaded
                    ? "; build it fully static, as the README's Performance section says, for the fastest start" : ""))
    }

    /// Whether the 64-bit ELF file `bytes` names a program interpreter (`PT_INTERP`): a dynamically linked program.
    private static func hasInterpreter(_ bytes: Data) -> Bool {
        let elf = [UInt8](bytes.prefix(64))
        guard elf.count == 64, elf[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else { return true }
        func integer(at offset: Int, size: Int, in data: [UInt8]) -> Int {
            (0..<size).reduce(0) { $0 | Int(data[offset + $1]) << (8 * $1) }
        }
        let tableOffset = integer(at: 32, size: 8, in: elf)
        let entrySize = integer(at: 54, size: 2, in: elf)
        let count = integer(at: 56, size: 2, in: elf)
        let table = [UInt8](bytes.dropFirst(tableOffset).prefix(entrySize * count))
        guard table.count == entrySize * count else { return true }
        return (0..<count).contains { integer(at: $0 * entrySize, size: 4, in: table) == 3 }
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
    static func productsDirectory() -> String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
