import FontFamilyCatalog

/// One run of ``FontNameLinter/lint(paths:)``, phase by phase: collect the files and read the web sources (their
/// `@font-face` families and custom properties are known before any of them is checked), follow the Swift files'
/// declarations, scan each file, judge each name, check the app's fonts against its `Info.plist` files, and report
/// what the suppression comments leave. The first two phases need no catalog: they run while it loads
/// (``FontNameLinter/prepare(paths:)``); the others are given the linter.
struct LintRun {
    /// Where a finding is and its rule: a literal a constant holds gives one finding of a rule, however often it
    /// is used.
    struct ReportedPlace: Hashable {
        /// The file of the literal.
        let path: String
        /// The line of the literal.
        let line: Int
        /// The column of the literal.
        let column: Int
        /// The rule's identifier.
        let rule: String

        /// The place and rule of `finding`.
        init(_ finding: LintFinding) {
            (path, line, column, rule) = (finding.path, finding.line, finding.column, finding.rule.id)
        }
    }

    /// A scan of one file: what ``FontNameLinter/Scan`` found, by the file's index in the walk.
    struct ScannedFile {
        /// The file's index in the walk.
        var index: Int
        /// The names, in source order.
        var occurrences: [FontNameOccurrence]
        /// The fallback list each name that stands in one stands in, by the name's index.
        var stacks: [Int: FontStackPosition]
    }

    /// The Swift files' scans and the declarations they hold, by which names are followed.
    struct Followed {
        /// The scans of the Swift files a lint needs (``FontNameLinter/swiftScans(of:in:)``), by file index.
        var scans: [Int: SwiftFontNameScanner.Scan]
        /// The declarations of those scans.
        var symbols: SwiftSymbolTable
    }

    let walk: SourceTree.Walk
    /// Each path's first index in the walk, for the file a finding sits in.
    let fileIndices: [String: Int]
    /// The findings by the file they sit in: a followed name's literal, a custom property's definition.
    var findingsByFile: [[LintFinding]]
    /// What the walk and the reading passed over: links to nothing, files that vanished.
    var passedOver: [LintReport.PassedOver]
    /// The files that vanished between the walk and their reading.
    var vanished: Set<Int> = []
    /// The text of each file read, by index.
    var texts: [Int: String] = [:]
    /// The comments of each file that may be suppression comments, by index.
    var commentsByFile: [Int: [SourceComment]] = [:]
    /// The style sheets and pages, read, with their collectors.
    var styles: [Int: (text: String, collector: CSSFontNameCollector)] = [:]
    /// The families the style sheets and pages declare with `@font-face`.
    var declaredFamilies: Set<String> = []
    /// Those families as first written, in the order the files declare them: what a name that is neither installed
    /// nor declared may have been meant to be (``FontNameLinter/webFonts``).
    var webFonts: [String] = []
    /// The custom properties every style sheet and page defines and uses.
    var properties = CSSFontNameCollector.CustomProperties()
    /// The design-tokens files, read, with their indices: an alias may name another file's token.
    var tokenFiles: [Int: (text: String, index: DesignTokenIndex)] = [:]
    /// The Objective-C files, read, by index.
    var objectiveCTexts: [Int: String] = [:]
    /// The string constants the Objective-C files define, each defined in one file only: a font call of another file
    /// (through an `extern` declaration) is followed to it.
    var objectiveCConstants: [String: ObjectiveCFontNameScanner.Constant] = [:]
    var familyLists: [LintReport.FamilyList] = []
    var fileCount = 0
    var nameCount = 0
    var verdicts = FontNameLinter.VerdictCache()
    /// The places and rules of the findings at literals that constants hold, already reported for a use.
    var followedPlaces: Set<ReportedPlace> = []
    /// The faces the code names, for the check of the fonts an `Info.plist` lists; only when there is one.
    var uses: [AppFontCheck.Use]?
    /// The first call that registers fonts in code: the app's bundled fonts then need no `UIAppFonts` entry.
    var registration: FontRegistrationCall?
    /// Findings at an `Info.plist` entry or a font file, which sit in no linted source file.
    var listFindings: [LintFinding] = []

