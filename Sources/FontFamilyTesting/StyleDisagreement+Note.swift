extension StyleDisagreement {
    /// How both test runners show a resolution's note: `note: 'Roboto-Thin' is weight 250, …`.
    var noteText: String { "note: \(self)" }
}
