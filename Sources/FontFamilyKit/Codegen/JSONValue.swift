/// A JSON document, written deterministically: object keys sorted, two-space indentation, shortest numbers.
enum JSONValue {
    case string(String)
    case number(Double)
    /// An integer, written with every digit (a `Double` keeps only 53 bits).
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// The pretty-printed text, ending in a newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let string): output += Self.quoted(string)
        case .number(let number): output += Self.formatted(number)
        case .integer(let integer): output += String(integer)
        case .bool(let bool): output += bool ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            let inner = indent + "  "
            for (position, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let inner = indent + "  "
            // Appending piece by piece: concatenating them first builds a temporary string per member.
            for (position, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                output += inner
                output += Self.quoted(member.key)
                output += ": "
                member.value.write(to: &output, indent: inner)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += indent
            output += "}"
        }
    }

    /// A JSON string: `"` and `\` escaped, controls as short or `\u` escapes, and every other scalar a message
    /// escapes (``DisplayText``: bidi controls, zero-width characters, line separators, private-use and unassigned
    /// code points) as `\u` escapes so it stays visible.
    private static func quoted(_ string: String) -> String {
        // Printable ASCII without `"` or `\` (most names, paths and keys) needs no escape and no Unicode lookups.
        if string.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        ) {
            return "\"" + string + "\""
        }
        var output = "\""
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
        return output + "\""
    }

    /// Integers without a fraction (`400`), others in Swift's shortest form (`87.5`); `null` when not finite.
    private static func formatted(_ number: Double) -> String {
        number.isFinite ? Notation.number(number) : "null"
    }
}
