import Testing

@testable import FontFamilyKit

@Suite struct FontResizerTests {
    /// The Font pod's README example (adamyanalunas/Font, "Custom Font Sizing"), for a base size of 16.
    let restrainedSizes = FontResizer { category, size in
        switch category {
        case .extraSmall, .small, .medium, .large: size
        case .extraLarge: (size * 1.15).rounded(.down)
        case .extraExtraLarge: (size * 1.25).rounded(.down)
        case .extraExtraExtraLarge: (size * 1.4).rounded(.down)
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            (size * 1.65).rounded(.down)
        }
    }

    @Test func theFontPodRestrainedSizesExample() {
        let sizes = ContentSizeCategory.allCases.map { restrainedSizes($0, 16) }
        #expect(sizes == [16, 16, 16, 16, 18, 20, 22, 26, 26, 26, 26, 26])
    }

    @Test func aTypeScaleUsesTheResizerForEveryStyle() {
        let scale = TypeScale(sizes: [.body: 16, .headline: 20], resizer: restrainedSizes)
        #expect(scale.pointSize(for: .body, at: .extraLarge) == 18)
        #expect(scale.pointSize(for: .headline, at: .extraLarge) == 23)
        #expect(scale.pointSize(for: .headline, at: .accessibilityLarge) == 33)
        #expect(scale.pointSize(for: .largeTitle, at: .medium) == 34)
    }
}
