import Foundation
import TestSupport
import Testing

/// Every ```swift block of README.md compiles, each on its own as a user's `main.swift`.
@Suite struct ReadmeTests {
    static func swiftBlocks() throws -> [String] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        return DocumentationPages.codeBlocks("swift", in: readme)
    }

    @Test func theReadmeHasItsExamples() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count == 8)
        #expect(blocks.allSatisfy { $0.hasPrefix("import ") })
    }

    @Test func everySwiftBlockCompiles() throws {
        for block in try Self.swiftBlocks() {
            try SwiftTypechecker.typecheck(["main.swift": block])
        }
    }
}
