import FontFamilyKit

extension PositionedJSON {
    /// One pass over the bytes with an explicit stack of open arrays and objects, so that nesting costs heap, not
    /// call stack, up to ``PositionedJSON/maximumDepth``.
    struct Parser {
        private static let quote = UInt8(ascii: "\"")
        private static let backslash = UInt8(ascii: "\\")

        /// An array or object whose closing bracket is still ahead.
        private struct Container {
            /// The offset of its opening bracket.
            let start: Int
            /// `true` for an object, `false` for an array.
            let isObject: Bool
            /// An object's members so far.
            var members: [Member] = []
            /// An array's elements so far.
            var elements: [PositionedJSON] = []
            /// The key of the object member whose value comes next.
            var key = ""
            /// The offset of that key's opening quote.
            var keyOffset = 0
        }

        /// The text's UTF-8 bytes.
        let bytes: [UInt8]
        /// The offset of the next byte to read.
        private var index = 0

        /// A parser at the start of `bytes`.
        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The next byte, or `nil` at the end of the text.
        private var current: UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        /// The one value of the text, with only white space around it.
        mutating func parseDocument() throws(SyntaxError) -> PositionedJSON {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            var open: [Container] = []
            // What the next value is, for the error when none starts there.
            var expecting = "a JSON value"
            while true {
                skipWhiteSpace()
                let start = index
                var value: PositionedJSON
                // The end of the text reads as NUL, which starts no value either.
                switch current ?? 0 {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < PositionedJSON.maximumDepth else {
                        throw fail(
                            "expected no more than \(PositionedJSON.maximumDepth) levels of nested arrays and objects")
                    }
                    let isObject = current == UInt8(ascii: "{")
                    index += 1
                    skipWhiteSpace()
                    if current == UInt8(ascii: isObject ? "}" : "]") {
                        index += 1
                        value = PositionedJSON(content: isObject ? .object([]) : .array([]), offset: start)
                    } else {
                        var container = Container(start: start, isObject: isObject)
                        if isObject {
                            try readKey(into: &container, afterComma: false)
                            expecting = "a value after ':'"
                        } else {
                            expecting = "a value or ']'"
                        }
                        open.append(container)
                        continue
                    }
                case Self.quote:
                    value = PositionedJSON(content: .string(try parseString()), offset: start)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = PositionedJSON(content: .number(try parseNumber()), offset: start)
                case UInt8(ascii: "t"):
                    value = PositionedJSON(content: try parseWord("true", .bool(true)), offset: start)
                case UInt8(ascii: "f"):
                    value = PositionedJSON(content: try parseWord("false", .bool(false)), offset: start)
                case UInt8(ascii: "n"):
                    value = PositionedJSON(content: try parseWord("null", .null), offset: start)
                case UInt8(ascii: "/"):
                    throw fail("expected \(expecting), not a comment (JSON has none)")
                default:
                    throw fail("expected \(expecting)")
                }
                // The value completes the innermost open container's member or element; closing brackets after it
                // complete the ones around it in turn.
                while true {
                    skipWhiteSpace()
                    guard let top = open.indices.last else {
                        guard index == bytes.count else {
                            throw fail("expected the end of the file after the JSON value")
                        }
                        return value
                    }
                    if open[top].isObject {
                        open[top].members.append(
                            Member(key: open[top].key, keyOffset: open[top].keyOffset, value: value))
                        if current == UInt8(ascii: ",") {
                            index += 1
                            skipWhiteSpace()
                            try readKey(into: &open[top], afterComma: true)
                            expecting = "a value after ':'"
                            break
                        }
                        guard current == UInt8(ascii: "}") else {
                            throw fail("expected ',' or '}' after an object member")
                        }
                        index += 1
                        let closed = open.removeLast()
                        value = PositionedJSON(content: .object(closed.members), offset: closed.start)
                    } else {
                        open[top].elements.append(value)
                        if current == UInt8(ascii: ",") {
                            index += 1
                            skipWhiteSpace()
                            if current == UInt8(ascii: "]") {
                                throw fail("expected another element after ',' (JSON allows no trailing comma)")
                            }
                            expecting = "a value after ','"
                            break
                        }
                        guard current == UInt8(ascii: "]") else {
                            throw fail("expected ',' or ']' after an array element")
                        }
                        index += 1
                        let closed = open.removeLast()
                        value = PositionedJSON(content: .array(closed.elements), offset: closed.start)
                    }
                }
            }
        }

        /// Reads an object member's key and the `:` after it into `container`.
        private mutating func readKey(into container: inout Container, afterComma: Bool) throws(SyntaxError) {
            guard current == Self.quote else {
                if !afterComma { throw fail("expected a key in double quotes or '}'") }
                if current == UInt8(ascii: "}") {
                    throw fail("expected another member after ',' (JSON allows no trailing comma)")
                }
                throw fail("expected a key in double quotes after ','")
            }
            container.keyOffset = index
            container.key = try parseString()
            skipWhiteSpace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after an object key") }
            index += 1
        }

