public import FontFamilyKit

extension FontName {
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
