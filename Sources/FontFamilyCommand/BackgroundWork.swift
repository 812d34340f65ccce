import Dispatch

/// Work started on another thread at once, whose result is waited for where it is needed: `fontfamily-dump --lint`
/// loads its catalog this way while it reads and scans the files.
struct BackgroundWork<Value: Sendable> {
    /// Where the work leaves its result: written once, on the work's thread, before the group is left, and read only
    /// after it is waited for, which orders the two.
    private final class Outcome: @unchecked Sendable {
        var result: Result<Value, any Error>?
    }

    private let outcome = Outcome()
    private let group = DispatchGroup()

    /// Starts `work` on another thread.
    init(_ work: @escaping @Sendable () throws -> Value) {
        let outcome = outcome
        DispatchQueue.global().async(group: group) { outcome.result = Result { try work() } }
    }

    /// The work's value, once it is done; rethrows its error.
    func value() throws -> Value {
        group.wait()
        guard let result = outcome.result else { preconditionFailure("A finished work left no result.") }
        return try result.get()
    }
}
