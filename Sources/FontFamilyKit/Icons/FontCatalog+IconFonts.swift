extension FontCatalog {
    /// The icon font named `name` (a PostScript name, else a family name, whose regular face is taken), or when
    /// `name` is `nil`, the font `metadata` names.
    ///
    /// ```swift
    /// let metadata = try IconMetadata(contentsOf: URL(fileURLWithPath: "material-icons.css"))
    /// let face = try catalog.iconFont(named: nil, for: metadata)  // metadata.fontFamily == "Material Icons"
    /// face.postScriptName  // "MaterialIcons-Regular"
    /// ```
    ///
    /// - Throws: ``IconFontLookupError/unnamedFont(source:)`` when neither names a font,
    ///   ``IconFontLookupError/fontNotFound(name:closest:)`` when the catalog has no such font.
    public func iconFont(named name: String?, for metadata: IconMetadata) throws(IconFontLookupError) -> FontFace {
        guard let name = name ?? metadata.fontFamily else { throw .unnamedFont(source: metadata.source) }
        return try iconFont(named: name)
    }

    /// The face whose PostScript name is exactly `name`, else the regular face of the family with that exact name.
    ///
    /// - Throws: ``IconFontLookupError/fontNotFound(name:closest:)`` with the closest installed PostScript names, as a
    ///   diagnosis suggests them (the nearest family's faces first).
    public func iconFont(named name: String) throws(IconFontLookupError) -> FontFace {
        if let face = face(postScriptName: name) { return face }
        let family = family(named: name) ?? families.first { $0.names.contains { $0.name == name } }
        if let face = family?.bestFace() { return face }
        throw .fontNotFound(name: name, closest: suggestions(for: name))
    }

    /// Checks every glyph of `metadata` against the character set of `face`, as fontconfig reads it.
    public func iconCoverage(of metadata: IconMetadata, in face: FontFace) -> IconCoverageReport {
        IconCoverage.check(metadata, fontName: face.postScriptName, coveredCodePoints: codePoints(of: face))
    }

    /// Every code point of a Private Use Area that `face` covers, ascending, with the font's own glyph name where its
    /// file gives one in a `post` table (see ``IconFontGlyph``): what `fontfamily-dump --icons-from-font` renders.
    public func privateUseGlyphs(of face: FontFace) -> [IconFontGlyph] {
        let points = Set(codePoints(of: face).filter(IconCodePoint.isPrivateUse))
        let names = SfntGlyphNames.names(of: points, inFile: face.file, faceIndex: face.index)
        return points.sorted().compactMap { value in
            Unicode.Scalar(value).map { IconFontGlyph(unicode: $0, glyphName: names[value]) }
        }
    }
}
