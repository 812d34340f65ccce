import Testing

@testable import FontFamilyCatalog
@testable import FontFamilyKit

/// Adobe Tech Note 5902's instance names on plain values; ``VariableFontNameCrossCheckTests`` proves the same
/// function against FreeType's own names.
@Suite struct InstancePostScriptNameTests {
    let inter = [
        VariationAxis(tag: .weight, name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
        VariationAxis(tag: .slant, name: "Slant", minimum: -10, defaultValue: 0, maximum: 0),
    ]

    @Test func thePrefixKeepsASCIILettersAndDigitsUpTo91() {
        #expect(InstancePostScriptName.prefix("Inter Display") == "InterDisplay")
        #expect(InstancePostScriptName.prefix("Source Sans 3 (VF)") == "SourceSans3VF")
        #expect(InstancePostScriptName.prefix("Noto Sans 日本語") == "NotoSans")
        #expect(InstancePostScriptName.prefix("日本語 ・") == nil)
        #expect(
            InstancePostScriptName.prefix(String(repeating: "Ab", count: 50)) == String(repeating: "Ab", count: 45)
                + "A")
    }

    @Test func aNamedInstanceIsThePrefixAndItsSubfamily() {
        #expect(InstancePostScriptName.namedInstance(prefix: "Inter", subfamily: "Bold") == "Inter-Bold")
        #expect(InstancePostScriptName.namedInstance(prefix: "Inter", subfamily: "Bold Italic") == "Inter-BoldItalic")
        #expect(
            InstancePostScriptName.namedInstance(prefix: "InterDisplay", subfamily: "Extra-Light (Ünicode)")
                == "InterDisplay-ExtraLightnicode")
    }

    @Test func anArbitraryInstanceListsTheAxesOffTheirDefaults() {
        #expect(
            InstancePostScriptName.arbitraryInstance(prefix: "Inter", axes: inter, at: [.weight: 650])
                == "Inter_650wght")
        #expect(
            InstancePostScriptName.arbitraryInstance(prefix: "Inter", axes: inter, at: [.slant: -5, .weight: 100.5])
                == "Inter_100.5wght_-5slnt")
        #expect(InstancePostScriptName.arbitraryInstance(prefix: "Inter", axes: inter, at: [.weight: 400]) == "Inter")
        #expect(InstancePostScriptName.arbitraryInstance(prefix: "Inter", axes: inter, at: [:]) == "Inter")
        let spaced = [VariationAxis(tag: "AB  ", name: "Custom", minimum: 0, defaultValue: 0, maximum: 10)]
        #expect(InstancePostScriptName.arbitraryInstance(prefix: "P", axes: spaced, at: ["AB  ": 2]) == "P_2AB")
    }

    @Test func fixedValuesHaveTheirShortestDecimal() {
        let cases: [(Int32, String)] = [
            (0, "0"), (650 << 16, "650"), (-10 << 16, "-10"), (100 << 16 | 0x8000, "100.5"),
            (InstancePostScriptName.fixed(123.456), "123.456"), (0x199A, ".1"), (0x1999, ".09999"),
            (1, ".00002"), (2, ".00003"), (3, ".00005"), (-(0x4000), "-.25"), (0x7FFF_FFFF, "32767.99998"),
        ]
        for (fixed, text) in cases {
            #expect(InstancePostScriptName.decimal(fixed: fixed) == text, "\(fixed)")
        }
        #expect(InstancePostScriptName.fixed(123.456) == 8_090_812)
        #expect(InstancePostScriptName.value(fixed: 100 << 16 | 0x8000) == 100.5)
    }

    @Test func aNameOf127CharactersIsShortenedToThePrefixAndAHash() {
        let prefix = String(repeating: "P", count: 91)
        let short = prefix + "-" + String(repeating: "s", count: 34)
        #expect(InstancePostScriptName.limited(short, prefix: prefix) == short)
        let long = short + "s"
        let limited = InstancePostScriptName.limited(long, prefix: prefix)
        #expect(limited.count == 127)
        #expect(limited.hasPrefix(prefix + "-") && limited.hasSuffix("..."))
        #expect(limited == prefix + "-A1355E702D6276A1747BEE5A323A1156...")
    }

    /// Only ASCII letters and digits are kept: letters and digits of other scripts, full-width forms, accented
    /// letters (precomposed or with a combining accent), punctuation and white space go, in the scalars' order.
    @Test func lettersAndDigitsKeepsASCIILettersAndDigitsOnly() {
        let cases: [(String, String)] = [
            ("Bold Italic", "BoldItalic"), ("Semi-Bold 2", "SemiBold2"), ("Caf\u{E9} Cafe\u{301}", "CafCafe"),
            ("Ωmega ٣ １2", "mega2"), ("ZEN オールド明朝 Mincho", "ZENMincho"), ("_.:/@[`{~", ""), ("", ""),
        ]
        for (text, expected) in cases {
            #expect(InstancePostScriptName.lettersAndDigits(text) == expected, "\(text)")
            let byProperties = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                    }
                ))
            #expect(byProperties == expected, "\(text)")
        }
    }

    /// MurmurHash3 of nothing with seed 0 is 0 in every word (its finalizer keeps 0); FreeType's own names prove
    /// the hash of real names (``VariableFontNameCrossCheckTests``).
    @Test func murmurHash3OfNothingIsZero() {
        #expect(InstancePostScriptName.murmurHash3([], seed: 0) == [0, 0, 0, 0])
        #expect(InstancePostScriptName.murmurHash3([], seed: 1) != [0, 0, 0, 0])
    }

    /// `fixed(_:)` rounds without libm as it did with `rounded()`: halves away from zero, clamped, non-finite values
    /// at the ends.
    @Test func fixedAnswersAsTheFormulaWithRoundedDid() {
        func formula(_ value: Double) -> Int32 {
            let scaled = (value * 65536).rounded()
            guard scaled.isFinite else { return value < 0 ? Int32.min + 1 : Int32.max }
            return Int32(max(min(scaled, Double(Int32.max)), Double(Int32.min + 1)))
        }
        let halves = (-40...40).map { (Double($0) + 0.5) / 65536 }
        let values =
            halves + [0, -0.0, 0.1, -0.1, 400, 900.5, -32768, 32767.99999, 1e300, -1e300, .infinity, -.infinity]
        for value in values {
            #expect(InstancePostScriptName.fixed(value) == formula(value), "\(value)")
        }
    }
}
