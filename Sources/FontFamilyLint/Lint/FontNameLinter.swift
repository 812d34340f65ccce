public import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilySyntax
import Foundation

/// Finds the font names a codebase spells out as strings — `UIFont(name:size:)`, `Font.custom(_:size:)`, CSS
/// `font-family`, design tokens — and checks every one against a catalog, with the typed value to use instead.
///
/// ```swift
/// let linter = FontNameLinter(catalog: try FontCatalog(fonts: ["Resources/Fonts"], includingSystemFonts: true))
/// let report = try linter.lint(paths: ["Sources", "Web"])
/// for finding in report.findings { print(finding) }
/// // Sources/App/Theme.swift:4:33: error: 'GillSans-Semibold' is not installed, but 'GillSans-SemiBold' is: …
/// ```
///
/// A name resolves when the API that takes it finds exactly that font: a PostScript name for a face's name, a family
/// name (ignoring ASCII case, as CSS does) for a family. What a platform finds only through its own fallback — a
/// family or full name where a face's name goes, a family that only the next one in its list stands in for, a
/// weight the family lacks — is a warning; a name no API finds is an error; a name built at run time is a warning
/// that says it cannot be checked.
public struct FontNameLinter: Sendable {
    /// The fonts the names are checked against.
    public let catalog: FontCatalog
    /// The typed value `fontfamily-dump` declares for each PostScript name, as `GillSans.semiBold`.
    private let typedValues: [String: String]
    /// A linter that checks names against `catalog`.
    public init(catalog: FontCatalog) {
        self.catalog = catalog
        typedValues = SwiftEnumRenderer.typedValues(for: catalog.families)
    }

    /// Lints every Swift, CSS, HTML and design-tokens file at or below `paths` (see ``SourceLanguage``); a `.json`
    /// file found in a directory is read only when it holds design tokens. Files come in the order of `paths`,
    /// directories walked in path order, skipping hidden folders (`.build`, `.git`) and `node_modules`; a family
    /// that any of the style sheets and pages declares with `@font-face` is the project's web font wherever it is
    /// used, and is not checked. A walk passes over what is neither a regular file nor a directory (a named pipe, a
    /// socket, a device), and the report lists those named like source files (``LintReport/passedOver``).
    ///
    /// - Throws: ``LintError`` naming a path that does not exist, cannot be read, is a file of another kind or not a
    ///   file at all (a named pipe given itself), or is a `.json` file named itself that holds no design tokens.
    public func lint(paths: [String]) throws(LintError) -> LintReport {
        let walk = try SourceTree.walk(paths)
        let files = walk.files
        // Style sheets and pages first: the web fonts they declare are known before any of them is checked.
        var styles: [Int: (text: String, collector: CSSFontNameCollector)] = [:]
        var declared: Set<String> = []
        for (index, file) in files.enumerated() where file.language == .css || file.language == .html {
            let text = try Self.read(file)
            let collector =
                file.language == .css
                ? CSSFontNameScanner.collector(for: text) : HTMLFontNameScanner.collector(for: text)
            declared.formUnion(collector.declaredFamilies)
            styles[index] = (text, collector)
        }
        var findings: [LintFinding] = []
        var fileCount = 0
        var nameCount = 0
        var verdicts: [VerdictKey: Verdict?] = [:]
        for (index, file) in files.enumerated() {
            let occurrences: [FontNameOccurrence]
            if let style = styles[index] {
                occurrences = style.collector.occurrences(in: style.text, declaredElsewhere: declared)
            } else {
                switch Self.scan(try Self.read(file), language: file.language, path: file.path) {
                case .names(let found):
                    occurrences = found
                case .invalidTokens(let finding):
                    fileCount += 1
                    findings.append(finding)
                    continue
                case .noTokens:
                    if file.isExplicit { throw LintError(path: file.path, problem: .notDesignTokens) }
                    continue
                }
            }
            fileCount += 1
            nameCount += occurrences.count
            findings += occurrences.compactMap { occurrence in
                finding(for: occurrence, language: file.language, path: file.path, verdicts: &verdicts)
            }
        }
        return LintReport(
            findings: findings, fileCount: fileCount, nameCount: nameCount, passedOver: walk.passedOver)
    }

    /// The findings for one source text, as ``lint(paths:)`` reports them for a file at `path` written in
    /// `language`: for a test that checks a string, or an editor's unsaved buffer. A JSON text without design
    /// tokens has none.
    public func findings(in text: String, language: SourceLanguage, path: String) -> [LintFinding] {
        switch Self.scan(text, language: language, path: path) {
        case .names(let occurrences):
            var verdicts: [VerdictKey: Verdict?] = [:]
            return occurrences.compactMap { finding(for: $0, language: language, path: path, verdicts: &verdicts) }
        case .invalidTokens(let finding):
            return [finding]
        case .noTokens:
            return []
        }
    }

