import FontFamilyCatalog
import FontFamilyKit
import StringDistance

/// What a name is found to be, as the platform that reads it would find it, and the words that say so.
extension FontNameLinter {
    /// What `name`, expected as `expectation` in `language`, is found to be; `nil` when it resolves. An entry of a
    /// family list that ends in `listGeneric` is suggested families of that generic family only, where fontconfig's
    /// rules class them. Unless `substituting`, a diagnosis names no substitute of fontconfig's but says so
    /// (``diagnose(postScriptName:substituting:)``).
    func verdict(
        on name: String, expected expectation: FontNameOccurrence.Expectation, language: SourceLanguage,
        listGeneric: GenericFamily? = nil, substituting: Bool = true
    ) -> Verdict? {
        switch expectation {
        case .faceName, .postScriptName, .postScriptOrFamilyName:
            return faceVerdict(on: name, expected: expectation, language: language, substituting: substituting)
        case .uniqueName:
            return uniqueNameVerdict(on: name, language: language, substituting: substituting)
        case .weightedFamilyName:
            return weightedFamilyVerdict(on: name, substituting: substituting)
        case .familyName:
            return familyNameVerdict(
                on: name, language: language, listGeneric: listGeneric, substituting: substituting)
        case .primaryFamilyName:
            return primaryFamilyVerdict(on: name, substituting: substituting)
        case .weight(let familyName):
            guard let family = catalog.family(cssName: familyName) else { return nil }
            guard let weight = DesignTokenWeight.weight(named: name) else {
                return Self.made(.error, .invalidWeight, DesignTokenWeight.unknownMessage(name))
            }
            guard let message = weightMessage(weight, written: name, in: family) else { return nil }
            return Self.made(.warning, .unresolvedWeight, message)
        case .swiftWeight(let familyName):
            // A name that is no family's (a face's PostScript name, a typo) has its own finding, or none.
            guard let family = catalog.family(cssName: familyName), let weight = SwiftFontWeight.weight(named: name),
                let message = weightMessage(weight, written: name, in: family, matching: "weight matching")
            else { return nil }
            return Self.made(.warning, .unresolvedWeight, message)
        }
    }

    /// Why `name` is not an installed PostScript name, or `nil` when it is: with fontconfig's substitute when
    /// `substituting`, else with the sentence that says it is not named (in a catalog without platform font lists).
    private func diagnose(postScriptName name: String, substituting: Bool) -> FontDiagnosis? {
        catalog.diagnose(postScriptName: name, substituting: substituting).map {
            Self.bounded($0, substituting: substituting)
        }
    }

    /// Why `name` names no installed family, or `nil` when it does, with fontconfig's substitute as
    /// ``diagnose(postScriptName:substituting:)`` has it.
    private func diagnose(familyName name: String, substituting: Bool) -> FontDiagnosis? {
        catalog.diagnose(familyName: name, substituting: substituting).map {
            Self.bounded($0, substituting: substituting)
        }
    }

    /// `diagnosis`, which says it names no substitute past the first ``substitutedNameCount`` names unless
    /// `substituting`.
    private static func bounded(_ diagnosis: FontDiagnosis, substituting: Bool) -> FontDiagnosis {
        var diagnosis = diagnosis
        if !substituting { diagnosis.substituteUnnamedPast = substitutedNameCount }
        return diagnosis
    }

    /// A verdict of `severity` under `rule` that says `message`, suggesting `replacement`.
    private static func made(
        _ severity: LintFinding.Severity, _ rule: LintRule, _ message: String, replacement: String? = nil
    ) -> Verdict {
        Verdict(severity: severity, rule: rule, message: message, replacement: replacement)
    }

    /// A verdict of `severity` that reports `diagnosis` (in the words of `message` when given).
    private static func made(
        _ severity: LintFinding.Severity, _ diagnosis: FontDiagnosis, message: String? = nil
    ) -> Verdict {
        made(
            severity, rule(for: diagnosis.problem), message ?? diagnosis.description,
            replacement: replacement(in: diagnosis))
    }

