/// The access level of the declarations that generated code declares: ``internal`` for code used in the module
/// it is generated into, ``package`` or ``public`` for a library whose other modules or users use it.
///
/// ```swift
/// let catalog = try FontCatalog(fonts: ["Fixtures/Fonts"])
/// let source = SwiftEnumRenderer.source(for: catalog.families(containing: "gill"), access: .public)
/// // … public enum GillSans: String, FontName { …
/// ```
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    /// Swift's default: no keyword is written.
    case `internal`
    /// `package`: visible to the other modules of the same package.
    case `package`
    /// `public`: visible to every module that imports the generated code's module.
    case `public`

    /// What precedes a declaration: the keyword and a space, or nothing for ``internal``.
    var declarationPrefix: String {
        self == .internal ? "" : rawValue + " "
    }
}
