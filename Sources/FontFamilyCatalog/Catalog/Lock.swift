#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`: what `NSLock` gave, without Foundation's class hierarchy, which
/// a fully static `fontfamily-dump` would otherwise link with ICU and its data.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits until the lock is free and takes it.
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Frees the lock.
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// `body`'s result, run holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
