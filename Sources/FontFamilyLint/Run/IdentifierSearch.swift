import FontFamilyKit
import FontFamilySyntax

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
    /// How a text's blocks are searched for the places where a name may start.
    private let starts: Starts

    /// What a name's start is told by in a block search (``ByteBlock``): with few of them, only the places where one
    /// is are looked at; otherwise every run of identifier characters is.
    private enum Starts {
        /// Every name is at least two bytes long and starts with one of these (first, second) pairs: at most four.
        case pairs([(UInt8, UInt8)])
        /// Every name starts with one of these bytes: at most four.
        case firstBytes([UInt8])
        /// Too many kinds of start to look for.
        case any

        /// How a search for `names` (identifiers, in `byLength`) finds their starts.
        init(_ byLength: [[[UInt8]]]) {
            let names = byLength.joined()
            var firstBytes: [UInt8] = []
            var pairs: [(UInt8, UInt8)] = []
            var everyNameHasTwoBytes = true
            for name in names {
                if !firstBytes.contains(name[0]) { firstBytes.append(name[0]) }
                guard name.count > 1 else {
                    everyNameHasTwoBytes = false
                    continue
                }
                if !pairs.contains(where: { $0 == (name[0], name[1]) }) { pairs.append((name[0], name[1])) }
            }
            if everyNameHasTwoBytes, !pairs.isEmpty, pairs.count <= 4 {
                self = .pairs(pairs)
            } else if !firstBytes.isEmpty, firstBytes.count <= 4 {
                self = .firstBytes(firstBytes)
            } else {
                self = .any
            }
        }
    }

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
        starts = Starts(byLength)
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

    /// Whether `bytes` spell one of ``byLength``'s names as a word of its own. With at most four pairs of first two
    /// bytes among the names, or four first bytes, only the places where one of them is are looked at, found two
    /// blocks of sixteen bytes at a time (``ByteBlock``); otherwise every run of identifier characters is.
    private func spellsName(
        in bytes: UnsafeBufferPointer<UInt8>, isIdentifier: UnsafeBufferPointer<Bool>,
        firstBytes: UnsafeBufferPointer<Bool>
    ) -> Bool {
        // Fewer than two or four starts are padded with the first, which finds the same places again.
        switch starts {
        case .pairs(let pairs) where pairs.count <= 2:
            let first = ByteBlock.repeated(pairs[0].0), second = ByteBlock.repeated(pairs[0].1)
            let last = pairs[pairs.count - 1]
            let lastFirst = ByteBlock.repeated(last.0), lastSecond = ByteBlock.repeated(last.1)
            return spellsName(in: bytes, isIdentifier: isIdentifier, firstBytes: firstBytes) { block, next in
                (block .== first .& next .== second) .| (block .== lastFirst .& next .== lastSecond)
            }
        case .pairs(let pairs):
            let padded = pairs + Array(repeating: pairs[0], count: 4 - pairs.count)
            let first0 = ByteBlock.repeated(padded[0].0), second0 = ByteBlock.repeated(padded[0].1)
            let first1 = ByteBlock.repeated(padded[1].0), second1 = ByteBlock.repeated(padded[1].1)
            let first2 = ByteBlock.repeated(padded[2].0), second2 = ByteBlock.repeated(padded[2].1)
            let first3 = ByteBlock.repeated(padded[3].0), second3 = ByteBlock.repeated(padded[3].1)
            return spellsName(in: bytes, isIdentifier: isIdentifier, firstBytes: firstBytes) { block, next in
                (block .== first0 .& next .== second0) .| (block .== first1 .& next .== second1)
                    .| (block .== first2 .& next .== second2) .| (block .== first3 .& next .== second3)
            }
        case .firstBytes(let starts) where starts.count <= 2:
            let first = ByteBlock.repeated(starts[0]), last = ByteBlock.repeated(starts[starts.count - 1])
            return spellsName(in: bytes, isIdentifier: isIdentifier, firstBytes: firstBytes) { block, _ in
                block .== first .| block .== last
            }
        case .firstBytes(let starts):
            let padded = starts + Array(repeating: starts[0], count: 4 - starts.count)
            let byte0 = ByteBlock.repeated(padded[0]), byte1 = ByteBlock.repeated(padded[1])
            let byte2 = ByteBlock.repeated(padded[2]), byte3 = ByteBlock.repeated(padded[3])
            return spellsName(in: bytes, isIdentifier: isIdentifier, firstBytes: firstBytes) { block, _ in
                block .== byte0 .| block .== byte1 .| block .== byte2 .| block .== byte3
            }
        case .any:
            let count = bytes.count
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
    }

    /// Whether `bytes` spell one of ``byLength``'s names as a word of its own, looking only where `mayStart` holds
    /// in a block (given the block and the block one byte on) and, in the last bytes, where a name's first byte is.
    @inline(__always)
    private func spellsName(
        in bytes: UnsafeBufferPointer<UInt8>, isIdentifier: UnsafeBufferPointer<Bool>,
        firstBytes: UnsafeBufferPointer<Bool>, where mayStart: (ByteBlock.Bytes, ByteBlock.Bytes) -> ByteBlock.Lanes
    ) -> Bool {
        let count = bytes.count
        return ByteBlock.search(bytes, readingAhead: 1) { base, offset in
            mayStart(ByteBlock.load(base, at: offset), ByteBlock.load(base, at: offset &+ 1))
        } matches: { start in
            // A name spelled as a word of its own from `start`.
            guard start == 0 || !isIdentifier[Int(bytes[start - 1])], firstBytes[Int(bytes[start])] else {
                return false
            }
            var end = start + 1
            while end < count, isIdentifier[Int(bytes[end])] { end += 1 }
            return spellsName(in: bytes, from: start, to: end, firstBytes: firstBytes)
        }
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
