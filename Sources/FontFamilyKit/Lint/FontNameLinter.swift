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
    /// file found in a directory is read only when it holds design tokens. Directories are walked in path order,
    /// skipping hidden folders (`.build`, `.git`) and `node_modules`.
    ///
    /// - Throws: ``LintError`` naming a path that does not exist, cannot be read, or is a file of another kind.
    public func lint(paths: [String]) throws(LintError) -> LintReport {
        var findings: [LintFinding] = []
        var fileCount = 0
        var nameCount = 0
        for file in try SourceTree.files(below: paths) {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw LintError(path: file.path, problem: .unreadable)
            }
            let text = String(decoding: data, as: UTF8.self)
            guard let (fileFindings, names) = check(text, language: file.language, path: file.path) else {
                if file.isExplicit { throw LintError(path: file.path, problem: .notSource) }
                continue
            }
            fileCount += 1
            nameCount += names
            findings += fileFindings
        }
        return LintReport(findings: findings, fileCount: fileCount, nameCount: nameCount)
    }

    /// The findings for one source text, as ``lint(paths:)`` reports them for a file at `path` written in
    /// `language`: for a test that checks a string, or an editor's unsaved buffer. A JSON text without design
    /// tokens has none.
    public func findings(in text: String, language: SourceLanguage, path: String) -> [LintFinding] {
        check(text, language: language, path: path)?.findings ?? []
    }

    /// The findings and the number of names in `text`, or `nil` for JSON that holds no design tokens.
    private func check(
        _ text: String, language: SourceLanguage, path: String
    ) -> (findings: [LintFinding], names: Int)? {
        let occurrences: [FontNameOccurrence]
        switch language {
        case .swift:
            occurrences = SwiftFontNameScanner.occurrences(in: text)
        case .css:
            occurrences = CSSFontNameScanner.occurrences(in: text)
        case .html:
            occurrences = HTMLFontNameScanner.occurrences(in: text)
        case .designTokens:
            do {
                guard let found = try DesignTokenScanner.occurrences(in: text) else { return nil }
                occurrences = found
            } catch {
                let finding = LintFinding(
                    path: path, line: error.line, column: error.column, severity: .error, context: "JSON", name: nil,
                    message: "The design tokens are not valid JSON: \(error.description); fix the file so that the "
                        + "lint can read its names.")
                return ([finding], 0)
            }
        }
        let findings = occurrences.compactMap { occurrence in
            finding(for: occurrence, language: language, path: path)
        }
        return (findings, occurrences.count)
    }

    /// The finding for one occurrence, or `nil` when its name resolves.
    private func finding(
        for occurrence: FontNameOccurrence, language: SourceLanguage, path: String
    ) -> LintFinding? {
        func make(_ severity: LintFinding.Severity, _ message: String, name: String?, replacement: String? = nil)
            -> LintFinding
        {
            let typed = language == .swift ? replacement.flatMap(typedValue(of:)) : nil
            return LintFinding(
                path: path, line: occurrence.line, column: occurrence.column, severity: severity,
                context: occurrence.context, name: name, message: message, replacement: replacement, typedValue: typed)
        }
        guard case .literal(let name) = occurrence.value else {
            guard case .notCheckable(let reason) = occurrence.value else { return nil }
            return make(.warning, Self.notCheckableMessage(reason: reason, language: language), name: nil)
        }
        switch occurrence.expectation {
        case .faceName, .postScriptName, .postScriptOrFamilyName:
            guard catalog.face(postScriptName: name) == nil else { return nil }
            if occurrence.expectation == .postScriptOrFamilyName, catalog.family(named: name) != nil { return nil }
            guard let diagnosis = catalog.diagnose(postScriptName: name) else { return nil }
            let replacement = Self.replacement(in: diagnosis)
            let fallback: Bool
            switch diagnosis.problem {
            case .fullName, .familyName: fallback = occurrence.expectation == .faceName
            default: fallback = false
            }
            var message = diagnosis.description
            if language == .swift { message += typedSentence(for: diagnosis, replacement: replacement) }
            return make(fallback ? .warning : .error, message, name: name, replacement: replacement)
        case .uniqueName:
            if catalog.face(postScriptName: name) != nil || catalog.faces.contains(where: { $0.fullName == name }) {
                return nil
            }
            guard let diagnosis = catalog.diagnose(postScriptName: name) else { return nil }
            let replacement = Self.replacement(in: diagnosis)
            if case .caseDiffers = diagnosis.problem {
                return make(.warning, diagnosis.description, name: name, replacement: replacement)
            }
            return make(.error, diagnosis.description, name: name, replacement: replacement)
        case .familyName:
            guard let diagnosis = catalog.diagnose(familyName: name) else { return nil }
            let replacement = Self.replacement(in: diagnosis)
            if let standIn = occurrence.fallbacks.first(where: { catalog.family(cssName: $0) != nil }) {
                let message = diagnosis.description + " The list falls back to \(DisplayText.quoted(standIn))."
                return make(.warning, message, name: name, replacement: replacement)
            }
            if case .familySpelledDifferently = diagnosis.problem {
                return make(.warning, diagnosis.description, name: name, replacement: replacement)
            }
            return make(.error, diagnosis.description, name: name, replacement: replacement)
        case .weight(let familyName):
            guard let family = catalog.family(cssName: familyName) else { return nil }
            guard let weight = DesignTokenWeight.weight(named: name) else {
                return make(.error, DesignTokenWeight.unknownMessage(name), name: name)
            }
            guard let message = weightMessage(weight, written: name, in: family) else { return nil }
            return make(.warning, message, name: name)
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
