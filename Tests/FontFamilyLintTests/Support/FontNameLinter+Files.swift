import Foundation
import TestSupport

@testable import FontFamilyLint

extension FontNameLinter {
    /// Lints the files `files` (by name) written into a fresh directory named after `tag`: each finding's line with
    /// the directory left out.
    func findingLines(of files: [String: String], tag: String) throws -> [String] {
        let root = try FixtureCatalog.temporaryDirectory(tag)
        defer { FixtureCatalog.remove(root) }
        for (name, text) in files {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }
        return try lint(paths: [root.path]).findings.map { $0.description.replacing(root.path + "/", with: "") }
    }
}
