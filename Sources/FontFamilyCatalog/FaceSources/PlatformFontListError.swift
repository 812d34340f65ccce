/// Why a ``PlatformFontList`` could not be read. Each description names the file, the entry when one is at fault,
/// and what to do; a list with any error gives no face at all.
public enum PlatformFontListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A face of the list: its position in `"faces"`, counted from 0, and its PostScript name when it has one.
    public struct Entry: Hashable, Sendable {
        /// The position in `"faces"`, counted from 0.
        public var index: Int
        /// The entry's `"postScriptName"`, when it is a string.
        public var postScriptName: String?

        /// An entry at `index`, with its PostScript name if known.
        public init(index: Int, postScriptName: String?) {
            self.index = index
            self.postScriptName = postScriptName
        }

        /// `faces[3] ('HelveticaNeue-Bold')`, or `faces[3]` without a name.
        var shown: String {
            "faces[\(index)]" + (postScriptName.map { " (\(DisplayText.quoted($0)))" } ?? "")
        }
    }

    /// The file does not exist, is a directory or cannot be read; `reason` says which.
    case unreadable(path: String, reason: String)
    /// The file is not a JSON object.
    case malformedJSON(path: String)
    /// The file is JSON, but its `"format"` is not `"fontfamily-platform-fonts"`.
    case notAPlatformList(path: String)
    /// The list is of a format version this library does not read.
    case unsupportedVersion(path: String, version: Int)
    /// A field is missing or holds the wrong kind of value: at the top of the file when `entry` is `nil`, the whole
    /// entry when `field` is `nil`. `expected` says what it should be.
    case invalidField(path: String, entry: Entry?, field: String?, expected: String)
    /// The face at position `entry` has the PostScript name of the face at `first` with other attributes.
    case conflictingDuplicate(path: String, postScriptName: String, first: Int, entry: Int)
    /// The list's `"faces"` is empty: a list of no face would make every name missing.
    case noFaces(path: String)

    /// One sentence naming the file, the entry at fault if any, and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "platform font list \(Self.shown(path)) \(reason); give the path of a list recorded as the "
                + "documentation shows"
        case .malformedJSON(let path):
            return "platform font list \(Self.shown(path)) is not a JSON object; record it again as the "
                + "documentation shows"
        case .notAPlatformList(let path):
            return "\(Self.shown(path)) is not a platform font list: its \"format\" is not "
                + "\"\(PlatformFontList.formatName)\"; record it again as the documentation shows"
        case .unsupportedVersion(let path, let version):
            return "platform font list \(Self.shown(path)) has \"formatVersion\" \(version), but this version of "
                + "FontFamily reads version \(PlatformFontList.formatVersion); record the list again with this "
                + "version's snippet"
        case .invalidField(let path, let entry, let field, let expected):
            let subject: String
            switch (entry, field) {
            case (let entry?, let field?): subject = entry.shown + ": \"\(field)\""
            case (let entry?, nil): subject = entry.shown
            case (nil, let field?): subject = "\"\(field)\""
            case (nil, nil): subject = "the list"
            }
            let remedy = entry == nil ? "fix the file" : "fix the entry"
            return "platform font list \(Self.shown(path)): \(subject) must be \(expected); \(remedy) or record the "
                + "list again"
        case .noFaces(let path):
            return "platform font list \(Self.shown(path)) has no face: its \"faces\" is empty; record the list "
                + "again as the documentation shows"
        case .conflictingDuplicate(let path, let postScriptName, let first, let entry):
            return
                "platform font list \(Self.shown(path)): faces[\(entry)] lists \(DisplayText.quoted(postScriptName)) "
                + "again with other attributes than faces[\(first)]; keep one entry per PostScript name"
        }
    }

    /// A path as messages show it: whole, escaped, between single quotes.
    private static func shown(_ path: String) -> String {
        DisplayText.quoted(path, limit: nil)
    }
}
