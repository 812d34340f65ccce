public import FontFamilyKit

extension FontCatalog {
    /// The icon font named `name` (a PostScript name, else a family name, whose regular face is taken), or when
    /// `name` is `nil`, the font `metadata` names — as ``iconFont(named:)`` answers it.
    ///
    /// ```swift
    /// let metadata = try IconMetadata(contentsOf: URL(fileURLWithPath: "material-icons.css"))
    /// let font = try catalog.iconFont(named: nil, for: metadata)  // metadata.fontFamily == "Material Icons"
    /// font.face?.postScriptName  // "MaterialIcons-Regular", a fallback: the metadata names a family
    /// ```
    ///
    /// - Throws: ``IconFontLookupError/unnamedFont(source:)`` when neither names a font,
    ///   ``IconFontLookupError/fontNotFound(name:closest:)`` when the catalog has no such font.
    public func iconFont(
        named name: String?, for metadata: IconMetadata
    ) throws(IconFontLookupError) -> FontResolution {
        guard let name = name ?? metadata.fontFamily else { throw .unnamedFont(source: metadata.source) }
        return try iconFont(named: name)
    }

    /// The icon font named `name`: ``FontResolution/exact(_:)`` for the face whose PostScript name is exactly `name`;
    /// else, where `name` is one of a family's names, ``FontResolution/fallback(_:_:)`` with the family's regular
    /// face and the diagnosis that says `name` names a family, not a face — the face is the one CSS font matching
    /// chooses for weight 400, upright, and the caller sees that it was chosen.
    ///
    /// - Throws: ``IconFontLookupError/fontNotFound(name:closest:)`` with the closest installed PostScript names, as a
    ///   diagnosis suggests them (the nearest family's faces first); ``IconFontLookupError/noFile(_:)`` when the
    ///   face is a ``PlatformFontList``'s, whose glyphs cannot be read here.
    public func iconFont(named name: String) throws(IconFontLookupError) -> FontResolution {
        if let face = face(postScriptName: name) {
            do { _ = try fontFile(of: face) } catch { throw .noFile(error) }
            return .exact(face)
        }
        if let family = family(anyName: name), let face = FontMatcher.bestMatch(in: family.faces, weight: .regular),
            let diagnosis = diagnose(postScriptName: name)
        {
            do { _ = try fontFile(of: face) } catch { throw .noFile(error) }
            return .fallback(face, diagnosis)
        }
        throw .fontNotFound(name: name, closest: suggestions(for: name))
    }

    /// Checks every glyph of `metadata` against the character map of `face`'s file (see ``codePoints(of:)``).
    public func iconCoverage(of metadata: IconMetadata, in face: FontFace) -> IconCoverageReport {
        IconCoverage.check(metadata, fontName: face.postScriptName, coveredCodePoints: codePoints(of: face))
    }

    /// The glyphs `face` maps in a Private Use Area, as metadata made from the font itself (see
    /// ``/FontFamilyKit/IconMetadata/init(codePoints:glyphNames:fontFamily:source:)``): what `fontfamily-dump --icons-from-font`
    /// renders. Its source is the face's PostScript name and its font family the face's family; it has no glyphs
    /// when the face maps none there.
    ///
    /// Glyph names are read through FreeType: from a TrueType `post` table, a CFF charset (OpenType `.otf`) or a
    /// Type 1 font, in plain files, collections (at the face's index), WOFF and WOFF2.
    public func iconMetadata(of face: FontFace) -> IconMetadata {
        let points = codePoints(of: face).filter(IconCoverage.isPrivateUse).compactMap(Unicode.Scalar.init)
        var glyphNames: [Unicode.Scalar: String] = [:]
        if !points.isEmpty, let file = try? FreeTypeFace(file: face.file, index: face.index) {
            let glyphs = file.glyphIndexes()
            for point in points { glyphNames[point] = glyphs[point.value].flatMap(file.glyphName) }
        }
        return IconMetadata(
            codePoints: points,
            glyphNames: glyphNames,
            fontFamily: face.family,
            source: face.postScriptName
        )
    }
}