    /// The verdict on a face's name (a PostScript name, or for `postScriptOrFamilyName` a family's name too).
    private func faceVerdict(
        on name: String, expected expectation: FontNameOccurrence.Expectation, language: SourceLanguage,
        substituting: Bool
    ) -> Verdict? {
        guard catalog.face(postScriptName: name) == nil else {
            let lacking = catalog.platforms(lacking: name)
            guard !lacking.isEmpty else { return nil }
            let having = catalog.platforms.filter { !lacking.contains($0) }
            return Self.made(
                .warning, .missingOnPlatform,
                "\(DisplayText.quoted(name)) is on \(DisplayText.list(having.map(DisplayText.escaped))), not on "
                    + "\(DisplayText.list(lacking.map(DisplayText.escaped))): UIFont(name:size:) gives nil there. "
                    + "Bundle the font with the app, or choose another face where it is missing.")
        }
        if expectation == .postScriptOrFamilyName, catalog.family(anyName: name) != nil {
            return familyPlatformVerdict(on: name, language: language)
        }
        guard let diagnosis = diagnose(postScriptName: name, substituting: substituting) else { return nil }
        let fallback: Bool
        switch diagnosis.problem {
        case .fullName, .familyName: fallback = expectation == .faceName
        default: fallback = false
        }
        var message = diagnosis.description
        if fallback { message += platformsSentence(reaching: diagnosis) }
        if language == .swift {
            message += typedSentence(for: diagnosis, replacement: Self.replacement(in: diagnosis))
        }
        return Self.made(fallback ? .warning : .error, diagnosis, message: message)
    }

    /// The verdict on a `local()` name, which a browser finds by a face's exact PostScript or full name.
    private func uniqueNameVerdict(on name: String, language: SourceLanguage, substituting: Bool) -> Verdict? {
        if catalog.face(postScriptName: name) != nil || catalog.face(fullName: name) != nil { return nil }
        guard let diagnosis = diagnose(postScriptName: name, substituting: substituting) else { return nil }
        // A browser finds local() faces by exact name: what fontconfig would substitute is no answer for it.
        let severity: LintFinding.Severity = if case .caseDiffers = diagnosis.problem { .warning } else { .error }
        var verdict = Self.made(severity, diagnosis, message: Self.rendererMessage(diagnosis, language: language))
        verdict.isNearMiss = Self.isNearMiss(diagnosis.problem, name: name)
        return verdict
    }

    /// The verdict on a family's name given with a weight, or a face's PostScript name in its place.
    private func weightedFamilyVerdict(on name: String, substituting: Bool) -> Verdict? {
        // A family is meant first: the platform finds it, then picks its face by weight.
        if catalog.family(cssName: name) != nil { return familyPlatformVerdict(on: name, language: .swift) }
        if catalog.face(postScriptName: name) != nil { return nil }
        guard let diagnosis = diagnose(familyName: name, substituting: substituting) else { return nil }
        switch diagnosis.problem {
        case .familySpelledDifferently, .faceNotFamily: return Self.made(.warning, diagnosis)
        default: return Self.made(.error, diagnosis)
        }
    }

    /// The verdict on an entry of a family list, as its renderer (a browser) finds families.
    private func familyNameVerdict(
        on name: String, language: SourceLanguage, listGeneric: GenericFamily?, substituting: Bool
    ) -> Verdict? {
        let isBrowser = [.css, .html].contains(language)
        if isBrowser, GenericFamilyName.appleKeywords.contains(FontCatalog.asciiFolded(name)) {
            return keywordVerdict(on: name)
        }
        guard let diagnosis = diagnose(familyName: name, substituting: substituting) else {
            return familyPlatformVerdict(on: name, language: language)
        }
        // A face that fontconfig's rules offer for the name (Liberation Sans for Arial) is what a browser draws.
        if isBrowser, catalog.browserSubstitute(forFamily: name) != nil { return nil }
        if case .familyNotInstalled(let suggestions) = diagnosis.problem {
            return unknownFamilyVerdict(
                on: name, suggestions: suggestions, diagnosis: diagnosis, language: language, listGeneric: listGeneric)
        }
        // The family list's renderer (a browser) maps what it lacks itself, not as fc-match does.
        let severity: LintFinding.Severity =
            if case .familySpelledDifferently = diagnosis.problem { .warning } else { .error }
        var verdict = Self.made(severity, diagnosis, message: Self.rendererMessage(diagnosis, language: language))
        verdict.isNearMiss = Self.isNearMiss(diagnosis.problem, name: name)
        return verdict
    }

