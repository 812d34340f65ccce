import CoreTestSupport
import Testing

@testable import FontFamilyKit

/// What the README's "Sizing" example says is true (``ReadmeTests`` compiles it).
@Suite struct SizingReadmeExampleTests {

    @Test func itsCommentsAreTrue() {
        #expect(DynamicTypeTable.iOS[.body, .extraExtraExtraLarge] == 23)
        #expect(
            DynamicTypeTable.iOS.scaledValue(for: 14, style: .caption1, category: .accessibilityLarge, maximumSize: 28)
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
        #expect(BoldTextMapping.default.bolder(.bold, installed: [300, 400, 600, 700, 800]) == .extraBold)
    }
}
