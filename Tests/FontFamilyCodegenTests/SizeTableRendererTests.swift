import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct SizeTableRendererTests {
    let renderer = SizeTableRenderer()

    /// The contents of `Fixtures/Sizing/<name>`.
    private func golden(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Sizing/\(name)"), encoding: .utf8)
    }

    @Test func theWholeTableAsText() throws {
        let expected = try golden("sizes-ios.txt")
        #expect(renderer.text() == expected)
    }

    @Test func theWholeTableAsJSON() throws {
        let expected = try golden("sizes-ios.json")
        #expect(renderer.json() == expected)
    }

    @Test func oneStyleAsText() {
        #expect(
            renderer.text(style: .body) == """
                category                           body
                extraSmall                           14
                small                                15
                medium                               16
                large                                17
                extraLarge                           19
                extraExtraLarge                      21
                extraExtraExtraLarge                 23
                accessibilityMedium                  28
                accessibilityLarge                   33
                accessibilityExtraLarge              40
                accessibilityExtraExtraLarge         47
                accessibilityExtraExtraExtraLarge    53

                """
        )
    }

    @Test func oneCategoryAsText() {
        #expect(
            renderer.text(category: .extraLarge) == """
                category    largeTitle  title1  title2  title3  headline  body  callout  subheadline  footnote  caption1  caption2
                extraLarge          36      30      24      22        19    19       18           17        15        14        13

                """
        )
    }

    @Test func oneCellAsText() {
        #expect(
            renderer.text(style: .headline, category: .accessibilityMedium) == """
                category             headline
                accessibilityMedium        28

                """
        )
    }

    @Test func fractionalSizesKeepTheirFraction() throws {
        var rows: [TextStyle: [Double]] = [:]
        for style in TextStyle.allCases {
            rows[style] = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
        }
        rows[.body] = [9, 10, 11, 12.5, 13, 14, 15, 16, 17, 18, 19, 100]
        let custom = SizeTableRenderer(table: try DynamicTypeTable(rows: rows))
        #expect(custom.text(style: .body, category: .large) == "category  body\nlarge     12.5\n")
        #expect(
            custom.json(style: .body, category: .accessibilityExtraExtraExtraLarge)
                == "[\n  {\"style\": \"body\", \"weight\": 400, \"sizes\": {\"accessibilityExtraExtraExtraLarge\": 100}}\n]\n"
        )
        #expect(
            custom.json(style: .body, category: .large)
                == "[\n  {\"style\": \"body\", \"weight\": 400, \"sizes\": {\"large\": 12.5}}\n]\n"
        )
    }

    @Test func oneCellAsJSON() {
        #expect(
            renderer.json(style: .headline, category: .large)
                == "[\n  {\"style\": \"headline\", \"weight\": 600, \"sizes\": {\"large\": 17}}\n]\n"
        )
    }

    @Test func oneCategoryAsJSON() {
        #expect(
            renderer.json(category: .small) == """
                [
                  {"style": "largeTitle", "weight": 400, "sizes": {"small": 32}},
                  {"style": "title1", "weight": 400, "sizes": {"small": 26}},
                  {"style": "title2", "weight": 400, "sizes": {"small": 20}},
                  {"style": "title3", "weight": 400, "sizes": {"small": 18}},
                  {"style": "headline", "weight": 600, "sizes": {"small": 15}},
                  {"style": "body", "weight": 400, "sizes": {"small": 15}},
                  {"style": "callout", "weight": 400, "sizes": {"small": 14}},
                  {"style": "subheadline", "weight": 400, "sizes": {"small": 13}},
                  {"style": "footnote", "weight": 400, "sizes": {"small": 12}},
                  {"style": "caption1", "weight": 400, "sizes": {"small": 11}},
                  {"style": "caption2", "weight": 400, "sizes": {"small": 11}}
                ]

                """
        )
    }

    @Test func theWholeTableAsJSONHoldsEveryCellInOrder() throws {
        let json = renderer.json()
        let lines = json.split(separator: "\n")
        #expect(lines.count == 13)
        let body: String =
            "  {\"style\": \"body\", \"weight\": 400, \"sizes\": {\"extraSmall\": 14, \"small\": 15, "
            + "\"medium\": 16, \"large\": 17, \"extraLarge\": 19, \"extraExtraLarge\": 21, "
            + "\"extraExtraExtraLarge\": 23, \"accessibilityMedium\": 28, \"accessibilityLarge\": 33, "
            + "\"accessibilityExtraLarge\": 40, \"accessibilityExtraExtraLarge\": 47, "
            + "\"accessibilityExtraExtraExtraLarge\": 53}},"
        #expect(lines[6] == body)
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        )
        #expect(parsed.compactMap { $0["style"] as? String } == TextStyle.allCases.map(\.rawValue))
        for (object, style) in zip(parsed, TextStyle.allCases) {
            #expect(object["weight"] as? Double == DynamicTypeTable.iOS.weight(of: style).value)
            let sizes = try #require(object["sizes"] as? [String: Double])
            #expect(sizes.count == 12)
            for category in ContentSizeCategory.allCases {
                #expect(sizes[category.rawValue] == DynamicTypeTable.iOS[style, category], "\(style) at \(category)")
            }
        }
    }
}
