/// What both test runners report when an ``/FontFamilyKit/IconGlyphs`` enum is not covered: one message per missing
/// glyph, or one message when the catalog lacks the font itself.
struct CoverageFailures<Glyphs: IconGlyphs> {
    /// The coverage report, or `nil` when the font is not installed.
    let report: IconCoverageReport?
    /// One message per failure, each starting with the enum's name.
    let messages: [String]

    /// The failures of `glyphs` in `catalog`.
    init(_ glyphs: Glyphs.Type, in catalog: FontCatalog) {
        guard let report = glyphs.coverage(in: catalog) else {
            let reason: String
            do {
                let font = try catalog.iconFont(named: glyphs.fontPostScriptName)
                reason =
                    "no face has the PostScript name \(DisplayText.quoted(glyphs.fontPostScriptName)); its family's "
                    + "face is \(DisplayText.quoted(font.face?.postScriptName ?? "")): use that as fontPostScriptName"
            } catch {
                reason = error.description
            }
            self.report = nil
            messages = ["\(Glyphs.self): \(reason)"]
            return
        }
        self.report = report
        messages = report.failures.map { "\(Glyphs.self): \($0) in \(DisplayText.escaped(report.fontName))" }
    }
}
