import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// The lint scans Swift files on every core: the results come back in the items' order, whatever thread finished
/// first, and a run's findings are those of the files scanned one by one.
@Suite struct ConcurrentWorkTests {
    @Test func mapKeepsTheItemsOrderWhateverTheirWork() {
        // Items of uneven work, so that threads finish out of order.
        let items = Array(0..<500)
        let results = ConcurrentWork.map(items) { item in
            (0..<(item % 7 == 0 ? 20_000 : 10)).reduce(item) { ($0 &* 31) &+ $1 }
        }
        #expect(results == items.map { item in (0..<(item % 7 == 0 ? 20_000 : 10)).reduce(item) { ($0 &* 31) &+ $1 } })
        #expect(ConcurrentWork.map([Int]()) { $0 + 1 } == [])
        #expect(ConcurrentWork.map([41]) { $0 + 1 } == [42])
    }

    @Test func filterKeepsTheItemsOrder() {
        #expect(ConcurrentWork.filter(Array(0..<1_000)) { $0 % 3 == 1 } == Array(stride(from: 1, to: 1_000, by: 3)))
        #expect(ConcurrentWork.filter(["a", "b"]) { _ in false } == [])
    }

    @Test func scansOfManyFilesAndOneOverTheConcurrentSizeGiveEachFileItsFindings() throws {
        let root = try FixtureCatalog.temporaryDirectory("lint-concurrent")
        defer { FixtureCatalog.remove(root) }
        for file in 0..<40 {
            let text =
                "let title\(file) = UIFont(name: \(file % 4 == 0 ? "\"GillSans-Bld\"" : "Theme.title"), size: 12)\n"
            try Data(text.utf8).write(to: root.appendingPathComponent("Screen\(file).swift"))
        }
        try Data("enum Theme {\n    static let title = \"GillSans-Bold\"\n}\n".utf8)
            .write(to: root.appendingPathComponent("Theme.swift"))
        // A file over the size scanned beside others, whose call is the last line.
        let padding = String(repeating: "// padding\n", count: FontNameLinter.largestConcurrentScan / 11 + 1)
        try Data((padding + "let large = UIFont(name: \"GillSans-Bld\", size: 12)\n").utf8)
            .write(to: root.appendingPathComponent("Large.swift"))
        let report = try FontNameLinter(catalog: try FixtureCatalog.standard()).lint(paths: [root.path])
        let expected =
            ["Large.swift:\(FontNameLinter.largestConcurrentScan / 11 + 2):26"]
            + (0..<40).filter { $0 % 4 == 0 }.map { "Screen\($0).swift:1:\($0 < 10 ? 27 : 28)" }.sorted()
        #expect(
            report.findings.map { "\($0.path.split(separator: "/").last ?? ""):\($0.line):\($0.column)" }.sorted()
                == expected.sorted())
        #expect(report.findings.allSatisfy { $0.rule == .unknownName })
        #expect(report.fileCount == 42)
        #expect(report.nameCount == 41)
    }
}
