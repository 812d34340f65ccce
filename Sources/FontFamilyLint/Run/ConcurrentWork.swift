import Dispatch

/// Work spread over the machine's cores: the lint's per-file scans, which share nothing while they run.
enum ConcurrentWork {
    /// `transform` of each of `items`, in their order, computed on as many threads as the machine has cores, each
    /// thread taking the next item as it finishes one (a large item holds up one thread, not the others).
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        return [Result](unsafeUninitializedCapacity: items.count) { buffer, initializedCount in
            // Room for more than one item always has an address.
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                slots.initialize(index, to: transform(items[index]))
            }
            initializedCount = items.count
        }
    }

    /// The items of `items` that `isIncluded` holds for, in their order, tested on every core.
    static func filter<Item: Sendable>(_ items: [Item], _ isIncluded: @escaping @Sendable (Item) -> Bool) -> [Item] {
        zip(items, map(items, isIncluded)).compactMap { item, included in included ? item : nil }
    }

    /// The results' storage, each slot written by the one iteration of its index.
    private struct Slots<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result>

        func initialize(_ index: Int, to result: Result) {
            base.advanced(by: index).initialize(to: result)
        }
    }
}
