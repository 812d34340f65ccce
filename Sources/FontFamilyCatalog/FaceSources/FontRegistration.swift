/// A catalog of the system fonts plus fonts an app ships, and which PostScript names each shipped path added: what
/// ``FontCatalog/registering(_:includingSystemFonts:cacheDirectory:)`` returns.
///
/// ```swift
/// let registration = try FontCatalog.registering(["Resources/Fonts", "Resources/iconfont.ttf"])
/// registration.postScriptNames(addedBy: "Resources/iconfont.ttf")  // ["iconfont"]
/// ```
public struct FontRegistration: Sendable {
    /// The catalog with the system fonts (when asked for) and every registered font.
    public let catalog: FontCatalog
    /// The PostScript names each registered path added, sorted, by the path exactly as it was given.
    public let postScriptNamesByPath: [String: [String]]

    /// A registration of `catalog` with the names each path added.
    public init(catalog: FontCatalog, postScriptNamesByPath: [String: [String]]) {
        self.catalog = catalog
        self.postScriptNamesByPath = postScriptNamesByPath
    }

    /// The PostScript names that `path` (as given to the registration) added, sorted; empty for a path that was not
    /// registered or a directory without fonts.
    public func postScriptNames(addedBy path: String) -> [String] {
        postScriptNamesByPath[path] ?? []
    }
}
