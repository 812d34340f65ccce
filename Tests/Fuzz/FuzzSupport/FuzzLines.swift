/// How the lint counts a file's lines.
public enum FuzzLines {
    /// The number of lines of `bytes`: one more than its line breaks, each `\n`, `\r\n` or lone `\r`.
    public static func count(of bytes: [UInt8]) -> Int {
        var count = 1
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                count += 1
            } else if byte == UInt8(ascii: "\r"), offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") {
                count += 1
            }
        }
        return count
    }
}
