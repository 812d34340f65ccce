public import FontFamilyKit

/// What ``IconCoverage/check(_:fontName:coveredCodePoints:)`` found: glyphs the font lacks (failures) and Private Use
/// Area code points the metadata does not list (a note).
public struct IconCoverageReport: Sendable, Hashable, CustomStringConvertible {
    /// The metadata's source, as messages name it.
    public let source: String
    /// The font checked, as messages name it.
    public let fontName: String
    /// How many glyphs the metadata lists (aliases not counted).
    public let glyphCount: Int
    /// The glyphs whose code point the font does not cover, in metadata order.
    public let missing: [IconGlyph]
    /// Private Use Area code points the font covers that no glyph of the metadata uses, ascending.
    public let unlistedPrivateUse: [UInt32]

    /// Whether the font covers every glyph (unlisted code points do not count against it).
    public var isComplete: Bool { missing.isEmpty }

    /// One line per missing glyph: `missing glyph 'arrow-up' U+E6FF`, with its aliases when it has any
    /// (`missing glyph 'remove' U+F00D (also 'close', 'times')`).
    public var failures: [String] {
        missing.map { glyph in
            let aliases =
                glyph.aliases.isEmpty ? "" : " (also \(glyph.aliases.map(DisplayText.quoted).joined(separator: ", ")))"
            return "missing glyph \(DisplayText.quoted(glyph.name)) \(glyph.codePointLabel)\(aliases)"
        }
    }

    /// The note about unlisted Private Use Area code points, or `nil` when there are none.
    public var note: String? {
        guard !unlistedPrivateUse.isEmpty else { return nil }
        let count = Notation.count(
            unlistedPrivateUse.count, "Private Use Area code point", "Private Use Area code points")
        let list = unlistedPrivateUse.map(Notation.codePoint).joined(separator: ", ")
        return
            "note: \(DisplayText.escaped(fontName)) has \(count) "
            + "that \(DisplayText.quoted(source)) does not list: \(list)"
    }

    /// A summary line, then the failures, then the note.
    public var description: String {
        let font = DisplayText.escaped(fontName)
        let source = DisplayText.quoted(source)
        let summary =
            missing.isEmpty
            ? "\(font) has all \(glyphCount) glyphs that \(source) lists"
            : "\(font) lacks \(missing.count) of the \(glyphCount) glyphs that \(source) lists; use the font the "
                + "metadata was made for, or remove the glyphs from the metadata"
        return ([summary] + failures + [note].compactMap { $0 }).joined(separator: "\n")
    }
}
