extension FontFamily {
    /// The declared face that CSS font matching (``FontMatcher``) chooses for the request, or `nil` when the family
    /// declares no face at all.
    ///
    /// Unlike ``postScriptName(weight:italic:width:)``, which is `nil` for a weight the table lacks, this always
    /// answers with a neighbour: for Gill Sans (Light, Regular, SemiBold, Bold, UltraBold) 450 gives `GillSans` and
    /// 550 gives `GillSans-SemiBold`.
    ///
    /// - Parameters:
    ///   - weight: The desired weight.
    ///   - italic: `true` to prefer the family's slanted faces.
    ///   - width: The desired width; normal unless given.
    public func nearestFace(weight: FontWeight, italic: Bool = false, width: FontWidth = .normal) -> DeclaredFace? {
        FontMatcher.bestMatch(in: faces, width: width, weight: weight, slant: italic ? self.italic.slant : .upright)
    }
}