    /// Collect: the files at or below `paths`, and the style sheets, pages and design tokens among them read.
    init(paths: [String]) throws(LintError) {
        walk = try SourceTree.walk(paths)
        var indices: [String: Int] = [:]
        for (index, file) in walk.files.enumerated() where indices[file.path] == nil { indices[file.path] = index }
        fileIndices = indices
        findingsByFile = Array(repeating: [], count: walk.files.count)
        passedOver = walk.passedOver
        uses = walk.propertyLists.isEmpty ? nil : []
        try readStyles()
        try readTokens()
        try readObjectiveC()
    }

    /// The text of file `index`, with its encoding note, or `nil` when it vanished since the walk (then passed
    /// over with a note).
    mutating func read(_ index: Int) throws(LintError) -> String? {
        accept(try FontNameLinter.read(walk.files[index]), of: index)
    }

    /// The text of file `index` as `source` read it, with its encoding note, or `nil` when it vanished since the walk
    /// (then passed over with a note).
    private mutating func accept(_ source: SourceText?, of index: Int) -> String? {
        let file = walk.files[index]
        guard let source else {
            vanished.insert(index)
            passedOver.append(LintReport.PassedOver(path: file.path, kind: "a file that vanished"))
            return nil
        }
        if let note = source.note(path: file.path) { findingsByFile[index].append(note) }
        return source.text
    }

    /// Reads the style sheets and pages: the web fonts they declare and the custom properties they define.
    private mutating func readStyles() throws(LintError) {
        for (index, file) in walk.files.enumerated() where file.language == .css || file.language == .html {
            guard let text = try read(index) else { continue }
            let collector =
                file.language == .css
                ? CSSFontNameScanner.collector(for: text) : HTMLFontNameScanner.collector(for: text)
            for name in collector.declaredFamilyNames where !webFonts.contains(name) { webFonts.append(name) }
            declaredFamilies.formUnion(collector.declaredFamilies)
            properties.defined.formUnion(collector.definedProperties)
            for use in collector.propertyUses(in: text, path: file.path) {
                properties.uses[use.name, default: []].append(use.place)
            }
            styles[index] = (text, collector)
        }
    }

    /// Reads the tokens of every design-tokens file.
    private mutating func readTokens() throws(LintError) {
        for (index, file) in walk.files.enumerated() where file.language == .designTokens {
            guard let text = try read(index) else { continue }
            if let tokens = DesignTokenScanner.index(of: text) { tokenFiles[index] = (text, tokens) }
        }
    }

    /// Reads the Objective-C files and the string constants they define; a name defined in two files is left out.
    private mutating func readObjectiveC() throws(LintError) {
        var definitions: [String: Int] = [:]
        for (index, file) in walk.files.enumerated() where file.language == .objectiveC {
            guard let text = try read(index) else { continue }
            objectiveCTexts[index] = text
            for (name, constant) in ObjectiveCFontNameScanner.constants(in: text, path: file.path) {
                definitions[name, default: 0] += 1
                objectiveCConstants[name] = constant
            }
        }
        objectiveCConstants = objectiveCConstants.filter { definitions[$0.key] == 1 }
    }

    /// Follow: reads the Swift files and scans those a lint needs, with the declarations names are followed through.
    mutating func follow() throws(LintError) -> Followed {
        // Read on every core, taken in the files' order: the first file that cannot be read stops the run, as when
        // they are read one by one.
        let swift = walk.files.indices.filter { walk.files[$0].language == .swift }
        let files = walk.files
        let sources = ConcurrentWork.map(swift) { index in
            Result { () throws(LintError) in try FontNameLinter.read(files[index]) }
        }
        for (index, source) in zip(swift, sources) { texts[index] = accept(try source.get(), of: index) }
        let scans = FontNameLinter.swiftScans(of: texts, in: walk.files)
        return Followed(scans: scans, symbols: SwiftSymbolTable(scans: scans.keys.sorted().compactMap { scans[$0] }))
    }

    /// Scan: the names of every file, each by its language's scanner (the Swift files' scans are `followed`'s), the
    /// family lists judged by `linter`.
    mutating func scan(_ followed: Followed, linter: FontNameLinter) throws(LintError) -> [ScannedFile] {
        var scanned: [ScannedFile] = []
        for (index, file) in walk.files.enumerated() where !vanished.contains(index) {
            guard let scan = try scan(index, followed: followed, linter: linter) else { continue }
            switch scan {
            case .names(let occurrences, let comments, let stacks):
                if !comments.isEmpty { commentsByFile[index] = comments }
                fileCount += 1
                scanned.append(ScannedFile(index: index, occurrences: occurrences, stacks: stacks))
            case .invalidTokens(let finding):
                fileCount += 1
                findingsByFile[index].append(finding)
            case .noTokens:
                if file.isExplicit { throw LintError(path: file.path, problem: .notDesignTokens) }
            }
        }
        return scanned
    }

