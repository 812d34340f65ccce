extension FontCatalog {
    /// Splits `text` into runs drawn by the faces of `cascade`, an ordered fallback list of PostScript names (as
    /// Swash's `cascadeList`): each character goes to the first face that has glyphs for all of its scalars.
    ///
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - cascade: PostScript names, most preferred first; names the catalog lacks are reported in
    ///     ``TextCoverage/missingFonts``, never replaced, and faces of a ``PlatformFontList``, which have no file
    ///     to read, in ``TextCoverage/facesWithoutFiles``.
    public func coverage(of text: String, cascade: [String]) -> TextCoverage {
        let faces = cascade.compactMap { face(postScriptName: $0) }
        var coverage = coverage(of: text, faces: faces)
        coverage.missingFonts = cascade.filter { face(postScriptName: $0) == nil }
        return coverage
    }

    /// Splits `text` into runs drawn by `faces`, most preferred first; a face of a ``PlatformFontList`` draws nothing
    /// and is listed in ``TextCoverage/facesWithoutFiles``, since only its file could say what it covers.
    public func coverage(of text: String, faces given: [FontFace]) -> TextCoverage {
        let faces = given.filter { $0.platform == nil }
        let sets = faces.map(codePoints(of:))
        var runs: [TextCoverage.Run] = []
        var uncovered: [Character] = []
        for character in text {
            let index = sets.firstIndex { set in character.unicodeScalars.allSatisfy { set.contains($0.value) } }
            let face = index.map { faces[$0] }
            if face == nil, !uncovered.contains(character) { uncovered.append(character) }
            if let last = runs.last, last.face == face {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(TextCoverage.Run(text: String(character), face: face))
            }
        }
        return TextCoverage(
            runs: runs, uncovered: uncovered, missingFonts: [], facesWithoutFiles: given.filter { $0.platform != nil })
    }
}
