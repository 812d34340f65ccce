/// Why ``FontCatalog/iconFont(named:for:)`` found no icon font. Each message names the input and says what to do.
public enum IconFontLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No name was given and the metadata `source` names no font family.
    case unnamedFont(source: String)
    /// No face has `name` as its PostScript name or family name; `closest` are the installed PostScript names
    /// closest to it, closest first (possibly none).
    case fontNotFound(name: String, closest: [String])
    /// The font is a face of a ``PlatformFontList``, which has no file here to read glyphs from.
    case noFile(NoFontFileError)

    /// One sentence naming the input and saying what to do.
    public var description: String {
        switch self {
        case .unnamedFont(let source):
            return "\(DisplayText.quoted(source)) does not name its font; give the icon font's PostScript name"
        case .fontNotFound(let name, let closest):
            let hint =
                closest.isEmpty
                ? "list the installed ones with: fc-list : postscriptname family"
                : "closest installed: " + closest.map(DisplayText.escaped).joined(separator: ", ")
            return "no font has the PostScript name or family name \(DisplayText.quoted(name)); \(hint)"
        case .noFile(let error):
            return error.description
        }
    }
}
