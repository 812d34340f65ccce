import Foundation
import TestSupport
import Testing

@testable import FontFamilyCodegen
@testable import FontFamilyKit

@Suite struct DynamicTypeTableTests {
    /// The fixture's data lines as cells, comments dropped.
    private func fixtureRows() throws -> [[String]] {
        let url = PackagePaths.fixtures.appendingPathComponent("dynamic-type-ios.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func fixtureHasTwelveCategoriesAndElevenStylesInOrder() throws {
        let rows = try fixtureRows()
        #expect(rows.count == 13)
        #expect(rows.first == ["category"] + TextStyle.allCases.map(\.rawValue))
        #expect(rows.dropFirst().map { $0.first ?? "" } == ContentSizeCategory.allCases.map(\.rawValue))
        #expect(rows.allSatisfy { $0.count == 12 })
    }

    @Test func everyCellOfTheIOSTableMatchesTheFixture() throws {
        let rows = try fixtureRows()
        let header = try #require(rows.first)
        var checked = 0
        for row in rows.dropFirst() {
            let category = try #require(ContentSizeCategory(rawValue: row[0]))
            for (name, cell) in zip(header.dropFirst(), row.dropFirst()) {
                let style = try #require(TextStyle(rawValue: name))
                let size = try #require(Double(cell))
                #expect(DynamicTypeTable.iOS[style, category] == size, "\(style) at \(category)")
                checked += 1
            }
        }
        #expect(checked == 132)
    }

    @Test func headlineIsSemiboldAndEveryOtherStyleRegular() {
        #expect(DynamicTypeTable.iOS.weight(of: .headline) == .semiBold)
        for style in TextStyle.allCases where style != .headline {
            #expect(DynamicTypeTable.iOS.weight(of: style) == .regular)
        }
    }

    @Test func aTableFromRowsKeepsEveryRowAndWeight() throws {
        var rows: [TextStyle: [Double]] = [:]
        for style in TextStyle.allCases {
            rows[style] = (0..<12).map { Double(10 + $0) }
        }
        rows[.body] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21.5]
        let table = try DynamicTypeTable(rows: rows, weights: [.body: .medium])
        #expect(
            ContentSizeCategory.allCases.map { table[.body, $0] } == [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21.5])
        #expect(table.weight(of: .body) == .medium)
        #expect(table.weight(of: .headline) == .semiBold)
        #expect(table.weight(of: .caption2) == .regular)
        #expect(table != .iOS)
    }

    @Test func aTableFromTheIOSRowsEqualsIOS() throws {
        var rows: [TextStyle: [Double]] = [:]
        for style in TextStyle.allCases {
            rows[style] = ContentSizeCategory.allCases.map { DynamicTypeTable.iOS[style, $0] }
        }
        #expect(try DynamicTypeTable(rows: rows) == .iOS)
    }

    private func iOSRows() -> [TextStyle: [Double]] {
        Dictionary(
            uniqueKeysWithValues: TextStyle.allCases.map { style in
                (style, ContentSizeCategory.allCases.map { DynamicTypeTable.iOS[style, $0] })
            }
        )
    }

    @Test func aMissingStyleIsReported() {
        var rows = iOSRows()
        rows[.callout] = nil
        let error = #expect(throws: InvalidTableError.self) { try DynamicTypeTable(rows: rows) }
        #expect(error?.message == "the table has no row for text style 'callout'; add one")
    }

    @Test func aShortRowIsReported() {
        var rows = iOSRows()
        rows[.body] = [14, 15, 16]
        let error = #expect(throws: InvalidTableError.self) { try DynamicTypeTable(rows: rows) }
        #expect(
            error?.description
                == "the row for text style 'body' has 3 sizes; give exactly 12, one per content size category"
        )
    }

    @Test func aSizeThatIsNotAPointSizeIsReported() {
        var rows = iOSRows()
        rows[.footnote]?[4] = 0
        let zero = #expect(throws: InvalidTableError.self) { try DynamicTypeTable(rows: rows) }
        #expect(
            zero?.message == "the size of text style 'footnote' at 'extraLarge' is 0; give a point size above zero")
        rows[.footnote]?[4] = .nan
        let nan = #expect(throws: InvalidTableError.self) { try DynamicTypeTable(rows: rows) }
        #expect(
            nan?.message == "the size of text style 'footnote' at 'extraLarge' is nan; give a point size above zero")
    }
}
