/// Values kept for a few of a ``SwiftTokenList``'s tokens, by token index: the indices in order, 4 bytes each, beside
/// the values. A dictionary took about 40 bytes an entry, which a file of interpolated literals in a row
/// (`x+"\(y)"+…`) held for every other token.
///
/// Read by a binary search. Written at the end, or over a value already kept: a value written a few tokens back moves
/// every one after it.
@usableFromInline struct TokenIndexedValues<Value: Sendable>: Sendable {
    /// The token indices that have a value, ascending.
    @usableFromInline var indices: [UInt32] = []
    /// The value of each index in ``indices``, at the same position.
    @usableFromInline var values: [Value] = []

    /// An empty map.
    @usableFromInline init() {}

    /// Reserves room for `count` values: a list that may hold one every few tokens reserves it up front, so that the
    /// room is never copied to grow (the pages no value reaches are never touched).
    @usableFromInline mutating func reserveCapacity(_ count: Int) {
        indices.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// Whether no token has a value.
    @usableFromInline var isEmpty: Bool { indices.isEmpty }

    /// The position of token `index` in ``indices``, or where it would go.
    @usableFromInline func position(of index: UInt32) -> Int {
        guard let last = indices.last, last >= index else { return indices.count }
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The value of the token at `index`, `nil` when it has none; setting `nil` removes it.
    @usableFromInline subscript(index: Int) -> Value? {
        get {
            let key = UInt32(truncatingIfNeeded: index)
            let position = position(of: key)
            return position < indices.count && indices[position] == key ? values[position] : nil
        }
        set {
            let key = UInt32(truncatingIfNeeded: index)
            let position = position(of: key)
            let isKept = position < indices.count && indices[position] == key
            switch newValue {
            case let value? where isKept:
                values[position] = value
            case let value?:
                indices.insert(key, at: position)
                values.insert(value, at: position)
            case nil where isKept:
                indices.remove(at: position)
                values.remove(at: position)
            case nil:
                break
            }
        }
    }

    /// Removes the value of the token at `index` when it is the last one kept.
    @usableFromInline mutating func removeLast(at index: Int) {
        guard indices.last == UInt32(truncatingIfNeeded: index) else { return }
        indices.removeLast()
        values.removeLast()
    }

    /// Removes the values of the tokens from `index` on.
    @usableFromInline mutating func removeAll(from index: Int) {
        let position = position(of: UInt32(truncatingIfNeeded: index))
        indices.removeSubrange(position...)
        values.removeSubrange(position...)
    }
}
