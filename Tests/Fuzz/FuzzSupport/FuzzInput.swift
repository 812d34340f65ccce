/// The bytes libFuzzer hands a target, and the text made from them.
public struct FuzzInput {
    /// The input's bytes.
    public let bytes: [UInt8]

    /// The input at `data` (which libFuzzer may pass as `NULL` for an empty input).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// The bytes as UTF-8 text; ill-formed sequences become U+FFFD, as when a file is read leniently.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
