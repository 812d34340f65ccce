package import FontFamilyCatalog
import FontFamilySyntax
import StringDistance

/// One rewrite of `fontfamily-dump --lint --fix`: a name a finding reports, replaced in place by the one name that is
/// safe to write instead.
///
/// A finding is fixed only when exactly one replacement is right: a PostScript name in the wrong case
/// (``LintRule/wrongCase``), a family spelled with other spacing (``LintRule/familySpelling``), or a typo
/// (``LintRule/unknownName``, ``LintRule/unknownFamily``) that exactly one installed name is one edit away from — a
/// typo two names are as near to is left for a person to decide. Only the bytes of the name change; a name the source
/// spells with escapes, or a replacement that would need them, is left alone.
package struct LintFix: Hashable, Sendable {
    /// The file, as the finding gives it.
    package let path: String
    /// The finding's line and column (UTF-8 bytes, from 1).
    package let line: Int
    package let column: Int
    /// The name as the source spells it.
    package let name: String
    /// The name written instead.
    package let replacement: String

    /// What `--fix` prints: `path:line:column: fixed 'GillSans-bold' → 'GillSans-Bold'`.
    package var description: String {
        "\(DisplayText.escaped(path, limit: nil)):\(line):\(column): fixed \(DisplayText.quoted(name)) → "
            + DisplayText.quoted(replacement)
    }

    /// The fixes for those of `findings` that have exactly one safe replacement in `catalog`, in the order of the
    /// findings, one for each place.
    package static func fixes(for findings: [LintFinding], catalog: FontCatalog) -> [LintFix] {
        var postScriptNames: [String]?
        var familyNames: [String]?
        var decided: [String: String?] = [:]
        var seen: Set<[String]> = []
        var fixes: [LintFix] = []
        for finding in findings {
            guard let name = finding.name, let replacement = finding.replacement, name != replacement,
                isPlain(replacement), seen.insert([finding.path, "\(finding.line)", "\(finding.column)"]).inserted
            else { continue }
            let safe: Bool
            switch finding.rule {
            case .wrongCase, .familySpelling:
                safe = true
            case .unknownName:
                let key = "p" + name
                if let known = decided[key] {
                    safe = known == replacement
                } else {
                    let names = postScriptNames ?? Array(Set(catalog.faces.map(\.postScriptName)))
                    postScriptNames = names
                    let only = onlyNameOneEditAway(from: name, among: names, folding: false)
                    decided[key] = only
                    safe = only == replacement
                }
            case .unknownFamily:
                let key = "f" + name
                let folded = FontCatalog.asciiFolded(replacement)
                if let known = decided[key] {
                    safe = known == folded
                } else {
                    let names =
                        familyNames
                        ?? Array(Set(catalog.families.flatMap { $0.names.map { FontCatalog.asciiFolded($0.name) } }))
                    familyNames = names
                    let only = onlyNameOneEditAway(from: name, among: names, folding: true)
                    decided[key] = only
                    safe = only == folded
                }
            default:
                safe = false
            }
            guard safe else { continue }
            fixes.append(
                LintFix(
                    path: finding.path, line: finding.line, column: finding.column, name: name,
                    replacement: replacement))
        }
        return fixes
    }

    /// The one name of `names` one edit away from `name` (ASCII case folded first when `folding`), or `nil` when none
    /// or several are.
    private static func onlyNameOneEditAway(from name: String, among names: [String], folding: Bool) -> String? {
        let typed = Array(folding ? FontCatalog.asciiFolded(name) : name)
        var found: String?
        for candidate in names {
            let characters = Array(candidate)
            guard abs(characters.count - typed.count) <= 1, EditDistance.between(typed, characters) == 1 else {
                continue
            }
            guard found == nil else { return nil }
            found = candidate
        }
        return found
    }

    /// Whether `text` can stand in a Swift, CSS, HTML or JSON string literal as it is: no quote, backslash, markup or
    /// control character, nothing that would need an escape.
    private static func isPlain(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
                    && !"\"'\\<>&`".unicodeScalars.contains(scalar)
            }
    }

    /// `bytes`, a file's content, with those of `fixes` (all for this file) that apply: each name must stand at its
    /// finding's place exactly as the finding spells it — after an opening quote (and a Swift raw string's `#`s),
    /// up to its closing quote, or, unquoted (a CSS family written as identifiers), between characters that are not
    /// part of an identifier, with a replacement made of identifiers too. A file that is not valid UTF-8 is left as
    /// it is (the lint read it with replacement characters, so its places are not its bytes').
    package static func apply(_ fixes: [LintFix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [LintFix]) {
        guard !fixes.isEmpty, Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes else { return (bytes, []) }
        let lineStarts = bytes.withUnsafeBufferPointer(SourceLocator.lineStarts(in:))
        var edits: [(range: Range<Int>, fix: LintFix)] = []
        for fix in fixes {
            guard fix.line >= 1, fix.line <= lineStarts.count, fix.column >= 1 else { continue }
            let place = lineStarts[fix.line - 1] + fix.column - 1
            guard let range = nameRange(of: fix, at: place, in: bytes) else { continue }
            edits.append((range, fix))
        }
        // From the end, so that each edit leaves the places of those before it alone; overlapping edits are dropped.
        edits.sort { $0.range.lowerBound > $1.range.lowerBound }
        var result = bytes
        var applied: [LintFix] = []
        var limit = bytes.count
        for edit in edits where edit.range.upperBound <= limit {
            result.replaceSubrange(edit.range, with: Array(edit.fix.replacement.utf8))
            applied.append(edit.fix)
            limit = edit.range.lowerBound
        }
        return (result, applied.reversed())
    }

    /// Why ``apply(_:to:)`` left `fix` out of `bytes`, the file's content, in a clause for `--fix` to print: the file
    /// is not UTF-8; the name is not there as the lint reported it — because the file changed during the run
    /// (`changed`), or because the source spells it with an escape; or another fix of the same place came first.
    package static func reasonNotApplied(_ fix: LintFix, to bytes: [UInt8], changed: Bool) -> String {
        guard Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes else {
            return "the file is not valid UTF-8, so the places the lint read are not its bytes'"
        }
        let lineStarts = bytes.withUnsafeBufferPointer(SourceLocator.lineStarts(in:))
        guard fix.line >= 1, fix.line <= lineStarts.count, fix.column >= 1,
            nameRange(of: fix, at: lineStarts[fix.line - 1] + fix.column - 1, in: bytes) != nil
        else {
            return changed
                ? "the file changed during the run, and the name is no longer where the lint found it"
                : "the source spells the name otherwise than its bytes (an escape), which is left for a person to fix"
        }
        return "another fix changes the same place"
    }

    /// What `--fix` prints for a fix it did not make: `path:line:column: not fixed 'GillSans-bold': REASON`.
    package func notAppliedDescription(reason: String) -> String {
        "\(DisplayText.escaped(path, limit: nil)):\(line):\(column): not fixed \(DisplayText.quoted(name)) → "
            + DisplayText.quoted(replacement) + ": " + reason
    }

    /// The bytes of the name `fix` replaces, when it stands at `place` as the fix says.
    private static func nameRange(of fix: LintFix, at place: Int, in bytes: [UInt8]) -> Range<Int>? {
        var start = place
        var quote: UInt8?
        // An Objective-C string literal's finding sits at its `@`.
        if start + 1 < bytes.count, bytes[start] == UInt8(ascii: "@"), bytes[start + 1] == UInt8(ascii: "\"") {
            start += 1
        }
        while start < bytes.count, start - place < 8,
            bytes[start] == UInt8(ascii: "#") || bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'")
        {
            if bytes[start] != UInt8(ascii: "#") { quote = bytes[start] }
            start += 1
        }
        let name = Array(fix.name.utf8)
        let end = start + name.count
        guard end <= bytes.count, bytes[start..<end].elementsEqual(name) else { return nil }
        if let quote {
            guard end < bytes.count, bytes[end] == quote else { return nil }
        } else {
            guard start == place, !(start > 0 && isIdentifierByte(bytes[start - 1])),
                !(end < bytes.count && isIdentifierByte(bytes[end])), isIdentifierSequence(fix.replacement)
            else { return nil }
        }
        return start..<end
    }

    /// Whether `byte` can continue a CSS identifier.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        ASCIIBytes.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "\\") || byte >= 0x80
    }

    /// Whether `text` is CSS identifiers (ASCII letters, digits, `-` and `_`, each starting with a letter or `_`)
    /// separated by single spaces: a family name that can be written without quotes.
    private static func isIdentifierSequence(_ text: String) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.utf8.first,
                first == UInt8(ascii: "_") || (ASCIIBytes.isAlphanumeric(first) && !(48...57).contains(first))
            else { return false }
            return word.utf8.allSatisfy { ASCIIBytes.isAlphanumeric($0) || $0 == 45 || $0 == 95 }
        }
    }
}
