/// Deterministic pseudo-random Unicode strings for property tests: the same seed gives the same strings on every
/// machine (SplitMix64, no system randomness).
public struct RandomUnicodeText {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A random number in `range`.
    public mutating func number(in range: ClosedRange<UInt32>) -> UInt32 {
        range.lowerBound + UInt32(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A string of up to `maximumLength` scalars drawn from a mix of ASCII letters and digits, punctuation,
    /// Swift's own delimiters, controls, bidi and zero-width characters, combining marks, CJK, emoji, private
    /// use and any other scalar of any plane.
    public mutating func string(maximumLength: UInt32) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<number(in: 0...maximumLength) {
            if let scalar = Unicode.Scalar(scalarValue()) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    private static let pools: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x20...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E,
        0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200F, 0x2028...0x2029,
        0x0300...0x036F, 0xFE00...0xFE0F, 0x4E00...0x9FFF, 0x3040...0x30FF, 0xAC00...0xD7A3, 0x0600...0x06FF,
        0x1F300...0x1FAFF, 0xE000...0xF8FF, 0x10000...0x10FFFF, 0x00A0...0xD7FF, 0xE000...0xFFFF,
    ]

    private static let specials: [UInt32] = [0x22, 0x5C, 0x28, 0x2A, 0x2F, 0x23, 0x60, 0xFEFF, 0x061C, 0x00AD]

    private mutating func scalarValue() -> UInt32 {
        let choice = Int(next() % UInt64(Self.pools.count + 2))
        if choice >= Self.pools.count {
            return Self.specials[Int(next() % UInt64(Self.specials.count))]
        }
        return number(in: Self.pools[choice])
    }
}
