import FontFamilyKit
import TestSupport
import Testing

/// The "Sizing" example suggested for the README: it must compile, and its comments must tell the truth.
@Suite struct SizingReadmeExampleTests {
    static let example = """
        import FontFamilyKit

        // Apple's iOS table: body is 17 pt at the default category, 23 pt at extraExtraExtraLarge.
        let body = DynamicTypeTable.iOS[.body, .extraExtraExtraLarge]  // 23

        // Scale a size of your own the way UIFontMetrics does, capped like Swash's maxSize.
        let caption = DynamicTypeTable.iOS.scaledValue(
            for: 14, style: .caption1, category: .accessibilityLarge, maximum: 28)  // 14 × 26 / 12, capped: 28

        // A family's own type scale: its size per style, scaled by Apple's table, never above 40 pt.
        let scale = TypeScale(sizes: [.body: 17, .headline: 18, .title1: 30], maximumSize: 40)
        let headline = scale.pointSize(for: .headline, at: .accessibilityMedium)  // 18 × 28 / 17 ≈ 29.6

        // A rule of your own in place of the table, as the Font pod's restrainedSizes.
        let restrained = FontResizer { category, base in
            switch category {
            case .extraSmall, .small, .medium, .large: base
            case .extraLarge: (base * 1.15).rounded(.down)
            default: (base * 1.4).rounded(.down)
            }
        }
        let note = TypeScale(sizes: [.body: 16], resizer: restrained).pointSize(for: .body, at: .extraLarge)  // 18

        // Points added per screen size after scaling, as MBFontAdapter does.
        enum Screen: Hashable, Sendable { case compact, regular, large }
        let increments: SizeClassIncrements<Screen> = [.regular: 2, .large: 3]
        let onLargeScreen = scale.pointSize(for: .body, at: .large, sizeClass: .large, increments: increments)  // 20

        // Bold Text: the bolder weight, among the weights the family has installed.
        let bolder = BoldTextMapping.default.bolder(.bold, installed: [300, 400, 600, 700, 800])  // 800, ultraBold

        // The row `fontfamily-dump --sizes --category large` prints.
        print(SizeTableRenderer().text(category: .large), terminator: "")
        print(body, caption, headline, note, onLargeScreen, bolder)

        """

    @Test func compiles() throws {
        try SwiftTypechecker.typecheck(["main.swift": Self.example])
    }

    @Test func itsCommentsAreTrue() {
        #expect(DynamicTypeTable.iOS[.body, .extraExtraExtraLarge] == 23)
        #expect(
            DynamicTypeTable.iOS.scaledValue(for: 14, style: .caption1, category: .accessibilityLarge, maximum: 28)
                == 28
        )
        let scale = TypeScale(sizes: [.body: 17, .headline: 18, .title1: 30], maximumSize: 40)
        #expect(abs(scale.pointSize(for: .headline, at: .accessibilityMedium) - 18.0 * 28 / 17) < 1e-12)
        let restrained = FontResizer { category, base in
            switch category {
            case .extraSmall, .small, .medium, .large: base
            case .extraLarge: (base * 1.15).rounded(.down)
            default: (base * 1.4).rounded(.down)
            }
        }
        #expect(TypeScale(sizes: [.body: 16], resizer: restrained).pointSize(for: .body, at: .extraLarge) == 18)
        enum Screen: Hashable, Sendable { case compact, regular, large }
        let increments: SizeClassIncrements<Screen> = [.regular: 2, .large: 3]
        #expect(scale.pointSize(for: .body, at: .large, sizeClass: .large, increments: increments) == 20)
        #expect(BoldTextMapping.default.bolder(.bold, installed: [300, 400, 600, 700, 800]) == .ultraBold)
    }
}
