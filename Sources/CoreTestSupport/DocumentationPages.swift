import Foundation

/// The package's Markdown documentation — README.md and the pages of the DocC catalogs under `Sources/` — and
/// the fenced code blocks in it, so that tests can compile every example and check what the examples say.
public enum DocumentationPages {
    /// README.md, then every `.md` file inside a `.docc` catalog under `Sources/`, sorted by path.
    public static func all() throws -> [URL] {
        [PackagePaths.root.appendingPathComponent("README.md")] + (try catalogPages())
    }

    /// Every `.md` file inside a `.docc` catalog under `Sources/`, sorted by path.
    public static func catalogPages() throws -> [URL] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sources.path])
        }
        return walk.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "md" && $0.path.contains(".docc/") }
            .sorted { $0.path < $1.path }
    }

    /// The text of the catalog page whose file is `name.md`, such as `ResolutionAndDiagnoses`.
    public static func page(_ name: String) throws -> String {
        guard let url = try catalogPages().first(where: { $0.lastPathComponent == name + ".md" }) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: name + ".md"])
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The contents of every block in `markdown` that opens with a line that is exactly "```" followed by
    /// `language` and closes with a line that is exactly "```", each ending in a newline.
    public static func codeBlocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `markdown` quotes `message` as a ```text block of its own, which may wrap the message's one line
    /// at spaces for reading.
    public static func quotes(_ message: String, in markdown: String) -> Bool {
        codeBlocks("text", in: markdown).contains { block in
            block.split(separator: "\n").joined(separator: " ") == message
        }
    }
}