    /// The warning for the family `name` where some of the run's platforms lack it, in the words of `language`;
    /// `nil` when every platform has it (or the run has one platform).
    private func familyPlatformVerdict(on name: String, language: SourceLanguage) -> Verdict? {
        let lacking = catalog.platforms(lackingFamily: name)
        guard !lacking.isEmpty else { return nil }
        let having = catalog.platforms.filter { !lacking.contains($0) }
        let remedy =
            switch language {
            case .css, .html, .designTokens:
                "Serve it as a web font (@font-face), or follow it with a family every platform has."
            case .swift, .objectiveC, .interfaceBuilder:
                "Bundle the font with the app, or choose another family where it is missing."
            }
        return Self.made(
            .warning, .missingOnPlatform,
            Self.familyLead
                + "\(DisplayText.quoted(name)) is on \(DisplayText.list(having.map(DisplayText.escaped))), not "
                + "on \(DisplayText.list(lacking.map(DisplayText.escaped))): no face of it is there. " + remedy)
    }

    /// How a `missing-on-platform` finding about a family's name begins, where one about a face's name begins with
    /// the name: `#if` branches judge the one by ``FontCatalog/platforms(lackingFamily:)``, the other by
    /// ``FontCatalog/platforms(lacking:)``.
    static let familyLead = "The family "

    /// For a family's or a face's full name that a platform's fallback finds (`diagnosis`), the sentence naming the
    /// run's platforms that lack what it finds, or an empty string when every platform has it.
    private func platformsSentence(reaching diagnosis: FontDiagnosis) -> String {
        let lacking: [String]
        switch diagnosis.problem {
        case .familyName(let family, _): lacking = catalog.platforms(lackingFamily: family)
        case .fullName(let postScriptName): lacking = catalog.platforms(lacking: postScriptName)
        default: return ""
        }
        guard !lacking.isEmpty else { return "" }
        let having = catalog.platforms.filter { !lacking.contains($0) }
        return " It is on \(DisplayText.list(having.map(DisplayText.escaped))), not on "
            + "\(DisplayText.list(lacking.map(DisplayText.escaped))): there the fallback finds nothing."
    }

    /// The verdict on a system-font keyword of Apple's platforms (`-apple-system`, `ui-monospace`): none where an
    /// Apple platform's list is in the catalog, else a family a browser here does not have, as Chromium on Linux takes
    /// it. A list it stands in is judged as any other: when nothing else resolves, nothing is drawn from it.
    private func keywordVerdict(on name: String) -> Verdict? {
        guard !Self.isAppleTarget(catalog) else { return nil }
        return Verdict(
            severity: .error, rule: .unknownFamily,
            message: "\(DisplayText.quoted(name)) is a system-font keyword of Apple's platforms, which a browser here "
                + "takes for a family name it does not have.",
            replacement: nil, isNearMiss: false)
    }

