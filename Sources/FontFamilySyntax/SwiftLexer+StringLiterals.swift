/// Reading string literals: their delimiters, escapes and interpolations.
extension SwiftLexer {
    /// Reads a string literal starting at the current position (its first `#`, or its quote when
    /// `rawDelimiterCount` is 0), and its interpolations' tokens up to the first one's end.
    mutating func lexString(rawDelimiterCount count: Int) {
        let start = position
        let quote = start + count
        var contentStart = quote + 1
        if count == 0 {
            // Most literals are a line's plain text: their token is written once, whole.
            let plainEnd = plainContentEnd(from: contentStart)
            if plainEnd < bytes.count && bytes[plainEnd] == UInt8(ascii: "\"")
                && (plainEnd > contentStart || byte(at: plainEnd + 1) != UInt8(ascii: "\""))
            {
                append(.string, end: plainEnd + 1)
                return
            }
            // A literal with plain text before its first quote is no multi-line one: its scan goes on past that text.
            contentStart = plainEnd
        }
        var isMultiline = false
        if byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"") {
            isMultiline = !(count > 0 && closesOnSameLine(from: quote + 3, rawDelimiterCount: count))
        }
        var tokenIndex = -1
        if unreadStart < 0 {
            tokenIndex = tokens.count
            if count == 0 {
                // Its length is set once it is read.
                append(.string, end: start)
                if isMultiline { tokens.setMultiline(at: tokenIndex) }
            } else {
                var token = Token(
                    kind: .string, start: start, end: start, depth: frames.count, isLeftBound: isLeftBound(start),
                    endTokenIndex: tokens.count + 1)
                token.rawDelimiterCount = count
                token.isMultiline = isMultiline
                append(token)
            }
        }
        scanStringContent(
            of: Frame(tokenIndex: tokenIndex, parenthesisDepth: 0, rawDelimiterCount: count, isMultiline: isMultiline),
            from: isMultiline ? quote + 3 : contentStart)
    }

    /// The offset of the first `\n`, `\r`, `"` or `\\` from `offset`, or the end.
    @inline(__always)
    func plainContentEnd(from offset: Int) -> Int {
        let count = bytes.count
        var end = offset
        while end < count && classes[Int(bytes[end])] & Self.stringStopClass == 0 { end &+= 1 }
        return end
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

    /// The ASCII bytes that end a run of a string literal's plain content (`\n`, `\r`, `"`, `\\`), as
    /// ``isMember(_:low:high:)`` masks.
    static var stringStopLow: UInt64 { 0x0000_0004_0000_2400 }
    static var stringStopHigh: UInt64 { 0x0000_0000_1000_0000 }

    /// Reads the content of the string literal `frame` is for, from `offset`, up to its end, to the end of its line
    /// (single-line, unterminated) or to the start of an interpolation, whose tokens the main loop then reads.
    mutating func scanStringContent(of frame: Frame, from offset: Int) {
        let tokenIndex = frame.tokenIndex
        let count = frame.rawDelimiterCount
        let isMultiline = frame.isMultiline
        let length = bytes.count
        var index = offset
        while index < length {
            let current = bytes[index]
            if classes[Int(current)] & Self.stringStopClass == 0 {
                index += 1
            } else if current == UInt8(ascii: "\\") {
                guard count == 0 || hasPounds(at: index + 1, count: count) else {
                    index += 1
                    continue
                }
                let escaped = index + 1 + count
                let next = byte(at: escaped)
                if next == UInt8(ascii: "(") {
                    if tokenIndex >= 0 {
                        tokens.setInterpolated(at: tokenIndex)
                        // The literal ends after the tokens of its interpolation: none of them starts a line after it.
                        if tokenIndex == tokens.count - 1 {
                            lastTokenIsOpenString = true
                            lineBreakBit = 0
                        }
                    }
                    frames.append(frame)
                    isPlain = false
                    position = escaped + 1
                    return
                }
                let isLineBreak = next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
                if isLineBreak && isMultiline { noteLineBreak() }
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
            } else if !isMultiline {
                finishString(tokenIndex, end: index, isTerminated: false)
                position = index
                return
            } else {
                noteLineBreak()
                index += 1
            }
        }
        finishString(tokenIndex, end: length, isTerminated: false)
        position = length
    }

    /// Records where the string literal at `tokenIndex` ends (none inside brackets nested too deep, which has no
    /// token).
    mutating func finishString(_ tokenIndex: Int, end: Int, isTerminated: Bool) {
        guard tokenIndex >= 0, unreadStart < 0 else { return }
        tokens.finishString(at: tokenIndex, end: end, isTerminated: isTerminated, endTokenIndex: tokens.count)
        // The literal is the last token: what follows is measured from its end.
        if tokenIndex == tokens.count - 1 {
            lineBreakBit = 0
            lastTokenIsOpenString = false
        }
    }

    /// Reads a `)`: the end of an interpolation (the literal's content goes on), or a token.
    mutating func closeParenthesis() {
        guard let frame = frames.last else {
            closeBracket(.rightParenthesis, opening: .leftParenthesis)
            return
        }
        if frame.parenthesisDepth > 0 {
            frames[frames.count - 1].parenthesisDepth -= 1
            closeBracket(.rightParenthesis, opening: .leftParenthesis)
            return
        }
        // The interpolation around brackets nested too deep ends: so does what the lexer reads through.
        if unreadStart >= 0 && frames.count == unreadDepth { finishUnread(end: position) }
        frames.removeLast()
        scanStringContent(of: frame, from: position + 1)
    }
}
