/// Big-endian reads from font bytes that never trap: a read past either end is `nil`.
struct SfntBytes: Sendable {
    /// The bytes, indexed from 0.
    let bytes: [UInt8]

    /// Reads from `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The number of bytes.
    var count: Int { bytes.count }

    /// The unsigned 8-bit value at `offset`, or `nil` outside the bytes.
    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes[offset]
    }

    /// The big-endian unsigned 16-bit value at `offset`, or `nil` when it does not fit.
    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The big-endian unsigned 32-bit value at `offset`, or `nil` when it does not fit.
    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// The `length` bytes from `offset`, or `nil` when they do not all lie inside.
    func slice(_ offset: Int, length: Int) -> SfntBytes? {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
        return SfntBytes(Array(bytes[offset..<(offset + length)]))
    }
}
