import FontFamilyCatalog
import FontFamilyKit

/// From occurrences to findings: a name checked once per run, followed through constants, placed where it is written.
extension FontNameLinter {
    /// What a name is found to be, wherever it stands: the same name, expected the same way in the same language,
    /// gets the same verdict, so a lint diagnoses each once.
    struct VerdictKey: Hashable {
        let name: String
        let expectation: FontNameOccurrence.Expectation
        let language: SourceLanguage
        /// The generic family a family list ends in, which suggestions for its entries must match.
        var listGeneric: GenericFamily? = nil
    }

    /// A finding without its place.
    struct Verdict {
        /// What a verdict says: its own message, or, once cached, the judgement its findings share, for its name.
        private enum Words {
            case own(String)
            case shared(LintFinding.Judgement, name: String)
        }

        let severity: LintFinding.Severity
        let rule: LintRule
        private var words: Words
        let replacement: String?
        /// Whether the name is a near miss of an installed name (a typo, another spelling, a face's name): in a
        /// fallback list whose later entry resolves, an error still, where a far-off name is only a note.
        var isNearMiss: Bool

        /// A verdict of `severity` under `rule` that says `message`, suggesting `replacement`.
        init(
            severity: LintFinding.Severity, rule: LintRule, message: String, replacement: String?,
            isNearMiss: Bool = true
        ) {
            self.severity = severity
            self.rule = rule
            words = .own(message)
            self.replacement = replacement
            self.isNearMiss = isNearMiss
        }

        /// What the verdict says.
        var message: String {
            switch words {
            case .own(let message): message
            case .shared(let judgement, let name): judgement.message(quoting: name)
            }
        }

        /// What a finding of the verdict says, with the typed value for the language of its key: set when the verdict
        /// is cached (``VerdictCache/remember(_:for:)``), and shared by every finding made from it without a word
        /// added; `nil` for a verdict made for one finding.
        var judgement: LintFinding.Judgement? {
            guard case .shared(let judgement, _) = words else { return nil }
            return judgement
        }

        /// The verdict on `name`, whose findings say what `judgement` says, holding its words rather than a message of
        /// its own.
        func sharing(_ judgement: LintFinding.Judgement, name: String) -> Verdict {
            var shared = self
            shared.words = .shared(judgement, name: name)
            return shared
        }
    }

    /// The findings for one occurrence, none when its names resolve; `verdicts` remembers what each name was found
    /// to be. A name that Swift source gives through constants is followed through `symbols`: each constant it
    /// reaches is checked where its literal is, and the finding names the use.
    func findings(
        for occurrence: FontNameOccurrence, in stack: FontStackPosition? = nil, language: SourceLanguage,
        path: String, symbols: SwiftSymbolTable,
        verdicts: inout VerdictCache
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
        var noted = false
        symbols.forEachDistinctName(of: value, scope: scope, path: path) { name in
            switch name.value {
            case .runtime(let reason):
                guard !noted else { return }
                noted = true
                found.append(note(for: occurrence, reason: reason, language: language, path: path))
            case .constant(let text):
                // An empty string is no name: the fallback of `name ?? ""` asks for no font.
                guard !text.isEmpty,
                    let verdict = cachedVerdict(
                        on: text, expected: occurrence.expectation, language: language, verdicts: &verdicts)
                else { return }
                var added = ""
                if name.isReferenced {
                    let file = path.split(separator: "/").last.map(String.init) ?? path
                    added = " Used as \(occurrence.context) at \(file):\(occurrence.line):\(occurrence.column)."
                }
                found.append(
                    LintFinding(
                        path: name.path, line: name.line, column: name.column, context: occurrence.context,
                        name: text, judgement: judgement(of: verdict, language: language, adding: added)))
            }
        }
        return found
    }

