/// How numbers and code points are written in messages, reports and generated code: one spelling for every layer.
package enum Notation {
    /// A number without a fraction when it has none (`17`, `400`), else in Swift's shortest form (`20.5`);
    /// `inf` and `nan` as Swift writes them.
    package static func number(_ value: Double) -> String {
        // Below 1e15 (which no infinity or NaN is) the truncation is exact, and equal to the value when it is an
        // integer: a conversion, not `rounded()`, which calls libm (see `roundedToNearestOrAwayFromZero`).
        guard abs(value) < 1e15 else { return String(value) }
        let integer = Int64(value)
        return Double(integer) == value ? String(integer) : String(value)
    }

    /// A size in points, rounded to hundredths and written as ``number(_:)`` writes it (`17`, `20.5`, `13.33`).
    package static func points(_ value: Double) -> String {
        number((value * 100).roundedToNearestOrAwayFromZero / 100)
    }

    /// The number `text` spells in hexadecimal: 1 to 6 digits, no prefix; `nil` for anything else.
    package static func hexValue<S: StringProtocol>(_ text: S) -> UInt32? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ ASCIIBytes.hexDigitValue($0) != nil }) else {
            return nil
        }
        return UInt32(text, radix: 16)
    }

    /// A count with its noun: `1 face`, `9 faces`, `1 family`, `6 families`.
    package static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) " + (count == 1 ? singular : plural)
    }

    /// At least `minimumDigits` uppercase hexadecimal digits, four unless given (`E857`, `F0001`; `3C` for two).
    package static func hex(_ value: UInt32, minimumDigits: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, minimumDigits - digits.count)) + digits
    }

    /// A code point in `U+XXXX` notation, with at least four hexadecimal digits (`U+E857`, `U+F0001`).
    package static func codePoint(_ value: UInt32) -> String {
        "U+" + hex(value)
    }

    /// A scalar as Swift's escape `\u{…}`, in uppercase hexadecimal without padding (`\u{202E}`, `\u{A}`).
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + hex(scalar.value, minimumDigits: 1) + "}"
    }

    /// `text` as a double-quoted CSS string whose value is exactly `text`, safe inside a `<style>` element and a
    /// quoted `style` attribute: ASCII letters, digits, punctuation other than the ones below, the space and
    /// printable non-ASCII text are kept as they are; `"`, `\`, `<`, `>`, `&`, `'` and every scalar that
    /// ``DisplayText`` escapes (controls, line breaks, invisible and direction-changing characters such as U+202E)
    /// are written as CSS escapes, uppercase hexadecimal and a space (`\3C `); NUL, which CSS cannot carry, becomes
    /// U+FFFD. `Café </style>` gives `"Café \3C /style\3E "`.
    package static func cssString(_ text: String) -> String {
        var css = "\""
        css.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": css.unicodeScalars.append("\u{FFFD}")
            case "\"", "\\", "<", ">", "&", "'": css += "\\" + hex(scalar.value, minimumDigits: 1) + " "
            case _ where DisplayText.needsEscape(scalar): css += "\\" + hex(scalar.value, minimumDigits: 1) + " "
            default: css.unicodeScalars.append(scalar)
            }
        }
        return css + "\""
    }

    /// `path` escaped as ``DisplayText`` escapes names but never cut: a path is data, and a shortened one names no
    /// file.
    package static func path(_ path: String) -> String {
        DisplayText.escaped(path, limit: nil)
    }

    /// The longest prefix, in characters, that every one of `strings` starts with; empty for no strings.
    package static func commonPrefix(_ strings: some Sequence<String>) -> String {
        var iterator = strings.makeIterator()
        guard let first = iterator.next() else { return "" }
        var prefix = Substring(first)
        // In ASCII without `\r` (which `\r\n` joins to one character) every byte is a character: compare bytes.
        let isPlain = { (text: Substring.UTF8View) in text.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
        let firstIsPlain = isPlain(prefix.utf8)
        while let next = iterator.next(), !prefix.isEmpty {
            if firstIsPlain, isPlain(Substring(next).utf8) {
                let shared = prefix.utf8.withContiguousStorageIfAvailable { left in
                    next.utf8.withContiguousStorageIfAvailable { right in
                        zip(left, right).prefix { $0 == $1 }.count
                    }
                }
                if let count = shared ?? nil {
                    prefix = prefix.prefix(count)
                    continue
                }
            }
            prefix = prefix.prefix(zip(prefix, next).prefix { $0 == $1 }.count)
        }
        return String(prefix)
    }
}
