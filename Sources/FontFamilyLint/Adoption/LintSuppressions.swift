import FontFamilyKit
import FontFamilySyntax

/// A comment of a source file, as its scanner found it: for the suppression comments in it.
struct SourceComment: Hashable, Sendable {
    /// The comment's text with its delimiters (`// …`, `/* … */`, `<!-- … -->`).
    let text: String
    /// The offset in the file of its first byte.
    let start: Int
    /// The offset in the file just past its last byte.
    let end: Int

    /// The prefix of every suppression comment's text, after its delimiters.
    static let directivePrefix = "fontfamily:"

    /// Whether `bytes` may hold a suppression comment: a file without ``directivePrefix`` is never searched for one.
    static func mayHoldDirective(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix = directivePrefixBytes
        guard let base = bytes.baseAddress, bytes.count >= prefix.count else { return false }
        // The prefix ends with its only `:`: a byte search for `:`, eight bytes at a time, then a look back.
        let colon = UInt8(ascii: ":")
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = prefix.count - 1
        while index < bytes.count {
            if index + 8 <= bytes.count {
                let block = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ (ones &* UInt64(colon))
                guard (block &- ones) & ~block & (ones &* 0x80) != 0 else {
                    index += 8
                    continue
                }
            }
            if bytes[index] == colon, endsPrefix(bytes, at: index) { return true }
            index += 1
        }
        return false
    }

    /// Whether ``directivePrefix`` ends at `offset` (its `:`) of `bytes`.
    private static func endsPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let prefix = directivePrefixBytes
        let start = offset + 1 - prefix.count
        guard start >= 0 else { return false }
        for position in prefix.indices where bytes[start + position] != prefix[position] { return false }
        return true
    }

    /// ``directivePrefix`` as UTF-8 bytes.
    private static let directivePrefixBytes = Array(directivePrefix.utf8)

    /// The comment whose bytes are `range` of `bytes`, at the file offsets `start` and `end`, when it may hold a
    /// suppression comment.
    static func candidate(_ bytes: ArraySlice<UInt8>, start: Int, end: Int) -> SourceComment? {
        guard bytes.withUnsafeBufferPointer(mayHoldDirective) else { return nil }
        return SourceComment(text: String(decoding: bytes, as: UTF8.self), start: start, end: end)
    }

    /// The comments of Swift source `bytes`, given as the ranges the lexer found, that may hold a suppression comment:
    /// only the comments' bytes are searched, never the code's (where most of a file's `:` are).
    static func swiftComments(_ comments: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> [SourceComment] {
        comments.compactMap { range in
            guard mayHoldDirective(UnsafeBufferPointer(rebasing: bytes[range])) else { return nil }
            return SourceComment(
                text: String(decoding: bytes[range], as: UTF8.self), start: range.lowerBound, end: range.upperBound)
        }
    }
}

/// The suppression comments of one file, and the findings they hide.
///
/// A suppression comment names one or more rules (see ``LintRule``), as SwiftLint spells its own:
///
/// ```swift
/// // fontfamily:disable:next unknown-name -- the brand font ships with the release build only
/// let logo = catalog.face(postScriptName: "BrandSans-Heavy")
/// let badge = catalog.face(postScriptName: "GillSans-bold")  // fontfamily:disable:this wrong-case
/// ```
///
/// `fontfamily:disable:next` hides the findings of those rules on the line after the comment, and
/// `fontfamily:disable:this` on the comment's own lines. The comment is a Swift `//` or `/* */` comment, a CSS
/// `/* */` comment (in a style sheet, a `<style>` element or a `style` attribute) or an HTML `<!-- -->` comment;
/// the rule ids are separated by white space, and text after ` -- ` is a reason, for the reader (after ` - ` too:
/// XML, and so a storyboard's or a page's comment, may not hold `--`). A comment that
/// starts with `fontfamily:` but is no such comment, or names no rule or an unknown one, is itself a finding
/// (``LintRule/invalidSuppression``), so that a typo never silently hides nothing.
struct LintSuppressions {
    /// For each line, the rules whose findings on it are hidden.
    private var hidden: [Int: Set<LintRule>] = [:]
    /// The findings for comments that start as a suppression comment but are not a valid one.
    private(set) var problems: [LintFinding] = []

    /// The suppressions of the file at `path` whose text is `text`, read from its `comments`.
    init(comments: [SourceComment], in text: String, path: String) {
        guard !comments.isEmpty else { return }
        let locator = SourceLocator(text)
        for comment in comments {
            let body = Self.body(of: comment.text)
            guard body.hasPrefix(SourceComment.directivePrefix) else { continue }
            let first = locator.position(ofOffset: comment.start)
            let lastLine = locator.position(ofOffset: max(comment.start, comment.end - 1)).line
            func problem(_ message: String, name: String?) {
                problems.append(
                    LintFinding(
                        path: path, line: first.line, column: first.column, severity: .warning,
                        rule: .invalidSuppression, context: "suppression comment", name: name,
                        message: message + " " + Self.usage))
            }
            let words = Self.words(of: body)
            let command = words.first ?? ""
            let lines: ClosedRange<Int>
            switch command {
            case "fontfamily:disable:next": lines = (lastLine + 1)...(lastLine + 1)
            case "fontfamily:disable:this": lines = first.line...lastLine
            default:
                problem("\(DisplayText.quoted(command)) is not a suppression command.", name: command)
                continue
            }
            let ids = words.dropFirst()
            if ids.isEmpty {
                problem("The suppression comment names no rule, so it hides nothing.", name: nil)
            }
            for id in ids {
                guard let rule = LintRule(id: id) else {
                    problem("\(DisplayText.quoted(id)) is not a rule of the font-name lint.", name: id)
                    continue
                }
                for line in lines { hidden[line, default: []].insert(rule) }
            }
        }
    }

    /// What every finding for a malformed suppression comment ends with.
    private static let usage =
        "Write 'fontfamily:disable:next RULE' (the line after the comment) or 'fontfamily:disable:this RULE' (the "
        + "comment's line), with one or more of the rules "
        + LintRule.allCases.map(\.id).joined(separator: ", ") + "."

    /// Whether a suppression comment hides `finding`: one that names its rule on its line.
    func suppresses(_ finding: LintFinding) -> Bool {
        hidden[finding.line]?.contains(finding.rule) ?? false
    }

    /// The comment's text without its delimiters and the white space around it: `//`, `///`, `/*`, `/**`, `*/`,
    /// `<!--` and `-->` (or `--!>`).
    private static func body(of text: String) -> Substring {
        var body = Substring(text)
        if body.hasPrefix("<!--") {
            body = body.dropFirst(4)
            if body.hasSuffix("-->") {
                body = body.dropLast(3)
            } else if body.hasSuffix("--!>") {
                body = body.dropLast(4)
            }
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
            while body.first == "*" { body = body.dropFirst() }
        } else {
            while body.first == "/" { body = body.dropFirst() }
        }
        let start = body.firstIndex { !$0.isWhitespace } ?? body.endIndex
        let end = body.lastIndex { !$0.isWhitespace }.map(body.index(after:)) ?? start
        return body[start..<end]
    }

    /// The words of a suppression comment's body up to a reason (` -- ` or ` - `): its command, then its rule ids.
    private static func words(of body: Substring) -> [String] {
        var words: [String] = []
        for word in body.split(whereSeparator: \.isWhitespace) {
            if word == "--" || word == "-" { break }
            words.append(String(word))
        }
        return words
    }
}
