import Foundation

/// The lint's hostile shapes: one generated Swift file each — ordinary font code grown to tens of megabytes, and
/// braces, parentheses, ternaries, concatenations and a member chain nested or chained to megabytes, a generated
/// table of numbers, a `+` chain of one-letter names (one token a byte), lines of `g(x)`, joins nested 200 deep on
/// every line, interpolated literals in a row, font calls whose every name is unknown (a finding a line; reported as
/// the compiler's lines, as JSON and as SARIF) and calls of a different unknown name each — each linted alone,
/// against the budget of issue 46: wall time beyond the catalog load within 8 × `grep -c` on the file plus 2 s, and
/// peak memory beyond a lint of one line (the load and the lint's code, which no file's size changes) within 4 × the
/// file's size.
enum HostileLintBenchmark {
    /// One shape: its name, how to write a file of about `bytes` bytes of it around the name `name`, and the lint's
    /// arguments beyond the file and the fonts (a reporter).
    struct Shape: Sendable {
        let name: String
        var arguments: [String] = []
        let write: @Sendable (_ bytes: Int, _ name: String) -> String
    }

    /// The shapes, in the order of the rows.
    static let shapes: [Shape] = [
        Shape(name: "ordinary font code", write: ordinary),
        Shape(name: "nested braces") { bytes, name in
            let depth = bytes / 3
            return "func f() " + String(repeating: "{ ", count: depth) + "let face = \"\(name)\"\n"
                + "_ = UIFont(name: face, size: 12)\n" + String(repeating: "}", count: depth) + "\n"
        },
        Shape(name: "nested parentheses") { bytes, name in
            let depth = bytes / 2
            return "let f = UIFont(name: " + String(repeating: "(", count: depth) + "\"\(name)\""
                + String(repeating: ")", count: depth) + ", size: 12)\n"
        },
        Shape(name: "a ternary chain") { bytes, name in
            var text = "let f = UIFont(name: k == 0 ? \"\(name)\" : "
            var link = 1
            while text.utf8.count < bytes {
                text += "k == \(link) ? \"\(name)\" : "
                link += 1
            }
            return text + "\"\(name)\", size: 12)\n"
        },
        Shape(name: "nested concatenations") { bytes, name in
            let depth = bytes / 8
            return "let g = UIFont(name: " + String(repeating: "(\"B\" + ", count: depth) + "\"\(name)\""
                + String(repeating: ")", count: depth) + ", size: 12)\n"
        },
        Shape(name: "a member chain") { bytes, name in
            "let t = Text(\"x\").font(.custom(\"\(name)\", size: 12))"
                + String(repeating: "\n    .padding()", count: bytes / 15) + "\n"
        },
        Shape(name: "a generated table") { bytes, name in
            "let table: [UInt8] = [" + String(repeating: "0,", count: bytes / 2) + "]\n"
                + "let f = UIFont(name: \"\(name)\", size: 12)\n"
        },
        Shape(name: "a `+` chain of one-letter names") { bytes, name in
            "let f = UIFont(name: \"\(name)\", size: 12)\nlet g = " + String(repeating: "x+", count: bytes / 2) + "x\n"
        },
        Shape(name: "lines of `g(x)`") { bytes, name in
            "let f = UIFont(name: \"\(name)\", size: 12)\n" + String(repeating: "g(x)\n", count: bytes / 5)
        },
        Shape(name: "joins nested 200 deep on every line") { bytes, name in
            // A join's value is a tree as deep as its nesting: what a declaration keeps of it is the question.
            let join = String(repeating: "(x+", count: 200) + "x" + String(repeating: ")", count: 200)
            return lines(upTo: bytes, after: "let f = UIFont(name: \"\(name)\", size: 12)\n") {
                "let g\($0) = \(join)\n"
            }
        },
        Shape(name: "interpolated literals in a row") { bytes, name in
            "let f = UIFont(name: \"\(name)\", size: 12)\nlet g = "
                + String(repeating: "x+\"\\(y)\"+", count: bytes / 9) + "x\n"
        },
        Shape(name: "font calls of an unknown name") { bytes, _ in
            // An error a line: the findings, not the tokens, are most of what the lint holds.
            unknownNameLines(bytes)
        },
        // The same report as JSON and as SARIF, which are written a finding at a time as the compiler's lines are.
        Shape(name: "font calls of an unknown name, reported as JSON", arguments: ["--reporter", "json"]) { bytes, _ in
            unknownNameLines(bytes)
        },
        Shape(name: "font calls of an unknown name, reported as SARIF", arguments: ["--reporter", "sarif"]) {
            bytes, _ in unknownNameLines(bytes)
        },
        Shape(name: "calls of a different unknown name each") { bytes, _ in
            // Each name is diagnosed on its own (an `FcFontMatch` and a search for the nearest names) and its message
            // names it: neither the verdict nor the message is shared.
            lines(upTo: bytes) { "UIFont(name:\"N\($0)\",size:1)\n" }
        },
    ]

    /// Lines of `let labelN = UIFont(name: "NoSuchFont-Bold", size: 12)`, about `bytes` bytes of them.
    private static func unknownNameLines(_ bytes: Int) -> String {
        lines(upTo: bytes) { "let label\($0) = UIFont(name: \"NoSuchFont-Bold\", size: 12)\n" }
    }

    /// `first`, then the lines `line` makes of 0, 1, 2, … until the text is `bytes` bytes long or longer.
    private static func lines(upTo bytes: Int, after first: String = "", _ line: (Int) -> String) -> String {
        var text = first
        text.reserveCapacity(bytes + 1_024)
        var index = 0
        while text.utf8.count < bytes {
            text += line(index)
            index += 1
        }
        return text
    }

