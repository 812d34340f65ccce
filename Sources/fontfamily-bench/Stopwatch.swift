#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Clocks for the benchmark, in nanoseconds.
///
/// In-process work is timed on the calling thread's CPU clock: on a shared machine, wall time also counts the time
/// other processes hold the CPU, which no interleaving removes. Child processes are timed on the wall clock.
enum Stopwatch {
    /// Now, on the monotonic wall clock.
    static func wallNow() -> UInt64 {
        read(CLOCK_MONOTONIC)
    }

    /// The CPU time this thread has used so far, user and system.
    static func cpuNow() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    /// The CPU time `body` took on this thread, in milliseconds, and what it returned.
    static func milliseconds<T>(_ body: () throws -> T) rethrows -> (milliseconds: Double, result: T) {
        let start = cpuNow()
        let result = try body()
        return (Double(cpuNow() - start) / 1e6, result)
    }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `first` and `second` alternately `repetitions` times, swapping which goes first on every round so that
    /// both see the same machine state; returns their CPU times in milliseconds.
    static func interleaved(
        repetitions: Int,
        _ first: () throws -> Void,
        _ second: () throws -> Void
    ) rethrows -> (first: [Double], second: [Double]) {
        var firstTimes: [Double] = []
        var secondTimes: [Double] = []
        for round in 0..<repetitions {
            if round % 2 == 0 {
                firstTimes.append(try milliseconds(first).milliseconds)
                secondTimes.append(try milliseconds(second).milliseconds)
            } else {
                secondTimes.append(try milliseconds(second).milliseconds)
                firstTimes.append(try milliseconds(first).milliseconds)
            }
        }
        return (firstTimes, secondTimes)
    }
}
