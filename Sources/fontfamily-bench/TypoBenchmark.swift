import FontFamilyCatalog
import FontFamilyCodegen
import Foundation
import TestSupport

/// `fontfamily-dump --check -` over real names of which every other one has a one-letter typo, against its floor:
/// the same check of the right names only, plus one `FcFontMatch` per typo (what "fontconfig would silently use"
/// costs), measured by this benchmark's `--fontconfig-match` child. Also checks that the dump's diagnoses of the
/// typos equal the recorded ones byte for byte.
enum TypoBenchmark {
    /// How many of the names a `--quick` run checks.
    static let quickCount = 200

    /// Where the run's inputs and what it compares are.
    struct Setup {
        let dump: String
        let bench: String
        let diagnosesFile: String
        let record: Bool
        let quick: Bool
        let repetitions: Int
    }

    static func rows(catalog: FontCatalog, setup: Setup, scratch: ScratchDirectory) throws -> [BenchRow] {
        let names = TypoNames(installed: catalog.faces.map(\.postScriptName)) {
            catalog.face(postScriptName: $0) != nil
        }
        let count = setup.quick ? min(quickCount, names.mixed.count) : names.mixed.count
        let hits = Array(names.hits.prefix(count))
        let mixed = Array(names.mixed.prefix(count))
        let typos = stride(from: 1, to: count, by: 2).map { mixed[$0] }
        let files = try [("hits", hits), ("mixed", mixed), ("typos", typos), ("none", [])].map { name, lines in
            let path = scratch.path + "/typo-\(name).txt"
            let text = lines.map { $0 + "\n" }.joined()
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw BenchError("cannot write '\(path)'; check free space in the temporary directory")
            }
            return path
        }
        let (hitsFile, mixedFile, typosFile, noneFile) = (files[0], files[1], files[2], files[3])

