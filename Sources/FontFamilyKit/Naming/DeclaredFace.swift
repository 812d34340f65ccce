/// One face a ``FontFamily`` declares: where it sits in the family, and its PostScript name.
public struct DeclaredFace: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: FontWidth
    /// The weight of the face (never a ``FontFamily/WeightSuffix/sameFace(as:)`` alias).
    public var weight: FontWeight
    /// Upright, or the family's italic or oblique slant.
    public var slant: FontSlant
    /// The PostScript name, such as `SourceSansPro-SemiboldIt`.
    public var postScriptName: String

    /// A face with the given properties.
    public init(width: FontWidth, weight: FontWeight, slant: FontSlant, postScriptName: String) {
        self.width = width
        self.weight = weight
        self.slant = slant
        self.postScriptName = postScriptName
    }

    /// The PostScript name with weight, width and slant: `SourceSansPro-It (weight 400, width 100%, italic)`.
    public var description: String {
        "\(DisplayText.escaped(postScriptName)) (weight \(weight), width \(width), \(slant.rawValue))"
    }
}
