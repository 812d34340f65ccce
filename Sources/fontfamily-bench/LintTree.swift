import Foundation

/// A generated Swift tree for the lint rows: its shape, and the tree written from it with the typos planted.
struct LintTree {
    /// How a tree is laid out.
    enum Shape {
        /// Every file holds font calls: 250 files of 400 lines, 4 `UIFont(name:size:)` calls in each (1,000 in all),
        /// so every byte of the tree is lexed.
        case dense
        /// An app's layout: files of 40 to 400 lines, a `Theme` of 24 font constants, and a sixth of the files using
        /// them (`UIFont(name: Theme.title3, size:)`) beside literal `UIFont(name:size:)` and `Font.custom` calls; the
        /// other files hold view code and no trigger word.
        case app

        /// The row's title.
        var title: String {
            switch self {
            case .dense: "Lint, dense tree: 100,000 lines in 250 files, 1,000 font calls in all of them"
            case .app: "Lint, app-shaped tree: 300 files of 40–400 lines, a Theme of 24 constants used from 50 files"
            }
        }

        /// The `grep -rnF` patterns that find the same call sites.
        var grepPatterns: [String] {
            switch self {
            case .dense: ["UIFont(name"]
            case .app: ["UIFont(name", "Font.custom("]
            }
        }
    }

    /// Every `typoEvery`-th font name has its last character dropped.
    static let typoEvery = 100

    /// Where the tree is.
    let path: String
    /// How many typos were planted: each is one error.
    let typos: Int
    /// How many bytes the tree holds.
    let bytes: Int

    /// Writes the tree of `shape` into `scratch`, naming the installed faces `names`.
    init(_ shape: Shape, names: [String], scratch: ScratchDirectory) throws {
        path = try scratch.subdirectory("lint-tree-\(shape)")
        var writer = Writer(names: names)
        var files: [(String, String)] = []
        switch shape {
        case .dense:
            for file in 0..<250 { files.append(("File\(file).swift", writer.denseFile(file))) }
        case .app:
            files.append(("Theme.swift", writer.theme()))
            for file in 0..<300 { files.append(("Screen\(file).swift", writer.appFile(file))) }
        }
        var total = 0
        for (name, text) in files {
            let file = path + "/" + name
            guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
                throw BenchError("cannot write '\(file)'; check free space in the temporary directory")
            }
            total += text.utf8.count
        }
        typos = writer.typos
        bytes = total
    }

    /// Writes the files' text, counting the names given and the typos planted.
    private struct Writer {
        let names: [String]
        let installed: Set<String>
        var nameIndex = 0
        var typos = 0

        init(names: [String]) {
            self.names = names
            installed = Set(names)
        }

        /// The next name, as a Swift string literal: every `typoEvery`-th with its last letter dropped (or one added
        /// where that spells another installed name).
        mutating func nextLiteral(typo: Bool = false) -> String {
            var name = names[nameIndex % names.count]
            if typo || nameIndex % LintTree.typoEvery == LintTree.typoEvery - 1 {
                let dropped = String(name.dropLast())
                name = dropped.isEmpty || installed.contains(dropped) ? name + "q" : dropped
                typos += 1
            }
            nameIndex += 1
            return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }

        /// A file of the dense tree: 400 lines, 4 font calls.
        mutating func denseFile(_ file: Int) -> String {
            var lines = ["func file\(file)() {"]
            for line in 0..<400 {
                if line % 100 == 50 {
                    lines.append("    let font\(line) = UIFont(name: \(nextLiteral()), size: \(12 + line % 10))")
                } else {
                    lines.append(
                        "    let value\(line) = compute(\(line), \"label \(line)\") + \(file)  // note \(line)")
                }
            }
            return lines.joined(separator: "\n") + "\n}\n"
        }

        /// The app's theme: 24 font constants, `font6` (used from several files) a typo, reported once at its literal.
        mutating func theme() -> String {
            var lines = ["import UIKit", "", "enum Theme {"]
            for constant in 0..<24 {
                lines.append("    static let font\(constant) = \(nextLiteral(typo: constant == 6))")
            }
            return lines.joined(separator: "\n") + "\n}\n"
        }

        /// A file of the app: view code of 40 to 400 lines; every sixth file uses two theme constants and spells two
        /// names itself.
        mutating func appFile(_ file: Int) -> String {
            let length = 40 + file * 131 % 360
            var lines = [
                "import SwiftUI", "import UIKit", "", "final class Screen\(file)Controller: UIViewController {",
                "    private let titleLabel = UILabel()", "    private var rows: [String] = []", "",
                "    override func viewDidLoad() {", "        super.viewDidLoad()",
            ]
            if file % 6 == 0 {
                lines += [
                    "        titleLabel.font = UIFont(name: Theme.font\(file % 24), size: 20)",
                    "        let detail = UIFont(name: Theme.font\((file + 7) % 24), size: 14)",
                    "        let caption = UIFont(name: \(nextLiteral()), size: 11)",
                    "        rows.append(String(describing: [detail, caption]))",
                ]
            }
            while lines.count < length - 8 {
                let line = lines.count
                lines += [
                    "        rows.append(\"Row \\(rows.count) of screen \(file), line \(line)\")",
                    "        if rows.count > \(line % 17) && view.bounds.width > 320 { titleLabel.numberOfLines = 2 }",
                    "        view.addSubview(UIView(frame: CGRect(x: 0, y: \(line), width: 320, height: 44)))",
                ]
            }
            lines += ["    }", "}", "", "struct Screen\(file)View: View {", "    var body: some View {"]
            lines.append(
                file % 6 == 3
                    ? "        Text(\"Screen \(file)\").font(Font.custom(\(nextLiteral()), size: 17))"
                    : "        Text(\"Screen \(file)\").font(.headline)")
            return lines.joined(separator: "\n") + "\n    }\n}\n"
        }
    }
}
