import Foundation

/// The peak resident memory of a command, as GNU time reports it (`/usr/bin/time -f %M`).
///
/// GNU time forks the command from its own small process and reads `ru_maxrss` with `wait4`, so the figure is the
/// command's own peak (for a shell pipeline, that of its largest process). Measuring with `wait4` from this
/// process instead would report this process's peak for every child (see ``ChildProcess``).
enum PeakMemory {
    /// Where GNU time is expected.
    static let timeExecutable = "/usr/bin/time"

    /// Whether GNU time is installed.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: timeExecutable)
    }

    /// Runs `executable` with `arguments` under GNU time and returns its peak resident set in MiB, and its status.
    static func of(_ executable: String, _ arguments: [String], scratch: ScratchDirectory) throws -> (
        mebibytes: Double, status: Int32
    ) {
        let report = scratch.path + "/peak-memory.txt"
        let run = try ChildProcess.run(timeExecutable, ["-f", "%M", "-o", report, executable] + arguments)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").last, let kibibytes = Double(line) else {
            throw BenchError("\(timeExecutable) did not report a peak memory for '\(executable)'; it wrote '\(text)'")
        }
        return (kibibytes / 1024, run.status)
    }
}
