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

    /// The generic family fontconfig's rules class `family` as: ``GenericFamily/serif`` or
    /// ``GenericFamily/monospace`` when a rule gives it one (`45-latin.conf` gives Liberation Mono `monospace`), `nil`
    /// when none does or when it is `sans-serif`, which `49-sansserif.conf` appends to every name no rule classes; `nil`
    /// for a catalog of plain values.
    package func genericClass(of family: Family) -> GenericFamily? {
        configuration?.genericClass(ofFamily: family.name)
    }
}
