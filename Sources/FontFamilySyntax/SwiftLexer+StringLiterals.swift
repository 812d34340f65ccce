/// Reading string literals: their delimiters, escapes and interpolations.
extension SwiftLexer {
    /// Reads a string literal starting at the current position (its first `#`, or its quote when
    /// `rawDelimiterCount` is 0), and its interpolations' tokens up to the first one's end.
    mutating func lexString(rawDelimiterCount count: Int) {
        let start = position
        let quote = start + count
        var isMultiline = false
        if byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"") {
            isMultiline = !(count > 0 && closesOnSameLine(from: quote + 3, rawDelimiterCount: count))
        }
        var token = Token(
            kind: .string, start: start, end: start, depth: frames.count, isLeftBound: isLeftBound(start),
            endTokenIndex: tokens.count + 1)
        token.rawDelimiterCount = count
        token.isMultiline = isMultiline
        tokens.append(token)
        scanStringContent(of: tokens.count - 1, from: quote + (isMultiline ? 3 : 1))
    }

    /// Whether a raw literal that opens with `#"""` closes on its own line (`#"""#` is a string holding one `"`).
    func closesOnSameLine(from offset: Int, rawDelimiterCount count: Int) -> Bool {
        if hasPounds(at: offset, count: count) { return true }
        var index = offset
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\"") && hasPounds(at: index + 1, count: count) { return true }
            index += 1
        }
        return false
    }

    /// Reads the content of the string literal at `tokenIndex` from `offset`, up to its end, to the end of its line
    /// (single-line, unterminated) or to the start of an interpolation, whose tokens the main loop then reads.
    mutating func scanStringContent(of tokenIndex: Int, from offset: Int) {
        let count = tokens[tokenIndex].rawDelimiterCount
        let isMultiline = tokens[tokenIndex].isMultiline
        var index = offset
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && hasPounds(at: index + 1, count: count) {
                let escaped = index + 1 + count
                let next = byte(at: escaped)
                if next == UInt8(ascii: "(") {
                    tokens[tokenIndex].isInterpolated = true
                    frames.append(Frame(tokenIndex: tokenIndex, parenthesisDepth: 0))
                    position = escaped + 1
                    return
                }
                let isLineBreak = next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
                index = isLineBreak && !isMultiline ? escaped : escaped + 1
            } else if current == UInt8(ascii: "\"") {
                let closes =
                    isMultiline
                    ? byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
                        && hasPounds(at: index + 3, count: count)
                    : hasPounds(at: index + 1, count: count)
                if closes {
                    let end = index + (isMultiline ? 3 : 1) + count
                    finishString(tokenIndex, end: end, isTerminated: true)
                    position = end
                    return
                }
                index += 1
            } else if (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) && !isMultiline {
                finishString(tokenIndex, end: index, isTerminated: false)
                position = index
                return
            } else {
                index += 1
            }
        }
        finishString(tokenIndex, end: bytes.count, isTerminated: false)
        position = bytes.count
    }

    /// Records where the string literal at `tokenIndex` ends.
    mutating func finishString(_ tokenIndex: Int, end: Int, isTerminated: Bool) {
        var token = tokens[tokenIndex]
        token.end = end
        token.isTerminated = isTerminated
        token.endTokenIndex = tokens.count
        tokens[tokenIndex] = token
    }

    /// Reads a `)`: the end of an interpolation (the literal's content goes on), or a token.
    mutating func closeParenthesis() {
        guard let frame = frames.last else {
            append(.rightParenthesis, end: position + 1)
            return
        }
        if frame.parenthesisDepth > 0 {
            frames[frames.count - 1].parenthesisDepth -= 1
            append(.rightParenthesis, end: position + 1)
            return
        }
        frames.removeLast()
        scanStringContent(of: frame.tokenIndex, from: position + 1)
    }
}
