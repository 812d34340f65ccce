/// Sixteen bytes of a text compared at once, for the byte searches that decide which files a lint lexes (the
/// trigger words, the names a run refers to) and for the line breaks ``SourceLocator`` counts: a block is loaded from a
/// buffer and compared lane by lane with a byte repeated in every lane (`pcmpeqb` on x86_64), and only the lanes
/// where the comparisons hold are looked at byte by byte.
///
/// The repeated bytes are vectors (``repeated(_:)``), never scalars: comparing a vector with a scalar goes through
/// the generic `SIMD` code, which the compiler leaves lane by lane. The mask is read as two 64-bit halves, not with
/// `any(_:)`, which reduces it by a signed minimum that SSE2 has no instruction for.
///
/// Public and `@inlinable`, as ``SwiftLexer`` is, so that the lint's searches inline it; the module is no product.
public enum ByteBlock {
    /// A block's bytes.
    public typealias Bytes = SIMD16<UInt8>
    /// Which of a block's lanes a comparison holds in.
    public typealias Lanes = SIMDMask<SIMD16<Int8>>

    /// How many bytes a block holds.
    @inlinable public static var width: Int { 16 }

    /// The block of `width` bytes at `offset` of `base`; the caller checks that they are all in the buffer.
    @inlinable @inline(__always)
    public static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> Bytes {
        UnsafeRawPointer(base + offset).loadUnaligned(as: Bytes.self)
    }

    /// `byte` in every lane.
    @inlinable @inline(__always)
    public static func repeated(_ byte: UInt8) -> Bytes { Bytes(repeating: byte) }

    /// Whether the comparison holds in any lane.
    @inlinable @inline(__always)
    public static func any(_ lanes: Lanes) -> Bool {
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }

    /// The lanes the comparison holds in as bits, lane 0 the lowest.
    @inlinable @inline(__always)
    public static func bits(_ lanes: Lanes) -> UInt32 {
        // A lane that holds is all ones: keeping a bit of its own in each byte of a half, a multiplication by ones
        // adds the eight into the top byte.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x8040_2010_0804_0201)
        return UInt32(truncatingIfNeeded: (halves[0] &* ones) >> 56 | ((halves[1] &* ones) >> 56) << 8)
    }

    /// Whether `matches` holds at some offset of `bytes`, asked only at the lanes `candidates` gives a block (given
    /// the text's start and the block's offset; it may read `readingAhead` bytes past the block, as a block compared
    /// with the one a byte on does), two blocks at a time, then one; in the last bytes, where a block would read past
    /// the end, at every offset. The one block search of the lint's byte filters.
    @inlinable @inline(__always)
    public static func search(
        _ bytes: UnsafeBufferPointer<UInt8>, readingAhead: Int,
        candidates: (_ base: UnsafePointer<UInt8>, _ offset: Int) -> Lanes, matches: (_ offset: Int) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        /// Whether `matches` holds at one of the lanes `lanes` (bits) after `offset`.
        func matchesAt(_ lanes: UInt32, after offset: Int) -> Bool {
            var lanes = lanes
            while lanes != 0 {
                if matches(offset &+ lanes.trailingZeroBitCount) { return true }
                lanes &= lanes &- 1
            }
            return false
        }
        var offset = 0
        while offset &+ 2 &* width &+ readingAhead <= count {
            let low = candidates(base, offset), high = candidates(base, offset &+ width)
            if any(low .| high), matchesAt(bits(low) | bits(high) << 16, after: offset) { return true }
            offset &+= 2 &* width
        }
        if offset &+ width &+ readingAhead <= count {
            let block = candidates(base, offset)
            if any(block), matchesAt(bits(block), after: offset) { return true }
            offset &+= width
        }
        while offset < count {
            if matches(offset) { return true }
            offset += 1
        }
        return false
    }
}