    /// The verdict on a family name that no installed family has: a typo of a web font the style sheets declare, a
    /// name one word from exactly one installed family (or one word short of several that each add a word to it), a
    /// family of Apple's platforms (named with the built-in lists that have it), or the nearest installed families
    /// that are plausible for it (see ``plausible(_:for:in:)``).
    private func unknownFamilyVerdict(
        on name: String, suggestions: [String], diagnosis: FontDiagnosis, language: SourceLanguage,
        listGeneric: GenericFamily?
    ) -> Verdict {
        if let webFont = nearestWebFont(to: name) {
            let shown = DisplayText.quoted(webFont)
            return Verdict(
                severity: .error, rule: .unknownFamily,
                message: "\(DisplayText.quoted(name)) is not an installed family nor a web font the style sheets "
                    + "declare, but \(shown) is declared with @font-face: write \(shown).",
                replacement: webFont, isNearMiss: true)
        }
        // One family a word away, or several that are each the name and one word more (`Noto Sans CJK` for `Noto
        // Sans CJK JP` and `Noto Sans CJK KR`: one family split by language).
        let words = Self.words(of: name)
        // An icon font is no neighbour of an entry of a list that ends in a text family's generic family.
        let neighbours = catalog.families(oneWordFrom: name).filter {
            listGeneric == nil || !catalog.isIconFamily($0)
        }.map(\.name)
        let isNeighbourMiss =
            neighbours.count == 1
            || (neighbours.count > 1
                && neighbours.allSatisfy { family in
                    let more = Self.words(of: family)
                    return more.count == words.count + 1 && Array(more.prefix(words.count)) == words
                })
        var kept = suggestions.filter { plausible($0, for: name, in: listGeneric) }
        // A typo of the nearest family comes first (`Avenir Nxt` is `Avenir Next`, not `Avenir` with a word more).
        let isTypo = Self.isNearMiss(.familyNotInstalled(suggestions: kept), name: name)
        if isNeighbourMiss, !isTypo { kept = neighbours + kept.filter { !neighbours.contains($0) } }
        if !isNeighbourMiss, catalog.platforms.isEmpty {
            let having = platformsHaving(name)
            if !having.isEmpty {
                return Verdict(
                    severity: .error, rule: .unknownFamily,
                    message: "\(DisplayText.quoted(name)) is not an installed family: it is a font of "
                        + "\(DisplayText.list(having.map(DisplayText.escaped))) (the built-in platform lists), "
                        + ([.css, .html].contains(language)
                            ? "where a browser draws it; a browser here does not have it."
                            : "where it is installed; this machine does not have it."),
                    replacement: nil, isNearMiss: false)
            }
        }
        var shown = FontDiagnosis(
            name: name, problem: .familyNotInstalled(suggestions: Array(kept.prefix(3))),
            substitute: diagnosis.substitute, substituteRequest: diagnosis.substituteRequest,
            platforms: diagnosis.platforms, otherFonts: diagnosis.otherFonts)
        shown.substituteUnnamedPast = diagnosis.substituteUnnamedPast
        var verdict = Self.made(.error, shown, message: Self.rendererMessage(shown, language: language))
        verdict.isNearMiss = isTypo || isNeighbourMiss
        return verdict
    }

