/// The first 16 bytes of an ASCII name as two big-endian integers, padded with zeros, to sort names by integers:
/// when two names' keys differ, the names order as the keys do, since `String` orders ASCII text by its bytes and a
/// name ends before any byte a longer name has there. Equal keys say nothing; the names themselves decide.
struct NamePrefixKey: Comparable {
    private let high: UInt64
    private let low: UInt64

    /// The key of each of `names`, or `nil` when one of them is not ASCII.
    static func keys(of names: [String]) -> [NamePrefixKey]? {
        var keys: [NamePrefixKey] = []
        keys.reserveCapacity(names.count)
        for name in names {
            var name = name
            guard
                let key = name.withUTF8({ bytes -> NamePrefixKey? in
                    var bits: UInt8 = 0
                    for byte in bytes { bits |= byte }
                    guard bits < 0x80 else { return nil }
                    let raw = UnsafeRawBufferPointer(bytes)
                    if raw.count >= 16 {
                        return NamePrefixKey(
                            high: UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)),
                            low: UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
                    }
                    var high: UInt64 = 0
                    var low: UInt64 = 0
                    for position in raw.indices {
                        let shift = UInt64(8 * (7 - position % 8))
                        if position < 8 {
                            high |= UInt64(raw[position]) << shift
                        } else {
                            low |= UInt64(raw[position]) << shift
                        }
                    }
                    return NamePrefixKey(high: high, low: low)
                })
            else { return nil }
            keys.append(key)
        }
        return keys
    }

    static func < (lhs: NamePrefixKey, rhs: NamePrefixKey) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
}
