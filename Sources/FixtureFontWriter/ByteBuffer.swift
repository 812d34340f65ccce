/// A growing big-endian byte buffer, the way every sfnt structure is laid out.
struct ByteBuffer {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes written so far.
    var count: Int { bytes.count }

    mutating func u8(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// Writes the low 16 bits of `value`; callers keep values in range, and an out-of-range value never traps.
    mutating func u16(clamping value: Int) {
        u16(UInt16(clamping: value))
    }

    mutating func i16(_ value: Int16) {
        u16(UInt16(bitPattern: value))
    }

    mutating func u32(_ value: UInt32) {
        u16(UInt16(truncatingIfNeeded: value >> 16))
        u16(UInt16(truncatingIfNeeded: value))
    }

    mutating func i64(_ value: Int64) {
        let raw = UInt64(bitPattern: value)
        u32(UInt32(truncatingIfNeeded: raw >> 32))
        u32(UInt32(truncatingIfNeeded: raw))
    }

    /// Writes a four-character ASCII table tag.
    mutating func tag(_ tag: String) {
        bytes.append(contentsOf: Array(tag.utf8.prefix(4)))
    }

    mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Pads with zero bytes to a multiple of four.
    mutating func padToFourBytes() {
        while bytes.count % 4 != 0 { bytes.append(0) }
    }

    /// Overwrites four bytes at `offset` with `value`.
    mutating func setU32(_ value: UInt32, at offset: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: value >> 24)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 16)
        bytes[offset + 2] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[offset + 3] = UInt8(truncatingIfNeeded: value)
    }

    /// The OpenType table checksum: the sum of big-endian 32-bit words, the last one zero-padded.
    static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        while index < data.count {
            var word: UInt32 = 0
            for byte in 0..<4 {
                word <<= 8
                if index + byte < data.count { word |= UInt32(data[index + byte]) }
            }
            sum &+= word
            index += 4
        }
        return sum
    }
}