    /// The rows: each shape at 38 MB (ordinary code) and 4 MB (the others), or 4 MB and 1 MB with `quick`.
    static func rows(
        dump: String, load: [String], fontArguments: [String], names: [String], quick: Bool,
        scratch: ScratchDirectory
    ) throws -> [BenchRow] {
        let name = names.first ?? "Helvetica"
        var rows: [BenchRow] = []
        for shape in shapes {
            let bytes = (shape.name == "ordinary font code" ? 38 : 4) * 1_000_000 / (quick ? 4 : 1)
            let directory = try scratch.subdirectory("hostile-\(rows.count)")
            let file = directory + "/Hostile.swift"
            let text = shape.write(bytes, name)
            guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
                throw BenchError("cannot write '\(file)'; check free space in the temporary directory")
            }
            rows.append(
                try row(
                    shape.name, file: file, size: text.utf8.count, dump: dump, load: load,
                    arguments: shape.arguments + fontArguments, repetitions: quick ? 1 : 3, scratch: scratch))
            scratch.removeItem(directory)
        }
        return rows
    }

    /// The file of one line whose lint is the baseline of a shape's peak memory.
    private static let oneLine = "let f = UIFont(name: \"NoSuchFont-Bold\", size: 12)\n"

    private static func row(
        _ shape: String, file: String, size: Int, dump: String, load: [String], arguments: [String],
        repetitions: Int, scratch: ScratchDirectory
    ) throws -> BenchRow {
        let lint = [dump, "--lint", file] + arguments
        let grep = ["grep", "-c", "UIFont", file]
        _ = try ChildProcess.run("/usr/bin/env", grep)  // warm the page cache
        var beyond: [Double] = []
        var grepWalls: [Double] = []
        for _ in 0..<repetitions {
            let linted = try ChildProcess.run(lint[0], Array(lint.dropFirst()))
            guard linted.status == 0 || linted.status == 1 else {
                throw BenchError(
                    "`fontfamily-dump --lint` ended with status \(linted.status) on \(shape) ('\(file)'); it should "
                        + "report findings, not fail")
            }
            let loaded = try ChildProcess.run(load[0], Array(load.dropFirst()))
            beyond.append(max(0, linted.milliseconds - loaded.milliseconds))
            grepWalls.append(try ChildProcess.run("/usr/bin/env", grep).milliseconds)
        }
        let measured = Samples(beyond, unit: "ms")
        let grepWall = Samples(grepWalls, unit: "ms")
        let budget = 8 * grepWall.median + 2_000
        let mebibytes = Double(size) / 1_048_576
        var memoryNote = "peak memory not measured (needs GNU time)"
        var memoryHolds = true
        if PeakMemory.isAvailable {
            // What the file takes is measured beyond a lint of one line: the catalog loaded and the lint's own code
            // paged in (about 1.3 MiB more than the load alone), which no file's size changes.
            let line = file + ".line.swift"
            guard FileManager.default.createFile(atPath: line, contents: Data(oneLine.utf8)) else {
                throw BenchError("cannot write '\(line)'; check free space in the temporary directory")
            }
            defer { try? FileManager.default.removeItem(atPath: line) }
            let linted = try PeakMemory.of(lint[0], Array(lint.dropFirst()), scratch: scratch)
            let lintedLine = try PeakMemory.of(dump, ["--lint", line] + arguments, scratch: scratch)
            let loaded = try PeakMemory.of(load[0], Array(load.dropFirst()), scratch: scratch)
            let ratio = max(0, linted.mebibytes - lintedLine.mebibytes) / mebibytes
            let loadRatio = max(0, linted.mebibytes - loaded.mebibytes) / mebibytes
            memoryHolds = ratio <= 4
            memoryNote =
                "peak RSS \(Samples.format(linted.mebibytes)) MiB, \(Samples.format(lintedLine.mebibytes)) MiB for a "
                + "lint of one line, \(Samples.format(loaded.mebibytes)) MiB for the load alone: "
                + "\(Samples.format(ratio)) × the file beyond the one-line lint (target ≤ 4 ×), "
                + "\(Samples.format(loadRatio)) × beyond the load"
        }
        return BenchRow(
            name: "Lint, hostile shape: \(shape), one file of \(Samples.format(mebibytes)) MiB, wall beyond load",
            target: "≤ 8 × grep -c + 2 s, peak ≤ 4 × the file", measured: measured, baselineName: "`grep -c UIFont`",
            baseline: grepWall,
            ratio: measured.median / budget, verdict: BenchRow.verdict(measured.median <= budget && memoryHolds),
            note: "the ratio is to the time budget (8 × grep + 2 s = \(Samples.format(budget)) ms); the verdict "
                + "holds both budgets; " + memoryNote)
    }

    /// Ordinary view-controller code with a font call in each class, grown to `bytes`.
    private static func ordinary(_ bytes: Int, _ name: String) -> String {
        var text = "import UIKit\n\n"
        text.reserveCapacity(bytes + 1_024)
        var index = 0
        while text.utf8.count < bytes {
            text += """
                final class Screen\(index)ViewController: UIViewController {
                    private let titleLabel = UILabel()
                    private var items: [String] = []

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.text = "Screen \(index)"
                        titleLabel.font = UIFont(name: "\(name)", size: \(12 + index % 9))
                        view.addSubview(titleLabel)
                        items = (0..<\(index % 50 + 1)).map { "Item \\($0)" }
                        if items.count > 3 && view.bounds.width > 320 { titleLabel.numberOfLines = 2 }
                    }
                }


                """
            index += 1
        }
        return text
    }
}
