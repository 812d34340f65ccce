#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// A set of file paths compared byte for byte, as the file system compares them, for checking every file a walk
/// found against every file fontconfig listed.
///
/// `Set<String>` hashes each path with SipHash and compares Unicode-canonically; paths need neither. Here a path is
/// hashed eight bytes at a time, the hashes sit in one flat open-addressed table, and bytes are compared only when
/// the full 64-bit hashes agree.
struct FilePathSet {
    /// The paths held, each once, in the order first given.
    private(set) var paths: [String] = []
    /// Per slot: the position in `paths` plus one, or 0 for an empty slot.
    private var slots: [Int32]
    /// The full hash of the path in each slot.
    private var hashes: [UInt64]
    /// The slot count minus one; the slot count is a power of two at least twice the paths' count.
    private let mask: Int

    /// A set of `paths`; a path given twice is held once.
    init(_ paths: some Collection<String>) {
        var capacity = 16
        while capacity < paths.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = Array(repeating: 0, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
        self.paths.reserveCapacity(paths.count)
        for path in paths { insert(path) }
    }

    /// Whether the set holds a path with exactly the bytes of `path`.
    func contains(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let hash = FilePathSet.hash(bytes)
            return slot(of: bytes, hash: hash).found
        }
    }

    private mutating func insert(_ path: String) {
        var path = path
        let isNew = path.withUTF8 { bytes in
            let hash = FilePathSet.hash(bytes)
            let (slot, found) = slot(of: bytes, hash: hash)
            guard !found else { return false }
            slots[slot] = Int32(paths.count + 1)
            hashes[slot] = hash
            return true
        }
        if isNew { paths.append(path) }
    }

    /// The slot that holds `bytes`, else the empty slot where they would go.
    private func slot(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, found: Bool) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            if hashes[slot] == hash, FilePathSet.equal(paths[Int(slots[slot]) - 1], bytes) { return (slot, true) }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    private static func equal(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var path = path
        return path.withUTF8 { held in
            guard held.count == bytes.count, let left = held.baseAddress, let right = bytes.baseAddress else {
                return held.count == bytes.count
            }
            return memcmp(left, right, held.count) == 0
        }
    }

    /// A 64-bit hash of `bytes`, eight at a time: each word is mixed in by a multiply and a shift, so that paths that
    /// share a long directory prefix still spread over the table.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < raw.count {
            tail = tail << 8 | UInt64(raw[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ hash >> 32
    }
}
