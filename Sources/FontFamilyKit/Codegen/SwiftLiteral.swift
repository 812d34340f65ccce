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
        // Printable ASCII other than `"` and `\` is written as it is: most PostScript names are nothing else.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        {
            return "\"" + text + "\""
        }
        // Built as UTF-8 bytes: appending to a String's scalar view one scalar at a time costs more than the checks.
        var literal: [UInt8] = [UInt8(ascii: "\"")]
        literal.reserveCapacity(text.utf8.count + 2)
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
        literal.append(UInt8(ascii: "\""))
        return String(decoding: literal, as: UTF8.self)
    }

    /// `text` made safe to follow `// ` on one line: every scalar that ``string(_:)`` escapes is written as its
    /// `\u{…}` (or `\n`-style) escape, and `/*` and `*/` are broken apart so the line is also harmless inside a
    /// block comment.
    package static func comment(_ text: String) -> String {
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
}