        /// The decoded string that starts at the next byte (`"`).
        private mutating func parseString() throws(SyntaxError) -> String {
            let open = index
            index += 1
            let contentStart = index
            // Most strings have no escape: their bytes are the string's.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Self.quote {
                    index += 1
                    return String(decoding: bytes[contentStart..<(index - 1)], as: UTF8.self)
                }
                if byte == Self.backslash { break }
                if byte < 0x20 { throw controlCharacterError(byte, open: open) }
                index += 1
            }
            guard index < bytes.count else { throw unterminatedString(open: open, atEndOfLine: false) }
            var decoded = Array(bytes[contentStart..<index])
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Self.quote {
                    index += 1
                    return String(decoding: decoded, as: UTF8.self)
                }
                if byte == Self.backslash {
                    try decodeEscape(into: &decoded, open: open)
                } else if byte < 0x20 {
                    throw controlCharacterError(byte, open: open)
                } else {
                    decoded.append(byte)
                    index += 1
                }
            }
            throw unterminatedString(open: open, atEndOfLine: false)
        }

        /// Decodes the escape at the next byte (`\`) into `decoded`'s UTF-8.
        private mutating func decodeEscape(into decoded: inout [UInt8], open: Int) throws(SyntaxError) {
            let start = index
            guard index + 1 < bytes.count else { throw unterminatedString(open: open, atEndOfLine: false) }
            let simple: UInt8
            switch bytes[index + 1] {
            case Self.quote, Self.backslash, UInt8(ascii: "/"): simple = bytes[index + 1]
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(at: index + 2) else {
                    throw fail("expected four hexadecimal digits after '\\u'")
                }
                index += 6
                var value = UInt32(unit)
                if (0xDC00...0xDFFF).contains(unit) {
                    index = start
                    throw fail("expected a high surrogate escape before the low surrogate '\\u\(Notation.hex(value))'")
                }
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == Self.backslash,
                        bytes[index + 1] == UInt8(ascii: "u"),
                        let low = hexUnit(at: index + 2), (0xDC00...0xDFFF).contains(low)
                    else {
                        index = start
                        throw fail(
                            "expected a low surrogate escape ('\\uDC00' to '\\uDFFF') after the high surrogate "
                                + "'\\u\(Notation.hex(value))'")
                    }
                    index += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                }
                // Every value left is a scalar: surrogates were paired or rejected above.
                if let scalar = Unicode.Scalar(value) {
                    UTF8.encode(scalar) { decoded.append($0) }
                }
                return
            default:
                throw fail("expected '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after a backslash in a string")
            }
            decoded.append(simple)
            index += 2
        }

        /// The UTF-16 code unit written as four hexadecimal digits at `offset`, or `nil` when there are not four.
        private func hexUnit(at offset: Int) -> UInt16? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            var unit: UInt16 = 0
            for byte in bytes[offset..<(offset + 4)] {
                guard let digit = ASCIIBytes.hexDigitValue(byte) else { return nil }
                unit = unit << 4 | UInt16(digit)
            }
            return unit
        }

        /// The error for a control character inside the string that opens at `open`: a line break means the string
        /// was never closed.
        private func controlCharacterError(_ byte: UInt8, open: Int) -> SyntaxError {
            if byte == 0x0A || byte == 0x0D { return unterminatedString(open: open, atEndOfLine: true) }
            return fail(
                "expected the escape '\\u\(Notation.hex(UInt32(byte)))' instead of a control character in a string")
        }

        /// The error for the string that opens at `open` and is not closed before the line or the text ends.
        private func unterminatedString(open: Int, atEndOfLine: Bool) -> SyntaxError {
            SyntaxError(
                offset: open,
                description: "expected '\"' to close the string before the end of the \(atEndOfLine ? "line" : "file")")
        }

        /// The number that starts at the next byte, as its source text.
        private mutating func parseNumber() throws(SyntaxError) -> String {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, ASCIIBytes.isDigit(first) else { throw fail("expected a digit after '-'") }
            index += 1
            if first == UInt8(ascii: "0") {
                if let next = current, ASCIIBytes.isDigit(next) {
                    throw fail("expected a number without leading zeros")
                }
            } else {
                skipDigits()
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard let digit = current, ASCIIBytes.isDigit(digit) else {
                    throw fail("expected a digit after '.' in a number")
                }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let digit = current, ASCIIBytes.isDigit(digit) else {
                    throw fail("expected a digit in the exponent of a number")
                }
                skipDigits()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// `content` when the next bytes spell `word`.
        private mutating func parseWord(_ word: StaticString, _ content: Content) throws(SyntaxError) -> Content {
            let count = word.utf8CodeUnitCount
            let matches =
                index + count <= bytes.count
                && word.withUTF8Buffer { expected in expected.elementsEqual(bytes[index..<(index + count)]) }
            guard matches else { throw fail("expected '\(word)'") }
            index += count
            return content
        }

        /// Skips the digits at the next byte.
        private mutating func skipDigits() {
            while let byte = current, ASCIIBytes.isDigit(byte) { index += 1 }
        }

        /// Skips the white space JSON allows: space, tab, line feed, carriage return.
        private mutating func skipWhiteSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// The error `description` at the next byte.
        private func fail(_ description: String) -> SyntaxError {
            SyntaxError(offset: index, description: description)
        }
    }
}