    /// What a scan of one text found.
    private enum Scan {
        /// The names, in source order.
        case names([FontNameOccurrence])
        /// JSON without design tokens.
        case noTokens
        /// Design tokens that are not JSON, as the one finding that says so.
        case invalidTokens(LintFinding)
    }

    /// The text of `file`, read as UTF-8 (invalid bytes replaced).
    private static func read(_ file: SourceTree.File) throws(LintError) -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw LintError(path: file.path, problem: .unreadable)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The names in `text`, read by the scanner of `language`.
    private static func scan(_ text: String, language: SourceLanguage, path: String) -> Scan {
        switch language {
        case .swift:
            return .names(SwiftFontNameScanner.occurrences(in: text))
        case .css:
            return .names(CSSFontNameScanner.occurrences(in: text))
        case .html:
            return .names(HTMLFontNameScanner.occurrences(in: text))
        case .designTokens:
            do {
                guard let found = try DesignTokenScanner.occurrences(in: text) else { return .noTokens }
                return .names(found)
            } catch {
                return .invalidTokens(
                    LintFinding(
                        path: path, line: error.line, column: error.column, severity: .error, context: "JSON",
                        name: nil,
                        message: "The design tokens are not valid JSON: \(error.description); fix the file so that the "
                            + "lint can read its names."))
            }
        }
    }

    /// What a name is found to be, wherever it stands: the same name, expected the same way in the same language,
    /// gets the same verdict, so a lint diagnoses each once.
    private struct VerdictKey: Hashable {
        let name: String
        let expectation: FontNameOccurrence.Expectation
        let language: SourceLanguage
    }

    /// A finding without its place.
    private struct Verdict {
        let severity: LintFinding.Severity
        let message: String
        let replacement: String?
    }

    /// The finding for one occurrence, or `nil` when its name resolves; `verdicts` remembers what each name was
    /// found to be.
    private func finding(
        for occurrence: FontNameOccurrence, language: SourceLanguage, path: String,
        verdicts: inout [VerdictKey: Verdict?]
    ) -> LintFinding? {
        let name: String?
        let verdict: Verdict?
        switch occurrence.value {
        case .notCheckable(let reason):
            name = nil
            verdict = Verdict(
                severity: .warning, message: Self.notCheckableMessage(reason: reason, language: language),
                replacement: nil)
        case .literal(let literal):
            name = literal
            let key = VerdictKey(name: literal, expectation: occurrence.expectation, language: language)
            if let known = verdicts[key] {
                verdict = known
            } else {
                verdict = self.verdict(on: literal, expected: occurrence.expectation, language: language)
                verdicts[key] = verdict
            }
        }
        guard var verdict else { return nil }
        // A family that a later entry of its list stands in for is drawn, only not in this family.
        if occurrence.expectation == .familyName,
            let standIn = occurrence.fallbacks.first(where: { catalog.family(cssName: $0) != nil })
        {
            verdict = Verdict(
                severity: .warning,
                message: verdict.message + " The list falls back to \(DisplayText.quoted(standIn)).",
                replacement: verdict.replacement)
        }
        let typed = language == .swift ? verdict.replacement.flatMap(typedValue(of:)) : nil
        return LintFinding(
            path: path, line: occurrence.line, column: occurrence.column, severity: verdict.severity,
            context: occurrence.context, name: name,
            message: verdict.message, replacement: verdict.replacement, typedValue: typed)
    }