    /// The scan of file `index`, or `nil` when it vanished before it was read.
    private mutating func scan(
        _ index: Int, followed: Followed, linter: FontNameLinter
    ) throws(LintError) -> FontNameLinter.Scan? {
        let file = walk.files[index]
        if let style = styles[index] {
            texts[index] = style.text
            let scanned = style.collector.scanned(
                in: style.text, declaredElsewhere: declaredFamilies, properties: properties)
            familyLists += scanned.lists.map { linter.familyList($0, path: file.path) }
            return .names(scanned.occurrences, comments: style.collector.comments, stacks: scanned.stacks)
        }
        if let tokens = tokenFiles[index] {
            texts[index] = tokens.text
            let others = tokenFiles.keys.sorted().filter { $0 != index }.compactMap { tokenFiles[$0]?.index }
            return FontNameLinter.scan(tokens.text, language: file.language, path: file.path, otherTokenFiles: others)
        }
        if let text = objectiveCTexts[index] {
            texts[index] = text
            return FontNameLinter.scan(
                text, language: file.language, path: file.path, objectiveCConstants: objectiveCConstants)
        }
        if let swift = followed.scans[index] {
            findingsByFile[index] += swift.notes
            return .names(swift.occurrences, comments: swift.comments)
        }
        // A Swift file not scanned has no trigger word, and no name a scanned file refers to.
        if file.language == .swift { return .names([], comments: []) }
        guard let text = try read(index) else { return nil }
        texts[index] = text
        return FontNameLinter.scan(text, language: file.language, path: file.path)
    }

    /// Judge: the findings for every name scanned, and for the raw values of the `FontName` enums the Swift files
    /// declare; the faces the code names and the first registration call, for the app-font check.
    mutating func judge(_ scanned: [ScannedFile], followed: Followed, linter: FontNameLinter) {
        let symbols = followed.symbols
        // The app's functions that pass a name on and have a caller: their bodies' calls give no note, their callers'
        // names are checked.
        let called = followed.scans.values.reduce(into: Set<SwiftFontWrapper>()) { $0.formUnion($1.calledWrappers) }
        // The different names written out at calls, checked ahead on every core a batch of occurrences at a time; the
        // loop finds them cached. How many occurrences, counted over the files in order, are checked ahead and seen.
        var checkedThrough = 0
        var seen = 0
        for (fileNumber, file) in scanned.enumerated() {
            let swift = followed.scans[file.index]
            let source = walk.files[file.index]
            noteAppFontUses(of: file, symbols: symbols, linter: linter)
            // A weight chained on a Swift call is checked with the call's name, not counted as a name of its own.
            nameCount += file.occurrences.count { if case .swiftWeight = $0.expectation { false } else { true } }
            // Room for a finding a name, at once: a file of many findings is never copied to grow (the room no finding
            // reaches is never touched).
            findingsByFile[file.index].reserveCapacity(findingsByFile[file.index].count + file.occurrences.count)
            for position in file.occurrences.indices {
                if seen == checkedThrough {
                    linter.checkAhead(
                        checkedNames(in: scanned, from: fileNumber, position, count: FontNameLinter.verdictBatchSize),
                        verdicts: &verdicts)
                    checkedThrough += FontNameLinter.verdictBatchSize
                }
                seen += 1
                let occurrence = file.occurrences[position]
                for finding in linter.findings(
                    for: occurrence, in: file.stacks[position], language: source.language,
                    path: source.path, symbols: symbols, verdicts: &verdicts)
                where finding.rule != .dynamicName || swift?.keepsNote(at: position, called: called) ?? true {
                    // A literal a constant holds is reported once, naming its first use, however often it is used.
                    // (An Objective-C constant's occurrence stands at its literal, and names its use apart.)
                    let isAtUse =
                        occurrence.use == nil && finding.path == source.path && finding.line == occurrence.line
                        && finding.column == occurrence.column
                    guard isAtUse || followedPlaces.insert(ReportedPlace(finding)).inserted else { continue }
                    findingsByFile[fileIndices[finding.path] ?? file.index].append(finding)
                }
            }
        }
        nameCount += symbols.fontNameEnumerations.reduce(0) { $0 + $1.enumeration.cases.count }
        for finding in linter.fontNameEnumFindings(symbols, verdicts: &verdicts) {
            findingsByFile[fileIndices[finding.path] ?? 0].append(finding)
        }
    }