    /// The web font the style sheets declare that `name` misspells (within the edit distance of a near miss, see
    /// ``isNearMiss(_:name:)``, or one word from it), nearest first; `nil` when none is near.
    private func nearestWebFont(to name: String) -> String? {
        let folded = Array(FontCatalog.asciiFolded(name))
        let words = Self.words(of: name)
        let near = webFonts.compactMap { webFont -> (distance: Int, name: String)? in
            let other = Array(FontCatalog.asciiFolded(webFont))
            let distance = EditDistance.between(folded, other)
            if distance <= (other.count >= 16 ? 2 : 1) { return (distance, webFont) }
            return FontCatalog.differByOneRun(words, Self.words(of: webFont)) ? (other.count, webFont) : nil
        }
        return near.min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// Whether the installed family `suggestion` is a plausible suggestion for the family name `name` in a list that
    /// ends in `listGeneric`: it shares a word with it or is a near miss of it (see ``isNearMiss(_:name:)``), an icon
    /// font only for a near miss, and a family fontconfig's rules class as another generic family than the list's
    /// never — not `Material Icons` for `Arial`, nor `Liberation Mono` for `"Liberation Serif", serif`.
    func plausible(_ suggestion: String, for name: String, in listGeneric: GenericFamily? = nil) -> Bool {
        let folded = Array(FontCatalog.asciiFolded(suggestion))
        let isNear =
            EditDistance.between(Array(FontCatalog.asciiFolded(name)), folded) <= (folded.count >= 16 ? 2 : 1)
        if isNear { return true }
        guard let family = catalog.family(cssName: suggestion), !catalog.isIconFamily(family) else { return false }
        if let listGeneric, let generic = catalog.genericClass(of: family), generic != listGeneric { return false }
        return !Set(Self.words(of: name)).isDisjoint(with: Self.words(of: suggestion))
    }

    /// The words of a family name, lowercased: its runs of letters and digits.
    static func words(of name: String) -> [String] {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The platforms and versions whose built-in lists have a family named `name` (ignoring ASCII case): `iOS 18`.
    private func platformsHaving(_ name: String) -> [String] {
        let folded = FontCatalog.asciiFolded(name)
        return Self.builtInFamilies.filter { $0.families.contains(folded) }.map(\.platform)
    }

    /// Each built-in platform list as `iOS 18` with its families' names, ASCII letters lowercased: read once.
    private static let builtInFamilies: [(platform: String, families: Set<String>)] = BuiltInPlatformFontList.all.map {
        list in
        ("\(list.platform) \(list.osVersion)", Set(list.fontList.faces.map { FontCatalog.asciiFolded($0.family) }))
    }

    /// The verdict on a name given to `family(named:)`, which takes a family's primary name exactly.
    private func primaryFamilyVerdict(on name: String, substituting: Bool) -> Verdict? {
        guard catalog.family(named: name) == nil else { return nil }
        guard let family = catalog.family(cssName: name) ?? catalog.family(anyName: name) else {
            // Not a family name in any spelling: the diagnosis of a family name says what is near.
            guard let diagnosis = diagnose(familyName: name, substituting: substituting) else { return nil }
            return Self.made(.error, diagnosis)
        }
        let shown = DisplayText.quoted(family.name)
        let message =
            family.names.contains { $0.name == name }
            ? "\(DisplayText.quoted(name)) is another name of the family \(shown), but family(named:) takes its "
                + "primary name exactly: write \(shown)."
            : "\(DisplayText.quoted(name)) is not the name of an installed family, but \(shown) is: family(named:) "
                + "compares names exactly, so write \(shown)."
        return Self.made(.error, .primaryFamilyName, message, replacement: family.name)
    }

    /// What the finding for a weight that `family` has no face of says, naming the face that `matching` (CSS
    /// matching, or the weight matching of a platform's font API) draws instead, or `nil` when it has one (or a
    /// variable font of it covers the weight).
    func weightMessage(
        _ weight: FontWeight, written: String, in family: FontCatalog.Family, matching: String = "CSS matching"
    ) -> String? {
        guard !family.faces.contains(where: { $0.weight == weight }) else { return nil }
        let covered = catalog.variableFonts.contains { font in
            font.family == family.name
                && font.axes.contains { $0.tag == .weight && $0.range.contains(weight.value) }
        }
        guard !covered, let drawn = FontMatcher.bestMatch(in: family.faces, weight: weight) else { return nil }
        let weights = Set(family.faces.map(\.weight)).sorted().map(\.description)
        let spelled = written == weight.description ? "" : " (\(DisplayText.quoted(written)))"
        return "\(DisplayText.escaped(family.name)) has no face of weight \(weight)\(spelled): "
            + "\(matching) draws \(DisplayText.escaped(drawn.postScriptName)) (\(drawn.weight)) instead. It has "
            + "\(DisplayText.list(weights)); write one of those or "
            + FontDiagnosis.remedy(getting: "the missing face", platforms: catalog.platforms) + "."
            + (family.faces.contains(where: catalog.hasDerivedTraits)
                ? " Its weights are derived from its PostScript names: the list gave names only." : "")
    }

    /// The diagnosis as a message for a name in `language`: for the names a style sheet, a page or a design token
    /// gives, without what fontconfig would substitute, which is not what their renderer draws.
    static func rendererMessage(_ diagnosis: FontDiagnosis, language: SourceLanguage) -> String {
        guard language != .swift else { return diagnosis.description }
        if case .appleSystemFont(let design) = diagnosis.problem, [.css, .html, .designTokens].contains(language) {
            // A browser reaches Apple's system fonts by keyword alone, never by their names.
            return "\(DisplayText.quoted(diagnosis.name)) names \(design.fontName), which browsers reach by a "
                + "keyword, never by this name: write \(design.cssKeyword)"
                + (design == .standard ? " (or -apple-system for older Safari)." : ".")
        }
        return FontDiagnosis(
            name: diagnosis.name, problem: diagnosis.problem, substitute: nil, platforms: diagnosis.platforms,
            otherFonts: diagnosis.otherFonts
        ).description
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
    /// installed family (a `local()` face) or a family a browser here draws as a face fontconfig's rules offer for it
    /// (``FontCatalog/browserSubstitute(forFamily:)``), and with an Apple platform's font list in the catalog, an
    /// Apple system-font keyword (`-apple-system`, `BlinkMacSystemFont`, `ui-monospace`), which Safari reaches there;
    /// `nil` when none does.
    func reachedIndex(in stack: FontStack) -> Int? {
        let appleTarget = Self.isAppleTarget(catalog)
        return stack.entries.firstIndex { entry in
            switch entry.kind {
            case .generic, .webFont, .url: true
            case .platformKeyword: appleTarget
            case .unknown: false
            case .family:
                // A family some of the run's platforms lack is not reached there: the entries after it are.
                (catalog.family(cssName: entry.name) != nil
                    || (stack.reader == .browser && catalog.browserSubstitute(forFamily: entry.name) != nil))
                    && catalog.platforms(lackingFamily: entry.name).isEmpty
            case .local: catalog.face(postScriptName: entry.name) != nil || catalog.face(fullName: entry.name) != nil
            }
        }
    }

    /// The platforms whose font lists make a catalog an Apple target, as a list names them (`iOS 18.2`).
    static let applePlatforms = ["iOS", "iPadOS", "macOS", "Mac Catalyst", "tvOS", "watchOS", "visionOS"]

    /// Whether `catalog` holds the font list of an Apple platform, where the system-font keywords reach a face.
    static func isAppleTarget(_ catalog: FontCatalog) -> Bool {
        catalog.platforms.contains { platform in
            applePlatforms.contains { platform == $0 || platform.hasPrefix($0 + " ") }
        }
    }

    /// A family list as the report gives it, with the entry reached on this machine.
    func familyList(_ list: ScannedFamilyList, path: String) -> LintReport.FamilyList {
        let reached = reachedIndex(in: list.stack)
        let family = reached.flatMap { index -> String? in
            let entry = list.stack.entries[index]
            guard entry.kind == .family else { return nil }
            return catalog.family(cssName: entry.name)?.name ?? catalog.browserSubstitute(forFamily: entry.name)?.family
        }
        return LintReport.FamilyList(
            path: path, line: list.line, column: list.column, context: list.context,
            entries: list.stack.entries.map { LintReport.FamilyList.Entry(name: $0.name, kind: $0.kind.rawValue) },
            reached: reached, reachedFamily: family)
    }

    /// The verdict on an entry of `stack` that comes before the entry `reached` (or in a list where nothing
    /// resolves): a near miss is an error, a far-off name before a working fallback a note, and every entry of a
    /// list that nothing resolves an error; the message says where the renderer goes on.
    static func stackVerdict(
        _ verdict: Verdict, in stack: FontStack, reached: Int?, isNote: Bool
    ) -> Verdict {
        guard !isNote else { return verdict }
        var message = verdict.message
        if verdict.rule == .missingOnPlatform {
            // Drawn where the platform has it; where not, the renderer reads on.
            switch stack.reader {
            case .browser: message += " Where it is missing, the browser goes on to the next entry of the list."
            case .designToken: message += " Where it is missing, the list goes on to its next entry."
            }
            if let use = stack.use { message += " The list is the custom property used by \(use)." }
            return Verdict(
                severity: .warning, rule: verdict.rule, message: message, replacement: verdict.replacement,
                isNearMiss: verdict.isNearMiss)
        }
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
    func typedSentence(for diagnosis: FontDiagnosis, replacement: String?) -> String {
        guard let replacement, let typed = typedValue(of: replacement) else { return "" }
        if case .notInstalled = diagnosis.problem { return " Nearest typed value: \(typed)." }
        return " Typed value: \(typed)."
    }

    /// The typed value of the face named `postScriptName` (or one of its aliases).
    func typedValue(of postScriptName: String) -> String? {
        typedValues[postScriptName]
            ?? catalog.face(postScriptName: postScriptName).flatMap {
                typedValues[$0.postScriptName]
            }
    }

    /// The name the diagnosis says to write: the installed face or family it knows was meant, or the nearest
    /// installed name it lists first.
    static func replacement(in diagnosis: FontDiagnosis) -> String? {
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
    static func rule(for problem: FontDiagnosis.Problem) -> LintRule {
        switch problem {
        case .notInstalled: .unknownName
        case .appleSystemFont: .hiddenSystemFont
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
    static func notCheckableMessage(reason: String, language: SourceLanguage) -> String {
        switch language {
        case .swift:
            return "The font name cannot be checked: \(reason). Write the name as a string literal, or pass the "
                + "rawValue of a typed value from the enums fontfamily-dump prints."
        case .objectiveC:
            return "The font name cannot be checked: \(reason). Write the name as a string literal where the font is "
                + "made."
        case .interfaceBuilder, .css, .html:
            return "The font family cannot be checked: \(reason). The lint checks family names written out in the "
                + "style sheet."
        case .designTokens:
            return "The font family cannot be checked: \(reason). Define the token in a design-tokens file the lint "
                + "reads, or write the family out."
        }
    }
}
