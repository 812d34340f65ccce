import FontFamilyKit

/// Why the lint could not read what it was given — a source path or a baseline. Its ``description`` names the path
/// and what to do.
public struct LintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the path.
    public enum Problem: Hashable, Sendable {
        /// Nothing exists at the path.
        case missing
        /// The file or directory cannot be read.
        case unreadable
        /// The file is not Swift, Objective-C, Interface Builder, CSS, HTML, design tokens or an `Info.plist`.
        case notSource
        /// The `.json` file, named itself, holds no design tokens (no `$value` member).
        case notDesignTokens
        /// The path, named itself, is neither a regular file nor a directory; what it is, with its article (`a named
        /// pipe`).
        case notAFile(String)
        /// The `Info.plist` is not a property list the lint can read, or its font keys hold the wrong types;
        /// `reason` says why.
        case malformedPropertyList(reason: String)
        /// No baseline exists at the path given to read one from.
        case missingBaseline
        /// The file given as a baseline is not one (see ``LintBaseline``); `reason` says why.
        case notBaseline(reason: String)
    }

    /// The path as given.
    public let path: String
    /// What is wrong with it.
    public let problem: Problem

    /// An error for `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// One sentence naming the path and what to do.
    public var description: String {
        let shown = DisplayText.quoted(path, limit: nil)
        switch problem {
        case .missing:
            return "\(shown) does not exist; give a source file or a directory to lint"
        case .unreadable:
            return "\(shown) cannot be read; check its permissions"
        case .notDesignTokens:
            return "\(shown) holds no design tokens (no \"$value\" member), which is what the lint reads in a .json "
                + "file; give a design-tokens file, or leave this one out"
        case .notAFile(let kind):
            return "\(shown) is \(kind), not a file; give a source file or a directory to lint"
        case .missingBaseline:
            return "\(shown) does not exist; write the baseline first, with 'fontfamily-dump --lint PATH... "
                + "--write-baseline \(DisplayText.escaped(path, limit: nil))'"
        case .notBaseline(let reason):
            return "\(shown) is not a lint baseline: \(reason); write it again with '--write-baseline'"
        case .malformedPropertyList(let reason):
            return "\(shown) is not a property list the lint can read: \(reason); fix the file, or leave it out of the "
                + "paths to lint"
        case .notSource:
            return "\(shown) is not a file the lint reads; give a .swift, .m, .mm, .h, .xib, .storyboard, .css, .html, "
                + ".htm, .tokens or .json file, an Info.plist, or a directory"
        }
    }
}