    /// The PostScript names `occurrences` give a face's-name API, written out or followed through constants, each
    /// at its occurrence: the uses of bundled fonts that an `Info.plist` must list.
    func faceUses(
        of occurrences: [FontNameOccurrence], path: String, symbols: SwiftSymbolTable
    ) -> [AppFontCheck.Use] {
        var uses: [AppFontCheck.Use] = []
        for occurrence in occurrences {
            switch occurrence.expectation {
            case .faceName, .postScriptName, .postScriptOrFamilyName: break
            default: continue
            }
            var names: [String] = []
            switch occurrence.value {
            case .literal(let text): names = text.isEmpty ? [] : [text]
            case .notCheckable: break
            case .followed(let value, let scope):
                for name in symbols.names(of: value, scope: scope, path: path) {
                    if case .constant(let text) = name.value, !text.isEmpty { names.append(text) }
                }
            }
            uses += names.map {
                AppFontCheck.Use(
                    name: $0, path: occurrence.path ?? path, line: occurrence.line, column: occurrence.column,
                    context: occurrence.context)
            }
        }
        return uses
    }

    /// The findings for the raw values of every enum conforming to `FontName` that the linted Swift files declare:
    /// each is a face's PostScript name, checked where it is written whether the code uses it or not.
    func fontNameEnumFindings(
        _ symbols: SwiftSymbolTable, verdicts: inout VerdictCache
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
                        path: path, line: Int(line), column: Int(column), context: "FontName", name: text,
                        judgement: judgement(
                            of: verdict, language: .swift,
                            adding: " \(member) is a case of a FontName enum, whose raw values are PostScript names.")
                    ))
            }
        }
        return found
    }

    /// The note for a name computed at run time.
    func note(
        for occurrence: FontNameOccurrence, reason: String, language: SourceLanguage, path: String
    ) -> LintFinding {
        LintFinding(
            path: path, line: occurrence.line, column: occurrence.column, severity: .note, rule: .dynamicName,
            context: occurrence.context, name: nil,
            message: Self.notCheckableMessage(reason: reason, language: language))
    }

    /// How many different names (verdicts) a run checks with what fontconfig would substitute for each that is not
    /// installed: past them a diagnosis says it does not name the substitute, which takes an `FcFontMatch` a name,
    /// most of the time of a file of a different unknown name on every line.
    static let substitutedNameCount = 1_000

    /// What `name` expected as `expectation` in `language` is found to be, from `verdicts` or checked and remembered;
    /// past the first ``substitutedNameCount`` different names checked, without fontconfig's substitute.
    func cachedVerdict(
        on name: String, expected expectation: FontNameOccurrence.Expectation, language: SourceLanguage,
        listGeneric: GenericFamily? = nil, verdicts: inout VerdictCache
    ) -> Verdict? {
        let key = VerdictKey(name: name, expectation: expectation, language: language, listGeneric: listGeneric)
        if let known = verdicts[key] { return known }
        return verdicts.remember(
            madeVerdict(for: key, substituting: verdicts.checkedCount < Self.substitutedNameCount), for: key)
    }

    /// The verdict on `key`'s name, with its judgement, as ``cachedVerdict(on:expected:language:listGeneric:verdicts:)``
    /// remembers it.
    private func madeVerdict(for key: VerdictKey, substituting: Bool) -> Verdict? {
        guard
            let verdict = self.verdict(
                on: key.name, expected: key.expectation, language: key.language, listGeneric: key.listGeneric,
                substituting: substituting)
        else { return nil }
        return verdict.sharing(judgement(of: verdict, language: key.language, quoting: key.name), name: key.name)
    }

    /// How many names are checked on every core at once, and how many occurrences the names checked ahead at once
    /// come from: the verdicts of one batch wait beside the cache only until their occurrences are judged.
    static let verdictBatchSize = 4_096

    /// Checks the names of `keys` that `verdicts` lacks on every core, and remembers them as
    /// ``cachedVerdict(on:expected:language:listGeneric:verdicts:)`` would one by one in the same order (the first
    /// ``substitutedNameCount`` with fontconfig's substitute); first, the cache forgets the verdicts it keeps only
    /// until the next names are checked (``VerdictCache/forgetPassing()``). Each verdict is the catalog's alone — a
    /// diagnosis and a search for the nearest names, most of the time of a file of a different unknown name on every
    /// line.
    func checkAhead(_ keys: some Sequence<VerdictKey>, verdicts: inout VerdictCache) {
        verdicts.forgetPassing()
        let known = verdicts.checkedCount
        var asked: Set<VerdictKey> = []
        var missing: [VerdictKey] = []
        for key in keys where verdicts[key] == nil && asked.insert(key).inserted { missing.append(key) }
        // The work items read the names and the linter, never change them.
        let ordered = missing
        let linter = self
        for start in stride(from: 0, to: ordered.count, by: Self.verdictBatchSize) {
            let batch = Array(start..<min(start + Self.verdictBatchSize, ordered.count))
            let made = ConcurrentWork.map(batch) { position in
                linter.madeVerdict(for: ordered[position], substituting: known + position < Self.substitutedNameCount)
            }
            for (position, verdict) in zip(batch, made) { verdicts.remember(verdict, for: ordered[position]) }
        }
    }

    /// What a finding of `verdict` in `language` says, its message followed by `added`: the verdict's own judgement,
    /// shared with every other finding of it, when nothing is added and it has one. A judgement for findings of
    /// `quoting` keeps the words after that name, quoted, when the message starts with it.
    func judgement(
        of verdict: Verdict, language: SourceLanguage, adding added: String = "", quoting name: String? = nil
    ) -> LintFinding.Judgement {
        if added.isEmpty, let shared = verdict.judgement { return shared }
        let message = verdict.message + added
        let typedValue = language == .swift ? verdict.replacement.flatMap(typedValue(of:)) : nil
        guard let name else {
            return LintFinding.Judgement(
                severity: verdict.severity, rule: verdict.rule, message: message, replacement: verdict.replacement,
                typedValue: typedValue)
        }
        return LintFinding.Judgement(
            severity: verdict.severity, rule: verdict.rule, message: message, replacement: verdict.replacement,
            typedValue: typedValue, quoting: name)
    }

    /// The serif, sans-serif or monospace generic family that `stack` names last, if any.
    static func listGeneric(of stack: FontStack) -> GenericFamily? {
        stack.entries.last { $0.kind == .generic && GenericFamily(rawValue: $0.name.lowercased()) != nil }.flatMap {
            GenericFamily(rawValue: $0.name.lowercased())
        }
    }

    /// The finding for one occurrence, or `nil` when its name resolves; `verdicts` remembers what each name was
    /// found to be.
    func finding(
        for occurrence: FontNameOccurrence, in stack: FontStackPosition? = nil, language: SourceLanguage,
        path: String, verdicts: inout VerdictCache
    ) -> LintFinding? {
        // What follows the entry that resolves first is never reached on this machine.
        let reached = stack.flatMap { reachedIndex(in: $0.stack) }
        if let stack, let reached, reached < stack.index { return nil }
        // A system-font keyword before the entry reached is an intentional cross-platform stack.
        if let stack, reached != nil, stack.stack.entries[stack.index].kind == .platformKeyword { return nil }
        let name: String?
        let verdict: Verdict?
        switch occurrence.value {
        case .notCheckable(let reason):
            name = nil
            verdict = Verdict(
                severity: .note, rule: .dynamicName,
                message: Self.notCheckableMessage(reason: reason, language: language), replacement: nil)
        case .literal(let literal):
            // An empty string is no name: a call given `""` asks for no font.
            guard !literal.isEmpty else { return nil }
            name = literal
            verdict = cachedVerdict(
                on: literal, expected: occurrence.expectation, language: language,
                listGeneric: stack.flatMap { Self.listGeneric(of: $0.stack) }, verdicts: &verdicts)
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
        var added = ""
        if let use = occurrence.use {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            added = " Used as \(occurrence.context) at \(file):\(use.line):\(use.column)."
        }
        return LintFinding(
            path: occurrence.path ?? path, line: occurrence.line, column: occurrence.column,
            context: occurrence.context,
            name: name, judgement: judgement(of: verdict, language: language, adding: added))
    }
}
