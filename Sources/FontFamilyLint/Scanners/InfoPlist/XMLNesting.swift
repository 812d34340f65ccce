import FontFamilySyntax

/// How deep the `<array>` and `<dict>` elements of an XML property list nest, measured in one pass without
/// recursion, before Foundation's reader (which recurses once per level) is given the file.
enum XMLNesting {
    /// The offset of the first `<array>` or `<dict>` opened more than `limit` levels deep in `bytes`, or `nil` when
    /// none is (a binary property list, whose reader keeps its own limit, is not measured). Comments, CDATA sections,
    /// processing instructions and declarations are skipped; an empty element (`<array/>`) opens no level.
    static func offsetBeyond(_ limit: Int, in bytes: [UInt8]) -> Int? {
        guard !XMLMarkup.starts(with: "bplist", at: 0, in: bytes) else { return nil }
        var depth = 0
        var offset = 0
        while let open = bytes[offset...].firstIndex(of: UInt8(ascii: "<")) {
            if XMLMarkup.starts(with: "<!--", at: open, in: bytes) {
                offset = XMLMarkup.offset(after: "-->", from: open + 4, in: bytes)
            } else if XMLMarkup.starts(with: "<![CDATA[", at: open, in: bytes) {
                offset = XMLMarkup.offset(after: "]]>", from: open + 9, in: bytes)
            } else {
                let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
                offset = min(close + 1, bytes.count)
                if isTag("/array", at: open, in: bytes) || isTag("/dict", at: open, in: bytes) {
                    depth = max(depth - 1, 0)
                } else if isTag("array", at: open, in: bytes) || isTag("dict", at: open, in: bytes),
                    close == bytes.count || bytes[close - 1] != UInt8(ascii: "/")
                {
                    depth += 1
                    if depth > limit { return open }
                }
            }
            if offset >= bytes.count { return nil }
        }
        return nil
    }

    /// Whether the tag at `open` (its `<`) is named `name`: the name followed by `>`, `/` or white space.
    private static func isTag(_ name: StaticString, at open: Int, in bytes: [UInt8]) -> Bool {
        guard XMLMarkup.starts(with: name, at: open + 1, in: bytes) else { return false }
        let after = open + 1 + name.utf8CodeUnitCount
        guard after < bytes.count else { return true }
        return [
            UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
            UInt8(ascii: "\r"),
        ].contains(bytes[after])
    }
}
