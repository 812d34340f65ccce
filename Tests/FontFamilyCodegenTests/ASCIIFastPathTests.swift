import TestSupport
import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyCodegen
@testable import FontFamilyKit

/// The renderers name and quote ASCII text on its bytes; these tests pin every such fast path to the general,
/// scalar-by-scalar path it stands in for, on tricky and on seeded random text.
@Suite struct ASCIIFastPathTests {
    static let tricky: [String] = [
        "", " ", "-", "_", "__", "a_b", "1234", "500px", "3It", "It3", "default", "Default", "self", "Self", "Type",
        "precedencegroup", "Any", "some", "SemiBoldIt", "SemiboldIt", "BdCn", "BD CN", "ITAL", "It", "Semibd",
        "Compr Obl", "Cond.Obl", "XXLight", "URWGothic", "URLValue", "UR", "aB", "Ab", "ABc", "a1B", "1aB", "A1b",
        "Bold/*x*/", "a*/b", "/*", "*/", "/*/", "*/*", "\"q\"", "back\\slash", "\\(x)", "tab\there", "line\nbreak",
        "nul\0", "del\u{7F}", "bell\u{7}", "~`!@#$%^&*()+={}[]|:;'<>,.?", "Café", "Cafe\u{301}", "İt", "ıt",
        "ＢＯＬＤ", "Kelvin \u{212A}", "ゴシック", "IPAゴシック", "\u{301}abc", "a\u{202E}b", "Semi\u{AD}Bold",
        "😀Bold", "\u{E001}", String(repeating: "Ab ", count: 40),
    ]

    /// The tricky texts, seeded random text of any scalar, and seeded random ASCII.
    static var texts: [String] {
        var random = RandomUnicodeText(seed: 0x4153_4349_4921)
        let unicode = (0..<500).map { _ in random.string(maximumLength: 24) }
        let ascii = (0..<1500).map { _ in
            String(
                decoding: (0..<random.number(in: 0...20)).map { _ in UInt8(random.number(in: 0...0x7F)) }, as: UTF8.self
            )
        }
        return tricky + unicode + ascii
    }

