/// A face known only by name — a face of a ``PlatformFontList`` — asked for what only its file can answer: its
/// code points, its icon glyphs, a specimen.
public struct NoFontFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The face's PostScript name.
    public var postScriptName: String
    /// The platform that lists it, such as `iOS 18.2`.
    public var platform: String
    /// The list's file, when the catalog holds the list.
    public var list: String?

    /// An error for the face `postScriptName` that `platform`'s list, read from `list`, holds.
    public init(postScriptName: String, platform: String, list: String?) {
        self.postScriptName = postScriptName
        self.platform = platform
        self.list = list
    }

    /// `'HelveticaNeue-Bold' is listed among iOS 18.2's fonts ('ios.json') and has no file here, so what only the
    /// font file tells (code points, glyphs, a specimen) is unknown; give the font file with '--fonts' or ask on the
    /// platform itself`.
    public var description: String {
        let source = list.map { " (\(DisplayText.quoted($0, limit: nil)))" } ?? ""
        return "\(DisplayText.quoted(postScriptName)) is listed among \(DisplayText.escaped(platform))'s fonts"
            + "\(source) and has no file here, so what only the font file tells (code points, glyphs, a specimen) "
            + "is unknown; give the font file with '--fonts' or ask on the platform itself"
    }
}
