public import FontFamilyCatalog
import FontFamilyCodegen

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    let typedValues: [String: String]
    /// The families the linted style sheets and pages declare with `@font-face`, as first written: candidates for
    /// what a family name that is neither installed nor declared was meant to be.
    var webFonts: [String] = []
    /// A linter that checks names against `catalog`.
    public init(catalog: FontCatalog) {
        self.catalog = catalog
        typedValues = SwiftEnumRenderer.typedValues(for: catalog.families)
    }

    /// Lints every Swift, Objective-C, Interface Builder, CSS, HTML and design-tokens file at or below `paths` (see
    /// ``SourceLanguage``), and the fonts every `Info.plist` there lists (see ``LintRule/missingAppFont``); a `.json`
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
        try lint(Self.prepare(paths: paths))
    }

    /// The files at or below `paths` walked, the style sheets, pages, design tokens and Objective-C files read, and
    /// the Swift files read and scanned on every core, as ``lint(paths:)`` begins: none of that needs the catalog,
    /// so `fontfamily-dump --lint` does it while the catalog loads on another thread.
    ///
    /// - Throws: ``LintError``, as ``lint(paths:)``.
    package static func prepare(paths: [String]) throws(LintError) -> PreparedLint {
        var run = try LintRun(paths: paths)
        let followed = try run.follow()
        return PreparedLint(run: run, followed: followed)
    }

    /// The lint of the files `prepared` holds: ``lint(paths:)`` from its scan on.
    ///
    /// - Throws: ``LintError``, as ``lint(paths:)``.
    package func lint(_ prepared: consuming PreparedLint) throws(LintError) -> LintReport {
        var run = prepared.run
        let followed = prepared.followed
        _ = consume prepared
        // The families the linted sheets and pages declare are candidates for a name's nearest family.
        var linter = self
        for name in run.webFonts where !linter.webFonts.contains(name) { linter.webFonts.append(name) }
        do {
            let scanned = try run.scan(followed, linter: linter)
            run.judge(scanned, followed: followed, linter: linter)
        }
        // The scans and their symbols are let go before the findings are reported: a file of many names holds them
        // and its findings together only while it is judged.
        _ = consume followed
        try run.checkAppFonts(catalog: catalog)
        return run.report(linter: linter)
    }

    /// The scans of the Swift `texts` (by file index) that a lint needs: every text with a call site or a `FontName`
    /// enum (a trigger word, ``SwiftFontNameScanner/mayHoldNames(_:)``), then every text that spells a name one of
    /// those scans refers to, and so on until no new text is reached. A text that neither calls nor declares
    /// anything a call reaches is never lexed: whether it spells a name is one byte search per name.
    ///
    /// A `typealias` of a font type (`typealias NSUIFont = UIFont`) is declared in a text with a trigger word, so
    /// the first pass finds every alias; only when there is one are the texts that spell an alias read again, with
    /// the aliases known, and reached from as before.
    ///
    /// The app's functions that pass a parameter on to a font call (``SwiftFontWrapper``) are found in those scans;
    /// only when there is one are the texts that spell one's name read again, with the functions known, so that
    /// their callers are font calls — and again, up to ``maximumWrapperLevels`` times, for a function that passes
    /// its parameter on to one of those.
    static func swiftScans(of texts: [Int: String], in files: [SourceTree.File]) -> [Int: SwiftFontNameScanner.Scan] {
        var scans = reachedScans(of: texts, in: files, aliases: [:], wrappers: [:], known: [:])
        var aliases: [String: String] = [:]
        for index in scans.keys.sorted() {
            aliases.merge(scans[index]?.fontTypeAliases ?? [:]) { kept, _ in kept }
        }
        if !aliases.isEmpty {
            // A text that spells no alias scans the same with the aliases known.
            let search = IdentifierSearch(Set(aliases.keys))
            scans = reachedScans(
                of: texts, in: files, aliases: aliases, wrappers: [:], known: unchanged(scans, of: texts, by: search))
        }
        var known: Set<SwiftFontWrapper> = []
        for _ in 0..<maximumWrapperLevels {
            let wrappers = scans.keys.sorted().flatMap { scans[$0]?.wrappers ?? [] }
            guard !Set(wrappers).isSubset(of: known) else { break }
            known.formUnion(wrappers)
            let byName = Dictionary(grouping: wrappers, by: \.signature.name)
            // A text that spells no function's name scans the same with the functions known.
            let search = IdentifierSearch(Set(byName.keys))
            scans = reachedScans(
                of: texts, in: files, aliases: aliases, wrappers: byName, known: unchanged(scans, of: texts, by: search)
            )
        }
        return scans
    }

    /// How many times the Swift texts are read again for the app's functions that pass a name on to a font call: a
    /// function that passes its parameter to one of those is found on the next reading.
    static let maximumWrapperLevels = 3

    /// The scans reached from the texts with a trigger word or one of `aliases`' or `wrappers`' names, reading calls
    /// through `aliases` and `wrappers`; a text with a scan in `known` is not lexed again.
    private static func reachedScans(
        of texts: [Int: String], in files: [SourceTree.File], aliases: [String: String],
        wrappers: [String: [SwiftFontWrapper]], known: [Int: SwiftFontNameScanner.Scan]
    ) -> [Int: SwiftFontNameScanner.Scan] {
        var scans: [Int: SwiftFontNameScanner.Scan] = [:]
        var pending = texts.keys.sorted()
        let callNames = IdentifierSearch(Set(aliases.keys).union(wrappers.keys))
        var reached = ConcurrentWork.filter(pending) {
            SwiftFontNameScanner.mayHoldNames(texts[$0] ?? "") || callNames.isSpelled(in: texts[$0])
        }
        var searched: Set<String> = []
        while !reached.isEmpty {
            var referenced: Set<String> = []
            for (index, scan) in scanned(
                reached, of: texts, in: files, aliases: aliases, wrappers: wrappers, known: known)
            {
                scans[index] = scan
                referenced.formUnion(scan.referencedNames)
            }
            pending.removeAll { scans[$0] != nil }
            let names = referenced.subtracting(searched).filter { !$0.isEmpty }
            searched.formUnion(names)
            let search = IdentifierSearch(names)
            reached = ConcurrentWork.filter(pending) { search.isSpelled(in: texts[$0]) }
        }
        return scans
    }

    /// The scans of `scans` whose texts spell none of the names `search` looks for, which scan the same again.
    private static func unchanged(
        _ scans: [Int: SwiftFontNameScanner.Scan], of texts: [Int: String], by search: IdentifierSearch
    ) -> [Int: SwiftFontNameScanner.Scan] {
        let kept = Set(ConcurrentWork.filter(Array(scans.keys)) { !search.isSpelled(in: texts[$0]) })
        return scans.filter { kept.contains($0.key) }
    }

    /// The files larger than this are scanned one at a time, after the others: two of them at once would take
    /// twice the memory of the largest file.
    static let largestConcurrentScan = 1 << 20

    /// The scans of the texts `indices`, each in `known` or scanned, by index in the order of `indices`: the files up
    /// to ``largestConcurrentScan`` bytes on every core, the larger ones alone.
    private static func scanned(
        _ indices: [Int], of texts: [Int: String], in files: [SourceTree.File], aliases: [String: String],
        wrappers: [String: [SwiftFontWrapper]], known: [Int: SwiftFontNameScanner.Scan]
    ) -> [(Int, SwiftFontNameScanner.Scan)] {
        let fresh = indices.filter { known[$0] == nil }
        let small = fresh.filter { (texts[$0]?.utf8.count ?? 0) <= largestConcurrentScan }
        let large = fresh.filter { (texts[$0]?.utf8.count ?? 0) > largestConcurrentScan }
        let scan: @Sendable (Int) -> SwiftFontNameScanner.Scan = { index in
            SwiftFontNameScanner.scan(
                texts[index] ?? "", path: files[index].path, aliases: aliases, wrappers: wrappers,
                blockTag: "\(index)")
        }
        var scans: [Int: SwiftFontNameScanner.Scan] = [:]
        for (index, result) in zip(small, ConcurrentWork.map(small, scan)) { scans[index] = result }
        for index in large { scans[index] = scan(index) }
        return indices.compactMap { index in (known[index] ?? scans[index]).map { (index, $0) } }
    }

    /// The findings of one file that its suppression comments do not hide, in line and column order with the
    /// findings for malformed suppression comments among them, and how many were hidden.
    static func unsuppressed(
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

    /// `findings` of one file in line and column order, those at one place in the order given: as they are when they
    /// already are (most files' findings come in order), without a copy.
    static func inSourceOrder(_ findings: [LintFinding]) -> [LintFinding] {
        let isInOrder = zip(findings, findings.dropFirst()).allSatisfy { ($0.line, $0.column) <= ($1.line, $1.column) }
        guard !isInOrder else { return findings }
        return findings.enumerated().sorted { first, second in
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
        // The families the text declares with `@font-face` are what a family name near one of them was meant to be.
        if webFonts.isEmpty, language == .css || language == .html, text.lowercased().contains("@font-face") {
            var linter = self
            linter.webFonts =
                (language == .css
                ? CSSFontNameScanner.collector(for: text) : HTMLFontNameScanner.collector(for: text))
                .declaredFamilyNames
            if !linter.webFonts.isEmpty {
                return linter.findings(in: text, language: language, path: path, fastPath: fastPath)
            }
        }
        var verdicts = VerdictCache()
        // A Swift text without a trigger word holds no call and no FontName enum, so nothing to follow either.
        if language == .swift, !fastPath || SwiftFontNameScanner.mayHoldNames(text) {
            var scan = SwiftFontNameScanner.scan(text, path: path)
            // Calls through an alias the text declares, and of its functions that pass a name on, are read once those
            // are known.
            if !scan.fontTypeAliases.isEmpty || !scan.wrappers.isEmpty {
                scan = SwiftFontNameScanner.scan(
                    text, path: path, aliases: scan.fontTypeAliases,
                    wrappers: Dictionary(grouping: scan.wrappers, by: \.signature.name))
            }
            let symbols = SwiftSymbolTable(scans: [scan])
            var found: [LintFinding] = []
            // A literal a constant holds is reported once, naming its first use, as a lint of files reports it.
            var reported: Set<LintRun.ReportedPlace> = []
            for (position, occurrence) in scan.occurrences.enumerated() {
                let keepsNote = scan.keepsNote(at: position, called: scan.calledWrappers)
                for finding in findings(
                    for: occurrence, language: language, path: path, symbols: symbols, verdicts: &verdicts)
                where keepsNote || finding.rule != .dynamicName {
                    let isAtUse = finding.line == occurrence.line && finding.column == occurrence.column
                    guard isAtUse || reported.insert(LintRun.ReportedPlace(finding)).inserted else { continue }
                    found.append(finding)
                }
            }
            found += fontNameEnumFindings(symbols, verdicts: &verdicts)
            found += scan.notes
            return Self.unsuppressed(
                branchChecked(Self.inSourceOrder(found), in: text), comments: scan.comments, in: text, path: path
            ).findings
        }
        switch Self.scan(text, language: language, path: path, fastPath: fastPath) {
        case .names(let occurrences, let comments, let stacks):
            let found = occurrences.indices.compactMap {
                finding(
                    for: occurrences[$0], in: stacks[$0], language: language, path: path, verdicts: &verdicts)
            }
            let checked = language == .objectiveC ? branchChecked(found, in: text) : found
            return Self.unsuppressed(checked, comments: comments, in: text, path: path).findings
        case .invalidTokens(let finding):
            return [finding]
        case .noTokens:
            return []
        }
    }

    /// `findings` of a Swift or Objective-C `text`, each checked against the platforms its `#if` branch is for
    /// (``PlatformBranches``) when the catalog holds platform font lists: a name that some lists lack is judged by the
    /// branch's platforms alone — fine where they all have it, an error where none does. In a branch for platforms
    /// the run has no list of, only the fonts the app bundles and those installed apply: a near miss of one of those
    /// stays an error, a name on a list is left alone, and any other name is a note that it cannot be checked there
    /// (nothing here says what those platforms have).
    func branchChecked(_ findings: [LintFinding], in text: String) -> [LintFinding] {
        guard !catalog.platforms.isEmpty, text.contains("#if") else { return findings }
        let branches = PlatformBranches(text)
        return findings.compactMap { finding -> LintFinding? in
            guard [.swift, .objectiveC].contains(SourceLanguage(path: finding.path) ?? .css),
                let platforms = branches.platforms(atLine: finding.line)
            else { return finding }
            let targets = catalog.platforms.filter { listed in
                platforms.contains { listed == $0 || listed.hasPrefix($0 + " ") }
            }
            guard !targets.isEmpty else { return unlistedBranchChecked(finding, platforms: platforms) }
            guard finding.rule == .missingOnPlatform, let name = finding.name else { return finding }
            // A finding about a family judges it by the platforms with a face of it.
            let isFamily = finding.message.hasPrefix(Self.familyLead)
            let lacking = (isFamily ? catalog.platforms(lackingFamily: name) : catalog.platforms(lacking: name))
                .filter(targets.contains)
            guard !lacking.isEmpty else { return nil }
            let having = targets.filter { !lacking.contains($0) }
            let shownLacking = DisplayText.list(lacking.map(DisplayText.escaped))
            let (shown, missing, kind) =
                isFamily
                ? (Self.familyLead + DisplayText.quoted(name), "no face of it is there", "family")
                : (DisplayText.quoted(name), "UIFont(name:size:) gives nil there", "face")
            let message =
                having.isEmpty
                ? "\(shown) is not on \(shownLacking), which this #if branch is compiled for: \(missing). Bundle "
                    + "the font with the app, or choose a \(kind) \(shownLacking) has."
                : "\(shown) is on \(DisplayText.list(having.map(DisplayText.escaped))), not on \(shownLacking): "
                    + "\(missing). Bundle the font with the app, or choose another \(kind) where it is missing."
            return LintFinding(
                path: finding.path, line: finding.line, column: finding.column,
                severity: having.isEmpty ? .error : .warning, rule: finding.rule, context: finding.context,
                name: name, message: message, replacement: finding.replacement, typedValue: finding.typedValue)
        }
    }

    /// `finding` in a branch for `platforms`, none of which the run has a list of: a near miss of a bundled or
    /// installed face stays (a typo is a typo everywhere); a name a list has, or a verdict that only a list gives, is
    /// left out; any other name becomes a note that the platforms' fonts are not known.
    private func unlistedBranchChecked(_ finding: LintFinding, platforms: Set<String>) -> LintFinding? {
        // A finding about the app's fonts, the file or a comment holds on every platform.
        let platformIndependent: [LintRule] = [
            .dynamicName, .invalidTokens, .invalidSuppression, .missingAppFont, .unreadableAppFont, .unlistedAppFont,
            .duplicateAppFont, .invalidEncoding,
        ]
        guard let name = finding.name, !platformIndependent.contains(finding.rule) else { return finding }
        if finding.rule == .missingOnPlatform
            || catalog.faces(postScriptName: name).contains(where: { $0.platform != nil })
        {
            return nil
        }
        let shown = DisplayText.list(platforms.sorted().map(DisplayText.escaped))
        if let replacement = finding.replacement,
            catalog.faces(postScriptName: replacement).contains(where: { $0.platform == nil })
        {
            return Self.spokenOfFontsThatApply(finding, platforms: shown, fonts: catalog.diagnose(postScriptName: name))
        }
        return LintFinding(
            path: finding.path, line: finding.line, column: finding.column, severity: .note, rule: .missingOnPlatform,
            context: finding.context, name: name,
            message: "\(DisplayText.quoted(name)) cannot be checked for \(shown), which this #if branch is compiled "
                + "for: the run has no font list of \(shown), and no bundled or installed font comes close. Add the "
                + "platform's list (--platform) to check it.")
    }

    /// `finding`, a near miss of a bundled or installed face in a branch for `platforms` (shown) that the run has no
    /// list of, said of the fonts that apply there: its diagnosis (`diagnosis`) names the run's lists, which that
    /// branch is not compiled for (`'X' is not among iOS 26's fonts or the given ones: …`).
    private static func spokenOfFontsThatApply(
        _ finding: LintFinding, platforms: String, fonts diagnosis: FontDiagnosis?
    ) -> LintFinding {
        guard let diagnosis, let colon = finding.message.firstRange(of: ": ") else { return finding }
        let fonts =
            switch diagnosis.otherFonts {
            case .installed: "the bundled and installed fonts"
            case .given: "the given fonts"
            case .none: "no fonts"
            }
        let message =
            DisplayText.quoted(diagnosis.name) + " is not among \(fonts), which are what the run knows of \(platforms) "
            + "(what this #if branch is compiled for, which the run has no font list of): "
            + finding.message[colon.upperBound...]
        return LintFinding(
            path: finding.path, line: finding.line, column: finding.column, severity: finding.severity,
            rule: finding.rule, context: finding.context, name: finding.name, message: message,
            replacement: finding.replacement, typedValue: finding.typedValue)
    }

    /// What a scan of one text found.
    enum Scan {
        /// The names, in source order, the comments that may be suppression comments, and the fallback list each
        /// name that stands in one stands in (by its index).
        case names([FontNameOccurrence], comments: [SourceComment], stacks: [Int: FontStackPosition] = [:])
        /// JSON without design tokens.
        case noTokens
        /// Design tokens that are not JSON, as the one finding that says so.
        case invalidTokens(LintFinding)
    }

    /// The text of `file` (see ``SourceText``), or `nil` when the file is gone: it vanished since the walk found it.
    ///
    /// - Throws: ``LintError`` when the file is there and cannot be read.
    static func read(_ file: SourceTree.File) throws(LintError) -> SourceText? {
        // Most files: valid UTF-8, read straight into the text's own storage.
        if let text = SourceText.validUTF8(atPath: file.path) { return text }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileKind(path: file.path) == nil { return nil }
            throw LintError(path: file.path, problem: .unreadable)
        }
        // Valid UTF-8, the common case, is validated where Data keeps it: the file is held twice while it is read,
        // never three times.
        let valid = data.withUnsafeBytes { raw in
            SourceText.validUTF8(raw.assumingMemoryBound(to: UInt8.self))
        }
        return valid ?? SourceText([UInt8](data))
    }

    /// The names in `text`, read by the scanner of `language`; a design token's alias that `text` does not define is
    /// looked up in `otherTokenFiles`, an Objective-C constant in `objectiveCConstants`; with `fastPath`, a Swift
    /// text without a trigger word is not lexed at all.
    static func scan(
        _ text: String, language: SourceLanguage, path: String, otherTokenFiles: [DesignTokenIndex] = [],
        objectiveCConstants: [String: ObjectiveCFontNameScanner.Constant] = [:], fastPath: Bool = true
    ) -> Scan {
        switch language {
        case .swift:
            if fastPath, !SwiftFontNameScanner.mayHoldNames(text) { return .names([], comments: []) }
            let scanned = SwiftFontNameScanner.scan(text, path: path)
            return .names(scanned.occurrences, comments: scanned.comments)
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
        case .objectiveC:
            let found = ObjectiveCFontNameScanner.scan(text, constants: objectiveCConstants)
            return .names(found.occurrences, comments: found.comments)
        case .interfaceBuilder:
            let found = InterfaceBuilderFontScanner.scan(text)
            return .names(found.occurrences, comments: found.comments)
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
}
