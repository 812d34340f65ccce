/// A 64-bit FNV-1a hash of bytes, fed in pieces: what marks a file as this package's output (the digest of the text
/// under its marker) and what fingerprints a benchmark's inputs. Not a cryptographic hash: it tells an edited text
/// from the one that was written, not a forgery from the real thing.
///
/// ```swift
/// var digest = ContentDigest()
/// digest.combine("foo".utf8)
/// digest.combine("bar".utf8)
/// digest.hex  // "85944171f73967e8", FNV-1a 64 of "foobar"
/// ```
package struct ContentDigest: Equatable, Sendable {
    /// The hash of the bytes so far; FNV-1a's offset basis for none.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The digest of no bytes.
    package init() {}

    /// The digest of `bytes`.
    package init(of bytes: some Sequence<UInt8>) {
        combine(bytes)
    }

    /// Adds `bytes` after the ones before.
    package mutating func combine(_ bytes: some Sequence<UInt8>) {
        var hash = value
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* Self.prime }
        }
        if done == nil {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
        }
        value = hash
    }

    /// The hash as 16 lowercase hexadecimal digits, leading zeros kept.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether `text` is 16 lowercase hexadecimal digits, as ``hex`` writes them.
    package static func isHex(_ text: some Collection<UInt8>) -> Bool {
        text.count == 16 && text.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01b3
}
