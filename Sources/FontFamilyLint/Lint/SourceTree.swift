import FontFamilyCatalog
import FontFamilyCodegen
import FontFamilySyntax
import Foundation

/// The files a lint reads below the paths it was given: every Swift, CSS, HTML and design-tokens file, in the order
/// the paths were given and by path within each directory, each file and directory read once per real path (a
/// symbolic link that leads back up is not followed again, and paths that overlap give a file once).
///
/// Hidden files and folders (`.build`, `.git`, `.swiftpm`) and `node_modules` are skipped: they hold build products
/// and other people's code, not the project's own names.
struct SourceTree {
    /// One file to read: its path as the lint reports it, and its language.
    struct File: Hashable, Sendable {
        /// The path, below the given path as it was given (`Sources/App/Theme.swift`).
        let path: String
        /// The scanner that reads it.
        let language: SourceLanguage
        /// `true` when the file was named itself or says it is design tokens by its name (`.tokens`,
        /// `.tokens.json`); `false` for a `.json` file a walk came across, which is read only when it is design
        /// tokens and skipped quietly otherwise.
        let isExplicit: Bool
    }

    /// The folders a walk never enters, besides hidden ones.
    static let skippedFolders: Set<String> = ["node_modules"]

    /// The files below `paths`, in the order given and by path within each directory, each once.
    static func files(below paths: [String]) throws(LintError) -> [File] {
        var files: [File] = []
        var visited: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LintError(path: path, problem: .missing)
            }
            if isDirectory.boolValue {
                try walk(path, into: &files, visited: &visited)
            } else {
                guard let language = SourceLanguage(path: path) else {
                    throw LintError(path: path, problem: .notSource)
                }
                files.append(File(path: path, language: language, isExplicit: true))
            }
        }
        guard paths.count > 1 else { return files }
        // Paths that overlap (a folder and a file in it) name some files twice: each is read where it came first.
        var seen: Set<String> = []
        return files.filter { seen.insert(URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path).inserted }
    }

    private static func walk(_ directory: String, into files: inout [File], visited: inout Set<String>)
        throws(LintError)
    {
        guard visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw LintError(path: directory, problem: .unreadable)
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = prefix + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A link to nothing: a source file of that name would be lost without a word.
                if SourceLanguage(path: path) != nil { throw LintError(path: path, problem: .missing) }
                continue
            }
            if isDirectory.boolValue {
                try walk(path, into: &files, visited: &visited)
            } else if let language = SourceLanguage(path: path) {
                let lowered = name.lowercased()
                let namesTokens = lowered.hasSuffix(".tokens") || lowered.hasSuffix(".tokens.json")
                files.append(File(path: path, language: language, isExplicit: language != .designTokens || namesTokens))
            }
        }
    }
}
