import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct TypeScaleTests {
    @Test func theDefaultScaleIsApplesTable() {
        for style in TextStyle.allCases {
            #expect(TypeScale.default.baseSize(of: style) == DynamicTypeTable.iOS[style, .large])
            #expect(TypeScale.default.weight(of: style) == DynamicTypeTable.iOS.weight(of: style))
            for category in ContentSizeCategory.allCases {
                #expect(TypeScale.default.pointSize(for: style, at: category) == DynamicTypeTable.iOS[style, category])
            }
        }
        #expect(TypeScale.default.pointSize(for: .body) == 17)
    }

    @Test func familySizesScaleByTheTable() {
        // The DynamicFont pattern: body 17, headline 18, title1 30.
        let scale = TypeScale(sizes: [.body: 17, .headline: 18, .title1: 30])
        #expect(scale.baseSize(of: .headline) == 18)
        #expect(scale.baseSize(of: .callout) == 16)
        #expect(scale.pointSize(for: .headline, at: .large) == 18)
        #expect(scale.pointSize(for: .body, at: .extraExtraLarge) == 21)
        // title1: 28 at large, 38 at accessibilityMedium: 30 × 38 / 28.
        #expect(abs(scale.pointSize(for: .title1, at: .accessibilityMedium) - 40.714_285_714_285_7) < 1e-12)
        // headline: 17 at large, 14 at extraSmall: 18 × 14 / 17.
        #expect(abs(scale.pointSize(for: .headline, at: .extraSmall) - 14.823_529_411_764_7) < 1e-12)
        // A style the family leaves out follows Apple's table.
        #expect(scale.pointSize(for: .caption1, at: .extraLarge) == 14)
    }

    @Test func aFamilyTableReplacesApples() throws {
        let rows = Dictionary(
            uniqueKeysWithValues: TextStyle.allCases.map { style in
                (style, [10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40] as [Double])
            }
        )
        let table = try DynamicTypeTable(rows: rows, weights: [.largeTitle: .bold])
        let scale = TypeScale(sizes: [.body: 28], table: table)
        #expect(scale.pointSize(for: .caption2, at: .large) == 14)
        #expect(scale.pointSize(for: .caption2, at: .extraSmall) == 10)
        #expect(scale.pointSize(for: .footnote, at: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(scale.pointSize(for: .body, at: .extraLarge) == 32)
        #expect(scale.weight(of: .largeTitle) == .bold)
        #expect(scale.weight(of: .headline) == .semiBold)
    }

    @Test func theOverrideCategoryIgnoresTheReadersChoice() {
        let scale = TypeScale(overrideCategory: .small)
        for category in ContentSizeCategory.allCases {
            #expect(scale.pointSize(for: .body, at: category) == 15)
            #expect(scale.pointSize(for: .largeTitle, at: category) == 32)
        }
    }

    @Test func limitsBoundTheScaledSize() {
        let scale = TypeScale(minimumSize: 12, maximumSize: 28)
        #expect(scale.pointSize(for: .body, at: .accessibilityExtraExtraExtraLarge) == 28)
        #expect(scale.pointSize(for: .body, at: .extraLarge) == 19)
        #expect(scale.pointSize(for: .caption2, at: .extraSmall) == 12)
        #expect(scale.pointSize(for: .largeTitle, at: .large) == 28)
        let crossed = TypeScale(minimumSize: 30, maximumSize: 20)
        #expect(crossed.pointSize(for: .body) == 20)
    }

    @Test func aResizerReplacesTheTableAndLimitsStillApply() {
        let doubling = FontResizer { category, base in category.isAccessibilityCategory ? base * 2 : base }
        let scale = TypeScale(sizes: [.body: 16], resizer: doubling, maximumSize: 30)
        #expect(scale.pointSize(for: .body, at: .extraExtraExtraLarge) == 16)
        #expect(scale.pointSize(for: .body, at: .accessibilityMedium) == 30)
        #expect(scale.pointSize(for: .caption2, at: .accessibilityMedium) == 22)
        let small = TypeScale(resizer: doubling, overrideCategory: .small)
        #expect(small.pointSize(for: .body, at: .accessibilityMedium) == 17)
    }

    @Test func sizeClassIncrementsAreAddedAfterScalingAndLimits() {
        enum Screen: Hashable, Sendable { case compact, regular, large }
        let increments: SizeClassIncrements<Screen> = [.compact: 0, .regular: 2, .large: 3]
        let scale = TypeScale(sizes: [.body: 17], maximumSize: 20)
        #expect(scale.pointSize(for: .body, at: .large, sizeClass: Screen.compact, increments: increments) == 17)
        #expect(scale.pointSize(for: .body, at: .large, sizeClass: Screen.regular, increments: increments) == 19)
        #expect(scale.pointSize(for: .body, at: .large, sizeClass: Screen.large, increments: increments) == 20)
        #expect(scale.pointSize(for: .body, at: .extraLarge, sizeClass: Screen.large, increments: increments) == 22)
        #expect(
            scale.pointSize(for: .body, at: .accessibilityMedium, sizeClass: Screen.large, increments: increments)
                == 23
        )
    }
}
