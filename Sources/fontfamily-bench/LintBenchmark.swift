import Foundation

/// The lint section: `fontfamily-dump --lint` over generated Swift trees of 100,000 lines with 1,000 font strings (1 % of
/// them typos) — one with strings in every file, one with them in a tenth of the files, as an app has them — against
/// `grep -rn` walking the same tree and against the dump's catalog load alone.
enum LintBenchmark {
    /// A generated tree: how many files, how many lines each, and how the font strings are spread.
    struct Shape {
        /// How many files the tree has, and how many lines each.
        let files: Int
        let linesPerFile: Int
        /// How many font strings a file with any has, and which files have them: every `namedFileEvery`-th.
        let namesPerFile: Int
        let namedFileEvery: Int

        var lines: Int { files * linesPerFile }
        var names: Int { (files + namedFileEvery - 1) / namedFileEvery * namesPerFile }
    }

    /// Every file has font strings: every byte is lexed.
    static let dense = Shape(files: 100, linesPerFile: 1_000, namesPerFile: 10, namedFileEvery: 1)
    /// An app's shape: the font strings in a tenth of the files; the others hold no trigger word and are never lexed.
    static let sparse = Shape(files: 1_000, linesPerFile: 100, namesPerFile: 10, namedFileEvery: 10)
    /// Every `typoEvery`-th font string has its last character dropped.
    static let typoEvery = 100

    /// The rows: the lint's wall time beyond the catalog load, with `grep -rn` over the same tree as the baseline, for
    /// both shapes. `names` are PostScript names of the catalog that `fontArguments` (`--only --fonts DIR`, or none
    /// for the system's) gives the dump.
    static func rows(
        names: [String], fontArguments: [String], repetitions: Int, scratch: ScratchDirectory
    ) throws -> [BenchRow] {
        [
            try row(
                dense, target: "≤ 500 ms", names: names, fontArguments: fontArguments, repetitions: repetitions,
                scratch: scratch),
            try row(
                sparse, target: "≤ 5 × grep", names: names, fontArguments: fontArguments, repetitions: repetitions,
                scratch: scratch),
        ]
    }

    private static func row(
        _ shape: Shape, target: String, names: [String], fontArguments: [String], repetitions: Int,
        scratch: ScratchDirectory
    ) throws -> BenchRow {
        let title =
            "Lint: \(shape.lines) lines in \(shape.files) files, \(shape.names) font strings in "
            + "\(shape.files / shape.namedFileEvery) of them, wall beyond load"
        let dump = CLIBenchmark.productsDirectory() + "/fontfamily-dump"
        guard FileManager.default.isExecutableFile(atPath: dump), let firstName = names.first else {
            return BenchRow(
                name: title, target: target, verdict: .notAvailable,
                note: "needs fontfamily-dump next to this executable and at least one installed face")
        }
        let (tree, typos) = try writeTree(shape, names: names, scratch: scratch)
        let lint = [dump, "--lint", tree] + fontArguments
        let load = [dump, "--check", firstName] + fontArguments
        let grep = ["grep", "-rn", "UIFont", tree]
        _ = try ChildProcess.run(lint[0], Array(lint.dropFirst()))  // warm the page cache
        _ = try ChildProcess.run("/usr/bin/env", grep)
        var lintRuns: [ChildProcess.Run] = []
        var loadRuns: [ChildProcess.Run] = []
        var grepRuns: [ChildProcess.Run] = []
        for _ in 0..<repetitions {
            lintRuns.append(try ChildProcess.run(lint[0], Array(lint.dropFirst())))
            loadRuns.append(try ChildProcess.run(load[0], Array(load.dropFirst())))
            grepRuns.append(try ChildProcess.run("/usr/bin/env", grep))
        }
        let report = scratch.path + "/lint-report.txt"
        _ = try ChildProcess.run(lint[0], Array(lint.dropFirst()), outputFile: report)
        let findings = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: "\n")
        guard lintRuns.allSatisfy({ $0.status == 1 }), findings.count == typos,
            findings.allSatisfy({ $0.contains(": error: ") })
        else {
            throw BenchError(
                "`fontfamily-dump --lint` found \(findings.count) problems in the generated tree, not the \(typos) "
                    + "typos planted there; run it on \(tree) by hand to see why")
        }
        let beyond = Samples(
            zip(lintRuns, loadRuns).map { max(0, $0.milliseconds - $1.milliseconds) }, unit: "ms")
        let grepWall = Samples(grepRuns.map(\.milliseconds), unit: "ms")
        let lintWall = Samples(lintRuns.map(\.milliseconds), unit: "ms")
        let ratio = beyond.median / grepWall.median
        return BenchRow(
            name: title, target: target, measured: beyond, baselineName: "`grep -rn UIFont`",
            baseline: grepWall, ratio: ratio,
            verdict: BenchRow.verdict(shape.namedFileEvery == 1 ? beyond.median <= 500 : ratio <= 5),
            note: "the lint's wall time (\(lintWall.summary)) less that of `fontfamily-dump --check NAME`, which "
                + "loads the same catalog, paired runs; \(typos) of the strings are one-letter typos, each "
                + "diagnosed with what fontconfig would use instead; files without a trigger word are not lexed")
    }

    /// Writes the tree of `shape` and returns its path and the number of typos planted in it.
    private static func writeTree(
        _ shape: Shape, names: [String], scratch: ScratchDirectory
    ) throws -> (String, Int) {
        let tree = try scratch.subdirectory("lint-tree-\(shape.files)")
        let installed = Set(names)
        var typos = 0
        var nameIndex = 0
        for file in 0..<shape.files {
            let named = file % shape.namedFileEvery == 0
            var lines: [String] = []
            lines.reserveCapacity(shape.linesPerFile)
            let step = shape.linesPerFile / shape.namesPerFile
            for line in 0..<shape.linesPerFile {
                guard named, line % step == step / 2 else {
                    lines.append(
                        "    let value\(line) = compute(\(line), \"label \(line)\") + \(file)  // note \(line)")
                    continue
                }
                var name = names[nameIndex % names.count]
                if nameIndex % typoEvery == typoEvery - 1 {
                    // The last letter dropped, or one added where that spells another installed name.
                    let dropped = String(name.dropLast())
                    name = dropped.isEmpty || installed.contains(dropped) ? name + "q" : dropped
                    typos += 1
                }
                nameIndex += 1
                let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                lines.append("    let font\(line) = UIFont(name: \"\(escaped)\", size: \(12 + line % 10))")
            }
            let text = "func file\(file)() {\n" + lines.joined(separator: "\n") + "\n}\n"
            let path = tree + "/File\(file).swift"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw BenchError("cannot write '\(path)'; check free space in the temporary directory")
            }
        }
        return (tree, typos)
    }
}
