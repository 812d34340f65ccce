import FontFamilyKit

/// Text that shows a face on a specimen page, chosen from the characters the face covers so that no character of it
/// falls back to another font (no tofu).
///
/// A face gets every script sample it covers whole — at most one per script group, in the order Latin, Greek,
/// Cyrillic, CJK (Japanese, then Chinese, then Korean), Arabic, Hebrew. A face that covers none of them gets its
/// icon glyphs when it has some (an icon font, each glyph named), else the first characters it covers.
/// The space counts as covered: it draws nothing, so a fallback for it cannot show as tofu.
struct SpecimenSample: Hashable, Sendable {
    /// The text.
    var text: String
    /// A few characters of it, for the cells of the weights × slants grid.
    var short: String
    /// The BCP 47 language of the text; `nil` for icons and lists of covered characters.
    var language: String?
    /// `true` for text written right to left.
    var isRightToLeft = false
    /// For an icon font: the glyphs shown, each with its name.
    var icons: [IconGlyph] = []

    /// The script samples, in groups; a face gets the first sample of each group it covers.
    static let scriptGroups: [[SpecimenSample]] = [
        [
            SpecimenSample(
                text: "The quick brown fox jumps over the lazy dog. 0123456789", short: "Aa Gg", language: "en")
        ],
        [SpecimenSample(text: "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία", short: "Αα", language: "el")],
        [SpecimenSample(text: "Съешь же ещё этих мягких французских булок", short: "Жж", language: "ru")],
        [
            SpecimenSample(text: "日本語の明朝体、漢字とかなカナ。", short: "日本語", language: "ja"),
            SpecimenSample(text: "天地玄黄，宇宙洪荒。", short: "天地", language: "zh"),
            SpecimenSample(text: "다람쥐 헌 쳇바퀴에 타고파", short: "한글", language: "ko"),
        ],
        [
            SpecimenSample(
                text: "صف خلق خود كمثل الشمس إذ بزغت يحظى الضجيع بها نجلاء معطار", short: "عربي", language: "ar",
                isRightToLeft: true)
        ],
        [
            SpecimenSample(
                text: "דג סקרן שט בים מאוכזב ולפתע מצא חברה", short: "עברית", language: "he", isRightToLeft: true)
        ],
    ]

    /// The most icons or covered characters a sample shows.
    static let maximumGlyphs = 32

    /// The samples for a face with glyphs for `codePoints`; empty when it covers nothing that can be shown.
    ///
    /// - Parameters:
    ///   - codePoints: The code points the face has glyphs for.
    ///   - icons: The face's icon glyphs with their names, such as ``/FontFamilyCatalog/FontCatalog/iconMetadata(of:)`` gives for an
    ///     icon font.
    static func samples(covering codePoints: Set<UInt32>, icons: [IconGlyph] = []) -> [SpecimenSample] {
        let scripts = scriptGroups.compactMap { group in
            group.first { sample in
                sample.text.unicodeScalars.allSatisfy { $0 == " " || codePoints.contains($0.value) }
            }
        }
        if !scripts.isEmpty { return scripts }
        if !icons.isEmpty {
            let shown = Array(icons.prefix(maximumGlyphs))
            let text = String(String.UnicodeScalarView(shown.map(\.unicode)))
            let short = String(String.UnicodeScalarView(shown.prefix(3).map(\.unicode)))
            return [SpecimenSample(text: text, short: short, icons: shown)]
        }
        let shown = codePoints.sorted().lazy.compactMap(Unicode.Scalar.init).filter(isDrawn).prefix(maximumGlyphs)
        guard !shown.isEmpty else { return [] }
        let text = String(String.UnicodeScalarView(shown))
        return [SpecimenSample(text: text, short: String(String.UnicodeScalarView(shown.prefix(3))))]
    }

    /// `true` for scalars that draw something on their own: not controls, format characters, separators,
    /// combining marks, private-use, surrogate or unassigned code points.
    private static func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
            .unassigned, .nonspacingMark, .enclosingMark, .spacingMark:
            false
        default: true
        }
    }
}
