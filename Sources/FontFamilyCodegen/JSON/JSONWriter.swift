import FontFamilyKit

/// JSON text written as it goes, as UTF-8 bytes: two-space indentation, one member or element a line, shortest
/// numbers, and strings escaped so that nothing invisible or direction-changing reaches the text. ``JSONValue``
/// writes a tree through it; a renderer with thousands of objects writes them straight, without building a tree to
/// free again.
///
/// An object's members must be written sorted by key (checked in debug builds), as ``JSONValue`` sorts them, so
/// the same data always gives the same bytes.
package struct JSONWriter: ~Copyable {
    /// The UTF-8 text so far, in memory the writer owns: appending is a copy and a count, without an array's
    /// uniqueness and capacity checks for every byte.
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether the innermost open object or array has a member or element yet.
    private var hasItem = false
    /// The same for each enclosing container, outermost first: the innermost one's state is a plain field, which
    /// every member reads and writes. Its count is how many containers are open.
    private var enclosingHaveItems: [Bool] = []
    #if DEBUG
        /// For each open container, its last key.
        private var lastKeys: [String?] = []
    #endif

    /// A writer with room for `capacity` bytes before its buffer grows: a renderer that knows roughly how much it
    /// writes saves copying the text as it grows.
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 256)
        start = .allocate(capacity: self.capacity)
        output = nil
    }

    /// A writer that hands its text to `output` in pieces of about `chunk` bytes as it goes, instead of keeping it:
    /// megabytes of JSON on their way to a file or a pipe never sit in memory whole.
    init(chunk: Int, output: @escaping (UnsafeRawBufferPointer) -> Void) {
        capacity = max(chunk, 256)
        start = .allocate(capacity: capacity)
        self.output = output
    }

    /// Where the text goes as it is written; `nil` when the writer keeps it for ``text()``.
    private let output: ((UnsafeRawBufferPointer) -> Void)?
    /// The digest of the text handed to the output so far.
    private var handedOver = ContentDigest()

    deinit {
        start.deallocate()
    }

    /// The text, ending in a newline; the writer is done. For a writer that keeps its text.
    consuming func text() -> String {
        append(UInt8(ascii: "\n"))
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// The document `body` writes, given to `output` in pieces of about 64 KiB as it is written and ending with a
    /// newline: a report of many findings is never in memory whole. Each piece is whole UTF-8 text, since the
    /// writer hands its text over only between two writes and writes each string at once.
    package static func write(to output: (String) -> Void, _ body: (inout JSONWriter) -> Void) {
        withoutActuallyEscaping(output) { output in
            var json = JSONWriter(chunk: 64 * 1024) { output(String(decoding: $0, as: UTF8.self)) }
            body(&json)
            json.finish()
        }
    }

    /// Ends the text with a newline and hands the rest to the output; the writer is done. For a writer with an
    /// output.
    consuming func finish() {
        append(UInt8(ascii: "\n"))
        handOver()
    }

    /// The digest of the text written so far, handed to the output or not.
    func digest() -> ContentDigest {
        var digest = handedOver
        digest.combine(UnsafeBufferPointer(start: start, count: count))
        return digest
    }

    /// Writes a value, or an element when in an array.
    mutating func value(_ value: JSONValue) {
        value.write(to: &self)
    }

    /// Writes one member of the object being written: `key` must come after the object's previous key. Keys the
    /// code names are printable ASCII without `"` or `\`, written as they are.
    @inline(__always)
    package mutating func member(_ key: StaticString, _ value: JSONValue) {
        self.key(key)
        value.write(to: &self)
    }

    /// Writes one member of the object being written, its value written by `body`.
    package mutating func member(_ key: StaticString, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        body(&self)
    }

    /// Writes one member of the object being written, whose key comes from data and is escaped as any string.
    mutating func member(named key: String, _ value: JSONValue) {
        checkOrder(of: key)
        startItem()
        string(key)
        append(": ")
        value.write(to: &self)
    }

    /// Writes an object whose members `body` writes, sorted by key.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array with one element for each of `elements`, each written by `body`.
    package mutating func array<Elements: Sequence>(
        _ elements: Elements, _ body: (inout JSONWriter, Elements.Element) -> Void
    ) {
        open(UInt8(ascii: "["))
        for element in elements {
            startItem()
            body(&self, element)
        }
        close(UInt8(ascii: "]"))
    }

    mutating func string(_ string: String) {
        // Printable ASCII without `"` or `\` (most names, paths and keys) is copied as it is; anything else goes
        // through the general escape.
        let plain = string.utf8.withContiguousStorageIfAvailable { text in
            guard Self.isPlain(text) else { return false }
            let quoted = reserve(text.count + 2)
            quoted.initialize(to: UInt8(ascii: "\""))
            if let base = text.baseAddress { (quoted + 1).initialize(from: base, count: text.count) }
            (quoted + text.count + 1).initialize(to: UInt8(ascii: "\""))
            count += text.count + 2
            return true
        }
        if plain != true {
            append(UInt8(ascii: "\""))
            var escaped = Self.generalEscaped(string)
            escaped.withUTF8 { append($0) }
            append(UInt8(ascii: "\""))
        }
    }

    /// Whether every byte of `text` is printable ASCII other than `"` and `\`, looked at eight bytes at a time.
    static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether a byte of `word` is below `bound` (at most 0x80), the classic test on all eight at once.
        func hasByte(below bound: UInt8, in word: UInt64) -> Bool {
            (word &- ones &* UInt64(bound)) & ~word & highs != 0
        }
        func isPlainWord(_ word: UInt64) -> Bool {
            !hasByte(below: 0x20, in: word) && (word | (word &+ ones)) & highs == 0
                && !hasByte(below: 1, in: word ^ (ones &* 0x22)) && !hasByte(below: 1, in: word ^ (ones &* 0x5C))
        }
        var offset = 0
        while offset + 8 <= text.count {
            guard isPlainWord(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) else { return false }
            offset += 8
        }
        return text[offset...].allSatisfy(Self.isPlain)
    }

    /// Whether `byte` is printable ASCII other than `"` and `\`: a byte a JSON string holds as it is.
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Integers without a fraction (`400`), others in Swift's shortest form (`87.5`); `null` when not finite.
    mutating func number(_ number: Double) {
        if number == number.rounded(), abs(number) < 1e15 {
            integer(Int(number))
        } else {
            var text = number.isFinite ? Notation.number(number) : "null"
            text.withUTF8 { append($0) }
        }
    }

    /// Every digit, written without making a string.
    mutating func integer(_ integer: Int) {
        // At most a sign and 20 digits.
        let digits = reserve(21)
        var length = 0
        if integer < 0 {
            digits[0] = UInt8(ascii: "-")
            length = 1
        }
        let first = length
        var magnitude = integer.magnitude
        repeat {
            digits[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            length += 1
        } while magnitude > 0
        var written = UnsafeMutableBufferPointer(start: digits + first, count: length - first)
        written.reverse()
        count += length
    }

    mutating func bool(_ bool: Bool) {
        append(bool ? "true" : "false")
    }

    mutating func null() {
        append("null")
    }

    private mutating func key(_ key: StaticString) {
        #if DEBUG
            assert(key.withUTF8Buffer { $0.allSatisfy(Self.isPlain) })
            checkOrder(of: key.description)
        #endif
        startItem()
        let length = key.utf8CodeUnitCount
        let quoted = reserve(length + 4)
        quoted.initialize(to: UInt8(ascii: "\""))
        (quoted + 1).initialize(from: key.utf8Start, count: length)
        (quoted + length + 1).initialize(to: UInt8(ascii: "\""))
        (quoted + length + 2).initialize(to: UInt8(ascii: ":"))
        (quoted + length + 3).initialize(to: UInt8(ascii: " "))
        count += length + 4
    }

    /// In debug builds, checks that `key` comes after the previous key of the object being written.
    private mutating func checkOrder(of key: String) {
        #if DEBUG
            assert(lastKeys.last.flatMap { $0 }.map { $0 < key } ?? true, "JSON key \(key) written out of order")
            lastKeys[lastKeys.count - 1] = key
        #endif
    }

    private mutating func open(_ bracket: UInt8) {
        append(bracket)
        enclosingHaveItems.append(hasItem)
        hasItem = false
        #if DEBUG
            lastKeys.append(nil)
        #endif
    }

    /// Ends the line before a member or element, and indents the next: the comma, the line break and the spaces
    /// written in one go.
    private mutating func startItem() {
        let comma = hasItem ? 1 : 0
        hasItem = true
        let spaces = 2 * enclosingHaveItems.count
        let line = reserve(comma + 1 + spaces)
        line[0] = UInt8(ascii: ",")
        line[comma] = UInt8(ascii: "\n")
        (line + comma + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += comma + 1 + spaces
    }

    /// Closes the innermost container: `{}` and `[]` when empty, else the bracket on a line of its own.
    private mutating func close(_ bracket: UInt8) {
        #if DEBUG
            lastKeys.removeLast()
        #endif
        let hadItems = hasItem
        hasItem = enclosingHaveItems.removeLast()
        if hadItems {
            append(UInt8(ascii: "\n"))
            indent()
        }
        append(bracket)
    }

    /// Two spaces for each open container.
    private mutating func indent() {
        let spaces = 2 * enclosingHaveItems.count
        reserve(spaces).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Room for `extra` more bytes, where they go; the caller counts what it writes there.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { makeRoom(for: extra) }
        return start + count
    }

    /// Hands the text so far to the output, or grows the buffer, so that `extra` more bytes fit: the rare half of
    /// ``reserve(_:)``, kept out of line so that every write inlines only the check.
    @inline(never)
    private mutating func makeRoom(for extra: Int) {
        if output != nil { handOver() }
        guard count + extra > capacity else { return }
        capacity = max(2 * capacity, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
    }

    /// Gives the text so far to the output and starts the buffer afresh.
    private mutating func handOver() {
        guard let output, count > 0 else { return }
        handedOver.combine(UnsafeBufferPointer(start: start, count: count))
        output(UnsafeRawBufferPointer(start: start, count: count))
        count = 0
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The inside of a JSON string for any text, scalar by scalar: `"` and `\` escaped, controls as short or `\u`
    /// escapes, and every other scalar a message escapes (``/FontFamilyKit/DisplayText``: bidi controls, zero-width characters,
    /// line separators, private-use and unassigned code points) as `\u` escapes so it stays visible. The reference
    /// the ASCII path must agree with.
    static func generalEscaped(_ string: String) -> String {
        var output = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if DisplayText.needsEscape(scalar) {
                    for unit in String(scalar).utf16 { output += "\\u" + Notation.hex(UInt32(unit)) }
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
