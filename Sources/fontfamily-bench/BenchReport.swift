import Foundation

/// Everything one run measured, printed as a Markdown table or as JSON.
struct BenchReport: Codable {
    /// The size of the catalog the system rows were measured on.
    struct Catalog: Codable {
        /// Patterns fontconfig lists (what `fc-list | wc -l` counts; variable-font patterns included).
        let fontconfigPatterns: Int
        /// Faces the catalog listed, duplicates of one PostScript name included.
        let listedFaces: Int
        /// Faces with distinct PostScript names.
        let faces: Int
        /// Families.
        let families: Int
        /// fontconfig's version, such as `2.14.1`.
        let fontconfigVersion: String
    }

    /// `true` for a `--quick` run.
    let quick: Bool
    /// Which clock the figures come from.
    let clocks: String
    /// The system catalog.
    let catalog: Catalog
    /// One row per measured quantity, in the order of the issue.
    let rows: [BenchRow]

    /// The report as a Markdown table with the catalog size above it.
    var markdown: String {
        let version = catalog.fontconfigVersion
        var lines = [
            "fontfamily-bench\(quick ? " --quick" : ""): system catalog of \(catalog.faces) faces "
                + "(\(catalog.listedFaces) listed, \(catalog.fontconfigPatterns) fontconfig patterns) "
                + "in \(catalog.families) families, fontconfig \(version)",
            clocks.prefix(1).uppercased() + clocks.dropFirst() + ".",
            "",
            "| what | target | measured: median [min–max, n] | compared with: median [min–max, n] | ratio | verdict |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for row in rows {
            let measured = row.measured?.summary ?? "–"
            let baseline = row.baseline.map { "\(row.baselineName ?? ""): \($0.summary)" } ?? "–"
            let ratio = row.ratio.map { Samples.format($0) + " ×" } ?? "–"
            let cells = [row.name, row.target, measured, baseline, ratio, row.verdict.rawValue]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        let notes = rows.compactMap { row in row.note.map { "- \(row.name): \($0)" } }
        if !notes.isEmpty { lines += [""] + notes }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as pretty-printed JSON with sorted keys.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}

/// One measured quantity: the package's figure, what it is compared with, the ratio and whether the target holds.
struct BenchRow: Codable {
    /// Whether a measured figure meets its target. Informational only: the benchmark never fails on time.
    enum Verdict: String, Codable {
        case met
        case missed
        case information = "info"
        case notAvailable = "not available"
    }

    /// What was measured, such as `catalog load: FontCatalog.system()`.
    let name: String
    /// The target from issue 6, or `–`.
    let target: String
    /// The package's figure.
    var measured: Samples?
    /// What it is compared with, such as `raw fontconfig floor`.
    var baselineName: String?
    /// The comparison's figure.
    var baseline: Samples?
    /// The ratio the target is stated in.
    var ratio: Double?
    /// Whether the target holds.
    var verdict: Verdict
    /// What the figures leave out or how to read them.
    var note: String?

    init(
        name: String,
        target: String,
        measured: Samples? = nil,
        baselineName: String? = nil,
        baseline: Samples? = nil,
        ratio: Double? = nil,
        verdict: Verdict,
        note: String? = nil
    ) {
        self.name = name
        self.target = target
        self.measured = measured
        self.baselineName = baselineName
        self.baseline = baseline
        self.ratio = ratio
        self.verdict = verdict
        self.note = note
    }

    /// `.met` when `holds`, else `.missed`.
    static func verdict(_ holds: Bool) -> Verdict {
        holds ? .met : .missed
    }
}
