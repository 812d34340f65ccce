/// Why a ``FontCatalog`` could not be built. Each description names the input and says what to do.
public enum FontCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A given font directory or file does not exist.
    case missingPath(String)
    /// A given font path exists but cannot be read.
    case unreadablePath(String)
    /// A given font path is neither a directory nor a regular file.
    case notAFontPath(String)
    /// A given font file is not a font fontconfig can read.
    case notAFont(String)
    /// A given file looks like a font, but FreeType cannot read it; `reason` says what it looks like and quotes
    /// FreeType (`looks like a TrueType font, but FreeType cannot read it: unknown file format`).
    case unreadableFont(String, reason: String)
    /// A configuration file does not exist. `fromEnvironment` is `true` when it came from `FONTCONFIG_FILE`.
    case missingConfiguration(String, fromEnvironment: Bool)
    /// `FONTCONFIG_FILE` holds a relative path, which fontconfig would resolve against its own directory.
    case relativeConfiguration(String)
    /// A configuration file could not be parsed; `details` is what fontconfig said, if anything.
    case malformedConfiguration(String, details: String, fromEnvironment: Bool)
    /// fontconfig failed for a reason it does not report; the text says what failed and what to do.
    case fontconfigFailure(String)

    /// One sentence that names the input and what to do. Paths are shown whole, escaped.
    public var description: String {
        switch self {
        case .missingPath(let path):
            return "font path \(Self.shown(path)) does not exist; check the path or create it"
        case .unreadablePath(let path):
            return "font path \(Self.shown(path)) cannot be read; check its permissions"
        case .notAFontPath(let path):
            return
                "font path \(Self.shown(path)) is neither a directory nor a file; give a font directory or a font file"
        case .notAFont(let path):
            return
                "\(Self.shown(path)) is not a font fontconfig can read; give a TrueType, OpenType, Type 1 or WOFF file"
        case .unreadableFont(let path, let reason):
            return "\(Self.shown(path)) \(reason); replace it with an intact copy of the font"
        case .missingConfiguration(let path, let fromEnvironment):
            return fromEnvironment
                ? "FONTCONFIG_FILE names \(Self.shown(path)), which does not exist; fix the path or unset FONTCONFIG_FILE"
                : "fontconfig configuration \(Self.shown(path)) does not exist; check the path"
        case .relativeConfiguration(let path):
            return
                "FONTCONFIG_FILE is the relative path \(Self.shown(path)), which fontconfig resolves against its own "
                + "configuration directory, not the current one; set FONTCONFIG_FILE to an absolute path"
        case .malformedConfiguration(let path, let details, let fromEnvironment):
            let origin = fromEnvironment ? "FONTCONFIG_FILE names \(Self.shown(path)), which" : Self.shown(path)
            let said = details.isEmpty ? "" : " (\(details))"
            let remedy = fromEnvironment ? "fix the file or unset FONTCONFIG_FILE" : "fix the file"
            return "\(origin) is not a valid fontconfig configuration\(said); \(remedy)"
        case .fontconfigFailure(let what):
            return "fontconfig failed: \(what)"
        }
    }

    /// A path as messages show it: whole, escaped, between single quotes.
    private static func shown(_ path: String) -> String {
        DisplayText.quoted(path, limit: nil)
    }
}
