import FontFamilyKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Swift identifiers made from arbitrary text, such as font family and style names.
///
/// Every result is a valid Swift identifier (Swift book, "Lexical Structure"), backticked when it is a keyword, so
/// it compiles as a type name and as an enum case. Text is normalized to NFC and split into words at every
/// character that is not a letter, a mark or a digit (spaces, hyphens, underscores, punctuation, symbols, emoji,
/// controls) and where a lowercase letter meets an uppercase one; the words are joined in camel case, keeping the
/// capitals they have (`SemiBold` stays `SemiBold`). Only letters, marks and digits that the grammar allows are
/// kept: emoji and symbols, which the grammar accepts, split words like punctuation, and invisible characters
/// (bidi controls, zero-width characters, variation selectors), which it accepts too, are dropped without
/// splitting a word. A mark with no letter before it in its word is dropped.
package enum SwiftIdentifier {
    /// UpperCamelCase type name from arbitrary text (`Gill Sans` → `GillSans`, `source sans 3` → `SourceSans3`).
    ///
    /// `fallback` is used when `text` has no usable character.
    package static func typeName(from text: String, fallback: @autoclosure () -> String) -> String {
        identifier(from: text, fallback: fallback, lowercasingFirstWord: false)
    }

    /// lowerCamelCase member name (`SemiBold Italic` → `semiBoldItalic`, `arrow-left` → `arrowLeft`,
    /// `500px` → `_500px`, `default` → `` `default` ``).
    ///
    /// `fallback` is used when `text` has no usable character.
    package static func memberName(from text: String, fallback: @autoclosure () -> String) -> String {
        identifier(from: text, fallback: fallback, lowercasingFirstWord: true)
    }

    /// The same identifiers in the same order, every one unique: the first of equal names keeps it, later ones get
    /// the smallest number from 2 up that makes a name no other input or output has (`regular`, `regular` →
    /// `regular`, `regular2`; a name ending in a digit gets `_2`). Backticked and bare spellings of one name count
    /// as the same name.
    package static func uniqued(_ names: [String]) -> [String] {
        // Most lists have no two equal names: they are their own answer.
        hasEqualPair(names.map(bare)) ? generalUniqued(names) : names
    }

    /// The longest list that ``hasEqualPair(_:)`` checks pair by pair: up to here, comparing every pair costs less
    /// than hashing every name into a set (measured; sorting a copy costs more than either).
    static let pairwiseLimit = 12

    /// Whether two of `names` are equal, as `String`s compare and a `Set` finds them: pair by pair for a list of up to
    /// ``pairwiseLimit`` names, else by their bytes when all are ASCII, else through a set.
    static func hasEqualPair(_ names: [String]) -> Bool {
        guard names.count <= pairwiseLimit else {
            if let found = hasEqualASCIIPair(names) { return found }
            var seen = Set<String>(minimumCapacity: names.count)
            return !names.allSatisfy { seen.insert($0).inserted }
        }
        for later in names.indices.dropFirst() {
            for earlier in 0..<later where names[earlier] == names[later] { return true }
        }
        return false
    }

    /// Whether two of `names` are equal, for names that are all ASCII (whose bytes are equal exactly when the
    /// strings are): an FNV-1a hash of each name's bytes in an open-addressed table on the stack, where `Set` would
    /// hash every name with SipHash. `nil` when it meets a name that is not ASCII before two equal ones.
    static func hasEqualASCIIPair(_ names: [String]) -> Bool? {
        var capacity = 32
        while capacity < 2 * names.count { capacity *= 2 }
        let mask = capacity - 1
        return withUnsafeTemporaryAllocation(of: (hash: UInt64, index: Int).self, capacity: capacity) { table in
            table.initialize(repeating: (0, -1))
            for index in names.indices {
                var name = names[index]
                let hash = name.withUTF8 { bytes -> UInt64? in
                    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                    for byte in bytes {
                        guard byte < 0x80 else { return nil }
                        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                    }
                    return hash
                }
                guard let hash else { return nil }
                var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
                while table[slot].index >= 0 {
                    if table[slot].hash == hash, names[table[slot].index] == name { return true }
                    slot = (slot + 1) & mask
                }
                table[slot] = (hash, index)
            }
            return false
        }
    }

    /// ``uniqued(_:)`` through sets of the names, for any list: the reference the pairwise check must agree with.
    static func generalUniqued(_ names: [String]) -> [String] {
        // Most lists have no two equal names: they are their own answer, without the set of reserved names.
        var distinct = Set<String>(minimumCapacity: names.count)
        if names.allSatisfy({ distinct.insert(bare($0)).inserted }) { return names }
        let reserved = Set(names.map(bare))
        var used: Set<String> = []
        return names.map { name in
            let base = bare(name)
            if used.insert(base).inserted { return name }
            let separator = base.last?.isNumber == true ? "_" : ""
            var number = 2
            while reserved.contains("\(base)\(separator)\(number)") || used.contains("\(base)\(separator)\(number)") {
                number += 1
            }
            let unique = "\(base)\(separator)\(number)"
            used.insert(unique)
            return unique
        }
    }

    /// Whether `identifier` has the shape this type gives every result: a keyword in backticks or a bare non-keyword,
    /// made of the grammar's identifier characters (no format characters) and starting with an identifier head.
    package static func isValid(_ identifier: String) -> Bool {
        let name = bare(identifier)
        guard keywords.contains(name) == (name != identifier), let first = name.unicodeScalars.first,
            isAllowedHead(first)
        else { return false }
        return name.unicodeScalars.allSatisfy(isAllowedContinuation)
    }

    /// `name` without the backticks that escape a keyword.
    private static func bare(_ name: String) -> String {
        // Counting characters walks the whole name: only backticked names need it.
        name.utf8.first == UInt8(ascii: "`") && name.utf8.last == UInt8(ascii: "`") && name.count > 2
            ? String(name.dropFirst().dropLast()) : name
    }

    /// Words that must be backticked to be declared as a type or an enum case: the reserved words, and the
    /// context-sensitive words that mean something else after a dot.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "_", "actor", "as", "associatedtype", "async", "await", "borrowing",
        "break", "case", "catch", "class", "consuming", "continue", "default", "defer", "deinit", "do", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while",
    ]

    /// The identifier from `text`, else from `fallback` (evaluated only then), else `unnamed`.
    private static func identifier(
        from text: String,
        fallback: () -> String,
        lowercasingFirstWord: Bool
    ) -> String {
        identifier(from: text, lowercasingFirstWord: lowercasingFirstWord)
            ?? identifier(from: fallback(), lowercasingFirstWord: lowercasingFirstWord)
            ?? (lowercasingFirstWord ? "unnamed" : "Unnamed")
    }

    /// The identifier `text` gives, or `nil` when it has no usable character.
    private static func identifier(from text: String, lowercasingFirstWord: Bool) -> String? {
        if let name = text.withASCII({ asciiIdentifier(from: $0, lowercasingFirstWord: lowercasingFirstWord) }) {
            return name
        }
        return generalIdentifier(from: text, lowercasingFirstWord: lowercasingFirstWord)
    }

    /// ``identifier(from:lowercasingFirstWord:)`` for any text, through Unicode normalization and properties: the
    /// reference the ASCII path must agree with.
    static func generalIdentifier(from text: String, lowercasingFirstWord: Bool) -> String? {
        var name = ""
        for (position, word) in generalWords(in: text).enumerated() {
            name += position == 0 && lowercasingFirstWord ? lowercasedStart(word) : uppercasedStart(word)
        }
        let scalars = name.unicodeScalars.filter(isAllowedContinuation)
        guard let first = scalars.first else { return nil }
        var result = String(String.UnicodeScalarView(scalars))
        if !isAllowedHead(first) { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// ``memberName(from:fallback:)`` of ASCII text given as bytes, such as a style whose abbreviations were spelled
    /// out on bytes (``StyleAbbreviation``).
    static func memberName(fromASCII text: UnsafeBufferPointer<UInt8>, fallback: () -> String) -> String {
        asciiIdentifier(from: text, lowercasingFirstWord: true)
            ?? identifier(from: fallback(), lowercasingFirstWord: true) ?? "unnamed"
    }

    /// ``identifier(from:lowercasingFirstWord:)`` for ASCII text, on bytes: the same words and capitals, written
    /// straight into the result without a `String` or a `Character` for each word.
    private static func asciiIdentifier(from text: UnsafeBufferPointer<UInt8>, lowercasingFirstWord: Bool) -> String? {
        // At most one byte more than the text: the `_` before a leading digit.
        let result = String(unsafeUninitializedCapacity: text.count + 1) { name in
            var count = 0
            func append(_ byte: UInt8) {
                name[count] = byte
                count += 1
            }
            forEachASCIIWord(in: text) { word in
                if count == 0 {
                    if ASCIIBytes.isDigit(text[word.lowerBound]) { append(UInt8(ascii: "_")) }
                    if lowercasingFirstWord {
                        // `lowercasedStart`: the leading capitals, but not the last one before a lowercase letter.
                        var end = word.lowerBound
                        while end < word.upperBound, isASCIIUppercase(text[end]) { end += 1 }
                        if end - word.lowerBound > 1, end < word.upperBound, isASCIILowercase(text[end]) { end -= 1 }
                        end = max(end, word.lowerBound + 1)
                        for byte in text[word.lowerBound..<end] { append(isASCIIUppercase(byte) ? byte + 0x20 : byte) }
                        for byte in text[end..<word.upperBound] { append(byte) }
                        return
                    }
                }
                let first = text[word.lowerBound]
                append(isASCIILowercase(first) ? first - 0x20 : first)
                for byte in text[(word.lowerBound + 1)..<word.upperBound] { append(byte) }
            }
            return count
        }
        guard !result.isEmpty else { return nil }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Calls `body` with the range of each word of ASCII `text`, in order: the words ``words(in:)`` gives, runs of
    /// letters and digits split where a lowercase letter meets an uppercase one.
    static func forEachASCIIWord(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start: Int?
        for position in text.indices {
            let byte = text[position]
            guard isASCIILetter(byte) || ASCIIBytes.isDigit(byte) else {
                if let first = start { body(first..<position) }
                start = nil
                continue
            }
            if let first = start, isASCIILowercase(text[position - 1]), isASCIIUppercase(byte) {
                body(first..<position)
                start = position
            }
            if start == nil { start = position }
        }
        if let first = start { body(first..<text.count) }
    }

    static func isASCIIUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isASCIILowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { isASCIIUppercase(byte) || isASCIILowercase(byte) }

    /// The words of `text`: runs of kept scalars, split where a lowercase letter meets an uppercase one.
    static func words(in text: String) -> [String] {
        let ascii = text.withASCII { bytes in
            var words: [String] = []
            forEachASCIIWord(in: bytes) {
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self))
            }
            return words
        }
        return ascii ?? generalWords(in: text)
    }

    /// `text` in Unicode's normalization form C. On Linux through the standard library's own normalizer: Foundation's
    /// `precomposedStringWithCanonicalMapping` is not in FoundationEssentials, and full Foundation links ICU into a
    /// static binary.
    static func nfc(_ text: String) -> String {
        #if canImport(FoundationEssentials)
            String(decoding: text._nfcCodeUnits, as: UTF8.self)
        #else
            text.precomposedStringWithCanonicalMapping
        #endif
    }

    /// ``words(in:)`` for any text, through NFC and Unicode properties: the reference the ASCII path must agree with.
    static func generalWords(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        func finish() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for scalar in nfc(text).unicodeScalars {
            // Invisible characters (bidi controls, zero-width characters, soft hyphens, variation selectors, the
            // Hangul filler) are dropped in place, without splitting the word.
            if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format {
                continue
            }
            guard isWordScalar(scalar) else {
                finish()
                previous = nil
                continue
            }
            if isMark(scalar) {
                // A mark belongs to the letter before it; with none, it has nothing to attach to.
                if !current.isEmpty { current.append(scalar) }
                continue
            }
            if let previous, previous.properties.isLowercase, scalar.properties.isUppercase { finish() }
            current.append(scalar)
            previous = scalar
        }
        finish()
        return words
    }

    /// `word` with its first character uppercased.
    private static func uppercasedStart(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `word` with its leading capitals lowercased, except the last one when a lowercase letter follows it
    /// (`Bold` → `bold`, `URW` → `urw`, `URLValue` → `urlValue`).
    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        if end == 0 { end = 1 }
        return characters[..<end].map { $0.lowercased() }.joined() + String(characters[end...])
    }

    /// Letters, marks and decimal digits, the characters identifiers are made of.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return isAllowedContinuation(scalar)
        default:
            return false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The grammar's identifier-character, without format characters (bidi controls, zero-width characters).
    private static func isAllowedContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("0"..."9").contains(scalar) || isAllowedHead(scalar) }
        if scalar.properties.generalCategory == .format { return false }
        switch scalar.value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isAllowedHead(scalar)
        }
    }

    /// The grammar's identifier-head.
    private static func isAllowedHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || scalar == "_"
        }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value <= 0xEFFFD }
        return headRanges.contains { $0.contains(value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]
}
