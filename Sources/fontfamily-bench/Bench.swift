import CFontconfig
import FixtureFontWriter
import FontFamilyCatalog
import Foundation

/// One run of every section, in the order of issue 6, with its temporary files removed at the end.
enum Bench {
    /// How many times each section repeats, full or `--quick`.
    struct Plan {
        let loadRepetitions: Int
        let resolutionRepetitions: Int
        let fontconfigNames: Int
        let fontconfigRepetitions: Int
        let cliRepetitions: Int
        let coverageRepetitions: Int
        let typoRepetitions: Int
        let sizes: [ScaleBenchmark.Size]

        static let full = Plan(
            loadRepetitions: 15, resolutionRepetitions: 31, fontconfigNames: ResolutionBenchmark.nameCount,
            fontconfigRepetitions: 3, cliRepetitions: 31, coverageRepetitions: 5, typoRepetitions: 7,
            sizes: [
                .init(faces: 1_000, repetitions: 11), .init(faces: 5_000, repetitions: 7),
                .init(faces: 20_000, repetitions: 5),
            ])
        static let quick = Plan(
            loadRepetitions: 3, resolutionRepetitions: 5, fontconfigNames: 500, fontconfigRepetitions: 2,
            cliRepetitions: 3, coverageRepetitions: 2, typoRepetitions: 2, sizes: [.init(faces: 1_000, repetitions: 3)])
    }

    /// Measures everything and returns the report. Throws only on real errors, never on slow figures.
    static func run(_ options: BenchOptions) throws -> BenchReport {
        let plan = options.quick ? Plan.quick : Plan.full
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configurationFile = try SystemConfiguration.file()
        let cache = SystemConfiguration.cacheDirectory(fallback: try scratch.subdirectory("user-cache"))

        progress("catalog load")
        let system = try FontCatalog.system(cacheDirectory: cache)
        let raw = try RawFontconfig.loading(configurationFile: configurationFile, cacheDirectory: cache)
        let patterns = raw.listAndRead().patterns
        let fixtureFonts = try scratch.fonts(FixtureSet.standard, named: "fixture-fonts")
        let fixtureCache = try scratch.subdirectory("fixture-cache")
        let fixtures = try FontCatalog(fonts: [fixtureFonts], cacheDirectory: fixtureCache)
        let wants = { (section: String) in options.sections.isEmpty || options.sections.contains(section) }
        var rows = [try ListingCheck.row(catalog: system, raw: raw), try CopyChoiceCheck.row(catalog: system)]
        if wants("load") {
            rows += [
                try CatalogLoadBenchmark.system(
                    repetitions: plan.loadRepetitions, configurationFile: configurationFile, cacheDirectory: cache),
                try CatalogLoadBenchmark.fixtures(
                    repetitions: plan.loadRepetitions, directory: fixtureFonts, cache: fixtureCache),
            ]
        }

        // A machine without fonts (a bare CI image) still measures lookups, on the fixture set.
        let onSystem = !system.faces.isEmpty
        if wants("resolution") {
            progress("name resolution")
            rows += try ResolutionBenchmark.rows(
                catalog: onSystem ? system : fixtures,
                raw: onSystem ? raw : try RawFontconfig.fonts(in: fixtureFonts, cacheDirectory: fixtureCache),
                source: onSystem ? "the system catalog" : "the fixture set (the system catalog has no faces)",
                repetitions: plan.resolutionRepetitions, fontconfigNames: plan.fontconfigNames,
                fontconfigRepetitions: plan.fontconfigRepetitions)
        }

        if wants("cli") {
            progress("command line")
            rows += try CLIBenchmark.rows(
                substring: options.substring, names: (onSystem ? system : fixtures).faces.map(\.postScriptName),
                repetitions: plan.cliRepetitions, scratch: scratch)
        }

        if wants("typos") {
            progress("typos")
            let products = CLIBenchmark.productsDirectory()
            rows += try TypoBenchmark.rows(
                catalog: onSystem ? system : fixtures,
                setup: .init(
                    dump: products + "/fontfamily-dump", bench: products + "/fontfamily-bench",
                    diagnosesFile: options.typoDiagnoses, record: options.recordTypoDiagnoses, quick: options.quick,
                    repetitions: plan.typoRepetitions),
                scratch: scratch)
        }

        if wants("lint") {
            progress("lint")
            rows += try LintBenchmark.rows(
                names: (onSystem ? system : fixtures).faces.map(\.postScriptName),
                fontArguments: onSystem ? [] : ["--only", "--fonts", fixtureFonts], repetitions: plan.cliRepetitions,
                quick: options.quick, scratch: scratch)
        }

        if wants("scale") {
            progress("scale")
            rows += try ScaleBenchmark.rows(sizes: plan.sizes, scratch: scratch)
        }

        if wants("coverage") {
            progress("coverage")
            rows += try CoverageBenchmark.rows(
                load: { try FontCatalog.system(cacheDirectory: cache) }, substring: options.substring,
                repetitions: plan.coverageRepetitions)
        }

        return BenchReport(
            quick: options.quick,
            clocks: "in-process figures are CPU time of the benchmark thread; command-line figures are wall time",
            catalog: .init(
                fontconfigPatterns: patterns, listedFaces: system.allFaces.count, faces: system.faces.count,
                families: system.families.count, fontconfigVersion: fontconfigVersion()),
            rows: rows)
    }

    /// `2.14.1` from fontconfig's `FcGetVersion()` (21401).
    private static func fontconfigVersion() -> String {
        let version = Int(FcGetVersion())
        return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }

    private static func progress(_ section: String) {
        FileHandle.standardError.write(Data("fontfamily-bench: measuring \(section)…\n".utf8))
    }
}
