#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontCatalog {
    /// A value of a catalog built on first use and then kept — catalogs are immutable, so it never changes — for what
    /// only some questions need: the name indices of a diagnosis, the search keys of a family search.
    final class LazyValue<Value: Sendable>: @unchecked Sendable {
        private let lock = Lock()
        private var value: Value?

        /// The value, made by `build` on the first call.
        func get(_ build: () -> Value) -> Value {
            lock.withLock {
                if let value { return value }
                let built = build()
                value = built
                return built
            }
        }
    }
}
