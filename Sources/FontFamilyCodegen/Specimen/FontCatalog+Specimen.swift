public import FontFamilyCatalog

extension FontCatalog {
    /// A self-contained HTML page that shows `families` face by face: what `fontfamily-dump SUBSTRING --specimen`
    /// writes.
    ///
    /// ```swift
    /// let catalog = try FontCatalog(fonts: ["Fixtures/Fonts"], includingSystemFonts: false)
    /// let html = catalog.specimen(of: catalog.families(containing: "gill"))
    /// ```
    ///
    /// For each family: every face as a line of sample text set in that face, labelled with its PostScript name,
    /// style, weight, width, slant, file and format; the sizes of `typeScale`'s text styles in its regular face;
    /// and a grid of its weights × slants (one per width) in which a face the family lacks shows as missing.
    /// Sample text is chosen from what each face covers (Latin, Greek, Cyrillic, CJK, Arabic, Hebrew, an icon
    /// font's glyphs with their names, else the characters it has), so no line falls back to another font.
    ///
    /// Opened in a browser, the page loads every face from its file with the FontFace API and marks it loaded or
    /// failed: on the face's line, in the `data-status` attribute of every element set in it, and in the counts of
    /// `#specimen-status`. It needs no network; every name and path is HTML-escaped. A face after the first of a
    /// `.ttc` collection is loaded by PostScript name with `local()` (browsers read only the first face of a
    /// collection file), so it loads only where the font is installed for the browser; a face of a variable font
    /// is drawn at its coordinates with `font-variation-settings`, every axis exactly.
    public func specimen(of families: [Family], typeScale: TypeScale = .default) -> String {
        var renderer = SpecimenRenderer(catalog: self)
        let sections = families.map { renderer.section(for: $0, typeScale: typeScale) }
        return renderer.page(title: "Font specimen: " + DisplayText.list(families.map(\.name)), sections: sections)
    }

    /// A self-contained HTML page that pictures `resolution`: each name the family declares with its width,
    /// weight and slant, its resolution — exact, fallback (to which face, and why) or missing (and why) — and
    /// sample text in the face that would be used.
    ///
    /// ```swift
    /// let html = catalog.specimen(of: catalog.resolve(.gillSans, fallback: .matchWithinFamily))
    /// ```
    ///
    /// The page loads and marks faces as ``specimen(of:typeScale:)`` describes.
    public func specimen(of resolution: FontFamilyResolution) -> String {
        var renderer = SpecimenRenderer(catalog: self)
        let rows = resolution.faces.map { face in
            SpecimenRenderer.ResolutionRow(
                name: face.declared.postScriptName, declared: face.declared, resolution: face.resolution)
        }
        let section = renderer.section(title: resolution.family.baseName, rows: rows)
        return renderer.page(title: "Font specimen: " + resolution.family.baseName, sections: [section])
    }

    /// A self-contained HTML page that pictures how each of `names` resolves exactly (what
    /// `fontfamily-dump --check NAME… --specimen` writes): the face with sample text, or missing with the
    /// diagnosis.
    ///
    /// The page loads and marks faces as ``specimen(of:typeScale:)`` describes.
    public func specimen(ofPostScriptNames names: [String]) -> String {
        var renderer = SpecimenRenderer(catalog: self)
        let rows = names.map { name in
            SpecimenRenderer.ResolutionRow(name: name, declared: nil, resolution: resolve(postScriptName: name))
        }
        let section = renderer.section(title: "PostScript names", rows: rows)
        return renderer.page(title: "Font specimen: " + DisplayText.list(names), sections: [section])
    }
}
