import Foundation
import TestSupport
import Testing

@testable import FontFamilyLint

/// A lint of files lexes the Swift files with a call site, then only the files that spell a name those refer to, and
/// so on: a file that a call cannot reach is never read for declarations, and one it reaches is, however far.
@Suite struct SwiftReachTests {
    private static func write(_ files: [String: String]) throws -> URL {
        let root = try FixtureCatalog.temporaryDirectory("lint-reach")
        for (name, text) in files {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        return root
    }

    @Test func aConstantTwoFilesAwayIsFollowedAndAnUnrelatedFileIsNotLexed() throws {
        let root = try Self.write([
            "Screen.swift": "let title = UIFont(name: Theme.title, size: 28)\n",
            "Theme.swift": "enum Theme {\n    static let title = Palette.heading\n}\n",
            "Palette.swift": "enum Palette {\n    static let heading = \"GillSans-Bld\"\n}\n",
            "Unrelated.swift": "let greeting = \"hello\"\n",
        ])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let report = try linter.lint(paths: [root.path])
        #expect(
            report.findings.map { "\($0.path.split(separator: "/").last ?? ""):\($0.line):\($0.column) \($0.rule.id)" }
                == ["Palette.swift:2:26 unknown-name"])
        let files = try SourceTree.walk([root.path]).files
        var texts: [Int: String] = [:]
        for (index, file) in files.enumerated() {
            texts[index] = try String(contentsOfFile: file.path, encoding: .utf8)
        }
        let lexed = FontNameLinter.swiftScans(of: texts, in: files).keys.map { files[$0].path }
        #expect(
            Set(lexed.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
                == ["Screen.swift", "Theme.swift", "Palette.swift"])
    }

    /// The enum a parameter is declared with is reached through the parameter's type, though no call spells it.
    @Test func theEnumOfAParametersTypeIsReached() throws {
        let root = try Self.write([
            "Screen.swift": "func font(_ brand: Brand) -> UIFont? { UIFont(name: brand.rawValue, size: 28) }\n",
            "Brand.swift": "enum Brand: String {\n    case title = \"GillSans-Bld\"\n}\n",
        ])
        defer { FixtureCatalog.remove(root) }
        let linter = FontNameLinter(catalog: try FixtureCatalog.standard())
        let report = try linter.lint(paths: [root.path])
        #expect(
            report.findings.map { "\($0.path.split(separator: "/").last ?? ""):\($0.line):\($0.column) \($0.rule.id)" }
                == ["Brand.swift:2:18 unknown-name"])
    }
}
