import Foundation
import TestSupport
import Testing

/// Every ```swift block of the DocC catalogs' pages compiles, each on its own: a package manifest against
/// `PackageDescription`, anything else as a user's `main.swift` against `FontFamilyKit` and `FontFamilyTesting`.
@Suite struct DocCExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let page: String
        let index: Int
        let source: String
        var testDescription: String { "\(page) #\(index + 1)" }
    }

    static func examples() throws -> [Example] {
        try DocumentationPages.catalogPages().flatMap { url in
            let blocks = DocumentationPages.codeBlocks("swift", in: try String(contentsOf: url, encoding: .utf8))
            return blocks.enumerated().map { Example(page: url.lastPathComponent, index: $0, source: $1) }
        }
    }

    @Test func everyArticleHasExamples() throws {
        let pages = Set(try Self.examples().map(\.page))
        let articles = try DocumentationPages.catalogPages().filter { $0.path.contains("/Articles/") }
        #expect(!articles.isEmpty)
        for article in articles {
            #expect(pages.contains(article.lastPathComponent), "\(article.lastPathComponent) has no swift example")
        }
    }

    @Test func everyExampleStandsAlone() throws {
        for example in try Self.examples() {
            #expect(
                example.source.hasPrefix("import ") || example.source.hasPrefix("// swift-tools-version:"),
                "\(example.testDescription) does not start with its imports")
        }
    }

    @Test(arguments: try examples())
    func compiles(_ example: Example) throws {
        if example.source.contains("import PackageDescription") {
            try SwiftTypechecker.typecheckManifest(example.source)
        } else {
            try SwiftTypechecker.typecheck(["main.swift": example.source])
        }
    }
}
