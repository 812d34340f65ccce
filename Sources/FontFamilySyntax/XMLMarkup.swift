/// Byte searches the lint's XML readers (Interface Builder files, `Info.plist`) share: whether markup starts at an
/// offset, and where a comment, a CDATA section or a tag ends.
package enum XMLMarkup {
    /// Whether `bytes` holds `prefix` at `offset`.
    package static func starts(with prefix: StaticString, at offset: Int, in bytes: [UInt8]) -> Bool {
        prefix.withUTF8Buffer { prefix in
            offset + prefix.count <= bytes.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
    }

    /// The offset after the first `terminator` at or after `offset`, or the end of `bytes` when there is none.
    package static func offset(after terminator: StaticString, from offset: Int, in bytes: [UInt8]) -> Int {
        var cursor = offset
        while cursor < bytes.count {
            if starts(with: terminator, at: cursor, in: bytes) { return cursor + terminator.utf8CodeUnitCount }
            cursor += 1
        }
        return bytes.count
    }
}
