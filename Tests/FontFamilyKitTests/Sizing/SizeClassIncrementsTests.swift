import Testing

@testable import FontFamilyKit

@Suite struct SizeClassIncrementsTests {
    enum Screen: Hashable, Sendable { case compact, regular, large }

    // MBFontAdapter: +0 on compact screens, +2 on regular ones, +3 on large ones.
    let increments: SizeClassIncrements<Screen> = [.compact: 0, .regular: 2, .large: 3]

    @Test func eachSizeClassAddsItsIncrement() {
        #expect(increments[.compact] == 0)
        #expect(increments[.regular] == 2)
        #expect(increments[.large] == 3)
        #expect(increments.apply(to: 17, for: .compact) == 17)
        #expect(increments.apply(to: 17, for: .regular) == 19)
        #expect(increments.apply(to: 17.5, for: .large) == 20.5)
    }

    @Test func anUnlistedSizeClassAddsNothing() {
        let partial = SizeClassIncrements<Screen>([.large: 3])
        #expect(partial[.regular] == 0)
        #expect(partial.apply(to: 15, for: .regular) == 15)
        #expect(partial.increments == [.large: 3])
    }

    @Test func theLastDuplicateInALiteralWins() {
        let duplicated: SizeClassIncrements<Screen> = [.large: 3, .large: 4]
        #expect(duplicated[.large] == 4)
    }

    @Test func incrementsMayBeNegative() {
        let shrinking: SizeClassIncrements<Screen> = [.compact: -2]
        #expect(shrinking.apply(to: 17, for: .compact) == 15)
    }
}
