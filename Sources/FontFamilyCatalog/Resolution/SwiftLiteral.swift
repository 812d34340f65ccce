/// Swift string literals and comment text made from arbitrary text, such as names read from font files.
///
/// Font text never leaves its literal or its comment, and nothing invisible or direction-changing reaches the
/// source: such characters are written as `\u{…}` escapes.
package enum SwiftLiteral {
    /// A complete, double-quoted Swift string literal whose value is exactly `text`.
    ///
    /// `"` and `\` are escaped (so `\(` never becomes interpolation); tab, line feed, carriage return and NUL use
    /// their short escapes; every other control, format (bidi controls, zero-width characters), separator other
    /// than the plain space, private-use, unassigned and noncharacter scalar is written as `\u{…}`, and so is a
    /// combining mark that has no printed character before it. The noncharacters U+FDD0…U+FDEF stay raw, because
    /// the compiler rejects their escapes.
    package static func string(_ text: String) -> String {
        var literal: [UInt8] = []
        appendString(text, to: &literal)
        return String(decoding: literal, as: UTF8.self)
    }

    /// Appends ``string(_:)`` of `text`, as UTF-8, to `output`.
    package static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Printable ASCII other than `"` and `\` is written as it is: most PostScript names are nothing else.
        let plain = text.withASCII { bytes in
            guard bytes.allSatisfy(isPlain) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if plain != true { appendEscaped(text, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// ``string(_:)`` scalar by scalar, for any text: the reference the ASCII path must agree with.
    static func generalString(_ text: String) -> String {
        var literal = [UInt8(ascii: "\"")]
        appendEscaped(text, to: &literal)
        literal.append(UInt8(ascii: "\""))
        return String(decoding: literal, as: UTF8.self)
    }

    /// Whether an ASCII byte stands for itself in a literal: printable, and neither `"` nor `\`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// The inside of ``string(_:)``'s literal, scalar by scalar, as UTF-8 bytes: appending to a `String`'s scalar
    /// view one scalar at a time costs more than the checks.
    private static func appendEscaped(_ text: String, to literal: inout [UInt8]) {
        var previousPrinted = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"":
                literal += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                previousPrinted = false
            case "\\":
                literal += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                previousPrinted = false
            case "\n":
                literal += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                previousPrinted = false
            case "\r":
                literal += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                previousPrinted = false
            case "\t":
                literal += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                previousPrinted = false
            case "\0":
                literal += [UInt8(ascii: "\\"), UInt8(ascii: "0")]
                previousPrinted = false
            default:
                if needsEscape(scalar) || (isMark(scalar) && !previousPrinted) {
                    literal += Notation.unicodeEscape(scalar).utf8
                    previousPrinted = false
                } else {
                    UTF8.encode(scalar, into: { literal.append($0) })
                    previousPrinted = true
                }
            }
        }
    }

    /// `text` made safe to follow `// ` on one line: every scalar that ``string(_:)`` escapes is written as its
    /// `\u{…}` (or `\n`-style) escape, and `/*` and `*/` are broken apart so the line is also harmless inside a
    /// block comment.
    package static func comment(_ text: String) -> String {
        // Printable ASCII (most family names) stands for itself unless it holds `/*` or `*/`, and `"` and `\` need
        // no escape in a comment.
        let plain = text.withASCII { bytes in
            bytes.indices.allSatisfy { index in
                let byte = bytes[index]
                guard (0x20...0x7E).contains(byte) else { return false }
                guard index > 0 else { return true }
                let pair = (bytes[index - 1], byte)
                return pair != (UInt8(ascii: "/"), UInt8(ascii: "*")) && pair != (UInt8(ascii: "*"), UInt8(ascii: "/"))
            }
        }
        return plain == true ? text : generalComment(text)
    }

    /// Appends ``comment(_:)`` of `text`, as UTF-8, to `output`.
    package static func appendComment(_ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: comment(text).utf8)
    }

    /// ``comment(_:)`` scalar by scalar, for any text: the reference the ASCII path must agree with.
    static func generalComment(_ text: String) -> String {
        var line = ""
        var previousPrinted = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case "\0": line += "\\0"
            case "/" where line.hasSuffix("*"), "*" where line.hasSuffix("/"):
                line += " "
                line.unicodeScalars.append(scalar)
            default:
                if needsEscape(scalar) || (isMark(scalar) && !previousPrinted) {
                    line += Notation.unicodeEscape(scalar)
                    previousPrinted = false
                } else {
                    line.unicodeScalars.append(scalar)
                    previousPrinted = true
                }
                continue
            }
            previousPrinted = false
        }
        return line
    }

    /// The scalars a message escapes (``DisplayText``), except `U+FDD0`…`U+FDEF`: the compiler rejects
    /// `\u{FDD0}`…`\u{FDEF}` (noncharacters) as invalid, yet accepts them written raw.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        !(0xFDD0...0xFDEF).contains(scalar.value) && DisplayText.needsEscape(scalar)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// A named weight as its constant, whose name is its CSS name in lowerCamelCase (`SemiBold` → `.semiBold`);
    /// any other weight as a number.
    package static func weight(_ weight: FontWeight) -> String {
        guard FontWeight.named.contains(weight) else { return "FontWeight(\(weight))" }
        return "." + weight.name.prefix(1).lowercased() + weight.name.dropFirst()
    }

    /// A named width as its constant (`.condensed`); any other width as `FontWidth(percentage)`.
    package static func width(_ width: FontWidth) -> String {
        let names: [FontWidth: String] = [
            .ultraCondensed: ".ultraCondensed", .extraCondensed: ".extraCondensed", .condensed: ".condensed",
            .semiCondensed: ".semiCondensed", .normal: ".normal", .semiExpanded: ".semiExpanded",
            .expanded: ".expanded", .extraExpanded: ".extraExpanded", .ultraExpanded: ".ultraExpanded",
        ]
        return names[width] ?? "FontWidth(\(width.percentage))"
    }
}
