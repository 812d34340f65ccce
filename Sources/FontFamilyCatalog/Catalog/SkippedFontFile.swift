/// A file in a given font directory that fontconfig could not read as a font.
public struct SkippedFontFile: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Why it was skipped, such as `empty file` or `not a font fontconfig can read`.
    public var reason: String

    /// A skipped file and the reason.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The path for a message: escaped but never shortened.
    public var location: String { Notation.path(path) }

    /// `PATH: REASON`, the path whole.
    public var description: String { "\(location): \(reason)" }
}
