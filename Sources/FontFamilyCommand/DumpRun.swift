package import CommandLineOptions
import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilyKit
import FontFamilyLint

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import CMalloc
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// One run of `fontfamily-dump`: what it prints and the exit status, written out only at the end so that a failing
/// run never leaves half its output on standard output — except a JSON listing, which goes out as it is written once
/// nothing can fail any more.
package struct DumpRun {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    /// The catalog the run loaded, kept until the process exits: the operating system takes its memory back at once,
    /// where releasing thousands of faces one by one would be a noticeable part of a short run.
    private var loadedCatalog: FontCatalog?

    /// A run that has not started.
    package init() {}

    /// Runs the command line and returns its exit status: 0 found, 1 nothing found, 2 usage or input error (its
    /// message, followed by a pointer to `--help` for a mistake on the command line).
    package mutating func execute(arguments: Result<[String], UsageError>) -> Int32 {
        do {
            return try run(DumpOptions.parse(try arguments.get()))
        } catch let error as UsageError {
            standardOutput = ""
            warn("\(error)\nRun 'fontfamily-dump --help' for usage.")
            return 2
        } catch {
            standardOutput = ""
            warn("\(error)")
            return 2
        }
    }

    /// Writes what the run printed, straight from the strings' storage: a dump of every family is megabytes.
    package func flush() {
        for (descriptor, text) in [(STDOUT_FILENO, standardOutput), (STDERR_FILENO, standardError)] {
            var text = text
            text.withUTF8 { Self.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        }
    }

    /// Writes `text` to standard output and empties it, keeping its room.
    private static func writeOut(_ text: inout String) {
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
        text.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to the file descriptor `descriptor` where they lie, all of them unless writing fails.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let start = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, start + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    private mutating func warn(_ message: String) {
        standardError += "fontfamily-dump: " + message + "\n"
    }

    private mutating func run(_ options: DumpOptions) throws -> Int32 {
        switch options.mode {
        case .help:
            standardOutput = DumpOptions.command.help
            return 0
        case .version:
            standardOutput = (DumpOptions.command.version ?? "") + "\n"
            return 0
        case .dump(let substring):
            return try dump(substring, options)
        case .sizes:
            return try sizes(options)
        case .icons(let metadata):
            return try icons(metadata, options)
        case .iconsFromFont(let name):
            return try iconsFromFont(name, options)
        case .check(let names):
            return try check(names, options)
        case .lint(let paths):
            return try lint(paths, options)
        }
    }

    private mutating func catalog(_ options: DumpOptions) throws -> FontCatalog {
        accept(try Self.loadCatalog(options, lists: try Self.platformLists(options)), options)
    }

    /// The platform font lists `options` name, every one read before any font is listed: a bad list stops the run
    /// with nothing half-loaded.
    private static func platformLists(_ options: DumpOptions) throws -> [PlatformFontList] {
        if options.only, options.fontDirectories.isEmpty, options.platformFontLists.isEmpty, options.platforms.isEmpty {
            throw UsageError(
                "option '--only' needs at least one '--fonts DIR', '--platform-fonts FILE' or '--platform NAME'")
        }
        var lists: [PlatformFontList] = []
        for name in options.platforms { lists.append(try BuiltInPlatformFontList.named(name).fontList) }
        for path in options.platformFontLists { lists.append(try PlatformFontList(contentsOf: path)) }
        return lists
    }

    /// The catalog of the font directories `options` name, with the system's fonts unless `--only`, and `lists`.
    private static func loadCatalog(_ options: DumpOptions, lists: [PlatformFontList]) throws -> FontCatalog {
        lists.isEmpty
            ? try FontCatalog(fonts: options.fontDirectories, includingSystemFonts: !options.only)
            : try FontCatalog(
                fonts: options.fontDirectories, platformFontLists: lists, includingSystemFonts: !options.only)
    }

    /// `catalog`, loaded for `options`, with a warning for each font directory that holds no font and each file
    /// skipped; kept until the process exits.
    private mutating func accept(_ catalog: FontCatalog, _ options: DumpOptions) -> FontCatalog {
        if !catalog.isEmpty {
            for path in options.fontDirectories where !catalog.holdsFonts(in: path) {
                warn("warning: \(DisplayText.quoted(path, limit: nil)) holds no font that fontconfig can read")
            }
        }
        for skipped in catalog.skippedFiles {
            warn("warning: skipped '\(skipped.location)': \(skipped.reason)")
        }
        loadedCatalog = catalog
        return catalog
    }

    private mutating func dump(_ substring: String?, _ options: DumpOptions) throws -> Int32 {
        let catalog = try catalog(options)
        let families =
            substring.map(options.exact ? catalog.families(named:) : catalog.families(containing:)) ?? catalog.families
        guard !families.isEmpty else {
            warn(Self.nothingFound(substring, exact: options.exact, in: catalog, options: options))
            return 1
        }
        if options.json, options.specimen == nil, options.output.map({ $0 == "-" }) ?? true, standardOutput.isEmpty {
            // Straight to standard output as it is written: nothing can fail once the families are known, and the
            // listing of a whole catalog is megabytes that need not sit in memory twice.
            JSONRenderer.writeJSON(for: families, variableFonts: catalog.variableFonts, copies: catalog) {
                Self.writeAll($0, to: STDOUT_FILENO)
            }
            return 0
        }
        let text: String
        if options.specimen != nil {
            try Self.requireFiles(families.flatMap(\.faces), in: catalog)
            text = catalog.specimen(of: families)
        } else if options.json {
            text = JSONRenderer.json(for: families, variableFonts: catalog.variableFonts, copies: catalog)
        } else if options.family {
            text = DescriptorDumpRenderer.source(
                for: families, variableFonts: catalog.variableFonts, access: options.access)
            // A descriptor's weight table is inferred from the faces' weights: say where those were derived.
            for family in families where family.faces.contains(where: catalog.hasDerivedTraits) {
                warn(
                    "note: the weights of \(DisplayText.escaped(family.name)) are derived from its PostScript names "
                        + "(the platform font list gave names only), and so is its descriptor's weight table")
            }
        } else {
            text = SwiftEnumRenderer.source(for: families, access: options.access)
        }
        try emit(text, to: options.specimen ?? options.output, force: options.force)
        return 0
    }

    /// Checks PostScript names: resolved names with their file on stdout, a diagnosis on stderr for the others, and a
    /// note on stderr for each system face that a given font hides.
    private mutating func check(_ arguments: [String], _ options: DumpOptions) throws -> Int32 {
        var names: [String] = []
        for argument in arguments {
            if argument == "-" { names += try InputLines.standardInput() } else { names.append(argument) }
        }
        guard !names.isEmpty else { throw UsageError("option '--check' got no names on standard input") }
        let catalog = try catalog(options)
        var missing = 0
        for name in names {
            if let face = catalog.face(postScriptName: name) {
                let location = face.location
                standardOutput += DisplayText.escaped(name) + ": " + location + "\n"
                for shadowed in catalog.shadowedSystemFaces(postScriptName: name) {
                    let system = shadowed.location
                    warn(
                        "note: \(DisplayText.quoted(name)) is the given font '\(location)', which shadows the system "
                            + "font '\(system)'")
                }
                let lacking = catalog.platforms(lacking: name)
                if !lacking.isEmpty {
                    let having = catalog.platforms.filter { !lacking.contains($0) }
                    warn(
                        "warning: \(DisplayText.quoted(name)) is on \(DisplayText.list(having.map(DisplayText.escaped))), "
                            + "not on \(DisplayText.list(lacking.map(DisplayText.escaped)))")
                }
            } else if let diagnosis = catalog.diagnose(postScriptName: name) {
                missing += 1
                warn(diagnosis.description)
            }
        }
        if let path = options.specimen {
            try Self.requireFiles(names.compactMap(catalog.face(postScriptName:)), in: catalog)
            try emit(catalog.specimen(ofPostScriptNames: names), to: path, force: options.force)
        }
        return missing == 0 ? 0 : 1
    }

    /// Lints the source files at and below `paths`: the findings on stdout in the reporter's format, leaving out
    /// those the baseline knows, and the count on stderr; exit 1 when an error remains (or, with `--strict`, a
    /// warning), 0 when the run wrote a baseline.
    private mutating func lint(_ paths: [String], _ options: DumpOptions) throws -> Int32 {
        // A baseline that cannot be read stops the run before the catalog is loaded.
        let baseline = try options.baseline.map { path throws(LintError) in try LintBaseline.read(from: path) }
        let lists = try Self.platformLists(options)
        // The catalog loads, and the linter is made from it, on another thread while the files are walked, read and
        // scanned (none of which needs either); an error loading it is still the run's first.
        let loading = BackgroundWork { FontNameLinter(catalog: try Self.loadCatalog(options, lists: lists)) }
        let started = Date()
        let prepared = Result { () throws(LintError) in try FontNameLinter.prepare(paths: paths) }
        let linter = try loading.value()
        #if canImport(Glibc)
            // What the files' scans let go (their texts' tokens) is given back before the names are judged: glibc
            // keeps freed memory below a threshold that rises with the largest block freed (a large file's reserved
            // tokens), and the findings a large file's names give would otherwise add to it.
            _ = malloc_trim(0)
        #endif
        let catalog = accept(linter.catalog, options)
        // The prepared files' scans are let go once judged, not kept until the report is written.
        var report = try linter.lint((consume prepared).get())
        if options.fix {
            let shown = baseline.map { $0.filter(report) } ?? report
            if try fix(shown.findings, catalog: catalog, lintedSince: started) {
                report = try linter.lint(paths: paths)
            }
        }
        if let path = options.writeBaseline {
            let written =
                path == "-"
                ? LintBaseline(findings: report.findings) : LintBaseline(findings: report.findings, writtenAt: path)
            try emit(written.json, to: path, force: options.force)
        }
        if let baseline {
            for note in baseline.notes(for: report) { warn("note: " + note) }
            report = baseline.filter(report)
        }
        let reporter = (LintReporters.named(options.reporter) ?? XcodeReporter.self)
            .init(tool: LintTool(name: "fontfamily-dump", version: DumpOptions.version))
        // Straight to standard output, 64 KiB at a time: nothing can fail once the report is made, and the text of a
        // file's many findings need not sit in memory beside them.
        var pending = ""
        reporter.write(report) { piece in
            pending += piece
            if pending.utf8.count >= 1 << 16 { Self.writeOut(&pending) }
        }
        Self.writeOut(&pending)
        if report.fileCount == 0 {
            let quoted = paths.map { DisplayText.quoted($0, limit: nil) }.joined(separator: ", ")
            warn("warning: \(quoted) holds no Swift, CSS, HTML or design tokens file")
        }
        if let note = report.passedOverNote { warn("note: " + note) }
        warn(report.summary)
        if options.writeBaseline != nil { return 0 }
        return report.fails(strict: options.strict) ? 1 : 0
    }

    /// Rewrites, in place, the names of `findings` that have exactly one safe replacement (``LintFix``), through the
    /// safe writer, and says on standard error what each change was, and why each fix it did not make was left; `true`
    /// when a file changed. A file modified after `lintedSince` changed during the run.
    private mutating func fix(
        _ findings: [LintFinding], catalog: FontCatalog, lintedSince: Date
    ) throws(OutputFileError) -> Bool {
        let fixes = LintFix.fixes(for: findings, catalog: catalog)
        var paths: [String] = []
        var byPath: [String: [LintFix]] = [:]
        for fix in fixes {
            if byPath[fix.path] == nil { paths.append(fix.path) }
            byPath[fix.path, default: []].append(fix)
        }
        var changed = false
        for path in paths {
            let wanted = byPath[path] ?? []
            guard let data = FileManager.default.contents(atPath: path) else {
                for fix in wanted {
                    standardError += fix.notAppliedDescription(reason: "the file cannot be read any more") + "\n"
                }
                continue
            }
            let (bytes, applied) = LintFix.apply(wanted, to: [UInt8](data))
            // Each fix not made says why, in the place of the change it would have been.
            for fix in wanted where !applied.contains(fix) {
                let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                let reason = LintFix.reasonNotApplied(
                    fix, to: [UInt8](data), changed: modified.map { $0 > lintedSince } ?? true)
                standardError += fix.notAppliedDescription(reason: reason) + "\n"
            }
            guard !applied.isEmpty else { continue }
            if try OutputFile(path: path).rewrite(bytes) == .written { changed = true }
            // Compiler-style lines, as the findings, which editors can follow to the place.
            for fix in applied { standardError += fix.description + "\n" }
        }
        return changed
    }

    /// Adds `text` to standard output when `path` is `nil` or `-`; otherwise writes it to the file at `path` (see
    /// ``OutputFile``) and says so on standard error.
    private mutating func emit(_ text: String, to path: String?, force: Bool) throws(OutputFileError) {
        guard let path, path != "-" else {
            // Taken whole when nothing came before: appending would copy it.
            if standardOutput.isEmpty { standardOutput = text } else { standardOutput += text }
            return
        }
        let quoted = DisplayText.quoted(path, limit: nil)
        switch try OutputFile(path: path).write(text, force: force) {
        case .written: warn("wrote \(quoted)")
        case .unchanged: warn("\(quoted) is unchanged")
        }
    }

    private mutating func sizes(_ options: DumpOptions) throws -> Int32 {
        let style: TextStyle?
        let category: ContentSizeCategory?
        do {
            style = try options.style.map { try TextStyle(parsing: $0) }
            category = try options.category.map { try ContentSizeCategory(parsing: $0) }
        } catch {
            throw UsageError("\(error)")
        }
        let renderer = SizeTableRenderer()
        standardOutput =
            options.json
            ? renderer.json(style: style, category: category) : renderer.text(style: style, category: category)
        return 0
    }

    private mutating func icons(_ path: String, _ options: DumpOptions) throws -> Int32 {
        let metadata = try IconMetadata(contentsOf: URL(fileURLWithPath: path))
        let catalog = try catalog(options)
        let font: FontResolution
        do {
            font = try catalog.iconFont(named: options.font, for: metadata)
        } catch {
            guard case .unnamedFont = error else { throw error }
            throw UsageError("\(error) with '--font'")
        }
        let face = try chosenIconFace(font)
        let report = catalog.iconCoverage(of: metadata, in: face)
        if !report.isComplete {
            report.description.split(separator: "\n").forEach { warn(String($0)) }
        } else if let note = report.note {
            warn(note)
        }
        let source = IconEnumRenderer.render(
            metadata, fontPostScriptName: face.postScriptName, typeName: options.name, access: options.access)
        try emit(source, to: options.output, force: options.force)
        return report.isComplete ? 0 : 1
    }

    private mutating func iconsFromFont(_ name: String, _ options: DumpOptions) throws -> Int32 {
        let catalog = try catalog(options)
        let face = try chosenIconFace(try catalog.iconFont(named: name))
        let metadata = catalog.iconMetadata(of: face)
        guard !metadata.glyphs.isEmpty else {
            warn("\(face.postScriptName) has no glyphs in the Private Use Area; give an icon font's PostScript name")
            return 1
        }
        let source = IconEnumRenderer.render(
            metadata, fontPostScriptName: face.postScriptName, typeName: options.name, access: options.access)
        try emit(source, to: options.output, force: options.force)
        return 0
    }

    /// The face an icon font lookup chose, with a note on standard error when it is a family's regular face.
    private mutating func chosenIconFace(_ font: FontResolution) throws(FontDiagnosis) -> FontFace {
        switch font {
        case .exact(let face), .variable(let face):
            return face
        case .fallback(let face, let diagnosis):
            warn(
                "note: \(DisplayText.quoted(diagnosis.name)) names a family, not a face; its glyphs are checked against"
                    + " \(DisplayText.quoted(face.postScriptName))")
            return face
        case .missing(let diagnosis):
            throw diagnosis
        }
    }

    /// Throws for the first of `faces` that has no file here, which a specimen needs to show it.
    private static func requireFiles(_ faces: [FontFace], in catalog: FontCatalog) throws(NoFontFileError) {
        for face in faces { _ = try catalog.fontFile(of: face) }
    }

    private static func nothingFound(
        _ substring: String?, exact: Bool, in catalog: FontCatalog, options: DumpOptions
    ) -> String {
        if catalog.families.isEmpty, !options.fontDirectories.isEmpty {
            let paths = options.fontDirectories.map { DisplayText.quoted($0, limit: nil) }
            return "no fonts found in \(paths.joined(separator: ", ")); give '--fonts' a font file or a directory "
                + "that holds fonts (.ttf, .otf, .ttc, .pfb …)"
        }
        let scope = options.only ? "given font" : "installed font"
        guard let substring else { return "no \(scope)s found" }
        let closest = catalog.closestFamilies(to: substring)
        let hint =
            closest.isEmpty
            ? "\(catalog.families.count) famil\(catalog.families.count == 1 ? "y is" : "ies are") listed; "
                + "'--all' prints them"
            : "closest: " + closest.map { DisplayText.escaped($0.name) }.joined(separator: ", ")
        return "no \(scope) family name \(exact ? "is" : "contains") \(DisplayText.quoted(substring)); \(hint)"
    }
}
