extension FontCatalog {
    /// The system font for `generic`: the installed family fontconfig resolves it to
    /// (``family(resolving:)``), with the sizing API; `nil` for a catalog of plain values.
    ///
    /// ```swift
    /// let body = try catalog.systemFont(.sansSerif)?.font(textStyle: .body, category: .extraLarge)  // 19 pt
    /// ```
    public func systemFont(_ generic: GenericFamily) -> SystemFont? {
        family(resolving: generic).map { SystemFont(generic: generic, family: $0) }
    }
}
