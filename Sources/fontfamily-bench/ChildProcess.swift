import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a program as a child process and measures it with `wait4`: wall time and CPU time.
///
/// Not peak memory: `posix_spawn` starts the child in this process's address space, and Linux records that space's
/// peak into the child's `ru_maxrss` when the child execs, so every child would seem as large as this benchmark.
/// ``PeakMemory`` measures memory from a small parent instead.
enum ChildProcess {
    /// One finished run.
    struct Run {
        /// The exit status, or 128 + the signal number when a signal ended it.
        let status: Int32
        /// Wall time from spawn to exit, in milliseconds.
        let milliseconds: Double
        /// User and system CPU time of the child and the processes it waited for, in milliseconds.
        let cpuMilliseconds: Double
    }

    /// Runs `executable` with `arguments` (the program name is added), with standard input read from `inputFile`
    /// and standard output written to `outputFile` and standard error to `errorFile` (all `/dev/null` by default).
    static func run(
        _ executable: String,
        _ arguments: [String],
        inputFile: String = "/dev/null",
        outputFile: String = "/dev/null",
        errorFile: String = "/dev/null"
    ) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, inputFile, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Stopwatch.wallNow()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else {
            throw BenchError("cannot run '\(executable)': \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("cannot wait for '\(executable)': errno \(errno)") }
        }
        let elapsed = Double(Stopwatch.wallNow() - start) / 1e6
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let cpu = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
        let cpuMicroseconds = Int(cpu) * 1_000_000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return Run(
            status: exitStatus, milliseconds: elapsed, cpuMilliseconds: Double(cpuMicroseconds) / 1000)
    }
}