    @Test func wordsAgreeWithTheGeneralPath() {
        for text in Self.texts {
            #expect(
                SwiftIdentifier.words(in: text) == SwiftIdentifier.generalWords(in: text), "\(text.debugDescription)")
        }
    }

    @Test func identifiersAgreeWithTheGeneralPath() {
        for text in Self.texts {
            let typeName = SwiftIdentifier.generalIdentifier(from: text, lowercasingFirstWord: false) ?? "Fallback"
            let memberName = SwiftIdentifier.generalIdentifier(from: text, lowercasingFirstWord: true) ?? "fallback"
            #expect(SwiftIdentifier.typeName(from: text, fallback: "Fallback") == typeName, "\(text.debugDescription)")
            #expect(
                SwiftIdentifier.memberName(from: text, fallback: "fallback") == memberName, "\(text.debugDescription)")
        }
    }

    @Test func styleCaseNamesAgreeWithTheGeneralPath() {
        for style in Self.texts {
            let expanded = SwiftIdentifier.generalWords(in: style)
                .map { StyleAbbreviation.words[$0.lowercased()] ?? $0 }.joined(separator: " ")
            let general = SwiftIdentifier.generalIdentifier(from: expanded, lowercasingFirstWord: true) ?? "fallback"
            #expect(StyleAbbreviation.expanded(style) == expanded, "\(style.debugDescription)")
            #expect(
                StyleAbbreviation.memberName(forStyle: style, fallback: { "fallback" }) == general,
                "\(style.debugDescription)")
        }
        #expect(StyleAbbreviation.memberName(forStyle: "--", fallback: { "default" }) == "`default`")
    }

    /// Lists without two equal names are their own unique list, found pair by pair or by ASCII bytes instead of a
    /// set: short and long lists, ASCII and not, with equal names that are bytes apart (canonical equivalents,
    /// backticks), agree.
    @Test func uniquedNamesAgreeWithTheGeneralPath() {
        var random = RandomUnicodeText(seed: 0x554e_4951_5545)
        let pool = ["regular", "`default`", "default", "bold", "Café", "Cafe\u{301}", "a1", "a1_2", "bold2", "x"]
        for round in 0..<2_000 {
            let count = Int(random.number(in: 0...40))
            let names = (0..<count).map { position -> String in
                switch random.number(in: 0...3) {
                case 0: pool[Int(random.number(in: 0...UInt32(pool.count - 1)))]
                case 1 where round.isMultiple(of: 2): random.string(maximumLength: 6)
                case 1: "ascii\(random.number(in: 0...20))"
                default: "name\(round)_\(position)"
                }
            }
            #expect(SwiftIdentifier.uniqued(names) == SwiftIdentifier.generalUniqued(names), "\(names)")
            #expect(SwiftIdentifier.hasEqualPair(names) == (Set(names).count < names.count), "\(names)")
            // The byte path answers for ASCII lists, and may answer for others when it meets an equal pair first.
            if let found = SwiftIdentifier.hasEqualASCIIPair(names) {
                #expect(found == (Set(names).count < names.count), "\(names)")
            } else {
                #expect(!names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "\(names)")
            }
        }
    }

    /// A family's faces keep one face per PostScript name whether their names are checked for an equal pair or
    /// hashed into a set, in short and long families.

    @Test func literalsAndCommentsAgreeWithTheGeneralPath() {
        for text in Self.texts {
            #expect(SwiftLiteral.string(text) == SwiftLiteral.generalString(text), "\(text.debugDescription)")
            #expect(SwiftLiteral.comment(text) == SwiftLiteral.generalComment(text), "\(text.debugDescription)")
            var appended = Array("x".utf8)
            SwiftLiteral.appendString(text, to: &appended)
            #expect(appended == Array(("x" + SwiftLiteral.string(text)).utf8))
        }
    }

    /// JSON numbers are written digit by digit: every integer as it is, whole doubles as integers, the rest in
    /// Swift's shortest form, as ``Notation/number(_:)`` writes them; `null` for what JSON cannot hold.
    @Test func jsonNumbersAgreeWithTheirNotation() {
        for integer in [0, 7, 10, 400, -1, -1_234_567_890_123, Int.max, Int.min] {
            #expect(JSONValue.integer(integer).text == String(integer) + "\n")
        }
        for number in [0, -0.0, 100, 87.5, -12, 62.5, 0.1, 1e14, 999_999_999_999_999, 1e15, -1e15, 1e20, 1.5e-7] {
            #expect(JSONValue.number(number).text == Notation.number(number) + "\n", "\(number)")
        }
        #expect(JSONValue.number(-0.0).text == "0\n")
        #expect(JSONValue.number(1e15).text == "1000000000000000.0\n")
        #expect(JSONValue.number(.nan).text == "null\n")
        #expect(JSONValue.number(-.infinity).text == "null\n")
    }

    /// The eight-bytes-at-a-time check sees every byte value at every position of texts up to two words and a bit
    /// long, as the byte-by-byte test does.
    @Test func jsonPlainCheckSeesEveryByteAtEveryPosition() {
        func isPlain(_ byte: UInt8) -> Bool {
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }
        var mismatches: [String] = []
        for length in 1...19 {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    text[position] = byte
                    if text.withUnsafeBufferPointer(JSONWriter.isPlain) != isPlain(byte) {
                        mismatches.append("\(byte) at \(position) of \(length)")
                    }
                }
            }
        }
        #expect(mismatches == [])
        #expect([UInt8]().withUnsafeBufferPointer(JSONWriter.isPlain))
    }

    @Test func jsonStringsAgreeWithTheGeneralPath() {
        for text in Self.texts {
            #expect(
                JSONValue.string(text).text == "\"" + JSONWriter.generalEscaped(text) + "\"\n",
                "\(text.debugDescription)")
        }
    }
}
