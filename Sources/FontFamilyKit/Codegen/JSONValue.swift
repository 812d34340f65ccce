/// A JSON document, written deterministically: object keys sorted, two-space indentation, shortest numbers.
enum JSONValue {
    case string(String)
    case number(Double)
    /// An integer, written with every digit (a `Double` keeps only 53 bits).
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object(JSONObject)

    /// The pretty-printed text, ending in a newline.
    var text: String {
        // Written as UTF-8 bytes and made a `String` once: appending to a `String` piece by piece costs more than
        // the bytes themselves.
        var output: [UInt8] = []
        write(to: &output, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .string(let string): Self.appendQuoted(string, to: &output)
        case .number(let number): output += Self.formatted(number).utf8
        case .integer(let integer): output += String(integer).utf8
        case .bool(let bool): output += (bool ? "true" : "false").utf8
        case .null: output += "null".utf8
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]".utf8
                return
            }
            output += "[\n".utf8
            for (position, element) in elements.enumerated() {
                Self.indent(&output, depth: depth + 1)
                element.write(to: &output, depth: depth + 1)
                output += (position == elements.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(&output, depth: depth)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            let members = object.members
            guard !members.isEmpty else {
                output += "{}".utf8
                return
            }
            output += "{\n".utf8
            // Sorting the positions, not the members, copies no value.
            let order = members.indices.sorted { members[$0].key < members[$1].key }
            for (position, index) in order.enumerated() {
                Self.indent(&output, depth: depth + 1)
                Self.appendQuoted(members[index].key, to: &output)
                output += ": ".utf8
                members[index].value.write(to: &output, depth: depth + 1)
                output += (position == members.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(&output, depth: depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Two spaces a level.
    private static func indent(_ output: inout [UInt8], depth: Int) {
        output += repeatElement(UInt8(ascii: " "), count: 2 * depth)
    }

    /// Appends a JSON string: `"` and `\` escaped, controls as short or `\u` escapes, and every other scalar a
    /// message escapes (``DisplayText``: bidi controls, zero-width characters, line separators, private-use and
    /// unassigned code points) as `\u` escapes so it stays visible.
    private static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Printable ASCII without `"` or `\` (most names, paths and keys) needs no escape and no Unicode lookups.
        let plain = string.withASCII { bytes in
            guard
                bytes.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else { return false }
            output += bytes
            return true
        }
        if plain != true { output += generalEscaped(string).utf8 }
        output.append(UInt8(ascii: "\""))
    }

    /// The inside of a JSON string for any text, scalar by scalar: the reference the ASCII path must agree with.
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

    /// Integers without a fraction (`400`), others in Swift's shortest form (`87.5`); `null` when not finite.
    private static func formatted(_ number: Double) -> String {
        number.isFinite ? Notation.number(number) : "null"
    }
}

/// The members of a JSON object, written sorted by key whatever order they were given in; a later value of a key
/// replaces an earlier one.
///
/// A small array rather than a dictionary: the objects here have a dozen members at most, and a hash table built and
/// freed for each of thousands of faces cost more than writing them.
struct JSONObject: ExpressibleByDictionaryLiteral {
    /// One key and its value (a struct, not a tuple: the runtime frees an array of tuples through generic code).
    fileprivate struct Member {
        let key: String
        var value: JSONValue
    }

    /// The members in the order they were first given.
    fileprivate private(set) var members: [Member] = []

    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    init(_ elements: some Sequence<(String, JSONValue)>) {
        members.reserveCapacity(elements.underestimatedCount)
        for (key, value) in elements { self[key] = value }
    }

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            switch (members.firstIndex { $0.key == key }, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}
