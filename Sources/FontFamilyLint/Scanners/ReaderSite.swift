import FontFamilySyntax

/// A place where one of the lint's readers finds a font name spelled out, in the plain form that CI's differential
/// check (`.ci/readers`) compares with what the compilers' own front-ends find in the same file: the toolchain's
/// SwiftParser for Swift, an XML parser for Interface Builder files.
///
/// A seam for that check alone, and so `package` rather than public API: it says what a reader found before any
/// following or verdict, which a user of the lint never needs (``FontNameLinter/findings(in:language:path:)`` gives
/// what the lint makes of it).
package struct ReaderSite: Hashable, Sendable {
    /// The line of the name's first character (a Swift literal's opening quote or first `#`, the first character of
    /// an attribute's value), counting from 1.
    package let line: Int
    /// The column of that character, counting UTF-8 bytes from 1.
    package let column: Int
    /// The API or attribute that takes the name, as the lint's findings name it: `UIFont(name:size:)`,
    /// `.custom(_:size:).weight(_:)`, `fontDescription family`.
    package let context: String
    /// The name, escapes and character references decoded.
    package let value: String

    /// The sites of `text`, in source order: for Swift, every call of an API that takes a font name whose name
    /// argument is one string literal (after an `as String`, `as CFString` or `as NSString` cast is dropped), read
    /// with the aliases of font types the text itself declares, as ``FontNameLinter/findings(in:language:path:)``
    /// reads it; for an Interface Builder file, every font element's named font. Empty for the other languages, and
    /// for a Swift name given any other way (a constant, a ternary, parentheses), which the lint follows.
    package static func sites(in text: String, language: SourceLanguage) -> [ReaderSite] {
        switch language {
        case .swift:
            var scan = SwiftFontNameScanner.scan(text, path: "")
            if !scan.fontTypeAliases.isEmpty {
                scan = SwiftFontNameScanner.scan(text, path: "", aliases: scan.fontTypeAliases)
            }
            let locator = SourceLocator(text)
            let bytes = Array(text.utf8)
            var literalStarts: Set<[Int]> = []
            for token in SwiftLexer.tokens(in: bytes) where token.kind == .string && !token.isInterpolated {
                let (line, column) = locator.position(ofOffset: token.start)
                literalStarts.insert([line, column])
            }
            return scan.occurrences.compactMap { occurrence in
                // A weight chained on `.custom(…)` is an occurrence too, at its member: no literal starts there.
                guard case .literal(let value) = occurrence.value,
                    literalStarts.contains([occurrence.line, occurrence.column])
                else { return nil }
                return ReaderSite(
                    line: occurrence.line, column: occurrence.column, context: occurrence.context, value: value)
            }
        case .interfaceBuilder:
            return InterfaceBuilderFontScanner.scan(text).occurrences.compactMap { occurrence in
                guard case .literal(let value) = occurrence.value else { return nil }
                return ReaderSite(
                    line: occurrence.line, column: occurrence.column, context: occurrence.context, value: value)
            }
        case .css, .html, .designTokens, .objectiveC:
            return []
        }
    }
}
