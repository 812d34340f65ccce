import FontFamilyCatalog

#if canImport(Glibc)
    import Glibc
#endif

/// The text of a file the lint reads, decoded from its bytes: UTF-8, or UTF-16 or UTF-32 when a byte order mark
/// says so; and where its first byte that is not valid in that encoding is, when it has one (the bad bytes are read
/// as U+FFFD, as a browser or the compiler would warn about).
struct SourceText: Sendable {
    /// An encoding the lint reads.
    enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
        case utf32LittleEndian = "UTF-32LE"
        case utf32BigEndian = "UTF-32BE"
    }

    /// The first unit of the file that is not valid in its encoding.
    struct InvalidUnit: Hashable, Sendable {
        /// Its line in the decoded text, counting from 1.
        let line: Int
        /// Its column in the decoded text, counting UTF-8 bytes from 1.
        let column: Int
        /// The bad byte (UTF-8) or code unit (UTF-16, UTF-32).
        let value: UInt32
    }

    /// The decoded text (without the byte order mark of a UTF-16 or UTF-32 file).
    let text: String
    /// The encoding the bytes were read in.
    let encoding: Encoding
    /// The first invalid unit, `nil` when the whole file is valid.
    let invalidUnit: InvalidUnit?

    /// The text of `bytes`: UTF-16 or UTF-32 (either byte order) after a byte order mark, UTF-8 otherwise.
    init(_ bytes: [UInt8]) {
        let mark = Array(bytes.prefix(4))
        if mark.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            self = Self.decoded(bytes.dropFirst(4), as: .utf32LittleEndian)
        } else if mark.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            self = Self.decoded(bytes.dropFirst(4), as: .utf32BigEndian)
        } else if mark.starts(with: [0xFF, 0xFE]) {
            self = Self.decoded(bytes.dropFirst(2), as: .utf16LittleEndian)
        } else if mark.starts(with: [0xFE, 0xFF]) {
            self = Self.decoded(bytes.dropFirst(2), as: .utf16BigEndian)
        } else if let valid = String(validating: bytes, as: UTF8.self) {
            // The common case: one validating pass, no second walk to place an error.
            self.init(text: valid, encoding: .utf8, invalidUnit: nil)
        } else {
            self = Self.decoded(bytes[...], as: .utf8)
        }
    }

    /// The text of `bytes` when they are valid UTF-8 with no byte order mark of UTF-16 or UTF-32; `nil` when they
    /// need ``init(_:)``.
    static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceText? {
        let mark = Array(bytes.prefix(2))
        guard mark != [0xFF, 0xFE], mark != [0xFE, 0xFF], !bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]),
            let valid = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return SourceText(text: valid, encoding: .utf8, invalidUnit: nil)
    }

    /// The text of the regular file at `path` when it is read whole, straight into the text's storage, and is valid
    /// UTF-8 without a byte `0xEF` (no byte order mark, no U+F000…U+FFFF); `nil` otherwise, and for a file that cannot
    /// be opened, is empty or changes size while it is read, which ``init(_:)`` then reads from a copy. The file is
    /// held once, never copied: the string is made over the bytes read, and its own check of them is the validation.
    /// A string repairs each bad sequence with U+FFFD, whose UTF-8 starts with `0xEF`: text without one, read from
    /// bytes without one, was valid.
    static func validUTF8(atPath path: String) -> SourceText? {
        #if canImport(Glibc)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
                return nil
            }
            let size = Int(status.st_size)
            let text = String(unsafeUninitializedCapacity: size) { buffer in
                let filled = FileSystemEntry.fill(
                    UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: size), from: descriptor)
                // A file that grew or shrank is read again, whole, by the other way.
                var more: UInt8 = 0
                guard filled == size, read(descriptor, &more, 1) == 0, let base = buffer.baseAddress else { return 0 }
                return memchr(base, 0xEF, size) == nil ? size : 0
            }
            let repaired = text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.baseAddress.map { memchr($0, 0xEF, bytes.count) != nil } ?? false
            }
            guard text.utf8.count == size, repaired == false else { return nil }
            return SourceText(text: text, encoding: .utf8, invalidUnit: nil)
        #else
            return nil
        #endif
    }

    private init(text: String, encoding: Encoding, invalidUnit: InvalidUnit?) {
        self.text = text
        self.encoding = encoding
        self.invalidUnit = invalidUnit
    }

    /// `bytes` decoded as `encoding` scalar by scalar, each invalid unit read as U+FFFD, with the place of the first.
    private static func decoded(_ bytes: ArraySlice<UInt8>, as encoding: Encoding) -> SourceText {
        var decoder = Decoder()
        switch encoding {
        case .utf8:
            decodeUTF8(bytes, into: &decoder)
        case .utf16LittleEndian, .utf16BigEndian:
            decodeUTF16(bytes, littleEndian: encoding == .utf16LittleEndian, into: &decoder)
        case .utf32LittleEndian, .utf32BigEndian:
            decodeUTF32(bytes, littleEndian: encoding == .utf32LittleEndian, into: &decoder)
        }
        return SourceText(text: String(decoder.scalars), encoding: encoding, invalidUnit: decoder.invalid)
    }

    /// The scalars decoded so far, the line and column the next one is at, and the first invalid unit.
    private struct Decoder {
        /// The scalars decoded so far.
        var scalars = String.UnicodeScalarView()
        /// The first invalid unit, `nil` while every unit was valid.
        var invalid: InvalidUnit?
        /// The line of the next scalar, counting from 1.
        var line = 1
        /// The column of the next scalar, counting UTF-8 bytes from 1.
        var column = 1

        /// Appends `scalar`, moving the line and column past it.
        mutating func add(_ scalar: Unicode.Scalar) {
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += UTF8.width(scalar)
            }
        }

        /// Appends U+FFFD for the invalid unit `value`, remembering where it is when it is the first.
        mutating func fail(_ value: UInt32) {
            if invalid == nil { invalid = InvalidUnit(line: line, column: column, value: value) }
            add("\u{FFFD}")
        }
    }

    /// Decodes `bytes` as UTF-8 into `decoder`.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, into decoder: inout Decoder) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                decoder.add(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                decoder.fail(UInt32(bytes[offset]))
                offset += length
            case .emptyInput:
                break loop
            }
        }
    }

    /// Decodes `bytes` as UTF-16 in the byte order `littleEndian` says into `decoder`; a last odd byte is invalid.
    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool, into decoder: inout Decoder) {
        let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map { offset in
            let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
            return littleEndian ? first | second << 8 : first << 8 | second
        }
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                decoder.add(Unicode.UTF16.decode(encoded))
                offset += encoded.count
            case .error(let length):
                decoder.fail(UInt32(units[offset]))
                offset += length
            case .emptyInput:
                break loop
            }
        }
        if bytes.count % 2 == 1 { decoder.fail(UInt32(bytes[bytes.endIndex - 1])) }
    }

    /// Decodes `bytes` as UTF-32 in the byte order `littleEndian` says into `decoder`; a last partial unit is
    /// invalid.
    private static func decodeUTF32(_ bytes: ArraySlice<UInt8>, littleEndian: Bool, into decoder: inout Decoder) {
        var offset = bytes.startIndex
        while offset + 3 < bytes.endIndex {
            let units = (0..<4).map { UInt32(bytes[offset + $0]) }
            let value =
                littleEndian
                ? units[0] | units[1] << 8 | units[2] << 16 | units[3] << 24
                : units[0] << 24 | units[1] << 16 | units[2] << 8 | units[3]
            if let scalar = Unicode.Scalar(value) { decoder.add(scalar) } else { decoder.fail(value) }
            offset += 4
        }
        if offset < bytes.endIndex { decoder.fail(UInt32(bytes[offset])) }
    }

    /// The note for the first invalid unit of the file at `path`, `nil` when it has none.
    func note(path: String) -> LintFinding? {
        guard let invalidUnit else { return nil }
        let width = encoding == .utf8 ? 2 : encoding == .utf16BigEndian || encoding == .utf16LittleEndian ? 4 : 8
        let hex = String(invalidUnit.value, radix: 16, uppercase: true)
        let unit = "0x" + String(repeating: "0", count: max(0, width - hex.count)) + hex
        let what = encoding == .utf8 ? "byte" : "code unit"
        return LintFinding(
            path: path, line: invalidUnit.line, column: invalidUnit.column, severity: .note, rule: .invalidEncoding,
            context: encoding.rawValue, name: nil,
            message: "The file is not valid \(encoding.rawValue): its first bad \(what) (\(unit)) is on line "
                + "\(invalidUnit.line), and every bad \(what) is read as U+FFFD, so a name with one in it is not "
                + "the name written. Save the file as UTF-8 (or as UTF-16 or UTF-32 with a byte order mark).")
    }
}
