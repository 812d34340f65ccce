package import FontFamilyCatalog
import FontFamilySyntax
import Foundation

/// Reads icon glyphs from CSS rules such as `.fa-glass:before { content: "\f000"; }`.
///
/// A glyph rule has at least one selector made only of classes and a `:before` / `::before` (or `after`)
/// pseudo-element, and a `content` that is one character written as a CSS escape or outside ASCII. The glyph's name
/// is the selector's last class; every selector of a rule names the same glyph (aliases). A first
/// `-`-separated segment that every glyph name shares (`fa-`) is stripped, and so is the `_` that Material Icons puts
/// before a leading digit (`._10k` → `10k`). Rules inside `@media` and `@supports` count; other at-rules do not,
/// except that the first `@font-face` gives the font family. Everything else is ignored.
package enum IconCSSParser {
    /// A glyph rule as written: the class names of its glyph selectors and its `content` character.
    package struct Rule: Equatable {
        /// The last class of each glyph selector, in order, prefixes not yet stripped.
        package var names: [String]
        /// The escape's value (which may not be a valid scalar).
        package var value: UInt32
        /// The escape's hex digits, or the character itself, for messages.
        package var text: String
    }

    /// The glyph rules of `text`, in order; each has at least one name.
    package static func rules(in text: String) -> [Rule] {
        var scanner = CSSScanner(text)
        return scanner.scan().rules
    }

    package static func parse(_ text: String, source: String) throws(IconMetadataError) -> IconMetadata {
        var scanner = CSSScanner(text)
        let (rules, family) = scanner.scan()
        let prefix = sharedPrefix(of: rules.flatMap(\.names))
        var glyphs: [IconGlyph] = []
        for rule in rules {
            let names = rule.names.map { displayName(String($0.dropFirst(prefix.count))) }
            guard let name = names.first else { continue }
            guard let scalar = Unicode.Scalar(rule.value), rule.value != 0 else {
                throw .invalidCodePoint(source: source, glyph: name, text: rule.text)
            }
            glyphs.append(IconGlyph(name: name, unicode: scalar, aliases: Array(names.dropFirst())))
        }
        return IconMetadata(source: source, fontFamily: family, glyphs: glyphs)
    }

    /// The first `-`-terminated segment every name starts with (and that leaves none of them empty), or `""`.
    static func sharedPrefix(of names: [String]) -> String {
        guard let first = names.first, let dash = first.firstIndex(of: "-") else { return "" }
        let prefix = String(first[...dash])
        let shared = names.allSatisfy { $0.hasPrefix(prefix) && $0.count > prefix.count }
        return shared ? prefix : ""
    }

    /// Undoes Material Icons' CSS escape of a leading digit (`_10k` → `10k`).
    static func displayName(_ name: String) -> String {
        guard name.first == "_", let second = name.dropFirst().first, second.isASCII, second.isNumber else {
            return name
        }
        return String(name.dropFirst())
    }
}
