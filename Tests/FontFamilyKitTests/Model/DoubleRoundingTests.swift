import Testing

@testable import FontFamilyKit

/// The core rounds without libm (`Double+Rounding.swift`); these tests hold its answers to the standard library's
/// `rounded()`, which the test process may call because it links libm, bit for bit, and the formatting built on it to
/// the formulas it replaced.
@Suite struct DoubleRoundingTests {
    /// SplitMix64: the same values on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Halves and their neighbours, integers, the edges of exactness (2^52, 2^53, Int64's range), zeros, the
    /// extremes, infinities and NaN, each with its negation.
    static let edges: [Double] = {
        var values: [Double] = [
            0, 0.25, 0.5, 0.49999999999999994, 0.5000000000000001, 1, 1.5, 2.5, 3.5, 0x1p52 - 0.5, 0x1p52 - 1.5,
            0x1p52, 0x1p52 + 1, 0x1p53, 0x1p53 + 2, 0x1p63, 0x1p64, 1e15, 1e15 - 0.5, 1e300, .leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, .infinity, .nan, 123.456 * 65536, 13.335 * 100,
        ]
        for k in -2000...2000 {
            let half = Double(k) + 0.5
            values += [Double(k), half, half.nextUp, half.nextDown, Double(k).nextUp, Double(k).nextDown]
        }
        for exponent in 0..<64 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power, power + 0.5, power - 0.5, power.nextUp, power.nextDown]
        }
        return values + values.map { -$0 }
    }()

    /// Random bit patterns, so every exponent and sign comes up, and random values of the sizes the core rounds.
    static let random: [Double] = {
        var generator = Generator(state: 44)
        let patterns = (0..<100_000).map { _ in Double(bitPattern: generator.next()) }
        let sizes = (0..<100_000).map { _ in Double.random(in: -1e6...1e6, using: &generator) }
        return patterns + sizes
    }()

    static func sameBits(_ left: Double, _ right: Double) -> Bool {
        left.isNaN ? right.isNaN : left.bitPattern == right.bitPattern
    }

    @Test func roundsAsTheStandardLibraryDoesBitForBit() {
        for value in Self.edges + Self.random {
            let rounded = value.roundedToNearestOrAwayFromZero
            guard Self.sameBits(rounded, value.rounded()) else {
                Issue.record(
                    "\(value) (bits \(value.bitPattern)) rounds to \(rounded), rounded() gives \(value.rounded())")
                return
            }
        }
    }

    @Test func examples() {
        #expect(2.5.roundedToNearestOrAwayFromZero == 3)
        #expect((-2.5).roundedToNearestOrAwayFromZero == -3)
        #expect(0.49999999999999994.roundedToNearestOrAwayFromZero == 0)
        #expect((0x1p52 - 0.5).roundedToNearestOrAwayFromZero == 0x1p52)
        #expect((-0.25).roundedToNearestOrAwayFromZero.sign == .minus)
        #expect(Double.infinity.roundedToNearestOrAwayFromZero == .infinity)
        #expect(Double.nan.roundedToNearestOrAwayFromZero.isNaN)
    }

    /// `Notation.number` and `Notation.points` as they were written with `rounded()`.
    @Test func formattingAnswersAsTheFormulasWithRoundedDid() {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
        for value in Self.edges + Self.random {
            let answers = (Notation.number(value), Notation.points(value))
            let expected = (number(value), number((value * 100).rounded() / 100))
            guard answers == expected else {
                Issue.record("\(value) (bits \(value.bitPattern)) gives \(answers), the formulas gave \(expected)")
                return
            }
        }
    }
}
