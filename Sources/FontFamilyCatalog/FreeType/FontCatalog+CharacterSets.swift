extension FontCatalog {
    /// The Unicode code points `face` has glyphs for: its file's Unicode character map, read through FreeType
    /// (`cmap` in TrueType, OpenType, collections, WOFF and WOFF2; glyph names in Type 1).
    ///
    /// Character maps are read on first use and kept for the catalog's lifetime, so listing and name resolution
    /// never pay for them. A catalog built from plain values reads no files, and a face of a ``PlatformFontList`` has
    /// none: the result is empty (``fontFile(of:)`` says why).
    public func codePoints(of face: FontFace) -> Set<UInt32> {
        guard face.platform == nil else { return [] }
        return configuration?.codePoints(file: face.file, index: (face.namedInstance ?? 0) << 16 | face.index) ?? []
    }

    /// Whether `face` has a glyph for every scalar of `character`.
    public func covers(_ face: FontFace, _ character: Character) -> Bool {
        let points = codePoints(of: face)
        return character.unicodeScalars.allSatisfy { points.contains($0.value) }
    }
}