    /// The names written out at calls outside lists of the `count` occurrences of `scanned` from the one at `position`
    /// of file `fileNumber` on, over the files after it as far as they go: what the judge checks ahead.
    private func checkedNames(
        in scanned: [ScannedFile], from fileNumber: Int, _ position: Int, count: Int
    ) -> [FontNameLinter.VerdictKey] {
        var keys: [FontNameLinter.VerdictKey] = []
        var left = count
        var start = position
        for file in scanned[fileNumber...] {
            let language = walk.files[file.index].language
            for position in file.occurrences.indices.dropFirst(start).prefix(left) {
                let occurrence = file.occurrences[position]
                guard file.stacks[position] == nil, case .literal(let name) = occurrence.value, !name.isEmpty
                else { continue }
                keys.append(
                    FontNameLinter.VerdictKey(name: name, expectation: occurrence.expectation, language: language))
            }
            left -= max(0, file.occurrences.count - start)
            start = 0
            if left <= 0 { break }
        }
        return keys
    }

    /// Records the faces `file` names and whether it registers fonts in code, when an `Info.plist` is linted.
    private mutating func noteAppFontUses(of file: ScannedFile, symbols: SwiftSymbolTable, linter: FontNameLinter) {
        guard uses != nil else { return }
        let source = walk.files[file.index]
        if registration == nil, let text = texts[file.index] {
            registration = FontRegistrationCall.first(in: text, language: source.language, path: source.path)
        }
        if [.swift, .objectiveC, .interfaceBuilder].contains(source.language) {
            uses? += linter.faceUses(of: file.occurrences, path: source.path, symbols: symbols)
        }
    }

    /// App fonts: the fonts every `Info.plist` lists, against the fonts the code names and the font files there.
    mutating func checkAppFonts(catalog: FontCatalog) throws(LintError) {
        guard let uses else { return }
        var lists: [InfoPlistFonts] = []
        for path in walk.propertyLists { lists.append(try InfoPlistFonts.read(path)) }
        fileCount += lists.count
        let check = AppFontCheck(
            lists: lists, resources: walk.resources, catalog: catalog, registration: registration)
        for finding in check.findings(uses: uses) {
            // A finding at a use goes with its file, where a suppression comment may hide it.
            if let index = fileIndices[finding.path] {
                findingsByFile[index].append(finding)
            } else {
                listFindings.append(finding)
            }
        }
    }

    /// Suppress and report: each file's findings in source order, checked against its `#if` branch's platforms,
    /// less those its suppression comments hide; then the findings at `Info.plist` entries.
    /// Each file's findings are moved out of ``findingsByFile`` as they are reported: a file of many findings is
    /// held once, not once per step.
    mutating func report(linter: FontNameLinter) -> LintReport {
        var findings: [LintFinding] = []
        let total = findingsByFile.reduce(listFindings.count) { $0 + $1.count }
        var suppressedCount = 0
        for (index, file) in walk.files.enumerated()
        where !findingsByFile[index].isEmpty || commentsByFile[index] != nil {
            let text = texts[index] ?? ""
            let fileFindings = findingsByFile[index]
            findingsByFile[index] = []
            let kept = FontNameLinter.unsuppressed(
                linter.branchChecked(FontNameLinter.inSourceOrder(fileFindings), in: text),
                comments: commentsByFile[index] ?? [], in: text, path: file.path)
            suppressedCount += kept.suppressed
            if findings.isEmpty && kept.findings.count == total {
                // The only file with findings: its list is the report's, not copied.
                findings = kept.findings
            } else {
                findings.reserveCapacity(total)
                findings += kept.findings
            }
        }
        findings += listFindings
        return LintReport(
            findings: findings, fileCount: fileCount, nameCount: nameCount, passedOver: passedOver,
            suppressedCount: suppressedCount, familyLists: familyLists)
    }
}
