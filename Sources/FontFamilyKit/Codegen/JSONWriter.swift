/// JSON text written as it goes, as UTF-8 bytes: two-space indentation, one member or element a line, shortest
/// numbers, and strings escaped so that nothing invisible or direction-changing reaches the text. ``JSONValue``
/// writes a tree through it; a renderer with thousands of objects writes them straight, without building a tree to
/// free again.
///
/// An object's members must be written sorted by key (checked in debug builds), as ``JSONValue`` sorts them, so
/// the same data always gives the same bytes.
struct JSONWriter {
    /// The UTF-8 text so far; appending bytes costs less than appending to a `String`.
    private var bytes: [UInt8] = []
    /// For each open object or array, innermost last: whether it has a member or element yet.
    private var hasItems: [Bool] = []
    #if DEBUG
        /// For each open container, its last key.
        private var lastKeys: [String?] = []
    #endif

    /// A writer with room for `capacity` bytes before its buffer grows: a renderer that knows roughly how much it
    /// writes saves copying the text as it grows.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text, ending in a newline; the writer is done.
    consuming func text() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a value, or an element when in an array.
    mutating func value(_ value: JSONValue) {
        value.write(to: &self)
    }

    /// Writes one member of the object being written: `key` must come after the object's previous key.
    mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        value.write(to: &self)
    }

    /// Writes one member of the object being written, its value written by `body`.
    mutating func member(_ key: String, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        body(&self)
    }

    /// Writes an object whose members `body` writes, sorted by key.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array with one element for each of `elements`, each written by `body`.
    mutating func array<Elements: Sequence>(
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
        bytes.append(UInt8(ascii: "\""))
        // Printable ASCII without `"` or `\` (most names, paths and keys) is copied as it is, after one look at each
        // byte; anything else goes through the general escape.
        var text = string
        let plain = text.withUTF8 { text in
            guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else { return false }
            bytes.append(contentsOf: text)
            return true
        }
        if !plain { bytes += Self.generalEscaped(string).utf8 }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Integers without a fraction (`400`), others in Swift's shortest form (`87.5`); `null` when not finite.
    mutating func number(_ number: Double) {
        if number == number.rounded(), abs(number) < 1e15 {
            integer(Int(number))
        } else {
            bytes += (number.isFinite ? Notation.number(number) : "null").utf8
        }
    }

    /// Every digit, written without making a string.
    mutating func integer(_ integer: Int) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    mutating func bool(_ bool: Bool) {
        bytes += (bool ? "true" : "false").utf8
    }

    mutating func null() {
        bytes += "null".utf8
    }

    private mutating func key(_ key: String) {
        #if DEBUG
            assert(lastKeys.last.flatMap { $0 }.map { $0 < key } ?? true, "JSON key \(key) written out of order")
            lastKeys[lastKeys.count - 1] = key
        #endif
        startItem()
        string(key)
        bytes += ": ".utf8
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        hasItems.append(false)
        #if DEBUG
            lastKeys.append(nil)
        #endif
    }

    /// Ends the line before a member or element, and indents the next.
    private mutating func startItem() {
        if hasItems[hasItems.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasItems[hasItems.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    /// Closes the innermost container: `{}` and `[]` when empty, else the bracket on a line of its own.
    private mutating func close(_ bracket: UInt8) {
        #if DEBUG
            lastKeys.removeLast()
        #endif
        if hasItems.removeLast() {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(bracket)
    }

    /// Two spaces for each open container.
    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * hasItems.count))
    }

    /// The inside of a JSON string for any text, scalar by scalar: `"` and `\` escaped, controls as short or `\u`
    /// escapes, and every other scalar a message escapes (``DisplayText``: bidi controls, zero-width characters,
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
