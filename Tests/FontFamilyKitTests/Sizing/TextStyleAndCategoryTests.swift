import Foundation
import Testing

@testable import FontFamilyKit

@Suite struct TextStyleAndCategoryTests {
    @Test func stylesAreInTheTableOrder() {
        #expect(
            TextStyle.allCases.map(\.rawValue) == [
                "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
                "footnote", "caption1", "caption2",
            ]
        )
    }

    @Test func categoriesAreOrderedSmallestFirst() {
        #expect(
            ContentSizeCategory.allCases.map(\.rawValue) == [
                "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
            ]
        )
        #expect(ContentSizeCategory.allCases.sorted(by: >) == ContentSizeCategory.allCases.reversed())
        #expect(ContentSizeCategory.small < .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!(ContentSizeCategory.large < .large))
        #expect(ContentSizeCategory.default == .large)
    }

    @Test func onlyTheFiveLargestAreAccessibilityCategories() {
        #expect(
            ContentSizeCategory.allCases.filter(\.isAccessibilityCategory) == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ]
        )
    }

    @Test func defaultWeights() {
        #expect(TextStyle.headline.defaultWeight == .semiBold)
        #expect(TextStyle.body.defaultWeight == .regular)
        #expect(TextStyle.largeTitle.defaultWeight == .regular)
    }

    @Test func parsingIgnoresCase() throws {
        #expect(try TextStyle(parsing: "body") == .body)
        #expect(try TextStyle(parsing: "LargeTitle") == .largeTitle)
        #expect(try ContentSizeCategory(parsing: "extralarge") == .extraLarge)
        #expect(try ContentSizeCategory(parsing: "accessibilityMedium") == .accessibilityMedium)
    }

    @Test func anUnknownStyleListsTheValidOnes() {
        let error = #expect(throws: UnknownNameError.self) { try TextStyle(parsing: "bodyy") }
        #expect(
            error?.description
                == "unknown text style 'bodyy'; expected one of: largeTitle, title1, title2, title3, headline, body, "
                + "callout, subheadline, footnote, caption1, caption2"
        )
    }

    @Test func anUnknownCategoryListsTheValidOnes() {
        let error = #expect(throws: UnknownNameError.self) { try ContentSizeCategory(parsing: "") }
        #expect(
            error?.description
                == "unknown content size category ''; expected one of: extraSmall, small, medium, large, extraLarge, "
                + "extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, "
                + "accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge"
        )
    }

    @Test func codableAsTheRawValue() throws {
        let data = try JSONEncoder().encode([TextStyle.caption1])
        #expect(String(decoding: data, as: UTF8.self) == #"["caption1"]"#)
        let categories = try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["small"]"#.utf8))
        #expect(categories == [.small])
    }
}
