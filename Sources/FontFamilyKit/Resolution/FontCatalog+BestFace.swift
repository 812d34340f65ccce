extension FontCatalog {
    /// The face of the family whose primary name is exactly `family` that CSS font matching (``FontMatcher``)
    /// chooses, or `nil` when no family has that name.
    ///
    /// ```swift
    /// catalog.bestFace(family: "Gill Sans", weight: .medium)?.postScriptName  // "GillSans-SemiBold" if no 500
    /// ```
    ///
    /// - Parameters:
    ///   - family: The primary family name, such as `Gill Sans`.
    ///   - weight: The desired weight; regular unless given.
    ///   - italic: `true` to prefer italic, then oblique, then upright faces.
    ///   - width: The desired width; normal unless given.
    public func bestFace(
        family: String,
        weight: FontWeight = .regular,
        italic: Bool = false,
        width: FontWidth = .normal
    ) -> FontFace? {
        self.family(named: family)?.bestFace(weight: weight, italic: italic, width: width)
    }
}

extension FontCatalog.Family {
    /// The face of this family that CSS font matching (``FontMatcher``) chooses for the request.
    ///
    /// - Parameters:
    ///   - weight: The desired weight; regular unless given.
    ///   - italic: `true` to prefer italic, then oblique, then upright faces.
    ///   - width: The desired width; normal unless given.
    public func bestFace(weight: FontWeight = .regular, italic: Bool = false, width: FontWidth = .normal) -> FontFace? {
        FontMatcher.bestMatch(in: faces, width: width, weight: weight, slant: italic ? .italic : .upright)
    }
}
