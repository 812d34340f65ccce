#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// The files a lint reads below the paths it was given: every Swift, Objective-C, Interface Builder, CSS, HTML and
/// design-tokens file and every `Info.plist`, with the other files as the resources an app may bundle, in the order
/// the paths were given and by path within each directory, each file and directory read once per real path (a
/// symbolic link that leads back up is not followed again, and paths that overlap give a file once).
///
/// Hidden files and folders (`.build`, `.git`, `.swiftpm`) and `node_modules` are skipped: they hold build products
/// and other people's code, not the project's own names. A walk passes over what is neither a regular file nor a
/// directory — a named pipe, a socket, a device, a symbolic link to nothing, a file or folder that vanished during the
/// walk — as ripgrep does, and keeps those named like source files to say so; such a path given itself is an error
/// that says what it is.
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

    /// The files to read, and what the walks passed over.
    struct Walk: Sendable {
        /// The files below the paths, in the order given and by path within each directory, each once.
        var files: [File] = []
        /// The entries named like source files that are not regular files, in the order walked.
        var passedOver: [LintReport.PassedOver] = []
        /// The `Info.plist` files (and `*-Info.plist`, as older Xcode templates name them), in the order walked.
        var propertyLists: [String] = []
        /// Every other regular file a walk came across: the resources an app target may bundle, which the fonts an
        /// `Info.plist` lists are looked for among.
        var resources: [String] = []
    }

    /// Whether the file `name` is an app's information property list: `Info.plist` or `NAME-Info.plist`.
    static func isInfoPlist(_ name: Substring) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    /// The folders a walk never enters, besides hidden ones.
    static let skippedFolders: Set<String> = ["node_modules"]

    /// The files below `paths`, in the order given and by path within each directory, each once, and the entries
    /// passed over.
    static func walk(_ paths: [String]) throws(LintError) -> Walk {
        var walk = Walk()
        var visited: Set<String> = []
        var namedLists: [String] = []
        for path in paths {
            switch FileKind(path: path) {
            case nil:
                throw LintError(path: path, problem: .missing)
            case .directory:
                try descend(into: path, walk: &walk, visited: &visited)
            case .regularFile:
                if isInfoPlist(path.split(separator: "/").last ?? "") {
                    walk.propertyLists.append(path)
                    namedLists.append(path)
                    continue
                }
                guard let language = SourceLanguage(path: path) else {
                    throw LintError(path: path, problem: .notSource)
                }
                walk.files.append(File(path: path, language: language, isExplicit: true))
            case let kind?:
                throw LintError(path: path, problem: .notAFile(kind.description))
            }
        }
        try addResources(besideNamed: namedLists, to: &walk)
        guard paths.count > 1 else { return walk }
        // Paths that overlap (a folder and a file in it) name some files twice: each is read where it came first.
        var seen: Set<String> = []
        walk.files = walk.files.filter {
            seen.insert(URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path).inserted
        }
        var seenLists: Set<String> = []
        walk.propertyLists = walk.propertyLists.filter {
            seenLists.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted
        }
        return walk
    }

    /// Adds to `walk`'s resources the files in the folder of each `Info.plist` named itself, and below it: the fonts
    /// a list names are looked for where an app target keeps them, beside its `Info.plist`. Only resources are
    /// taken; the source files there are linted only when their paths are given. A resource found twice is kept once.
    private static func addResources(besideNamed lists: [String], to walk: inout Walk) throws(LintError) {
        guard !lists.isEmpty else { return }
        var visited: Set<String> = []
        var beside = Walk()
        for list in lists {
            let folder = String(list[..<(list.lastIndex(of: "/") ?? list.startIndex)])
            try descend(into: folder.isEmpty ? "." : folder, walk: &beside, visited: &visited)
        }
        var seen = Set(walk.resources.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        walk.resources += beside.resources.filter {
            seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted
        }
    }

    /// What the entry at `path` that is no file is: a symbolic link to nothing, or a file that vanished.
    private static func goneKind(_ path: String) -> String {
        var status = stat()
        return lstat(path, &status) == 0 ? "a symbolic link to nothing" : "a file that vanished"
    }

    private static func descend(into directory: String, walk: inout Walk, visited: inout Set<String>)
        throws(LintError)
    {
        guard visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            // A folder removed while the walk went on (a build's scratch folder) is passed over, said in a note.
            guard FileKind(path: directory) == nil else { throw LintError(path: directory, problem: .unreadable) }
            walk.passedOver.append(LintReport.PassedOver(path: directory, kind: "a folder that vanished"))
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = prefix + name
            switch FileKind(path: path) {
            case nil:
                // A link to nothing (or a file removed since the folder was listed): passed over, and said so when
                // its name is a source file's, which would otherwise be lost without a word.
                if SourceLanguage(path: path) != nil {
                    walk.passedOver.append(LintReport.PassedOver(path: path, kind: Self.goneKind(path)))
                }
            case .directory:
                try descend(into: path, walk: &walk, visited: &visited)
            case .regularFile:
                guard let language = SourceLanguage(path: path) else {
                    if isInfoPlist(Substring(name)) {
                        walk.propertyLists.append(path)
                    } else {
                        walk.resources.append(path)
                    }
                    continue
                }
                let lowered = name.lowercased()
                let namesTokens = lowered.hasSuffix(".tokens") || lowered.hasSuffix(".tokens.json")
                walk.files.append(
                    File(path: path, language: language, isExplicit: language != .designTokens || namesTokens))
            case let kind?:
                // Reading a pipe would wait for a writer, a device would never end: passed over, and said so when
                // its name is a source file's.
                if SourceLanguage(path: path) != nil {
                    walk.passedOver.append(LintReport.PassedOver(path: path, kind: kind.description))
                }
            }
        }
    }

    /// The components of a path, normalised: without empty and `.` ones, and each `..` taking away the component
    /// before it (`Fonts/../Fonts/Brand.ttf` is `Fonts/Brand.ttf`); a `..` with none before it stays.
    static func components(of path: String) -> [Substring] {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components
    }
}
