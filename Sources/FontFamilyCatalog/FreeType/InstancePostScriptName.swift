/// The PostScript names of a variable font's instances, built as Adobe Tech Note 5902 says and as FreeType
/// (`FT_Get_Postscript_Name`) and current fontconfig build them.
///
/// - A named instance is `prefix-Subfamily` (`Inter-Bold`), unless `fvar` gives it a PostScript name of its own.
/// - Any other point is the prefix and, for each axis off its default, `_`, the value and the tag
///   (`Inter_650wght`, `Inter_650wght_-5slnt`).
/// - A name of 127 characters or more keeps the prefix and replaces the rest with `-`, 32 hexadecimal digits of a
///   128-bit MurmurHash3 of the whole name, and `...`.
///
/// The prefix is name ID 25 (the variations PostScript name prefix), else the typographic family, else the family,
/// with every character but ASCII letters and digits removed and cut to 91 characters.
package enum InstancePostScriptName {
    /// The length from which a name is shortened to its prefix and a hash (FreeType counts the name with its
    /// terminating NUL against PostScript's limit of 127).
    static let shortenedLength = 127
    /// The longest prefix: room is left for `-`, 32 hexadecimal digits and `...`.
    static let maximumPrefixLength = 127 - (1 + 32 + 3)
    /// The seed of the hash of a shortened name.
    static let hashSeed: UInt32 = 123_456_789

    /// `name` reduced to ASCII letters and digits and cut to ``maximumPrefixLength`` characters; `nil` when nothing
    /// is left. `Inter Display` gives `InterDisplay`.
    package static func prefix(_ name: String) -> String? {
        let kept = String(lettersAndDigits(name).prefix(maximumPrefixLength))
        return kept.isEmpty ? nil : kept
    }

    /// The name of a named instance that `fvar` gives no PostScript name: `prefix`, `-` and the subfamily name in
    /// ASCII letters and digits (`Inter` and `Bold Italic` give `Inter-BoldItalic`), shortened when too long.
    package static func namedInstance(prefix: String, subfamily: String) -> String {
        limited(prefix + "-" + lettersAndDigits(subfamily), prefix: prefix)
    }

    /// The name of an arbitrary instance at `coordinates`: `prefix`, then for every axis whose value differs from
    /// its default (compared as 16.16 fixed-point numbers), `_`, the value (``decimal(fixed:)``) and the tag's
    /// letters and digits, in axis order; shortened when too long. An axis missing from `coordinates` is at its
    /// default; `Inter`, wght 100–900 default 400, at wght 650 gives `Inter_650wght`.
    package static func arbitraryInstance(prefix: String, axes: [VariationAxis], at coordinates: VariationCoordinates)
        -> String
    {
        var name = prefix
        for axis in axes {
            let value = fixed(coordinates[axis.tag] ?? axis.defaultValue)
            guard value != fixed(axis.defaultValue) else { continue }
            name += "_" + decimal(fixed: value) + lettersAndDigits(axis.tag.rawValue)
        }
        return limited(name, prefix: prefix)
    }

    /// `name` as it is when shorter than ``shortenedLength`` characters, else `prefix`, `-`, the 128-bit MurmurHash3
    /// (x86, seed ``hashSeed``) of `name` and its terminating NUL in 32 uppercase hexadecimal digits, and `...`.
    package static func limited(_ name: String, prefix: String) -> String {
        let bytes = Array(name.utf8)
        guard bytes.count >= shortenedLength else { return name }
        let hash = murmurHash3(bytes + [0], seed: hashSeed)
        return prefix + "-" + hash.map { Notation.hex($0, minimumDigits: 8) }.joined() + "..."
    }

    /// `value` as a 16.16 fixed-point number, rounded to the nearest 1/65536 and kept in range.
    package static func fixed(_ value: Double) -> Int32 {
        let scaled = (value * 65536).roundedToNearestOrAwayFromZero
        guard scaled.isFinite else { return value < 0 ? Int32.min + 1 : Int32.max }
        return Int32(max(min(scaled, Double(Int32.max)), Double(Int32.min + 1)))
    }

    /// The value of a 16.16 fixed-point number.
    package static func value(fixed: Int32) -> Double {
        Double(fixed) / 65536
    }

    /// The shortest decimal text that reads back as the 16.16 fixed-point number `fixed`, as FreeType writes axis
    /// values into names: the integer part, then up to five fraction digits, rounded to the nearer of the two
    /// candidates (ties to even) and without trailing zeros. 650 gives `650`, 100.5 gives `100.5`, -10 gives `-10`.
    static func decimal(fixed: Int32) -> String {
        guard fixed != 0 else { return "0" }
        let magnitude = fixed.magnitude
        var text = fixed < 0 ? "-" : ""
        let integer = magnitude >> 16
        if integer > 0 { text += String(integer) }
        var fraction = magnitude & 0xFFFF
        guard fraction != 0 else { return text }
        var digits: [UInt8] = []
        fraction = fraction * 10 + 5
        for _ in 0..<5 {
            digits.append(UInt8(fraction / 0x10000))
            fraction %= 0x10000
            if fraction == 0 { break }
            fraction *= 10
        }
        if digits.count == 5, let last = digits.last {
            // The loop finds the larger of two five-digit candidates; the smaller one (last digit minus one) reads
            // back as the same number when the remainder is below 344800, and is nearer below 172320.
            if fraction < 34480 * 10, last == 1 {
                digits[4] = 0
            } else if fraction == 17232 * 10, !last.isMultiple(of: 2) {
                digits[4] = last - 1
            } else if fraction < 17232 * 10, last != 0 {
                digits[4] = last - 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        return text + "." + digits.map(String.init).joined()
    }

    /// MurmurHash3's x86 128-bit variant of `bytes` with `seed`: four 32-bit words, in output order.
    static func murmurHash3(_ bytes: [UInt8], seed: UInt32) -> [UInt32] {
        let c1: UInt32 = 0x239b_961b
        let c2: UInt32 = 0xab0e_9789
        let c3: UInt32 = 0x38b3_4ae5
        let c4: UInt32 = 0xa1e3_8b93
        let constants = [c1, c2, c3, c4, c1]
        let rotations: [UInt32] = [15, 16, 17, 18]
        let mixRotations: [UInt32] = [19, 17, 15, 13]
        let additions: [UInt32] = [0x561c_cd1b, 0x0bca_a747, 0x96cd_1c35, 0x32ac_3b17]
        var h = [UInt32](repeating: seed, count: 4)

        func word(_ offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
        }
        func mixed(_ k: UInt32, lane: Int) -> UInt32 {
            rotated(k &* constants[lane], by: rotations[lane]) &* constants[lane + 1]
        }

        let blocks = bytes.count / 16
        for block in 0..<blocks {
            for lane in 0..<4 {
                h[lane] ^= mixed(word(block * 16 + lane * 4), lane: lane)
                h[lane] = rotated(h[lane], by: mixRotations[lane]) &+ h[(lane + 1) % 4]
                h[lane] = h[lane] &* 5 &+ additions[lane]
            }
        }
        let tail = Array(bytes[(blocks * 16)...])
        for lane in (0..<4).reversed() where tail.count > lane * 4 {
            let end = min(tail.count, lane * 4 + 4)
            let k = (lane * 4..<end).reduce(UInt32(0)) { $0 | UInt32(tail[$1]) << (8 * UInt32($1 - lane * 4)) }
            h[lane] ^= mixed(k, lane: lane)
        }
        let length = UInt32(truncatingIfNeeded: bytes.count)
        for lane in 0..<4 { h[lane] ^= length }
        h[0] = h[0] &+ h[1] &+ h[2] &+ h[3]
        for lane in 1..<4 { h[lane] = h[lane] &+ h[0] }
        h = h.map(finalMix)
        h[0] = h[0] &+ h[1] &+ h[2] &+ h[3]
        for lane in 1..<4 { h[lane] = h[lane] &+ h[0] }
        return h
    }

    private static func rotated(_ value: UInt32, by count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }

    private static func finalMix(_ value: UInt32) -> UInt32 {
        var h = value
        h ^= h >> 16
        h = h &* 0x85eb_ca6b
        h ^= h >> 13
        h = h &* 0xc2b2_ae35
        h ^= h >> 16
        return h
    }

    /// The ASCII letters and digits of `text`, in order: picked from its UTF-8 bytes, where every byte below 0x80 is
    /// an ASCII character of its own, without looking up Unicode properties.
    package static func lettersAndDigits(_ text: String) -> String {
        String(
            decoding: text.utf8.filter { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default: false
                }
            }, as: UTF8.self)
    }
}
