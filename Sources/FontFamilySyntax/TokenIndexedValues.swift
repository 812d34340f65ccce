/// Values kept for a few of a ``SwiftTokenList``'s tokens, by token index: the indices in order beside the values,
/// each index in 2 bytes — its low 16 bits, its page of 65,536 tokens found from where each page's indices end. A
/// dictionary took about 40 bytes an entry, which a file of interpolated literals in a row (`x+"\(y)"+…`) held for
/// every other token.
///
/// Read by a binary search within the index's page. Written at the end, or over a value already kept: a value written
/// a few tokens back moves every one after it.
@usableFromInline struct TokenIndexedValues<Value: Sendable>: Sendable {
    /// The low 16 bits of the token indices that have a value, ascending within each page.
    @usableFromInline var lowBits: [UInt16] = []
    /// For each page of 65,536 token indices up to the last one written, how many indices lie in it and the pages
    /// before it. Every index kept lies in a page this counts.
    @usableFromInline var pageEnds: [UInt32] = []
    /// The value of each index, at its position in ``lowBits``.
    @usableFromInline var values: [Value] = []

    /// An empty map.
    @usableFromInline init() {}

    /// Reserves room for `count` values: a list that may hold one every few tokens reserves it up front, so that the
    /// room is never copied to grow (the pages no value reaches are never touched).
    @usableFromInline mutating func reserveCapacity(_ count: Int) {
        lowBits.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// Whether no token has a value.
    @usableFromInline var isEmpty: Bool { lowBits.isEmpty }

    /// The token indices that have a value, ascending.
    var indices: [Int] {
        var indices: [Int] = []
        var start = 0
        for (page, end) in pageEnds.enumerated() {
            indices += lowBits[start..<Int(end)].map { page << 16 | Int($0) }
            start = Int(end)
        }
        return indices
    }

    /// The position of token `index` in ``lowBits``, or where it would go.
    @usableFromInline func position(of index: Int) -> Int {
        let page = index >> 16
        guard page >= 0 else { return 0 }
        guard page < pageEnds.count else { return lowBits.count }
        var low = page == 0 ? 0 : Int(pageEnds[page - 1])
        var high = Int(pageEnds[page])
        let key = UInt16(truncatingIfNeeded: index)
        // Most reads and writes are at the end.
        if low < high, lowBits[high - 1] < key { return high }
        while low < high {
            let middle = (low + high) / 2
            if lowBits[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the index at `position` in ``lowBits`` is token `index`.
    @usableFromInline func isKept(_ index: Int, at position: Int) -> Bool {
        let page = index >> 16
        guard page >= 0, page < pageEnds.count, position < Int(pageEnds[page]) else { return false }
        return (page == 0 || position >= Int(pageEnds[page - 1]))
            && lowBits[position] == UInt16(truncatingIfNeeded: index)
    }

    /// The value of the token at `index`, `nil` when it has none; setting `nil` removes it.
    @usableFromInline subscript(index: Int) -> Value? {
        get {
            let position = position(of: index)
            return isKept(index, at: position) ? values[position] : nil
        }
        set {
            let position = position(of: index)
            let isKept = isKept(index, at: position)
            let page = index >> 16
            switch newValue {
            case let value? where isKept:
                values[position] = value
            case let value?:
                // The pages up to this one end after every index kept, which all lie in pages before them.
                while pageEnds.count <= page { pageEnds.append(UInt32(lowBits.count)) }
                lowBits.insert(UInt16(truncatingIfNeeded: index), at: position)
                values.insert(value, at: position)
                for later in page..<pageEnds.count { pageEnds[later] += 1 }
            case nil where isKept:
                lowBits.remove(at: position)
                values.remove(at: position)
                for later in page..<pageEnds.count { pageEnds[later] -= 1 }
            case nil:
                break
            }
        }
    }

    /// Removes the value of the token at `index` when it is the last one kept.
    @usableFromInline mutating func removeLast(at index: Int) {
        guard !lowBits.isEmpty, isKept(index, at: lowBits.count - 1) else { return }
        lowBits.removeLast()
        values.removeLast()
        for later in (index >> 16)..<pageEnds.count { pageEnds[later] -= 1 }
    }

    /// Removes the values of the tokens from `index` on.
    @usableFromInline mutating func removeAll(from index: Int) {
        let position = position(of: index)
        lowBits.removeSubrange(position...)
        values.removeSubrange(position...)
        pageEnds.removeSubrange(min(pageEnds.count, (index >> 16) + 1)...)
        if let last = pageEnds.indices.last { pageEnds[last] = min(pageEnds[last], UInt32(position)) }
    }
}
