extension FontName {
    /// The installed face with exactly this case's PostScript name, or `nil`: one dictionary lookup.
    ///
    /// ```swift
    /// GillSans.semiBold.face(in: catalog)?.file  // "/…/GillSans-SemiBold.ttf"
    /// ```
    public func face(in catalog: FontCatalog) -> FontFace? {
        catalog.face(postScriptName: rawValue)
    }

    /// Resolves this case's PostScript name as ``FontCatalog/resolve(postScriptName:fallback:)`` does.
    public func resolve(in catalog: FontCatalog, fallback: FallbackPolicy = .none) -> FontResolution {
        catalog.resolve(postScriptName: rawValue, fallback: fallback)
    }

    /// The cases whose PostScript names are not installed, in declaration order, each with its diagnosis; empty
    /// when every case resolves.
    ///
    /// ```swift
    /// GillSans.unresolved(in: catalog).map(\.diagnosis.description)
    /// ```
    public static func unresolved(in catalog: FontCatalog) -> [UnresolvedFontName<Self>] {
        allCases.compactMap { name in
            catalog.diagnose(postScriptName: name.rawValue).map { UnresolvedFontName(name: name, diagnosis: $0) }
        }
    }
}