        let check = try diagnosesRow(
            catalog: catalog, names: names, setup: setup, input: mixedFile, scratch: scratch)
        let runs: [() throws -> ChildProcess.Run] = [
            { try ChildProcess.run(setup.dump, ["--check", "-"], inputFile: mixedFile) },
            { try ChildProcess.run(setup.dump, ["--check", "-"], inputFile: hitsFile) },
            { try ChildProcess.run(setup.bench, ["--fontconfig-match"], inputFile: typosFile) },
            { try ChildProcess.run(setup.bench, ["--fontconfig-match"], inputFile: noneFile) },
        ]
        for run in runs { _ = try run() }  // warm the page cache and fontconfig's caches
        var wall = Array(repeating: [Double](), count: runs.count)
        for round in 0..<setup.repetitions {
            let order = round % 2 == 0 ? Array(runs.indices) : runs.indices.reversed()
            for index in order {
                let run = try runs[index]()
                guard run.status <= 1 else {
                    throw BenchError(
                        "a run of the typo row exited with status \(run.status); run it by hand to see why")
                }
                wall[index].append(run.milliseconds)
            }
        }
        let rounds = 0..<setup.repetitions
        let floor = rounds.map { wall[1][$0] + wall[2][$0] - wall[3][$0] }
        let perTypo = rounds.map { (wall[0][$0] - wall[1][$0]) / Double(typos.count) }
        let perMatch = rounds.map { (wall[2][$0] - wall[3][$0]) / Double(typos.count) }
        let ratios = Samples(rounds.map { wall[0][$0] / floor[$0] }, unit: "×")
        let marginal = Samples(rounds.map { perTypo[$0] / perMatch[$0] }, unit: "×")
        let label = "\(count) names, \(typos.count) with a typo"
        return [
            BenchRow(
                name: "CLI: `fontfamily-dump --check -` (\(label)) wall", target: "≤ 1.2 × its floor",
                measured: Samples(wall[0], unit: "ms"), baselineName: "floor", baseline: Samples(floor, unit: "ms"),
                ratio: ratios.median, verdict: BenchRow.verdict(ratios.median <= 1.2),
                note: "floor = the check of the \(count) right names (\(Samples(wall[1], unit: "ms").summary)) + one "
                    + "FcFontMatch per typo (a child that loads the same configuration and matches the typos, less "
                    + "one that matches none); ratio is the median of the rounds' ratios \(ratios.summary)"),
            BenchRow(
                name: "CLI: one typo's cost vs one FcFontMatch", target: "≤ 1.2 ×",
                measured: Samples(perTypo, unit: "ms"), baselineName: "FcFontMatch",
                baseline: Samples(perMatch, unit: "ms"), ratio: marginal.median,
                verdict: BenchRow.verdict(marginal.median <= 1.2),
                note: "(typo check − right-names check) / typos against (matching the typos − matching none) / "
                    + "typos, paired per round; ratio is the median of the rounds' ratios \(marginal.summary)"),
            check,
        ]
    }

    /// Compares the dump's diagnoses of the typos with the recorded ones (or records them), byte for byte.
    private static func diagnosesRow(
        catalog: FontCatalog, names: TypoNames, setup: Setup, input: String, scratch: ScratchDirectory
    ) throws -> BenchRow {
        let name = "typo diagnoses equal the recorded ones"
        let target = "identical"
        let output = scratch.path + "/typo-diagnoses.txt"
        let run = try ChildProcess.run(setup.dump, ["--check", "-"], inputFile: input, errorFile: output)
        guard run.status <= 1, let data = FileManager.default.contents(atPath: output) else {
            throw BenchError("`fontfamily-dump --check -` exited with status \(run.status); run it by hand to see why")
        }
        let diagnoses = String(decoding: data, as: UTF8.self)
        let header =
            "# fontfamily-bench typo diagnoses, catalog \(fingerprint(catalog, names)): "
            + "\(catalog.faces.count) faces, \(names.typos.count) typos\n"
        if setup.record {
            guard !setup.quick else { throw BenchError("record the typo diagnoses in a full run, not with --quick") }
            guard FileManager.default.createFile(atPath: setup.diagnosesFile, contents: Data((header + diagnoses).utf8))
            else { throw BenchError("cannot write '\(setup.diagnosesFile)'") }
            return BenchRow(
                name: name, target: target, verdict: .information,
                note: "recorded \(names.typos.count) diagnoses into \(setup.diagnosesFile)")
        }
        guard let recordedData = FileManager.default.contents(atPath: setup.diagnosesFile) else {
            return BenchRow(
                name: name, target: target, verdict: .notAvailable,
                note: "no recording at \(setup.diagnosesFile); make one with --record-typo-diagnoses")
        }
        let recorded = String(decoding: recordedData, as: UTF8.self)
        guard recorded.hasPrefix(header) else {
            return BenchRow(
                name: name, target: target, verdict: .notAvailable,
                note: "\(setup.diagnosesFile) was recorded on another catalog (its first line differs from `"
                    + header.dropLast() + "`)")
        }
        let expected = recorded.dropFirst(header.count).split(separator: "\n", omittingEmptySubsequences: false)
        let actual = diagnoses.split(separator: "\n", omittingEmptySubsequences: false)
        let compared = actual.count - 1  // the text ends with a line break
        for (index, line) in actual.enumerated() where index < compared {
            guard index < expected.count, expected[index] == line else {
                throw BenchError(
                    "diagnosis \(index + 1) differs from \(setup.diagnosesFile): the dump says '\(line)', the "
                        + "recording '\(index < expected.count ? expected[index] : "")'")
            }
        }
        return BenchRow(
            name: name, target: target, verdict: .met,
            note: "\(compared) diagnoses of `fontfamily-dump --check -` equal \(setup.diagnosesFile) byte for byte")
    }

    /// A 64-bit FNV-1a hash of the catalog's faces (PostScript name and family) and the typos, in hex.
    private static func fingerprint(_ catalog: FontCatalog, _ names: TypoNames) -> String {
        let text =
            catalog.faces.map { $0.postScriptName + "\t" + $0.family }.joined(separator: "\n")
            + "\n\n" + names.mixed.joined(separator: "\n")
        return String(ContentDigest(of: text.utf8).value, radix: 16)
    }
}
