extension FontCatalog {
    /// The Swift source `fontfamily-dump SUBSTRING` prints: a ``FontName`` enum for every family one of whose
    /// names contains `substring` (see ``families(containing:)``), or `nil` when no family matches.
    ///
    /// ```swift
    /// let catalog = try FontCatalog(fonts: ["Fixtures/Fonts"])
    /// print(catalog.swiftBoilerplate(forFamiliesContaining: "gill") ?? "No family matches.")
    /// ```
    ///
    /// An empty substring matches every family. The text is described at ``SwiftEnumRenderer``; `access` is the
    /// enums' access level (`internal` unless given).
    public func swiftBoilerplate(
        forFamiliesContaining substring: String, access: AccessLevel = .internal
    ) -> String? {
        let matches = families(containing: substring)
        return matches.isEmpty ? nil : SwiftEnumRenderer.source(for: matches, access: access)
    }

    /// The JSON `fontfamily-dump --json SUBSTRING` prints: the families one of whose names contains `substring`
    /// and their faces, or `nil` when no family matches.
    ///
    /// An empty substring matches every family. The document is described at ``JSONRenderer``.
    public func jsonDescription(forFamiliesContaining substring: String) -> String? {
        let matches = families(containing: substring)
        return matches.isEmpty ? nil : JSONRenderer.json(for: matches)
    }
}

extension FontCatalog {
    /// The Swift source `fontfamily-dump SUBSTRING --family` prints: ``FontFamily`` descriptors for the matching
    /// families whose names follow a rule, enums for the others, or `nil` when no family matches.
    ///
    /// The text is described at ``DescriptorDumpRenderer``; `access` is the declarations' access level (`internal`
    /// unless given).
    public func swiftDescriptors(
        forFamiliesContaining substring: String, access: AccessLevel = .internal
    ) -> String? {
        let matches = families(containing: substring)
        return matches.isEmpty ? nil : DescriptorDumpRenderer.source(for: matches, access: access)
    }
}
