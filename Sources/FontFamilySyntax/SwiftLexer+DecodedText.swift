import FontFamilyKit

extension SwiftLexer {
    /// The value of the string literal `token` (one of `bytes`' tokens) with its escapes decoded and, for a multi-line
    /// literal, its indentation stripped, its line breaks made `\n` and its escaped line breaks joined, as the compiler
    /// does; `nil` for an interpolated, unterminated or malformed literal, or a token that is not a string literal.
    package static func decodedText(of token: Token, in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { decodedText(of: token, in: $0) }
    }

    /// ``decodedText(of:in:)`` over bytes the caller holds: a file's text, read without a copy.
    package static func decodedText(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard token.kind == .string, token.isTerminated, !token.isInterpolated, token.end <= bytes.count else {
            return nil
        }
        let count = token.rawDelimiterCount
        let quoteLength = token.isMultiline ? 3 : 1
        let contentStart = token.start + count + quoteLength
        let contentEnd = token.end - count - quoteLength
        guard contentStart <= contentEnd, contentStart >= 0 else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(contentEnd - contentStart)
        if token.isMultiline {
            guard decodeMultiline(bytes, from: contentStart, to: contentEnd, rawDelimiterCount: count, into: &decoded)
            else { return nil }
        } else {
            let ending = decodeLine(
                bytes[contentStart..<contentEnd], rawDelimiterCount: count, isMultiline: false, into: &decoded)
            guard ending == .lineBreak else { return nil }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Decodes a multi-line literal's content (from just after the opening `"""` to the closing one) into `decoded`;
    /// `false` when the content does not start on a new line, the closing delimiter does not start its line, or a
    /// line that is not empty lacks the closing delimiter's indentation.
    private static func decodeMultiline(
        _ bytes: UnsafeBufferPointer<UInt8>, from contentStart: Int, to contentEnd: Int, rawDelimiterCount count: Int,
        into decoded: inout [UInt8]
    ) -> Bool {
        var first = contentStart
        guard let afterOpening = lineBreakEnd(in: bytes, at: first, limit: contentEnd) else { return false }
        first = afterOpening
        var closingLineStart = contentEnd
        while closingLineStart > first
            && (bytes[closingLineStart - 1] == UInt8(ascii: " ") || bytes[closingLineStart - 1] == UInt8(ascii: "\t"))
        {
            closingLineStart -= 1
        }
        if closingLineStart > first {
            let previous = bytes[closingLineStart - 1]
            guard previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r") else { return false }
        }
        let indentation = bytes[closingLineStart..<contentEnd]
        var lineStart = first
        var isFirstLine = true
        var joinsPrevious = false
        while lineStart < closingLineStart {
            var lineEnd = lineStart
            while lineEnd < closingLineStart && bytes[lineEnd] != UInt8(ascii: "\n")
                && bytes[lineEnd] != UInt8(ascii: "\r")
            {
                lineEnd += 1
            }
            if !isFirstLine && !joinsPrevious { decoded.append(UInt8(ascii: "\n")) }
            isFirstLine = false
            var textStart = lineStart
            for indent in indentation {
                guard textStart < lineEnd, bytes[textStart] == indent else { break }
                textStart += 1
            }
            // Only an empty line may lack the closing delimiter's indentation: the compiler rejects any other line
            // that does, white space alone included.
            guard lineEnd == lineStart || textStart - lineStart == indentation.count else { return false }
            guard
                let ending = decodeLine(
                    bytes[textStart..<lineEnd], rawDelimiterCount: count, isMultiline: true, into: &decoded)
            else { return false }
            joinsPrevious = ending == .escapedLineBreak
            lineStart = lineBreakEnd(in: bytes, at: lineEnd, limit: closingLineStart) ?? closingLineStart
        }
        return true
    }

    /// The offset after the line break (`\n`, `\r\n` or `\r`) at `offset`, or `nil` when there is none before `limit`.
    private static func lineBreakEnd(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, limit: Int) -> Int? {
        guard offset < limit, offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\n") { return offset + 1 }
        guard bytes[offset] == UInt8(ascii: "\r") else { return nil }
        return offset + 1 < limit && bytes[offset + 1] == UInt8(ascii: "\n") ? offset + 2 : offset + 1
    }

    /// How a decoded line of a literal ends.
    private enum LineEnding {
        /// With a line break, kept in a multi-line literal's value (or the literal's end).
        case lineBreak
        /// With `\` and only spaces after it: the line break is left out of a multi-line literal's value.
        case escapedLineBreak
    }

    /// Decodes the escapes of one line of a literal into `decoded`; `nil` for an invalid escape or an interpolation.
    private static func decodeLine(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, rawDelimiterCount count: Int, isMultiline: Bool,
        into decoded: inout [UInt8]
    ) -> LineEnding? {
        var index = line.startIndex
        while index < line.endIndex {
            let current = line[index]
            guard current == UInt8(ascii: "\\"), hasPounds(line, at: index + 1, count: count) else {
                decoded.append(current)
                index += 1
                continue
            }
            let escaped = index + 1 + count
            guard escaped < line.endIndex else {
                return isMultiline ? .escapedLineBreak : nil
            }
            switch line[escaped] {
            case UInt8(ascii: "0"): decoded.append(0)
            case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
            case UInt8(ascii: "'"): decoded.append(UInt8(ascii: "'"))
            case UInt8(ascii: "u"):
                guard let (scalar, end) = unicodeEscape(line, from: escaped + 1) else { return nil }
                UTF8.encode(scalar) { decoded.append($0) }
                index = end
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                guard isMultiline, line[escaped...].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                else { return nil }
                return .escapedLineBreak
            default:
                return nil
            }
            index = escaped + 1
        }
        return .lineBreak
    }

    /// Whether `count` `#` characters start at `offset` in `line`.
    private static func hasPounds(_ line: Slice<UnsafeBufferPointer<UInt8>>, at offset: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard offset >= line.startIndex, offset <= line.endIndex - count else { return false }
        return line[offset..<(offset + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// The scalar of a `\u{…}` escape whose `{` is at `offset` (1 to 8 hexadecimal digits), and the offset after its
    /// `}`.
    private static func unicodeEscape(_ line: Slice<UnsafeBufferPointer<UInt8>>, from offset: Int) -> (
        Unicode.Scalar, Int
    )? {
        guard offset < line.endIndex, line[offset] == UInt8(ascii: "{") else { return nil }
        var index = offset + 1
        var value: UInt32 = 0
        var digits = 0
        while index < line.endIndex, digits < 9, let digit = ASCIIBytes.hexDigitValue(line[index]) {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            index += 1
        }
        guard (1...8).contains(digits), index < line.endIndex, line[index] == UInt8(ascii: "}"),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, index + 1)
    }
}
