extension FontCatalog {
    /// The Unicode code points `face` has glyphs for, from fontconfig's character set for its file.
    ///
    /// Character sets are read on first use and kept for the catalog's lifetime, so listing and name resolution
    /// never pay for them. A catalog built from plain values has no character sets: the result is empty.
    public func codePoints(of face: FontFace) -> Set<UInt32> {
        configuration?.codePoints(file: face.file, index: (face.namedInstance ?? 0) << 16 | face.index) ?? []
    }

    /// Whether `face` has a glyph for every scalar of `character`.
    public func covers(_ face: FontFace, _ character: Character) -> Bool {
        let points = codePoints(of: face)
        return character.unicodeScalars.allSatisfy { points.contains($0.value) }
    }
}
