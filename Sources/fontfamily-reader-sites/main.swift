import FontFamilyCodegen
import FontFamilyLint
import FontFamilySyntax
import Foundation

// What the lint's readers find in each file named on the command line, as one JSON document: for CI's differential
// check (`.ci/readers`), which compares it with what the compilers' own front-ends find. Never part of a product.
//
//     fontfamily-reader-sites FILE...
//
// For each file, by its extension: `strings`, every string literal the Swift or Objective-C lexer reads (in
// interpolations too), at its opening quote or first `#` (an Objective-C `@"…"` at its quote, `objectiveC` true),
// with its value decoded or why there is none (`interpolated`, `unterminated`, `invalid`); `sites`, what
// `ReaderSite` gives for Swift and Interface Builder files; `unread`, for Swift, each region the lexer read through
// as one token (a bracket nested more than `SwiftLexer.maximumNestingDepth` deep, to its closer), as the line and
// column of its first character and of the character after it.

/// The string literals the lexer of `language` reads in `bytes`.
func stringLiterals(in bytes: [UInt8], language: SourceLanguage, locator: SourceLocator) -> [JSONValue] {
    switch language {
    case .swift:
        return SwiftLexer.tokens(in: bytes).filter { $0.kind == .string }.map { token in
            let (line, column) = locator.position(ofOffset: token.start)
            let value = SwiftLexer.decodedText(of: token, in: bytes)
            let state =
                !token.isTerminated
                ? "unterminated" : token.isInterpolated ? "interpolated" : value == nil ? "invalid" : "value"
            return .object([
                "line": .integer(line), "column": .integer(column), "state": .string(state),
                "value": value.map(JSONValue.string) ?? .null,
            ])
        }
    case .objectiveC:
        return ObjectiveCLexer.lex(bytes).tokens.filter { $0.kind == .string || $0.kind == .objectiveCString }.map {
            token in
            let quote = token.kind == .objectiveCString ? token.start + 1 : token.start
            let (line, column) = locator.position(ofOffset: quote)
            let value = ObjectiveCLexer.decodedText(of: token, in: bytes)
            return .object([
                "line": .integer(line), "column": .integer(column),
                "objectiveC": .bool(token.kind == .objectiveCString),
                "state": .string(value == nil ? "unterminated" : "value"),
                "value": value.map(JSONValue.string) ?? .null,
            ])
        }
    default:
        return []
    }
}

/// The regions of Swift `bytes` that the lexer read through as one token: a punctuation token that starts with a
/// bracket (any other is one byte that is no bracket), each as `[line, column, end line, end column]`.
func unreadRegions(in bytes: [UInt8], locator: SourceLocator) -> [JSONValue] {
    SwiftLexer.tokens(in: bytes).filter {
        $0.kind == .punctuation && [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(bytes[$0.start])
    }.map { token in
        let (line, column) = locator.position(ofOffset: token.start)
        let (endLine, endColumn) = locator.position(ofOffset: token.end)
        return .array([.integer(line), .integer(column), .integer(endLine), .integer(endColumn)])
    }
}

var files: [JSONValue] = []
for path in CommandLine.arguments.dropFirst() {
    guard let language = SourceLanguage(path: path), let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(
            Data(
                "fontfamily-reader-sites: cannot read \(path); give Swift, Objective-C or Interface Builder files\n"
                    .utf8))
        exit(2)
    }
    let bytes = [UInt8](data)
    let text = String(decoding: bytes, as: UTF8.self)
    let locator = SourceLocator(text)
    let sites = ReaderSite.sites(in: text, language: language).map { site in
        JSONValue.object([
            "line": .integer(site.line), "column": .integer(site.column), "context": .string(site.context),
            "value": .string(site.value),
        ])
    }
    files.append(
        .object([
            "path": .string(path), "strings": .array(stringLiterals(in: bytes, language: language, locator: locator)),
            "sites": .array(sites),
            "unread": .array(language == .swift ? unreadRegions(in: bytes, locator: locator) : []),
        ]))
}
print(JSONValue.array(files).text, terminator: "")
