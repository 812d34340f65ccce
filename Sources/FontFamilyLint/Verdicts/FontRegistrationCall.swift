import FontFamilySyntax

/// A call in an app's code that registers fonts at run time, so that a bundled font needs no `UIAppFonts` entry: Core
/// Text's `CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterFontsForURLs`, `CTFontManagerRegisterFontURLs`
/// and `CTFontManagerRegisterGraphicsFont`, FontBlaster's `FontBlaster.blast()`, and this package's
/// `FontCatalog.registering(_:)`. It is found among the tokens of Swift and Objective-C, so that a call in a comment
/// or a string does not count.
struct FontRegistrationCall: Hashable, Sendable {
    /// The call as the source spells it: `CTFontManagerRegisterFontsForURL`, `FontBlaster.blast`.
    let name: String
    /// The file, as the lint reports it.
    let path: String
    /// Its line, counting from 1.
    let line: Int

    /// What counts as registration, as a finding names it.
    static let described =
        "CTFontManagerRegisterFontsForURL, CTFontManagerRegisterFontsForURLs, CTFontManagerRegisterFontURLs, "
        + "CTFontManagerRegisterGraphicsFont, FontBlaster.blast() or FontCatalog.registering(_:)"

    /// The Core Text functions that register fonts.
    private static let functions: Set<String> = [
        "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterFontsForURLs", "CTFontManagerRegisterFontURLs",
        "CTFontManagerRegisterGraphicsFont",
    ]
    /// The methods that register fonts, by the type they are called on.
    private static let methods: [(type: String, method: String)] = [
        ("FontBlaster", "blast"), ("FontCatalog", "registering"),
    ]

    /// The first registration call in `text`, a file of `language` at `path`; `nil` when it makes none. A text that
    /// spells no such name is not lexed.
    static func first(in text: String, language: SourceLanguage, path: String) -> FontRegistrationCall? {
        guard language == .swift || language == .objectiveC,
            text.contains("CTFontManagerRegister") || text.contains("FontBlaster")
                || text.contains("FontCatalog")
        else { return nil }
        let bytes = Array(text.utf8)
        var words: [(text: String, start: Int, isIdentifier: Bool)] = []
        if language == .swift {
            for token in SwiftLexer.tokens(in: bytes) {
                let isName = token.kind == .identifier || token.kind == .period
                words.append((String(decoding: bytes[token.start..<token.end], as: UTF8.self), token.start, isName))
            }
        } else {
            for token in ObjectiveCLexer.lex(bytes).tokens {
                let spelled = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
                let isName = token.kind == .identifier || spelled == "."
                words.append((spelled, token.start, isName))
            }
        }
        for (index, word) in words.enumerated() where word.isIdentifier {
            var name: String?
            if functions.contains(word.text) {
                name = word.text
            } else if index + 2 < words.count, words[index + 1].text == ".", words[index + 2].isIdentifier,
                methods.contains(where: { $0 == (word.text, words[index + 2].text) })
            {
                name = word.text + "." + words[index + 2].text
            }
            guard let name else { continue }
            let line = SourceLocator(text).position(ofOffset: word.start).line
            return FontRegistrationCall(name: name, path: path, line: line)
        }
        return nil
    }
}
