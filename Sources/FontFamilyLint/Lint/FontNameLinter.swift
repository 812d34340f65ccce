public import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilySyntax
import Foundation
import StringDistance

/// Finds the font names a codebase spells out as strings — `UIFont(name:size:)`, `Font.custom(_:size:)`, CSS
/// `font-family`, design tokens — and checks every one against a catalog, with the typed value to use instead.
///
/// ```swift
/// let linter = FontNameLinter(catalog: try FontCatalog(fonts: ["Resources/Fonts"], includingSystemFonts: true))
/// let report = try linter.lint(paths: ["Sources", "Web"])
/// for finding in report.findings { print(finding) }
/// // Sources/App/Theme.swift:4:33: error: 'GillSans-Semibold' is not installed, but … (wrong-case)
/// ```
///
/// A name resolves when the API that takes it finds exactly that font: a PostScript name for a face's name, a family
/// name (ignoring ASCII case, as CSS does) for a family. What a platform finds only through its own fallback — a
/// family or full name where a face's name goes, a weight the family lacks — is a warning; a name no API finds is
/// an error; a name built at run time is a note that says it cannot be checked. A family list (CSS, design tokens,
/// `@font-face` `src`) is read as a browser reads it: nothing after the first entry that resolves is checked, and
/// before it a near miss of an installed name is an error and a far-off name a note. Every finding names its ``LintRule``, and a suppression comment that names the
/// rule on the finding's line or the line before hides it (see ``LintReport/suppressedCount``).
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
    /// Findings that a suppression comment hides are left out and counted in ``LintReport/suppressedCount``.
    ///
    /// - Throws: ``LintError`` naming a path that does not exist, cannot be read, is a file of another kind or not a
    ///   file at all (a named pipe given itself), or is a `.json` file named itself that holds no design tokens.
    public func lint(paths: [String]) throws(LintError) -> LintReport {
        let walk = try SourceTree.walk(paths)
        let files = walk.files
        // Style sheets and pages first: the web fonts they declare are known before any of them is checked.
        var styles: [Int: (text: String, collector: CSSFontNameCollector)] = [:]
        var declared: Set<String> = []
        // Custom properties too: a family list that uses one is checked where any of them defines it.
        var properties = CSSFontNameCollector.CustomProperties()
        for (index, file) in files.enumerated() where file.language == .css || file.language == .html {
            let text = try Self.read(file)
            let collector =
                file.language == .css
                ? CSSFontNameScanner.collector(for: text) : HTMLFontNameScanner.collector(for: text)
            declared.formUnion(collector.declaredFamilies)
            properties.defined.formUnion(collector.definedProperties)
            for use in collector.propertyUses(in: text, path: file.path) {
                properties.uses[use.name, default: []].append(use.place)
            }
            styles[index] = (text, collector)
        }
        // And the tokens of every design-tokens file: an alias may name another file's token.
        var tokenFiles: [Int: (text: String, index: DesignTokenIndex)] = [:]
        for (index, file) in files.enumerated() where file.language == .designTokens {
            let text = try Self.read(file)
            if let tokens = DesignTokenScanner.index(of: text) { tokenFiles[index] = (text, tokens) }
        }
        // Swift files next: a name is followed through the declarations of every Swift file of the run.
        var swiftScans: [Int: SwiftFontNameScanner.Scan] = [:]
        var texts: [Int: String] = [:]
        for (index, file) in files.enumerated() where file.language == .swift {
            let text = try Self.read(file)
            swiftScans[index] = SwiftFontNameScanner.scan(text, path: file.path)
            texts[index] = text
        }
        let symbols = SwiftSymbolTable(files: swiftScans.keys.sorted().compactMap { swiftScans[$0]?.symbols })
        // A finding goes with the file it sits in: a followed name's literal, a custom property's definition.
        var findingsByFile: [[LintFinding]] = Array(repeating: [], count: files.count)
        var commentsByFile: [Int: [SourceComment]] = [:]
        var fileIndices: [String: Int] = [:]
        for (index, file) in files.enumerated() where fileIndices[file.path] == nil { fileIndices[file.path] = index }
        var familyLists: [LintReport.FamilyList] = []
        var fileCount = 0
        var nameCount = 0
        var verdicts: [VerdictKey: Verdict?] = [:]
        for (index, file) in files.enumerated() {
            let scan: Scan
            if let style = styles[index] {
                texts[index] = style.text
                let scanned = style.collector.scanned(
                    in: style.text, declaredElsewhere: declared, properties: properties)
                scan = .names(scanned.occurrences, comments: style.collector.comments, stacks: scanned.stacks)
                familyLists += scanned.lists.map { familyList($0, path: file.path) }
            } else if let tokens = tokenFiles[index] {
                texts[index] = tokens.text
                let others = tokenFiles.keys.sorted().filter { $0 != index }.compactMap { tokenFiles[$0]?.index }
                scan = Self.scan(tokens.text, language: file.language, path: file.path, otherTokenFiles: others)
            } else if let swift = swiftScans[index] {
                scan = .names(swift.occurrences, comments: SourceComment.swiftComments(in: texts[index] ?? ""))
            } else {
                let text = try Self.read(file)
                texts[index] = text
                scan = Self.scan(text, language: file.language, path: file.path)
            }
            let occurrences: [FontNameOccurrence]
            let stacks: [Int: FontStackPosition]
            switch scan {
            case .names(let found, let foundComments, let foundStacks):
                occurrences = found
                if !foundComments.isEmpty { commentsByFile[index] = foundComments }
                stacks = foundStacks
            case .invalidTokens(let finding):
                fileCount += 1
                findingsByFile[index].append(finding)
                continue
            case .noTokens:
                if file.isExplicit { throw LintError(path: file.path, problem: .notDesignTokens) }
                continue
            }
            fileCount += 1
            nameCount += occurrences.count
            for position in occurrences.indices {
                for finding in findings(
                    for: occurrences[position], in: stacks[position], language: file.language, path: file.path,
                    symbols: symbols, verdicts: &verdicts)
                {
                    findingsByFile[fileIndices[finding.path] ?? index].append(finding)
                }
            }
        }
        nameCount += symbols.fontNameEnumerations.reduce(0) { $0 + $1.enumeration.cases.count }
        for finding in fontNameEnumFindings(symbols, verdicts: &verdicts) {
            findingsByFile[fileIndices[finding.path] ?? 0].append(finding)
        }
        var findings: [LintFinding] = []
        var suppressedCount = 0
        for (index, file) in files.enumerated() where !findingsByFile[index].isEmpty || commentsByFile[index] != nil {
            let kept = Self.unsuppressed(
                Self.inSourceOrder(findingsByFile[index]), comments: commentsByFile[index] ?? [],
                in: texts[index] ?? "", path: file.path)
            suppressedCount += kept.suppressed
            findings += kept.findings
        }
        return LintReport(
            findings: findings, fileCount: fileCount, nameCount: nameCount, passedOver: walk.passedOver,
            suppressedCount: suppressedCount, familyLists: familyLists)
    }

    /// The findings of one file that its suppression comments do not hide, in line and column order with the
    /// findings for malformed suppression comments among them, and how many were hidden.
    private static func unsuppressed(
        _ findings: [LintFinding], comments: [SourceComment], in text: String, path: String
    ) -> (findings: [LintFinding], suppressed: Int) {
        guard !comments.isEmpty else { return (findings, 0) }
        let suppressions = LintSuppressions(comments: comments, in: text, path: path)
        let kept = findings.filter { !suppressions.suppresses($0) }
        guard !suppressions.problems.isEmpty else { return (kept, findings.count - kept.count) }
        // A stable sort: findings at one place keep their order.
        let merged = (kept + suppressions.problems).enumerated().sorted { first, second in
            (first.element.line, first.element.column, first.offset)
                < (second.element.line, second.element.column, second.offset)
        }
        return (merged.map(\.element), findings.count - kept.count)
    }

    /// `findings` of one file in line and column order, those at one place in the order given.
    private static func inSourceOrder(_ findings: [LintFinding]) -> [LintFinding] {
        findings.enumerated().sorted { first, second in
            (first.element.line, first.element.column, first.offset)
                < (second.element.line, second.element.column, second.offset)
        }.map(\.element)
    }

    /// The findings for one source text, as ``lint(paths:)`` reports them for a file at `path` written in
    /// `language`: for a test that checks a string, or an editor's unsaved buffer. A JSON text without design
    /// tokens has none; those that a suppression comment hides are left out.
    public func findings(in text: String, language: SourceLanguage, path: String) -> [LintFinding] {
        findings(in: text, language: language, path: path, fastPath: true)
    }

    /// ``findings(in:language:path:)``, with the fast path that never lexes a Swift text without a trigger word
    /// (``SwiftFontNameScanner/mayHoldNames(_:)``) taken or not: the tests pin the two to the same findings.
    func findings(in text: String, language: SourceLanguage, path: String, fastPath: Bool) -> [LintFinding] {
        var verdicts: [VerdictKey: Verdict?] = [:]
        // A Swift text without a trigger word holds no call and no FontName enum, so nothing to follow either.
        if language == .swift, !fastPath || SwiftFontNameScanner.mayHoldNames(text) {
            let scan = SwiftFontNameScanner.scan(text, path: path)
            let symbols = SwiftSymbolTable(files: [scan.symbols])
            var found: [LintFinding] = []
            for occurrence in scan.occurrences {
                found += findings(
                    for: occurrence, language: language, path: path, symbols: symbols, verdicts: &verdicts)
            }
            found += fontNameEnumFindings(symbols, verdicts: &verdicts)
            return Self.unsuppressed(
                Self.inSourceOrder(found), comments: SourceComment.swiftComments(in: text), in: text, path: path
            ).findings
        }
        switch Self.scan(text, language: language, path: path, fastPath: fastPath) {
        case .names(let occurrences, let comments, let stacks):
            let found = occurrences.indices.compactMap {
                finding(
                    for: occurrences[$0], in: stacks[$0], language: language, path: path, verdicts: &verdicts)
            }
            return Self.unsuppressed(found, comments: comments, in: text, path: path).findings
        case .invalidTokens(let finding):
            return [finding]
        case .noTokens:
            return []
        }
    }

    /// What a scan of one text found.
    private enum Scan {
        /// The names, in source order, the comments that may be suppression comments, and the fallback list each
        /// name that stands in one stands in (by its index).
        case names([FontNameOccurrence], comments: [SourceComment], stacks: [Int: FontStackPosition] = [:])
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

    /// The names in `text`, read by the scanner of `language`; a design token's alias that `text` does not define is
    /// looked up in `otherTokenFiles`; with `fastPath`, a Swift text without a trigger word is not lexed at all.
    private static func scan(
        _ text: String, language: SourceLanguage, path: String, otherTokenFiles: [DesignTokenIndex] = [],
        fastPath: Bool = true
    ) -> Scan {
        switch language {
        case .swift:
            if fastPath, !SwiftFontNameScanner.mayHoldNames(text) { return .names([], comments: []) }
            return .names(SwiftFontNameScanner.occurrences(in: text), comments: SourceComment.swiftComments(in: text))
        case .css, .html:
            let collector =
                language == .css
                ? CSSFontNameScanner.collector(for: text) : HTMLFontNameScanner.collector(for: text)
            var properties = CSSFontNameCollector.CustomProperties()
            properties.defined = collector.definedProperties
            for use in collector.propertyUses(in: text, path: path) {
                properties.uses[use.name, default: []].append(use.place)
            }
            let scanned = collector.scanned(in: text, properties: properties)
            return .names(scanned.occurrences, comments: collector.comments, stacks: scanned.stacks)
        case .designTokens:
            // JSON has no comments: a tokens file has no suppression comments, only the baseline.
            do {
                guard let found = try DesignTokenScanner.scan(text, others: otherTokenFiles) else { return .noTokens }
                return .names(found.occurrences, comments: [], stacks: found.stacks)
            } catch {
                return .invalidTokens(
                    LintFinding(
                        path: path, line: error.line, column: error.column, severity: .error,
                        rule: .invalidTokens, context: "JSON", name: nil,
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
        let rule: LintRule
        let message: String
        let replacement: String?
        /// Whether the name is a near miss of an installed name (a typo, another spelling, a face's name): in a
        /// fallback list whose later entry resolves, an error still, where a far-off name is only a note.
        var isNearMiss = true
    }

    /// The findings for one occurrence, none when its names resolve; `verdicts` remembers what each name was found
    /// to be. A name that Swift source gives through constants is followed through `symbols`: each constant it
    /// reaches is checked where its literal is, and the finding names the use.
    private func findings(
        for occurrence: FontNameOccurrence, in stack: FontStackPosition? = nil, language: SourceLanguage,
        path: String, symbols: SwiftSymbolTable,
        verdicts: inout [VerdictKey: Verdict?]
    ) -> [LintFinding] {
        let value: SwiftValue
        let scope: [String]
        switch occurrence.value {
        case .notCheckable, .literal:
            return finding(for: occurrence, in: stack, language: language, path: path, verdicts: &verdicts)
                .map { [$0] } ?? []
        case .followed(let followed, let followedScope):
            value = followed
            scope = followedScope
        }
        var found: [LintFinding] = []
        var seen: Set<FollowedName> = []
        var noted = false
        for name in symbols.names(of: value, scope: scope, path: path) where seen.insert(name).inserted {
            switch name.value {
            case .runtime(let reason):
                guard !noted else { continue }
                noted = true
                found.append(note(for: occurrence, reason: reason, language: language, path: path))
            case .constant(let text):
                guard
                    let verdict = cachedVerdict(
                        on: text, expected: occurrence.expectation, language: language, verdicts: &verdicts)
                else { continue }
                var message = verdict.message
                if name.isReferenced {
                    let file = path.split(separator: "/").last.map(String.init) ?? path
                    message += " Used as \(occurrence.context) at \(file):\(occurrence.line):\(occurrence.column)."
                }
                found.append(
                    LintFinding(
                        path: name.path, line: name.line, column: name.column, severity: verdict.severity,
                        rule: verdict.rule, context: occurrence.context, name: text, message: message,
                        replacement: verdict.replacement,
                        typedValue: language == .swift ? verdict.replacement.flatMap(typedValue(of:)) : nil))
            }
        }
        return found
    }

    /// The findings for the raw values of every enum conforming to `FontName` that the linted Swift files declare:
    /// each is a face's PostScript name, checked where it is written whether the code uses it or not.
    private func fontNameEnumFindings(
        _ symbols: SwiftSymbolTable, verdicts: inout [VerdictKey: Verdict?]
    ) -> [LintFinding] {
        var found: [LintFinding] = []
        for (enumeration, path) in symbols.fontNameEnumerations {
            for (name, rawValue) in enumeration.cases {
                guard case .literal(let text, let line, let column) = rawValue,
                    let verdict = cachedVerdict(
                        on: text, expected: .postScriptName, language: .swift, verdicts: &verdicts)
                else { continue }
                let member = (enumeration.key.split(separator: ".").last.map(String.init) ?? "") + "." + name
                found.append(
                    LintFinding(
                        path: path, line: line, column: column, severity: verdict.severity, rule: verdict.rule,
                        context: "FontName", name: text,
                        message: verdict.message
                            + " \(member) is a case of a FontName enum, whose raw values are PostScript names.",
                        replacement: verdict.replacement, typedValue: verdict.replacement.flatMap(typedValue(of:))))
            }
        }
        return found
    }

    /// The note for a name computed at run time.
    private func note(
        for occurrence: FontNameOccurrence, reason: String, language: SourceLanguage, path: String
    ) -> LintFinding {
        LintFinding(
            path: path, line: occurrence.line, column: occurrence.column, severity: .note, rule: .dynamicName,
            context: occurrence.context, name: nil,
            message: Self.notCheckableMessage(reason: reason, language: language))
    }

    /// What `name` expected as `expectation` in `language` is found to be, from `verdicts` or checked and remembered.
    private func cachedVerdict(
        on name: String, expected expectation: FontNameOccurrence.Expectation, language: SourceLanguage,
        verdicts: inout [VerdictKey: Verdict?]
    ) -> Verdict? {
        let key = VerdictKey(name: name, expectation: expectation, language: language)
        if let known = verdicts[key] { return known }
        let verdict = self.verdict(on: name, expected: expectation, language: language)
        verdicts[key] = verdict
        return verdict
    }

    /// The finding for one occurrence, or `nil` when its name resolves; `verdicts` remembers what each name was
    /// found to be.
    private func finding(
        for occurrence: FontNameOccurrence, in stack: FontStackPosition? = nil, language: SourceLanguage,
        path: String, verdicts: inout [VerdictKey: Verdict?]
    ) -> LintFinding? {
        // What follows the entry that resolves first is never reached on this machine.
        let reached = stack.flatMap { reachedIndex(in: $0.stack) }
        if let stack, let reached, reached < stack.index { return nil }
        let name: String?
        let verdict: Verdict?
        switch occurrence.value {
        case .notCheckable(let reason):
            name = nil
            verdict = Verdict(
                severity: .note, rule: .dynamicName,
                message: Self.notCheckableMessage(reason: reason, language: language), replacement: nil)
        case .literal(let literal):
            name = literal
            verdict = cachedVerdict(
                on: literal, expected: occurrence.expectation, language: language, verdicts: &verdicts)
        case .followed:
            // Followed through the run's declarations by findings(for:in:language:path:symbols:verdicts:).
            return nil
        }
        guard var verdict else { return nil }
        if let stack {
            verdict = Self.stackVerdict(verdict, in: stack.stack, reached: reached, isNote: name == nil)
        } else if occurrence.expectation == .familyName,
            let standIn = occurrence.fallbacks.first(where: { catalog.family(cssName: $0) != nil })
        {
            // A family that a later entry of its list stands in for is drawn, only not in this family.
            verdict = Verdict(
                severity: .warning, rule: verdict.rule,
                message: verdict.message + " The list falls back to \(DisplayText.quoted(standIn)).",
                replacement: verdict.replacement)
        }
        let typed = language == .swift ? verdict.replacement.flatMap(typedValue(of:)) : nil
        return LintFinding(
            path: path, line: occurrence.line, column: occurrence.column, severity: verdict.severity,
            rule: verdict.rule, context: occurrence.context, name: name,
            message: verdict.message, replacement: verdict.replacement, typedValue: typed)
    }

    /// What `name`, expected as `expectation` in `language`, is found to be; `nil` when it resolves.
    private func verdict(
        on name: String, expected expectation: FontNameOccurrence.Expectation, language: SourceLanguage
    ) -> Verdict? {
        func make(
            _ severity: LintFinding.Severity, _ rule: LintRule, _ message: String, replacement: String? = nil
        ) -> Verdict {
            Verdict(severity: severity, rule: rule, message: message, replacement: replacement)
        }
        func make(_ severity: LintFinding.Severity, _ diagnosis: FontDiagnosis, message: String? = nil) -> Verdict {
            make(
                severity, Self.rule(for: diagnosis.problem), message ?? diagnosis.description,
                replacement: Self.replacement(in: diagnosis))
        }
        switch expectation {
        case .faceName, .postScriptName, .postScriptOrFamilyName:
            guard catalog.face(postScriptName: name) == nil else { return nil }
            if expectation == .postScriptOrFamilyName, catalog.family(anyName: name) != nil { return nil }
            guard let diagnosis = catalog.diagnose(postScriptName: name) else { return nil }
            let fallback: Bool
            switch diagnosis.problem {
            case .fullName, .familyName: fallback = expectation == .faceName
            default: fallback = false
            }
            var message = diagnosis.description
            if language == .swift {
                message += typedSentence(for: diagnosis, replacement: Self.replacement(in: diagnosis))
            }
            return make(fallback ? .warning : .error, diagnosis, message: message)
        case .uniqueName:
            if catalog.face(postScriptName: name) != nil || catalog.face(fullName: name) != nil { return nil }
            guard let diagnosis = catalog.diagnose(postScriptName: name) else { return nil }
            // A browser finds local() faces by exact name: what fontconfig would substitute is no answer for it.
            var verdict = make(.error, diagnosis, message: Self.rendererMessage(diagnosis, language: language))
            if case .caseDiffers = diagnosis.problem {
                verdict = make(.warning, diagnosis, message: Self.rendererMessage(diagnosis, language: language))
            }
            verdict.isNearMiss = Self.isNearMiss(diagnosis.problem, name: name)
            return verdict
        case .weightedFamilyName:
            if catalog.face(postScriptName: name) != nil || catalog.family(cssName: name) != nil { return nil }
            guard let diagnosis = catalog.diagnose(familyName: name) else { return nil }
            switch diagnosis.problem {
            case .familySpelledDifferently, .faceNotFamily: return make(.warning, diagnosis)
            default: return make(.error, diagnosis)
            }
        case .familyName:
            guard let diagnosis = catalog.diagnose(familyName: name) else { return nil }
            // The family list's renderer (a browser) maps what it lacks itself, not as fc-match does.
            var verdict = make(.error, diagnosis, message: Self.rendererMessage(diagnosis, language: language))
            if case .familySpelledDifferently = diagnosis.problem {
                verdict = make(.warning, diagnosis, message: Self.rendererMessage(diagnosis, language: language))
            }
            verdict.isNearMiss = Self.isNearMiss(diagnosis.problem, name: name)
            return verdict
        case .primaryFamilyName:
            guard catalog.family(named: name) == nil else { return nil }
            guard let family = catalog.family(cssName: name) ?? catalog.family(anyName: name) else {
                // Not a family name in any spelling: the diagnosis of a family name says what is near.
                guard let diagnosis = catalog.diagnose(familyName: name) else { return nil }
                return make(.error, diagnosis)
            }
            let shown = DisplayText.quoted(family.name)
            let message =
                family.names.contains { $0.name == name }
                ? "\(DisplayText.quoted(name)) is another name of the family \(shown), but family(named:) takes its "
                    + "primary name exactly: write \(shown)."
                : "\(DisplayText.quoted(name)) is not the name of an installed family, but \(shown) is: family(named:) "
                    + "compares names exactly, so write \(shown)."
            return make(.error, .primaryFamilyName, message, replacement: family.name)
        case .weight(let familyName):
            guard let family = catalog.family(cssName: familyName) else { return nil }
            guard let weight = DesignTokenWeight.weight(named: name) else {
                return make(.error, .invalidWeight, DesignTokenWeight.unknownMessage(name))
            }
            guard let message = weightMessage(weight, written: name, in: family) else { return nil }
            return make(.warning, .unresolvedWeight, message)
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

    /// The diagnosis as a message for a name in `language`: for the names a style sheet, a page or a design token
    /// gives, without what fontconfig would substitute, which is not what their renderer draws.
    private static func rendererMessage(_ diagnosis: FontDiagnosis, language: SourceLanguage) -> String {
        guard language != .swift else { return diagnosis.description }
        return FontDiagnosis(name: diagnosis.name, problem: diagnosis.problem, substitute: nil).description
    }

    /// Whether a name diagnosed with `problem` is a near miss of an installed name: a typo (one edit from the
    /// nearest installed name, two for a name of 16 characters or more), a case or spacing difference, a face's name
    /// for its family's. A name nothing installed comes close to, and a style the family lacks, is far off.
    static func isNearMiss(_ problem: FontDiagnosis.Problem, name: String) -> Bool {
        switch problem {
        case .notInstalled(let suggestions), .familyNotInstalled(let suggestions):
            guard let nearest = suggestions.first else { return false }
            let folded = Array(FontCatalog.asciiFolded(nearest))
            let distance = EditDistance.between(Array(FontCatalog.asciiFolded(name)), folded)
            return distance <= (folded.count >= 16 ? 2 : 1)
        case .styleMissing:
            return false
        default:
            return true
        }
    }

    /// The first entry of `stack` that resolves on this machine: a generic family, a web font, a `url()`, an
    /// installed family (a `local()` face); `nil` when none does.
    func reachedIndex(in stack: FontStack) -> Int? {
        stack.entries.firstIndex { entry in
            switch entry.kind {
            case .generic, .webFont, .url: true
            case .unknown, .platformKeyword: false
            case .family: catalog.family(cssName: entry.name) != nil
            case .local: catalog.face(postScriptName: entry.name) != nil || catalog.face(fullName: entry.name) != nil
            }
        }
    }

    /// A family list as the report gives it, with the entry reached on this machine.
    func familyList(_ list: ScannedFamilyList, path: String) -> LintReport.FamilyList {
        let reached = reachedIndex(in: list.stack)
        let family = reached.flatMap { index -> String? in
            let entry = list.stack.entries[index]
            return entry.kind == .family ? catalog.family(cssName: entry.name)?.name : nil
        }
        return LintReport.FamilyList(
            path: path, line: list.line, column: list.column, context: list.context,
            entries: list.stack.entries.map { LintReport.FamilyList.Entry(name: $0.name, kind: $0.kind.rawValue) },
            reached: reached, reachedFamily: family)
    }

    /// The verdict on an entry of `stack` that comes before the entry `reached` (or in a list where nothing
    /// resolves): a near miss is an error, a far-off name before a working fallback a note, and every entry of a
    /// list that nothing resolves an error; the message says where the renderer goes on.
    private static func stackVerdict(
        _ verdict: Verdict, in stack: FontStack, reached: Int?, isNote: Bool
    ) -> Verdict {
        guard !isNote else { return verdict }
        var message = verdict.message
        let severity: LintFinding.Severity
        if let reached {
            let next = stack.entries[reached].shown
            severity = verdict.isNearMiss ? .error : .note
            switch stack.reader {
            case .browser: message += " The browser goes on to \(next)."
            case .designToken: message += " The list goes on to \(next)."
            }
        } else {
            severity = .error
            switch stack.reader {
            case .browser:
                message +=
                    stack.entries.contains { $0.kind == .url || $0.kind == .local }
                    ? " Nothing in the src list loads: the browser goes on to the next family of the list that "
                        + "names this web font."
                    : " Nothing in the list resolves on this machine and it ends in no generic family: the browser "
                        + "draws its default font."
            case .designToken:
                message += " Nothing in the list resolves on this machine and it ends in no generic family."
            }
        }
        if let use = stack.use { message += " The list is the custom property used by \(use)." }
        return Verdict(
            severity: severity, rule: verdict.rule, message: message, replacement: verdict.replacement,
            isNearMiss: verdict.isNearMiss)
    }

    /// The sentence that names the typed value of the name to write, or of the nearest installed name.
    private func typedSentence(for diagnosis: FontDiagnosis, replacement: String?) -> String {
        guard let replacement, let typed = typedValue(of: replacement) else { return "" }
        if case .notInstalled = diagnosis.problem { return " Nearest typed value: \(typed)." }
        return " Typed value: \(typed)."
    }

    /// The typed value of the face named `postScriptName` (or one of its aliases).
    private func typedValue(of postScriptName: String) -> String? {
        typedValues[postScriptName]
            ?? catalog.face(postScriptName: postScriptName).flatMap {
                typedValues[$0.postScriptName]
            }
    }

    /// The name the diagnosis says to write: the installed face or family it knows was meant, or the nearest
    /// installed name it lists first.
    private static func replacement(in diagnosis: FontDiagnosis) -> String? {
        switch diagnosis.problem {
        case .caseDiffers(let installed), .surroundingWhiteSpace(let installed),
            .namedDifferently(_, _, let installed), .familySpelledDifferently(let installed):
            return installed
        case .fullName(let postScriptName), .fullNameSpelledDifferently(_, let postScriptName):
            return postScriptName
        case .familyName(_, let faces):
            return faces.first
        case .faceNotFamily(let family, _):
            return family
        case .notInstalled(let suggestions), .familyNotInstalled(let suggestions):
            return suggestions.first
        default:
            return nil
        }
    }

    /// The rule of a finding that reports `problem`.
    private static func rule(for problem: FontDiagnosis.Problem) -> LintRule {
        switch problem {
        case .notInstalled: .unknownName
        case .caseDiffers: .wrongCase
        case .surroundingWhiteSpace: .whiteSpace
        case .fullName, .fullNameSpelledDifferently: .fullName
        case .familyName: .familyNotFace
        case .namedDifferently: .misnamedFace
        case .styleMissing: .missingStyle
        case .familyNotInstalled: .unknownFamily
        case .familySpelledDifferently: .familySpelling
        case .faceNotFamily: .faceNotFamily
        // What a FontFamily descriptor asks for: a diagnosis of a name alone never says these.
        case .styleDisagrees, .notDeclared, .outsideAxes, .noVariableFont: .unknownName
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
            return "The font family cannot be checked: \(reason). Define the token in a design-tokens file the lint "
                + "reads, or write the family out."
        }
    }
}
