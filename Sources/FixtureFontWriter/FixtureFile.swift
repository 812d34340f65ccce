import Foundation

/// One file of the committed fixture set, at a path relative to the fixtures directory.
public struct FixtureFile: Sendable, Hashable {
    /// The path below the fixtures directory, with `/` separators: `Fonts/GillSans.ttf`, `iconfont.json`.
    public var relativePath: String
    /// The file's exact contents.
    public var data: Data

    /// A file with `data` at `relativePath`.
    public init(relativePath: String, data: Data) {
        self.relativePath = relativePath
        self.data = data
    }
}