    /// What `name`, expected as `expectation` in `language`, is found to be; `nil` when it resolves.
    private func verdict(
        on name: String, expected expectation: FontNameOccurrence.Expectation, language: SourceLanguage
    ) -> Verdict? {
        func make(_ severity: LintFinding.Severity, _ message: String, replacement: String? = nil) -> Verdict {
            Verdict(severity: severity, message: message, replacement: replacement)
        }
        switch expectation {
        case .faceName, .postScriptName, .postScriptOrFamilyName:
            guard catalog.face(postScriptName: name) == nil else { return nil }
            if expectation == .postScriptOrFamilyName, catalog.family(anyName: name) != nil { return nil }
            guard let diagnosis = catalog.diagnose(postScriptName: name) else { return nil }
            let replacement = Self.replacement(in: diagnosis)
            let fallback: Bool
            switch diagnosis.problem {
            case .fullName, .familyName: fallback = expectation == .faceName
            default: fallback = false
            }
            var message = diagnosis.description
            if language == .swift { message += typedSentence(for: diagnosis, replacement: replacement) }
            return make(fallback ? .warning : .error, message, replacement: replacement)
        case .uniqueName:
            if catalog.face(postScriptName: name) != nil || catalog.face(fullName: name) != nil { return nil }
            guard let diagnosis = catalog.diagnose(postScriptName: name) else { return nil }
            let replacement = Self.replacement(in: diagnosis)
            if case .caseDiffers = diagnosis.problem {
                return make(.warning, diagnosis.description, replacement: replacement)
            }
            return make(.error, diagnosis.description, replacement: replacement)
        case .familyName:
            guard let diagnosis = catalog.diagnose(familyName: name) else { return nil }
            let replacement = Self.replacement(in: diagnosis)
            if case .familySpelledDifferently = diagnosis.problem {
                return make(.warning, diagnosis.description, replacement: replacement)
            }
            return make(.error, diagnosis.description, replacement: replacement)
        case .primaryFamilyName:
            guard catalog.family(named: name) == nil else { return nil }
            guard let family = catalog.family(cssName: name) ?? catalog.family(anyName: name) else {
                // Not a family name in any spelling: the diagnosis of a family name says what is near.
                guard let diagnosis = catalog.diagnose(familyName: name) else { return nil }
                return make(.error, diagnosis.description, replacement: Self.replacement(in: diagnosis))
            }
            let shown = DisplayText.quoted(family.name)
            let message =
                family.names.contains { $0.name == name }
                ? "\(DisplayText.quoted(name)) is another name of the family \(shown), but family(named:) takes its "
                    + "primary name exactly: write \(shown)."
                : "\(DisplayText.quoted(name)) is not the name of an installed family, but \(shown) is: family(named:) "
                    + "compares names exactly, so write \(shown)."
            return make(.error, message, replacement: family.name)
        case .weight(let familyName):
            guard let family = catalog.family(cssName: familyName) else { return nil }
            guard let weight = DesignTokenWeight.weight(named: name) else {
                return make(.error, DesignTokenWeight.unknownMessage(name))
            }
            guard let message = weightMessage(weight, written: name, in: family) else { return nil }
            return make(.warning, message)
        }
    }

    /// What the finding for a weight that `family` has no face of says, or `nil` when it has one (or a variable
    /// font of it covers the weight).
    private func weightMessage(_ weight: FontWeight, written: String, in family: FontCatalog.Family) -> String? {
        guard !family.faces.contains(where: { $0.weight == weight }) else { return nil }
        let covered = catalog.variableFonts.contains { font in
            font.family == family.name
                && font.axes.contains { $0.tag == .weight && $0.range.contains(weight.value) }
        }
        guard !covered, let drawn = FontMatcher.bestMatch(in: family.faces, weight: weight) else { return nil }
        let weights = Set(family.faces.map(\.weight)).sorted().map(\.description)
        let spelled = written == weight.description ? "" : " (\(DisplayText.quoted(written)))"
        return "\(DisplayText.escaped(family.name)) has no face of weight \(weight)\(spelled): "
            + "CSS matching draws \(DisplayText.escaped(drawn.postScriptName)) (\(drawn.weight)) instead. It has "
            + "\(DisplayText.list(weights)); write one of those or install the missing face."
    }

    /// The sentence that names the typed value of the name to write, or of the nearest installed name.
    private func typedSentence(for diagnosis: FontDiagnosis, replacement: String?) -> String {
        if let replacement, let typed = typedValue(of: replacement) { return " Typed value: \(typed)." }
        guard case .notInstalled(let suggestions) = diagnosis.problem,
            let typed = suggestions.first.flatMap(typedValue(of:))
        else { return "" }
        return " Nearest typed value: \(typed)."
    }

    /// The typed value of the face named `postScriptName` (or one of its aliases).
    private func typedValue(of postScriptName: String) -> String? {
        typedValues[postScriptName]
            ?? catalog.face(postScriptName: postScriptName).flatMap {
                typedValues[$0.postScriptName]
            }
    }

    /// The name the diagnosis says to write, when it knows which installed face or family was meant.
    private static func replacement(in diagnosis: FontDiagnosis) -> String? {
        switch diagnosis.problem {
        case .caseDiffers(let installed), .surroundingWhiteSpace(let installed),
            .namedDifferently(_, _, let installed), .familySpelledDifferently(let installed):
            return installed
        case .fullName(let postScriptName):
            return postScriptName
        case .familyName(_, let faces):
            return faces.first
        case .faceNotFamily(let family, _):
            return family
        default:
            return nil
        }
    }

    /// What a finding for a name built at run time says, in the words of its language.
    private static func notCheckableMessage(reason: String, language: SourceLanguage) -> String {
        switch language {
        case .swift:
            return "The font name cannot be checked: \(reason). Write the name as a string literal, or pass the "
                + "rawValue of a typed value from the enums fontfamily-dump prints."
        case .css, .html:
            return "The font family cannot be checked: \(reason). The lint checks family names written out in the "
                + "style sheet."
        case .designTokens:
            return "The font family cannot be checked: \(reason). Define the token in this file or write the family "
                + "out."
        }
    }
}
