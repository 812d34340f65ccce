public import FontFamilyCatalog

/// Renders a ``/FontFamilyKit/DynamicTypeTable`` for `fontfamily-dump --sizes`: all of it, one style's column, one category's
/// row, or one cell, as aligned plain text or as JSON.
///
/// Text has a row per category and a column per style, names left-aligned and sizes right-aligned:
///
/// ```text
/// category              body  headline
/// large                   17        17
/// extraLarge              19        19
/// ```
///
/// JSON is an array with an object per style, in table order:
/// `[{"style": "body", "weight": 400, "sizes": {"large": 17, "extraLarge": 19}}]`.
public struct SizeTableRenderer: Sendable {
    /// The table rendered.
    public var table: DynamicTypeTable

    /// A renderer of `table`, by default Apple's iOS table.
    public init(table: DynamicTypeTable = .iOS) {
        self.table = table
    }

    /// The table as aligned text, ending in a newline; only `style`'s column and `category`'s row when given.
    public func text(style: TextStyle? = nil, category: ContentSizeCategory? = nil) -> String {
        let styles = style.map { [$0] } ?? TextStyle.allCases
        let categories = category.map { [$0] } ?? ContentSizeCategory.allCases
        let header = ["category"] + styles.map(\.rawValue)
        let rows = categories.map { category in
            [category.rawValue] + styles.map { Notation.number(table[$0, category]) }
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            .joined(separator: "  ")
        }
        .joined(separator: "\n") + "\n"
    }

    /// The table as JSON, one line per style, ending in a newline; only `style` and `category` when given.
    public func json(style: TextStyle? = nil, category: ContentSizeCategory? = nil) -> String {
        let styles = style.map { [$0] } ?? TextStyle.allCases
        let categories = category.map { [$0] } ?? ContentSizeCategory.allCases
        let lines = styles.map { style in
            let sizes = categories.map { "\"\($0.rawValue)\": \(Notation.number(table[style, $0]))" }
            return "  {\"style\": \"\(style.rawValue)\", \"weight\": \(table.weight(of: style)), "
                + "\"sizes\": {\(sizes.joined(separator: ", "))}}"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }
}
