import FontFamilyKit

/// Why an ``OutputFile`` was not written: one sentence naming the path as given and what to do. The file, if any,
/// is left as it was.
package struct OutputFileError: Error, Equatable, CustomStringConvertible {
    /// What stood in the way.
    package enum Problem: Equatable {
        /// The file exists, is not empty and is not output of this package.
        case notGenerated
        /// The file is output of this package that was changed after it was written: its digest no longer matches.
        case edited
        /// The path names a directory.
        case isDirectory
        /// The file to edit in place is not a regular file (a device, a pipe, a socket).
        case notARegularFile
        /// The file exists but cannot be read, so whether it may be replaced is unknown.
        case unreadable
        /// The operating system refused, in its words (`No such file or directory`).
        case system(String)
    }

    /// The path as the user gave it.
    package let path: String
    /// What stood in the way.
    package let problem: Problem

    /// The sentence.
    package var description: String {
        let quoted = DisplayText.quoted(path, limit: nil)
        switch problem {
        case .notGenerated:
            return "\(quoted) exists and was not written by fontfamily-dump, so it was left alone; move it away or "
                + "give another path, or add '--force' to replace it"
        case .edited:
            return "\(quoted) was written by fontfamily-dump but has been edited since, so it was left alone; move it "
                + "away or give another path to keep the edits, or add '--force' to replace it"
        case .isDirectory:
            return "cannot write \(quoted): it is a directory; give a file path"
        case .notARegularFile:
            return "cannot rewrite \(quoted) in place: it is not a regular file, so it was left alone"
        case .unreadable:
            return "cannot write \(quoted): it exists but cannot be read, so it was left alone; check its permissions"
        case .system(let reason):
            return "cannot write \(quoted): \(reason); give a path in a writable directory"
        }
    }
}
