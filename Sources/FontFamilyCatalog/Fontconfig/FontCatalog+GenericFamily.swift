extension FontCatalog {
    /// The family fontconfig gives a program that asks for `generic` (what `fc-match sans-serif` prints), or `nil`
    /// for a catalog of plain values, or when fontconfig's answer is not a family of this catalog.
    ///
    /// ```swift
    /// try FontCatalog.system().family(resolving: .sansSerif)?.name  // "Noto Sans" on many Linux systems
    /// ```
    public func family(resolving generic: GenericFamily) -> Family? {
        fontconfigSubstitute(forFamily: generic.rawValue).flatMap { family(named: $0.family) }
    }
}
