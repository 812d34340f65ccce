import Foundation
import TestSupport
import Testing

/// What the README tells a newcomer holds on any machine: the quick start prints what its output block shows, and
/// every link into the repository reaches a file and heading that exist.
@Suite struct ReadmeQuickStartTests {
    static func readme() throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The lines of the first fenced block with `info` at or after `start` in `text`, and where that block ends.
    static func block(_ info: String, in lines: [Substring], from start: Int) -> (lines: [Substring], end: Int)? {
        guard let open = lines[start...].firstIndex(of: Substring("```" + info)),
            let close = lines[(open + 1)...].firstIndex(of: "```")
        else { return nil }
        return (Array(lines[(open + 1)..<close]), close)
    }

    /// The quick start is two commands; the first, with `--only` (the machine's own fonts left out), prints exactly the
    /// output block that follows, and as written prints the block's enum among whatever the system adds.
    @Test func theQuickStartPrintsWhatTheReadmeShows() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false)
        let section = try #require(lines.firstIndex(of: "## Quick start"))
        let commands = try #require(Self.block("sh", in: lines, from: section))
        #expect(commands.lines.count == 2)
        #expect(commands.lines.last == "swift test")
        let first = try #require(commands.lines.first)
        let prefix = "swift run fontfamily-dump "
        #expect(first.hasPrefix(prefix))
        let output = try #require(Self.block("text", in: lines, from: commands.end))
        let arguments = first.dropFirst(prefix.count).split(separator: " ").map(String.init)
        #expect(!arguments.contains("--only"))
        let hermetic = try DumpCommand.run(arguments + ["--only"])
        #expect(hermetic.status == 0)
        #expect(hermetic.standardError == "")
        #expect(hermetic.standardOutput == output.lines.joined(separator: "\n") + "\n")
        let asWritten = try DumpCommand.run(arguments)
        #expect(asWritten.status == 0)
        let enumeration = try #require(output.lines.firstIndex { $0.hasPrefix("/// Gill Sans") })
        #expect(asWritten.standardOutput.contains(output.lines[enumeration...].joined(separator: "\n")))
    }

    /// Every relative link of the README names a file of the repository, and its `#fragment` a heading of that file.
    @Test func everyLinkIntoTheRepositoryReachesAFileAndHeading() throws {
        let readme = try Self.readme()
        var links: [(path: String, fragment: String?)] = []
        var rest = readme[...]
        while let open = rest.range(of: "](") {
            let target = rest[open.upperBound...].prefix { $0 != ")" }
            rest = rest[open.upperBound...]
            guard !target.hasPrefix("http") else { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            links.append((String(parts[0]), parts.count > 1 ? String(parts[1]) : nil))
        }
        #expect(links.contains { $0.path.hasSuffix("LintingFontNames.md") })
        for link in links {
            let file = link.path.isEmpty ? "README.md" : link.path
            let url = PackagePaths.root.appendingPathComponent(file)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(file)")
            guard let fragment = link.fragment, file.hasSuffix(".md") else { continue }
            let headings = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("#") }
                .map { heading in
                    heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                        .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
                        .replacingOccurrences(of: " ", with: "-")
                }
            #expect(headings.contains(fragment), "\(file)#\(fragment)")
        }
    }
}
