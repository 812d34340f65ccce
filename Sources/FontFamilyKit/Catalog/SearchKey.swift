import Foundation

/// The normalized form in which family names are compared for substring search.
enum SearchKey {
    /// `text` without case, diacritics or white space: `Gill Sans` and `GILL  sans` both become `gillsans`.
    static func normalize(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
