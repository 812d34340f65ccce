extension String {
    /// `body` applied to the UTF-8 of the string when it is all ASCII; `nil` otherwise.
    ///
    /// ASCII is already in NFC and needs no Unicode property lookups, and nearly every font name, style and path is
    /// ASCII: the renderers' fast paths work on its bytes and fall back to their general, scalar-by-scalar path for
    /// anything else.
    package func withASCII<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        var text = self
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? body(bytes) : nil }
    }
}
