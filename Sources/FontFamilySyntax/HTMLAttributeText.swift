/// An HTML attribute's value with its character references decoded (`&quot;`, `&#39;`, `&#x27;`, `&amp;`, `&lt;`,
/// `&gt;`, `&apos;`, `&nbsp;` and every numeric one), keeping for each decoded byte the offset in the file of the
/// text it came from: a reference's bytes all point at its `&`.
package struct HTMLAttributeText {
    /// The decoded value, as UTF-8 bytes.
    package private(set) var bytes: [UInt8] = []
    /// For each byte of ``bytes``, its offset in the file.
    private var offsets: [Int] = []
    /// The offset in the file just past the value.
    private let end: Int

    /// The named references decoded, with what they stand for and whether HTML also reads them without `;`.
    private static let namedReferences: [(name: StaticString, scalar: Unicode.Scalar, isLegacy: Bool)] = [
        ("quot", "\"", true), ("amp", "&", true), ("lt", "<", true), ("gt", ">", true),
        ("apos", "'", false),
        ("nbsp", "\u{A0}", true), ("QUOT", "\"", true), ("AMP", "&", true), ("LT", "<", true),
        ("GT", ">", true),
    ]

    /// The value `range` of the file's bytes `html`, decoded.
    package init(_ html: [UInt8], range: Range<Int>) {
        end = range.upperBound
        bytes.reserveCapacity(range.count)
        offsets.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            if html[offset] == UInt8(ascii: "&"),
                let (scalar, next) = Self.reference(in: html, at: offset, end: end)
            {
                UTF8.encode(scalar) { byte in
                    bytes.append(byte)
                    offsets.append(offset)
                }
                offset = next
            } else {
                bytes.append(html[offset])
                offsets.append(offset)
                offset += 1
            }
        }
    }

    /// The offset in the file of the decoded byte at `index` (the end of the value past its last byte).
    package func fileOffset(_ index: Int) -> Int {
        index >= 0 && index < offsets.count ? offsets[index] : end
    }

    /// The character that the reference whose `&` is at `offset` stands for, and the offset after the reference;
    /// `nil` when the `&` starts no reference that HTML decodes in an attribute.
    private static func reference(
        in html: [UInt8], at offset: Int, end: Int
    ) -> (scalar: Unicode.Scalar, next: Int)? {
        var current = offset + 1
        guard current < end else { return nil }
        if html[current] == UInt8(ascii: "#") {
            current += 1
            let isHex = current < end && (html[current] | 0x20) == UInt8(ascii: "x")
            if isHex { current += 1 }
            let digitsStart = current
            var value: UInt32 = 0
            while current < end, let digit = digitValue(html[current], isHex: isHex) {
                value = min(value * (isHex ? 16 : 10) + digit, 0x110000)
                current += 1
            }
            guard current > digitsStart else { return nil }
            if current < end, html[current] == UInt8(ascii: ";") { current += 1 }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (scalar ?? "\u{FFFD}", current)
        }
        while current < end, isAlphanumeric(html[current]) { current += 1 }
        let name = html[(offset + 1)..<current]
        let hasSemicolon = current < end && html[current] == UInt8(ascii: ";")
        for reference in namedReferences where reference.name.withUTF8Buffer({ name.elementsEqual($0) }) {
            if hasSemicolon { return (reference.scalar, current + 1) }
            guard reference.isLegacy, !(current < end && html[current] == UInt8(ascii: "=")) else {
                return nil
            }
            return (reference.scalar, current)
        }
        return nil
    }

    /// The value of a decimal or hex digit, or `nil` for any other byte.
    private static func digitValue(_ byte: UInt8, isHex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex:
            return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex:
            return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// An ASCII letter or digit.
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
