import FontFamilyKit

/// A search of texts for any of a set of identifiers, each as a word of its own, in one pass over a text's bytes
/// whatever the number of names: each run of identifier characters is compared with the names of its length and
/// first byte, byte for byte. (A search per name made an app of 300 files with a hundred names to reach spend 0.6 s.)
struct IdentifierSearch: Sendable {
    /// The names that are identifiers, as bytes, by length: `byLength[n]` holds those of `n` bytes.
    private let byLength: [[[UInt8]]]
    /// Whether some name starts with the byte (by value).
    private let firstBytes: [Bool]
    /// The names that are not identifiers (none is, but a reference's component could be): searched for as bytes.
    private let others: [[UInt8]]

    /// A search for `names`.
    init(_ names: Set<String>) {
        var byLength: [[[UInt8]]] = []
        var firstBytes = [Bool](repeating: false, count: 256)
        var others: [[UInt8]] = []
        for name in names.sorted() {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty, bytes.allSatisfy({ Self.identifierBytes[Int($0)] }) else {
                others.append(bytes)
                continue
            }
            if byLength.count <= bytes.count {
                byLength += Array(repeating: [], count: bytes.count + 1 - byLength.count)
            }
            byLength[bytes.count].append(bytes)
            firstBytes[Int(bytes[0])] = true
        }
        self.byLength = byLength
        self.firstBytes = firstBytes
        self.others = others
    }

    /// Whether there is nothing to search for.
    var isEmpty: Bool { byLength.isEmpty && others.isEmpty }

    /// Whether `text` spells any of the names as a word of its own (or holds any name that is no identifier).
    func isSpelled(in text: String?) -> Bool {
        guard !isEmpty, var text else { return false }
        return text.withUTF8 { bytes in
            if !others.isEmpty {
                let haystack = UnsafeRawBufferPointer(bytes)
                for name in others {
                    if name.withUnsafeBytes({ ASCIIBytes.contains($0, in: haystack) }) { return true }
                }
            }
            guard !byLength.isEmpty else { return false }
            return Self.identifierBytes.withUnsafeBufferPointer { isIdentifier in
                firstBytes.withUnsafeBufferPointer { firstBytes in
                    spellsName(in: bytes, isIdentifier: isIdentifier, firstBytes: firstBytes)
                }
            }
        }
    }

    /// Whether `bytes` spell one of ``byLength``'s names as a word of its own. With at most three first bytes among
    /// the names, only the places where one of them may be are looked at, found eight bytes at a time; otherwise
    /// every run of identifier characters is.
    private func spellsName(
        in bytes: UnsafeBufferPointer<UInt8>, isIdentifier: UnsafeBufferPointer<Bool>,
        firstBytes: UnsafeBufferPointer<Bool>
    ) -> Bool {
        let count = bytes.count
        let starts = (0..<256).filter { firstBytes[$0] }.map(UInt64.init)
        guard let base = bytes.baseAddress, starts.count <= 3 else {
            var offset = 0
            while offset < count {
                guard isIdentifier[Int(bytes[offset])] else {
                    offset += 1
                    continue
                }
                let start = offset
                offset += 1
                while offset < count, isIdentifier[Int(bytes[offset])] { offset += 1 }
                if spellsName(in: bytes, from: start, to: offset, firstBytes: firstBytes) { return true }
            }
            return false
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        // With fewer than three first bytes, the first stands in for the missing ones.
        let first = starts[0]
        let second = starts.count > 1 ? starts[1] : first
        let third = starts.count > 2 ? starts[2] : first
        var index = 0
        while index < count {
            var lanes: UInt64
            if index + 8 <= count {
                let block = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                lanes =
                    Self.lanes(of: block, equalTo: ones &* first) | Self.lanes(of: block, equalTo: ones &* second)
                    | Self.lanes(of: block, equalTo: ones &* third)
            } else {
                lanes = 0
                for lane in 0..<(count - index) where firstBytes[Int(bytes[index + lane])] {
                    lanes |= 0x80 << (8 * UInt64(lane))
                }
            }
            while lanes != 0 {
                let start = index + lanes.trailingZeroBitCount / 8
                lanes &= lanes &- 1
                guard start == 0 || !isIdentifier[Int(bytes[start - 1])], firstBytes[Int(bytes[start])] else {
                    continue
                }
                var end = start + 1
                while end < count, isIdentifier[Int(bytes[end])] { end += 1 }
                if spellsName(in: bytes, from: start, to: end, firstBytes: firstBytes) { return true }
            }
            index += 8
        }
        return false
    }

    /// Whether the run of identifier characters `bytes[start..<end]` is one of ``byLength``'s names.
    @inline(__always)
    private func spellsName(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, firstBytes: UnsafeBufferPointer<Bool>
    ) -> Bool {
        let length = end - start
        guard length < byLength.count, firstBytes[Int(bytes[start])] else { return false }
        for name in byLength[length] {
            let matches = name.withUnsafeBufferPointer { name in
                var index = 0
                while index < length, name[index] == bytes[start + index] { index += 1 }
                return index == length
            }
            if matches { return true }
        }
        return false
    }

    /// The high bit set in each of the eight bytes of `block` that may equal its byte of `repeated`: in every one that
    /// does, and perhaps in one above a byte that does (a borrow), never elsewhere.
    @inline(__always)
    private static func lanes(of block: UInt64, equalTo repeated: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = block ^ repeated
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    /// Whether each byte (by value) can be part of a Swift identifier: any non-ASCII byte counts, as the lexer counts
    /// it.
    static let identifierBytes: [Bool] = (0...255).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }
}
