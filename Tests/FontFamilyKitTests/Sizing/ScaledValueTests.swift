import Testing

@testable import FontFamilyKit

@Suite struct ScaledValueTests {
    let table = DynamicTypeTable.iOS

    @Test func theStyleSizeAtLargeScalesToTheTableSize() {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let base = table[style, .large]
                #expect(table.scaledValue(for: base, style: style, category: category) == table[style, category])
            }
        }
    }

    @Test func aCustomBaseScalesByTheStyleRatio() {
        // body: 17 at large, 19 at extraLarge, 53 at accessibilityExtraExtraExtraLarge.
        #expect(table.scaledValue(for: 34, style: .body, category: .extraLarge) == 38)
        #expect(table.scaledValue(for: 34, style: .body, category: .accessibilityExtraExtraExtraLarge) == 106)
        // largeTitle: 34 at large, 31 at extraSmall.
        #expect(table.scaledValue(for: 17, style: .largeTitle, category: .extraSmall) == 15.5)
        // caption2: 11 at large and at extraSmall.
        #expect(table.scaledValue(for: 9, style: .caption2, category: .extraSmall) == 9)
        // headline: 17 at large, 19 at extraLarge: 18 × 19 / 17.
        let headline = table.scaledValue(for: 18, style: .headline, category: .extraLarge)
        #expect(abs(headline - 20.117_647_058_823_5) < 1e-12)
    }

    @Test func theMaximumCapsAndTheMinimumFloors() {
        #expect(table.scaledValue(for: 17, style: .body, category: .accessibilityLarge, maximumSize: 24) == 24)
        #expect(table.scaledValue(for: 17, style: .body, category: .extraLarge, maximumSize: 24) == 19)
        #expect(table.scaledValue(for: 17, style: .body, category: .extraSmall, minimumSize: 15) == 15)
        #expect(table.scaledValue(for: 17, style: .body, category: .medium, minimumSize: 15) == 16)
        #expect(table.scaledValue(for: 17, style: .body, category: .large, minimumSize: 12, maximumSize: 30) == 17)
    }

    @Test func theMaximumWinsOverAHigherMinimum() {
        #expect(table.scaledValue(for: 17, style: .body, category: .large, minimumSize: 20, maximumSize: 18) == 18)
    }
}
