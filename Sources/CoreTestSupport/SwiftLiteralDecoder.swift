/// Reads back a literal that FontFamilyCodegen's code generator wrote, by Swift's escape rules, to prove it keeps its value.
public enum SwiftLiteralDecoder {
    /// The value of the single-line string literal `literal`, or `nil` when it is not one, or when it holds a raw
    /// scalar that must never appear unescaped (a control, format, line or paragraph separator).
    public static func decode(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var value = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" || isInvisible(scalar) { return nil }
            guard scalar == "\\" else {
                value.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\\", "\"", "'": value.append(escape)
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "t": value.append("\t")
            case "0": value.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}")
                else { return nil }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard (1...8).contains(hex.count), let number = UInt32(hex, radix: 16),
                    let decoded = Unicode.Scalar(number)
                else { return nil }
                value.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return String(value)
    }

    /// `true` for scalars that end a line or cannot be seen: what generated source must never hold raw.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
